/**
 * @jest-environment-options {"customExportConditions": ["require", "node", "default"]}
 */
/*
 * Islands as the browser runs them: Preact (decision 018) hydrating the HTML React rendered at build.
 * Jest runs React elsewhere, so this file swaps React for preact/compat.
 */
import { fireEvent } from '@testing-library/dom';
import type * as PreactHooks from 'preact/hooks';
import type * as HydrationTurns from '../../browser/hydration-turns';
import type * as IslandExports from './Island';
import type * as BlockCode from '../blocks/block-code';

jest.mock('react', () => jest.requireActual('preact/compat'));
jest.mock('react/jsx-runtime', () => jest.requireActual('preact/jsx-runtime'));
// A rare block whose code cannot be fetched (the visitor went offline): block-code.ts's import fails.
jest.mock('../blocks/Gallery', () => {
  throw new Error('offline');
});

type Turns = typeof HydrationTurns;
type IslandModule = typeof IslandExports;
type Hooks = typeof PreactHooks;

// Required after the mocks above, so that Island.tsx gets Preact's Suspense.
const { hydrateRoot } = jest.requireActual<{ hydrateRoot: (container: Element, element: unknown) => void }>(
  'preact/compat/client',
);
const { Island } = jest.requireActual<IslandModule>('./Island');
const { startHydrationTurns, afterHydration } = jest.requireActual<Turns>('../../browser/hydration-turns');
const { useState } = jest.requireActual<Hooks>('preact/hooks');
const { blockCodeLoading } = jest.requireActual<typeof BlockCode>('../blocks/block-code');

/** An island as React's renderer writes it. */
const islandHtml = (content: string) =>
  `<div data-island-frame=""><!--$--><div data-island="">${content}</div><!--/$--></div>`;

// What React's renderer writes for the page below: a Suspense boundary between <!--$--> and <!--/$-->.
const serverHtml =
  '<p>Frame</p>' +
  islandHtml('<button type="button" id="menu">Menu 0</button>') +
  islandHtml('<p>Intro</p><button type="button" id="search">Search</button>') +
  '<footer>Footer</footer>';

const clicks: string[] = [];

function Menu() {
  const [count, setCount] = useState(0);
  return (
    <button type="button" id="menu" onClick={() => setCount(count + 1)}>
      Menu {count}
    </button>
  );
}

function Page() {
  return (
    <>
      <p>Frame</p>
      <Island name="menu">
        <Menu />
      </Island>
      <Island name="search">
        <p>Intro</p>
        <button type="button" id="search" onClick={() => clicks.push('search')}>
          Search
        </button>
      </Island>
      <footer>Footer</footer>
    </>
  );
}

describe('Island under Preact (decision 023)', () => {
  it('keeps the server HTML, hydrates each island after the frame, and then it works', async () => {
    const container = document.createElement('div');
    container.innerHTML = serverHtml;
    document.body.append(container);
    const menu = container.querySelector('#menu');
    const search = container.querySelector('#search');

    startHydrationTurns();
    hydrateRoot(container, <Page />);
    // The frame is hydrated, the islands not yet: a click on them does nothing so far.
    fireEvent.click(search as Element);
    expect(clicks).toEqual([]);
    expect(container.querySelector('#menu')?.textContent).toBe('Menu 0');

    await new Promise<void>((resolve) => afterHydration(resolve));
    // The same nodes, hydrated in place: nothing was drawn again.
    expect(container.querySelector('#menu')).toBe(menu);
    expect(container.querySelector('#search')).toBe(search);
    expect(container.textContent).toBe('FrameMenu 0IntroSearchFooter');
    expect(container.querySelectorAll('[data-island]')).toHaveLength(2);

    fireEvent.click(search as Element);
    expect(clicks).toEqual(['search']);
    fireEvent.click(menu as Element);
    // Preact renders a state change on its own queue, after this task.
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(container.querySelector('#menu')?.textContent).toBe('Menu 1');
    container.remove();
  });

  it('moves no node after an island, so a field the visitor is typing in keeps focus (issue 30)', async () => {
    function Typing() {
      return (
        <>
          <Island name="header">
            <p>Header</p>
          </Island>
          <main>
            <input id="typed" />
          </main>
          <Island name="footer">
            <p>Footer</p>
          </Island>
          <p>After</p>
        </>
      );
    }
    // What React's renderer writes for it (each Suspense boundary between <!--$--> and <!--/$-->).
    const container = document.createElement('div');
    container.innerHTML =
      islandHtml('<p>Header</p>') + '<main><input id="typed"></main>' + islandHtml('<p>Footer</p>') + '<p>After</p>';
    document.body.append(container);
    const input = container.querySelector<HTMLInputElement>('#typed');
    input?.focus();
    const moves: Node[] = [];
    const observer = new MutationObserver((records) => {
      for (const record of records)
        moves.push(...Array.from(record.removedNodes).filter((node) => node.nodeType === 1));
    });
    observer.observe(container, { childList: true, subtree: true });

    startHydrationTurns();
    hydrateRoot(container, <Typing />);
    await new Promise<void>((resolve) => afterHydration(resolve));

    observer.disconnect();
    expect(moves).toEqual([]);
    expect(container.querySelector('#typed')).toBe(input);
    expect(document.activeElement).toBe(input);
    container.remove();
  });

  it("ends the page's hydration when a block's code cannot be fetched, the block staying as served", async () => {
    const failed = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    const container = document.createElement('div');
    container.innerHTML = islandHtml('<p>Served gallery</p>');
    document.body.append(container);

    startHydrationTurns();
    hydrateRoot(
      container,
      <Island name="gallery" waitFor={() => blockCodeLoading('galleryBlock')}>
        <p>Gallery with its code</p>
      </Island>,
    );
    await new Promise<void>((resolve) => afterHydration(resolve));

    expect(container.textContent).toBe('Served gallery');
    expect(failed).toHaveBeenCalledTimes(1);
    failed.mockRestore();
    container.remove();
  });
});
