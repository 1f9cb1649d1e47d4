import { Suspense, type ReactElement, type ReactNode } from 'react';
import { hydrationTurn } from '../../browser/hydration-turns';

interface IslandProps {
  /** Unique on the page: the island's turn is kept under it while the island waits. */
  name: string;
  /**
   * Code the island's content needs, still on its way (a lazily loaded block's chunk): the promise it
   * comes with, or undefined once it is here. The island waits for it as for its turn, keeping its
   * served markup. Whoever fetches the code holds the page's hydration until the fetch settles
   * (`holdHydrationTurns`): a promise that never settles (code that cannot come) holds nothing.
   */
  waitFor?: () => Promise<void> | undefined;
  children: ReactNode;
}

/**
 * Renders the island once its turn has come (`hydrationTurn`); until then it suspends, and Preact keeps
 * the one DOM node in its place as the server rendered it: the island's `display: contents` wrapper
 * (global.css), so the island's own content may be any number of nodes and lays out as if unwrapped.
 * The wrapper and its frame (`Island`) both lay out as if they were not there.
 */
function Turn({ name, waitFor, children }: IslandProps): ReactElement {
  // Asked first, so the code is fetched while the islands before this one take their turns.
  const code = waitFor?.();
  const turn = hydrationTurn(name);
  if (turn) throw turn;
  if (code) throw code;
  return <div data-island="">{children}</div>;
}

/**
 * A part of the page that hydrates in a task of its own during the page's first hydration
 * (docs/decisions/023): the static HTML stays as it is until then. At every other time, and in the HTML
 * renderer, it renders its content at once (in the same wrapper).
 */
export function Island({ name, waitFor, children }: IslandProps): ReactElement {
  // The frame holds the boundary's <!--$--> and <!--/$--> markers of React's HTML. Without it they sit
  // between the island and the nodes after it, and Preact, hydrating, moved the next node (the page's
  // <main>, after the header's island) in front of the closing marker: a moved node loses focus, and a
  // visitor typing in a field of the served page lost the rest of it (issue 30, docs/decisions/040).
  return (
    <div data-island-frame="">
      <Suspense fallback={null}>
        <Turn name={name} waitFor={waitFor}>
          {children}
        </Turn>
      </Suspense>
    </div>
  );
}
