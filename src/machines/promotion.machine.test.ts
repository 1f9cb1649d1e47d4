import { createActor, fromCallback, initialTransition, transition } from 'xstate';
import {
  promotionMachine,
  selectCountdown,
  selectIsBannerActive,
  selectIsPopupOpen,
  type PromotionEvent,
  type PromotionInput,
} from './promotion.machine';

// The dataset's winter promotion: from 1 Nov 2026 09:00 to 31 Jan 2027 23:59, Iceland time (= UTC).
const promotion = {
  promoCode: 'WINTER15',
  validDates: { from: { date: '2026-11-01', time: '09:00' }, to: { date: '2027-01-31', time: '23:59' } },
};
const during = new Date('2026-11-22T12:00:00Z');
const before = new Date('2026-10-31T12:00:00Z');
const oneSecondBeforeEnd = new Date('2027-01-31T23:58:59Z');
const end = new Date('2027-01-31T23:59:00Z');

const input = (overrides: Partial<PromotionInput> = {}): PromotionInput => ({
  promotion,
  path: '/',
  now: during,
  dismissedCode: null,
  couponCode: null,
  ...overrides,
});

const start = (overrides?: Partial<PromotionInput>) => initialTransition(promotionMachine, input(overrides));
const types = (actions: { type: string }[]) => actions.map((action) => action.type);
const custom = (actions: { type: string; params?: unknown }[]) =>
  actions
    .filter((action) => action.type === 'storeDismissal' || action.type === 'applyCoupon')
    .map((action) => [action.type, action.params]);

describe('promotion machine: app load (spec §4)', () => {
  it('opens the popup and starts the countdown when valid, not applied, not dismissed and not a booking page', () => {
    const [snapshot, actions] = start();
    expect(selectIsPopupOpen(snapshot)).toBe(true);
    expect(snapshot.matches({ countdown: 'ticking' })).toBe(true);
    expect(selectIsBannerActive(snapshot)).toBe(false);
    expect(types(actions)).toContain('xstate.spawnChild');
  });

  it('does not open outside the valid dates, with the banner inactive', () => {
    const [snapshot] = start({ now: before });
    expect(selectIsPopupOpen(snapshot)).toBe(false);
    expect(selectIsBannerActive(snapshot)).toBe(false);
    expect(snapshot.matches({ countdown: 'stopped' })).toBe(true);
  });

  it('does not open when the visitor already uses the code, and the banner stays inactive', () => {
    const [snapshot] = start({ couponCode: 'WINTER15' });
    expect(selectIsPopupOpen(snapshot)).toBe(false);
    expect(selectIsBannerActive(snapshot)).toBe(false);
  });

  it('activates the banner instead when this code was dismissed before', () => {
    const [snapshot] = start({ dismissedCode: 'WINTER15' });
    expect(selectIsPopupOpen(snapshot)).toBe(false);
    expect(selectIsBannerActive(snapshot)).toBe(true);
    expect(snapshot.matches({ countdown: 'ticking' })).toBe(true);
  });

  it('opens again for a new code when an older one was dismissed', () => {
    expect(selectIsPopupOpen(start({ dismissedCode: 'SUMMER10' })[0])).toBe(true);
  });

  it('stays away from booking pages in any language', () => {
    for (const path of ['/book/vehicles/', '/is/book/details/', '/reservation/']) {
      const [snapshot] = start({ path });
      expect([path, selectIsPopupOpen(snapshot), selectIsBannerActive(snapshot)]).toEqual([path, false, false]);
    }
  });

  it('starts with the countdown ended and zeros at the end time', () => {
    const [snapshot] = start({ now: end, dismissedCode: 'WINTER15' });
    expect(snapshot.matches({ countdown: 'ended' })).toBe(true);
    expect(selectCountdown(snapshot)).toEqual({ days: 0, hours: 0, minutes: 0, seconds: 0 });
  });
});

describe('promotion machine: answering the popup (spec §4)', () => {
  it('on dismissal stores the code as dismissed, activates the banner and closes', () => {
    const [open] = start();
    const [snapshot, actions] = transition(promotionMachine, open, { type: 'popup.dismiss' });
    expect(custom(actions)).toEqual([['storeDismissal', { code: 'WINTER15' }]]);
    expect(selectIsPopupOpen(snapshot)).toBe(false);
    expect(selectIsBannerActive(snapshot)).toBe(true);
    expect(snapshot.context.dismissedCode).toBe('WINTER15');
    expect(snapshot.matches({ countdown: 'ticking' })).toBe(true);
  });

  it('on the button sets the coupon code, stores the dismissal, activates the banner and closes', () => {
    const [open] = start();
    const [snapshot, actions] = transition(promotionMachine, open, { type: 'popup.apply' });
    expect(custom(actions)).toEqual([
      ['applyCoupon', { code: 'WINTER15' }],
      ['storeDismissal', { code: 'WINTER15' }],
    ]);
    expect(selectIsPopupOpen(snapshot)).toBe(false);
    expect(selectIsBannerActive(snapshot)).toBe(true);
    expect(snapshot.context.couponCode).toBe('WINTER15');
  });

  it('ignores the answers once the popup is closed', () => {
    const [closed] = start({ dismissedCode: 'WINTER15' });
    for (const type of ['popup.dismiss', 'popup.apply'] as const) {
      const [snapshot, actions] = transition(promotionMachine, closed, { type });
      expect(custom(actions)).toEqual([]);
      expect(snapshot.value).toEqual(closed.value);
    }
  });
});

describe('promotion machine: route changes re-evaluate the banner (spec §4)', () => {
  const route = (path: string, now = during): PromotionEvent => ({ type: 'route.change', path, now });

  it('keeps the banner on content pages and turns it off on booking pages, then on again', () => {
    const [banner] = start({ dismissedCode: 'WINTER15' });
    const [onBooking] = transition(promotionMachine, banner, route('/de/book/options/'));
    expect(selectIsBannerActive(onBooking)).toBe(false);
    expect(onBooking.matches({ countdown: 'stopped' })).toBe(true);
    const [back] = transition(promotionMachine, onBooking, route('/de/'));
    expect(selectIsBannerActive(back)).toBe(true);
    expect(back.matches({ countdown: 'ticking' })).toBe(true);
  });

  it('activates the banner on a content page after landing on a booking page', () => {
    const [landed] = start({ path: '/book/vehicles/' });
    const [snapshot] = transition(promotionMachine, landed, route('/cars/'));
    expect(selectIsBannerActive(snapshot)).toBe(true);
    expect(selectIsPopupOpen(snapshot)).toBe(false);
  });

  it('turns the banner off once the code is applied or the promotion is over', () => {
    const [open] = start();
    const [applied] = transition(promotionMachine, open, { type: 'popup.apply' });
    expect(selectIsBannerActive(transition(promotionMachine, applied, route('/cars/'))[0])).toBe(false);
    const [dismissed] = transition(promotionMachine, open, { type: 'popup.dismiss' });
    expect(selectIsBannerActive(transition(promotionMachine, dismissed, route('/cars/', end))[0])).toBe(false);
  });

  it('keeps the popup open on content pages and closes it unanswered on a booking page', () => {
    const [open] = start();
    const [stillOpen, stillActions] = transition(promotionMachine, open, route('/blog/'));
    expect(selectIsPopupOpen(stillOpen)).toBe(true);
    expect(stillOpen.context.path).toBe('/blog/');
    expect(custom(stillActions)).toEqual([]);
    const [closed, actions] = transition(promotionMachine, open, route('/book/payment/'));
    expect(selectIsPopupOpen(closed)).toBe(false);
    expect(selectIsBannerActive(closed)).toBe(false);
    expect(custom(actions)).toEqual([]);
  });
});

describe('promotion machine: the countdown (spec §4, §9)', () => {
  it('counts down with each tick and stops at zeros at the end time', () => {
    const [open] = start({ now: new Date('2027-01-31T23:58:58Z') });
    expect(selectCountdown(open)).toEqual({ days: 0, hours: 0, minutes: 0, seconds: 2 });
    const [second] = transition(promotionMachine, open, { type: 'clock.tick', now: oneSecondBeforeEnd });
    expect(selectCountdown(second)).toEqual({ days: 0, hours: 0, minutes: 0, seconds: 1 });
    expect(second.matches({ countdown: 'ticking' })).toBe(true);
    const [ended] = transition(promotionMachine, second, { type: 'clock.tick', now: end });
    expect(ended.matches({ countdown: 'ended' })).toBe(true);
    expect(selectCountdown(ended)).toEqual({ days: 0, hours: 0, minutes: 0, seconds: 0 });
    // Later ticks change nothing: the ticker was stopped with the ended state.
    const [after] = transition(promotionMachine, ended, { type: 'clock.tick', now: new Date('2027-02-01T00:00:05Z') });
    expect(after.context.now).toEqual(end);
  });

  it('shows days, hours, minutes and seconds while running', () => {
    expect(selectCountdown(start()[0])).toEqual({ days: 70, hours: 11, minutes: 59, seconds: 0 });
  });

  it('runs the supplied ticker while shown and stops it when nothing shows', () => {
    const running: string[] = [];
    const ticker = fromCallback<PromotionEvent>(({ sendBack }) => {
      running.push('started');
      sendBack({ type: 'clock.tick', now: new Date('2026-11-22T12:00:01Z') });
      return () => running.push('stopped');
    });
    const stored: string[] = [];
    const actor = createActor(
      promotionMachine.provide({
        actors: { ticker },
        actions: { storeDismissal: (_, params) => stored.push(params.code) },
      }),
      { input: input() },
    ).start();
    expect(running).toEqual(['started']);
    expect(selectCountdown(actor.getSnapshot()).seconds).toBe(59);
    actor.send({ type: 'popup.dismiss' });
    expect(stored).toEqual(['WINTER15']);
    expect(running).toEqual(['started']);
    actor.send({ type: 'route.change', path: '/book/vehicles/', now: during });
    expect(running).toEqual(['started', 'stopped']);
    actor.stop();
  });
});
