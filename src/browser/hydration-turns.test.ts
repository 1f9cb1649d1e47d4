import type * as HydrationTurns from './hydration-turns';

type Turns = typeof HydrationTurns;

/** A fresh copy of the module: its turns are module state, one page load's. */
function freshTurns(): Turns {
  let turns: Turns | undefined;
  jest.isolateModules(() => {
    turns = jest.requireActual<Turns>('./hydration-turns');
  });
  return turns as Turns;
}

const hydratedMark = () => document.documentElement.dataset.hydrated;

describe('hydration turns (decision 023)', () => {
  afterEach(() => {
    delete document.documentElement.dataset.hydrated;
  });

  it('never makes an island wait when no turns were started (HTML renderer, develop, a later render)', () => {
    const { hydrationTurn, afterHydration } = freshTurns();
    expect(hydrationTurn('header')).toBeUndefined();
    const callback = jest.fn();
    afterHydration(callback);
    expect(callback).toHaveBeenCalledTimes(1);
  });

  it('gives each island a task of its own, in the order the islands were met, then marks the page hydrated', async () => {
    const { startHydrationTurns, hydrationTurn, afterHydration } = freshTurns();
    const order: string[] = [];
    startHydrationTurns();
    afterHydration(() => order.push('hydrated'));
    const header = hydrationTurn('header');
    const main = hydrationTurn('main');
    expect(header).toBeInstanceOf(Promise);
    expect(main).toBeInstanceOf(Promise);
    // The same island asks again (a parent rendered again while it waited): the same turn.
    expect(hydrationTurn('header')).toBe(header);
    void header?.then(() => {
      order.push('header');
      // The header's turn has come, and only the header's: main waits for the next task.
      expect(hydrationTurn('header')).toBeUndefined();
      expect(hydrationTurn('main')).toBe(main);
      // An island inside the header, met while the header hydrates, queues behind main.
      void hydrationTurn('header-panel')?.then(() => order.push('header-panel'));
    });
    void main?.then(() => order.push('main'));
    expect(hydratedMark()).toBeUndefined();
    await new Promise<void>((resolve) => afterHydration(resolve));
    expect(order).toEqual(['header', 'main', 'header-panel', 'hydrated']);
    expect(hydratedMark()).toBe('');
    // Once hydrated no island waits, even one met for the first time (a route change's page).
    expect(hydrationTurn('block-new')).toBeUndefined();
  });

  it('ends the turns only after the code an island waits for has come (a lazily loaded block)', async () => {
    const { startHydrationTurns, hydrationTurn, holdHydrationTurns, afterHydration } = freshTurns();
    const order: string[] = [];
    startHydrationTurns();
    afterHydration(() => order.push('hydrated'));
    let codeArrives = () => undefined as void;
    const code = new Promise<void>((resolve) => {
      codeArrives = resolve;
    });
    void hydrationTurn('block-map')?.then(() => {
      order.push('block-map');
      holdHydrationTurns(code);
    });
    // Several tasks go by while the chunk is on its way: the page is not hydrated yet.
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(order).toEqual(['block-map']);
    expect(hydratedMark()).toBeUndefined();
    void code.then(() => {
      order.push('code');
      // The island hydrates when its code has come; an island inside it still takes a turn.
      void hydrationTurn('block-map-inner')?.then(() => order.push('block-map-inner'));
    });
    codeArrives();
    await new Promise<void>((resolve) => afterHydration(resolve));
    expect(order).toEqual(['block-map', 'code', 'block-map-inner', 'hydrated']);
  });

  it('marks a page without islands hydrated after its first task', async () => {
    const { startHydrationTurns, afterHydration } = freshTurns();
    startHydrationTurns();
    expect(hydratedMark()).toBeUndefined();
    await new Promise<void>((resolve) => afterHydration(resolve));
    expect(hydratedMark()).toBe('');
  });

  it("schedules Preact's effects in a task of their own while the turns are taken, then gives its scheduler back", async () => {
    const { startHydrationTurns, hydrationTurn, afterHydration } = freshTurns();
    const own = jest.fn();
    const options: { requestAnimationFrame?: (callback: () => void) => void } = { requestAnimationFrame: own };
    const order: string[] = [];
    startHydrationTurns(options);
    const schedule = options.requestAnimationFrame;
    expect(schedule).not.toBe(own);
    void hydrationTurn('header')?.then(() => {
      order.push('header');
      // Preact, having hydrated the header, asks for its effects to run.
      schedule?.(() => order.push('header effects'));
      // Not in the turn's own task.
      expect(order).not.toContain('header effects');
    });
    void hydrationTurn('main')?.then(() => order.push('main'));
    await new Promise<void>((resolve) => afterHydration(resolve));
    expect(order).toContain('header effects');
    expect(order.indexOf('header effects')).toBeGreaterThan(order.indexOf('header'));
    // The turns are over: effects are Preact's to schedule again (after the next frame).
    expect(options.requestAnimationFrame).toBe(own);
    expect(own).not.toHaveBeenCalled();
  });
});
