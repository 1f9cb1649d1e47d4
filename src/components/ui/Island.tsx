import { Suspense, type ReactElement, type ReactNode } from 'react';
import { hydrationTurn } from '../../browser/hydration-turns';

interface IslandProps {
  /** Unique on the page: the island's turn is kept under it while the island waits. */
  name: string;
  children: ReactNode;
}

/**
 * Renders the island once its turn has come (`hydrationTurn`); until then it suspends, and Preact keeps
 * the one DOM node in its place as the server rendered it: the island's `display: contents` wrapper
 * (global.css), so the island's own content may be any number of nodes and lays out as if unwrapped.
 */
function Turn({ name, children }: IslandProps): ReactElement {
  const turn = hydrationTurn(name);
  if (turn) throw turn;
  return <div data-island="">{children}</div>;
}

/**
 * A part of the page that hydrates in a task of its own during the page's first hydration
 * (docs/decisions/023): the static HTML stays as it is until then. At every other time, and in the HTML
 * renderer, it renders its content at once (in the same wrapper).
 */
export function Island({ name, children }: IslandProps): ReactElement {
  return (
    <Suspense fallback={null}>
      <Turn name={name}>{children}</Turn>
    </Suspense>
  );
}
