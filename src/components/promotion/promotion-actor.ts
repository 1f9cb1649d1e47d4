import { createActor, fromCallback, type ActorOptions, type AnyActorLogic } from 'xstate';
import { countdownTickMs } from '../../config/constants';
import {
  promotionMachine,
  selectCountdown,
  selectIsBannerActive,
  selectIsPopupOpen,
  type PromotionEvent,
  type PromotionInput,
} from '../../machines/promotion.machine';
import type { PromotionStorage } from './promotion-storage';
import type { PromotionShown } from './PromotionView';

export type PromotionInspector = NonNullable<ActorOptions<AnyActorLogic>['inspect']>;

/** The clock's tick every countdownTickMs (spec §9), as the machine's ticker actor. */
export function createTicker(clock: () => Date) {
  return fromCallback<PromotionEvent>(({ sendBack }) => {
    const timer = window.setInterval(() => sendBack({ type: 'clock.tick', now: clock() }), countdownTickMs);
    return () => window.clearInterval(timer);
  });
}

export interface PromotionActor {
  send(event: PromotionEvent): void;
  stop(): void;
}

/**
 * Starts promotionMachine with its side effects (the storage, the clock's ticker) and reports what it
 * shows after every change. `input` is what the page read on load, so the machine starts where the
 * light first paint stands (both decide with the same rule of domain/promotion.ts); a tick right
 * after brings its time to now. Its own chunk: loaded on the visitor's first touch of the promotion
 * or the first route change (Promotion.tsx), never by a visitor who leaves the promotion alone.
 */
export function startPromotionActor({
  input,
  storage,
  clock,
  inspect,
  onChange,
}: {
  input: PromotionInput;
  storage: PromotionStorage;
  clock: () => Date;
  inspect?: PromotionInspector;
  onChange: (shown: PromotionShown) => void;
}): PromotionActor {
  const machine = promotionMachine.provide({
    actions: {
      storeDismissal: (_, { code }) => storage.storeDismissal(code),
      applyCoupon: (_, { code }) => storage.storeCouponCode(code),
    },
    actors: { ticker: createTicker(clock) },
  });
  const actor = createActor(machine, { input, ...(inspect ? { inspect } : {}) });
  actor.subscribe((snapshot) =>
    onChange({
      isPopupOpen: selectIsPopupOpen(snapshot),
      isBannerActive: selectIsBannerActive(snapshot),
      countdown: selectCountdown(snapshot),
    }),
  );
  actor.start();
  actor.send({ type: 'clock.tick', now: clock() });
  return { send: (event) => actor.send(event), stop: () => actor.stop() };
}
