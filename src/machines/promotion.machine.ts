import { assign, fromCallback, not, or, setup, stateIn, type SnapshotFrom } from 'xstate';
import {
  countdown,
  hasCountdownEnded,
  isPromotionBannerActive,
  isPromotionHiddenPath,
  opensPromotionPopup,
  type Countdown,
  type PromotionRules,
} from '../domain/promotion';

export type { PromotionRules } from '../domain/promotion';

export interface PromotionInput {
  promotion: PromotionRules;
  /** The path the visitor landed on. */
  path: string;
  /** The time of the app load; later times come with events. */
  now: Date;
  /** The code stored as dismissed (local storage `{tenant}-hide-coupon`), or null. */
  dismissedCode: string | null;
  /** The coupon code of the booking (book-coupon-code), or null. */
  couponCode: string | null;
}

export interface PromotionContext extends PromotionInput {
  /** spec §3 client state promotion-banner: active (kept with its open counter and headline by Promotion.tsx). */
  isBannerActive: boolean;
}

export type PromotionEvent =
  /** Click outside the popup or Escape (spec §4). */
  | { type: 'popup.dismiss' }
  /** The popup's button: use the code (spec §4). */
  | { type: 'popup.apply' }
  /** Gatsby's router moved to another page. */
  | { type: 'route.change'; path: string; now: Date }
  /** The countdown's clock, every countdownTickMs (spec §9). */
  | { type: 'clock.tick'; now: Date };

/** Whether the banner is active (spec §4): on a non-booking path while valid and not applied. */
function bannerActive(context: PromotionContext): boolean {
  return isPromotionBannerActive(context.promotion, context);
}

/**
 * The promotion popup and banner of spec §4 "Promotion". A pure definition: the time comes with the
 * input and the events, and the three side effects are supplied by the caller with `provide`:
 * `storeDismissal` (writes `{tenant}-hide-coupon`), `applyCoupon` (sets book-coupon-code) and the
 * `ticker` actor (sends `clock.tick` every second). Two regions run side by side: the popup, which
 * may open once on app load, and the countdown, which ticks while the popup or the banner shows and
 * stops at zeros at the end time. See src/machines/README.md.
 */
export const promotionMachine = setup({
  types: {
    input: {} as PromotionInput,
    context: {} as PromotionContext,
    events: {} as PromotionEvent,
  },
  actions: {
    /** Supplied by the caller: keep `code` as the dismissed code. */
    storeDismissal: (_, _params: { code: string }) => undefined,
    /** Supplied by the caller: set the booking's coupon code to `code`. */
    applyCoupon: (_, _params: { code: string }) => undefined,
    rememberDismissal: assign({ dismissedCode: ({ context }) => context.promotion.promoCode }),
    rememberCoupon: assign({ couponCode: ({ context }) => context.promotion.promoCode }),
    activateBanner: assign({ isBannerActive: true }),
    evaluateBanner: assign({ isBannerActive: ({ context }) => bannerActive(context) }),
    followRoute: assign(({ event }) => (event.type === 'route.change' ? { path: event.path, now: event.now } : {})),
    setTime: assign(({ event }) => (event.type === 'clock.tick' ? { now: event.now } : {})),
  },
  actors: {
    /** Supplied by the caller: sends `{ type: 'clock.tick', now }` every countdownTickMs. */
    ticker: fromCallback<PromotionEvent>(() => () => undefined),
  },
  guards: {
    /** spec §4: valid, this code not applied, the dismissed code differs, not a booking page. */
    'opensPopup?': ({ context }) => opensPromotionPopup(context.promotion, context),
    'isBannerActive?': ({ context }) => context.isBannerActive,
    'hasEnded?': ({ context }) => hasCountdownEnded(countdown(context.promotion.validDates.to, context.now)),
    'leavesForHiddenPath?': ({ event }) => event.type === 'route.change' && isPromotionHiddenPath(event.path),
  },
}).createMachine({
  id: 'promotion',
  type: 'parallel',
  context: ({ input }) => ({ ...input, isBannerActive: false }),
  on: {
    'route.change': { actions: ['followRoute', 'evaluateBanner'] },
  },
  states: {
    popup: {
      initial: 'deciding',
      states: {
        deciding: {
          always: [
            { guard: 'opensPopup?', target: 'open' },
            { target: 'closed', actions: 'evaluateBanner' },
          ],
        },
        open: {
          on: {
            'popup.dismiss': {
              target: 'closed',
              actions: [
                { type: 'storeDismissal', params: ({ context }) => ({ code: context.promotion.promoCode }) },
                'rememberDismissal',
                'activateBanner',
              ],
            },
            'popup.apply': {
              target: 'closed',
              actions: [
                { type: 'applyCoupon', params: ({ context }) => ({ code: context.promotion.promoCode }) },
                'rememberCoupon',
                { type: 'storeDismissal', params: ({ context }) => ({ code: context.promotion.promoCode }) },
                'rememberDismissal',
                'activateBanner',
              ],
            },
            // Going back to a booking page with the browser's history closes the popup unanswered.
            'route.change': {
              guard: 'leavesForHiddenPath?',
              target: 'closed',
              actions: ['followRoute', 'evaluateBanner'],
            },
          },
        },
        closed: {},
      },
    },
    countdown: {
      initial: 'stopped',
      states: {
        stopped: {
          always: [
            { guard: 'hasEnded?', target: 'ended' },
            { guard: or([stateIn('#promotion.popup.open'), 'isBannerActive?']), target: 'ticking' },
          ],
        },
        ticking: {
          invoke: { src: 'ticker' },
          always: [
            { guard: 'hasEnded?', target: 'ended' },
            { guard: not(or([stateIn('#promotion.popup.open'), 'isBannerActive?'])), target: 'stopped' },
          ],
          on: { 'clock.tick': { actions: 'setTime' } },
        },
        /** spec §4: the countdown stops and shows zeros at the end time. */
        ended: {},
      },
    },
  },
});

type PromotionSnapshot = SnapshotFrom<typeof promotionMachine>;

/** The time left, zeros at and after the end (spec §4). */
export function selectCountdown(snapshot: PromotionSnapshot): Countdown {
  return countdown(snapshot.context.promotion.validDates.to, snapshot.context.now);
}

export function selectIsPopupOpen(snapshot: PromotionSnapshot): boolean {
  return snapshot.matches({ popup: 'open' });
}

export function selectIsBannerActive(snapshot: PromotionSnapshot): boolean {
  return snapshot.context.isBannerActive;
}
