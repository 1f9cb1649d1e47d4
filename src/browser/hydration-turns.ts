/**
 * Hydration in turns (docs/decisions/023): the page's first hydration hydrates its frame in one task
 * and each island (`src/components/ui/Island.tsx`) in a task of its own after it, in the order the
 * islands were met, so no task is long enough to block a phone (issue 18: total blocking time).
 *
 * Only the first hydration of a page load takes turns: `startHydrationTurns` is called just before it
 * (gatsby-browser.tsx), and the turns end at the first task that finds no island waiting. Renders after
 * that (a route change, a state update) never wait, and neither do the HTML renderer or Jest, which
 * never start turns. `gatsby develop` runs React, whose hydration also waits for a suspended island.
 */

import { postTask } from './post-task';

interface Turn {
  promise: Promise<void>;
  reached: boolean;
}

let takingTurns = false;
const turns = new Map<string, Turn>();
const waiting: (() => void)[] = [];
/** Code that islands wait for besides their turn (`holdHydrationTurns`): the turns end after it. */
const held = new Set<Promise<void>>();
let stepping = false;
let whenHydrated: (() => void)[] = [];
/** Preact's `options` (their part that schedules effects), when the turns schedule them. */
export interface EffectOptions {
  requestAnimationFrame?: (callback: () => void) => void;
}
let effectOptions: EffectOptions | undefined;
/** Preact's own scheduler of effects (its `afterNextFrame` when unset), given back when the turns end. */
let effectScheduler: EffectOptions['requestAnimationFrame'];

/** Posts the next step, unless one is on its way. */
function stepSoon(): void {
  if (stepping) return;
  stepping = true;
  postTask(step);
}

/**
 * One task: lets the next island hydrate (its promise's callbacks, and so Preact's render of it, run in
 * this task's microtasks), or, with none left, ends the turns: islands inside an island register while
 * it hydrates, so an empty queue here means the whole page is hydrated.
 */
function step(): void {
  const next = waiting.shift();
  if (next) {
    next();
    postTask(step);
    return;
  }
  stepping = false;
  // An island still waits for its code: the turns go on when it has come (it may hold islands of its own).
  if (held.size > 0) return;
  takingTurns = false;
  turns.clear();
  if (effectOptions) effectOptions.requestAnimationFrame = effectScheduler;
  effectOptions = undefined;
  document.documentElement.dataset.hydrated = '';
  const callbacks = whenHydrated;
  whenHydrated = [];
  for (const callback of callbacks) callback();
}

/**
 * Called just before the page's first hydration: islands met during it wait for their turn.
 *
 * While the turns are taken, the effects (`useEffect`) of what was hydrated run in a task of their own
 * right after its turn (issue 41). Preact runs effects after the next frame, all that are pending at
 * once: the islands take their turns faster than a frame, so the effects of the whole page ran in one
 * long task after the last turn (42-57 ms on a phone, as long as the longest turn). Preact asks
 * `options.requestAnimationFrame` (gatsby-browser passes Preact's `options`) to schedule them; the turns
 * end by giving it its own back.
 */
export function startHydrationTurns(effects?: EffectOptions): void {
  takingTurns = true;
  if (effects) {
    effectOptions = effects;
    effectScheduler = effects.requestAnimationFrame;
    effects.requestAnimationFrame = postTask;
  }
  stepSoon();
}

/**
 * The promise an island throws (to its Suspense boundary) until its turn has come, or `undefined`
 * when it may hydrate now: its turn has come, or no turns are being taken.
 */
export function hydrationTurn(name: string): Promise<void> | undefined {
  if (!takingTurns) return undefined;
  let turn = turns.get(name);
  if (!turn) {
    const entry: Turn = { promise: Promise.resolve(), reached: false };
    entry.promise = new Promise<void>((resolve) => {
      waiting.push(() => {
        entry.reached = true;
        resolve();
      });
    });
    turns.set(name, entry);
    turn = entry;
  }
  return turn.reached ? undefined : turn.promise;
}

/**
 * Keeps the turns from ending (and `<html data-hydrated>` from being set) until `code` settles: code an
 * island waits for after its turn (Island's `waitFor`), held by whoever fetches it (block-code.ts).
 * Outside the first hydration it does nothing.
 */
export function holdHydrationTurns(code: Promise<void>): void {
  if (!takingTurns || held.has(code)) return;
  held.add(code);
  const release = () => {
    held.delete(code);
    // A task after the island's render (Preact renders it in this promise's microtasks).
    if (takingTurns) stepSoon();
  };
  code.then(release, release);
}

/** Runs `callback` once every island has hydrated (at once when no turns are being taken). */
export function afterHydration(callback: () => void): void {
  if (takingTurns) whenHydrated.push(callback);
  else callback();
}
