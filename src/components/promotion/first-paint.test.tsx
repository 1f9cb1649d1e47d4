import { render, waitFor } from '@testing-library/react';
import type { PromotionContent } from '../../content/promotion-content';
import { countdown, promotionInstant, promotionOnLoad } from '../../domain/promotion';
import { earlyAnswerAttribute, earlyAnswerEvent, liveAttribute } from './early-answer';
import { firstPaintDecision } from './first-paint';
import { Promotion } from './Promotion';
import type * as PromotionMarkup from './promotion-markup';
import type { PromotionStorage } from './promotion-storage';

const content: PromotionContent = {
  language: 'en',
  promoCode: 'WINTER15',
  percentage: 15,
  validDates: { from: { date: '2026-11-01', time: '09:00' }, to: { date: '2027-01-31', time: '23:59' } },
  title: 'Northern lights season is here',
  text: 'Get 15% off your rental with the code WINTER15.',
  note: null,
  banner: 'Winter offer: 15% off every booking',
  image: {
    _type: 'responsiveImage',
    src: '/images/northern-lights-800.webp',
    srcSet: '/images/northern-lights-400.webp 400w, /images/northern-lights-800.webp 800w',
    width: 800,
    height: 533,
    alt: 'Northern lights over snow-covered mountains',
  },
  labels: {
    button: 'Use the code',
    days: 'days',
    hours: 'hours',
    minutes: 'minutes',
    seconds: 'seconds',
    close: 'Close',
    code: 'Code',
    timeLeft: 'Time left',
  },
};

// jsdom has <dialog> without its modal behaviour, and no TextEncoder for the browser build of
// react-dom/server that it picks (the site renders with the Node build at build time).
beforeAll(() => {
  const { TextEncoder } = jest.requireActual<{ TextEncoder: typeof globalThis.TextEncoder }>('node:util');
  Object.assign(globalThis, { TextEncoder });
  HTMLDialogElement.prototype.showModal = function showModal(this: HTMLDialogElement) {
    this.setAttribute('open', '');
  };
  HTMLDialogElement.prototype.close = function close(this: HTMLDialogElement) {
    this.removeAttribute('open');
  };
});

afterEach(() => {
  jest.useRealTimers();
  document.body.innerHTML = '';
  window.localStorage.clear();
  window.sessionStorage.clear();
});

describe('firstPaintDecision', () => {
  const from = promotionInstant(content.validDates.from) as number;
  const to = promotionInstant(content.validDates.to) as number;
  const instants = [from - 1, from, from + 1, from + 86_400_000 + 3_723_000, to - 61_500, to - 1, to, to + 1];
  const codes = [null, 'WINTER15', 'SUMMER10'];

  it('opens the popup exactly when the promotion opens it on load, with the same countdown (spec §4)', () => {
    for (const now of instants) {
      for (const dismissedCode of codes) {
        for (const couponCode of codes) {
          const decision = firstPaintDecision({ from, to, promoCode: 'WINTER15', now, dismissedCode, couponCode });
          const visit = { path: '/cars/4x4/', now: new Date(now), dismissedCode, couponCode };
          const onLoad = promotionOnLoad(content, visit);
          expect(decision !== null).toBe(onLoad === 'popup');
          if (decision) {
            const left = countdown(content.validDates.to, new Date(now));
            expect(decision).toEqual([left.days, left.hours, left.minutes, left.seconds]);
          }
        }
      }
    }
  });

  it('keeps a malformed promotion closed', () => {
    expect(
      firstPaintDecision({
        from: Number.NaN,
        to: Number.NaN,
        promoCode: 'WINTER15',
        now: Date.now(),
        dismissedCode: null,
        couponCode: null,
      }),
    ).toBeNull();
  });
});

describe('the served popup', () => {
  /**
   * The served page's promotion read as far as its first inline script: its markup, then that script run
   * as the browser runs it; `readToEnd` runs the script at the end of the body, and `drawFirstFrame` the
   * browser's first frame after it (its animation frame callbacks).
   */
  function readPromotion(at: string, search = '') {
    jest.useFakeTimers({ now: new Date(at), doNotFake: ['queueMicrotask', 'nextTick', 'setImmediate'] });
    window.history.replaceState(null, '', `/cars/4x4/${search}`);
    const { servedPromotion } = jest.requireActual<typeof PromotionMarkup>('./promotion-markup');
    const { markup, script, openScript, code } = servedPromotion(content, 'car');
    document.body.innerHTML = `<div id="promotion" data-code="${code}">${markup}</div><main><a href="/">Home</a></main>`;
    new Function(script)();
    const container = document.getElementById('promotion') as HTMLElement;
    const readToEnd = () => new Function(openScript)();
    const drawFirstFrame = () => jest.advanceTimersToNextFrame();
    return { container, dialog: container.querySelector('dialog') as HTMLDialogElement, readToEnd, drawFirstFrame };
  }

  /**
   * The whole served page read and drawn: the popup decided first thing in the body, then opened at its
   * end in the first frame.
   */
  function servePage(at: string, search = '') {
    const page = readPromotion(at, search);
    page.readToEnd();
    page.drawFirstFrame();
    return page;
  }

  it('opens before the page code runs, with the time left, the focus on its button and its picture first', () => {
    const { dialog } = servePage('2027-01-30T22:58:50Z');
    expect(dialog.open).toBe(true);
    expect(dialog.dataset.popup).toBe('open');
    expect(dialog.querySelector('[role=timer]')?.textContent).toBe('01 days01 hours00 minutes10 seconds');
    expect(document.activeElement?.textContent).toBe('Use the code');
    const picture = dialog.querySelector('img') as HTMLImageElement;
    expect(picture.getAttribute('loading')).toBe('eager');
    expect(picture.getAttribute('fetchpriority')).toBe('high');
    // Painted in the frame it arrived for, not a frame later: a later, larger paint (decision 043).
    expect(picture.getAttribute('decoding')).toBe('sync');
    expect(picture.getAttribute('alt')).toBe('Northern lights over snow-covered mountains');
    expect(picture.getAttribute('sizes')).toBe('(min-width: 32rem) 30rem, calc(100vw - 2rem)');
  });

  it('is decided first thing in the body and opened in the first frame after the page is read', () => {
    const { dialog, readToEnd, drawFirstFrame } = readPromotion('2026-12-01T12:00:00Z');
    // Its picture is asked for at once; the dialog waits for the page below it.
    expect(dialog.querySelector('img')?.getAttribute('fetchpriority')).toBe('high');
    expect(dialog.open).toBe(false);
    readToEnd();
    // Opened in the frame that lays the page out and paints it, not in the script's own task.
    expect(dialog.open).toBe(false);
    drawFirstFrame();
    expect(dialog.open).toBe(true);
    expect(document.activeElement?.textContent).toBe('Use the code');
  });

  it("opens nothing in a first frame drawn after the promotion's code has started (a tab opened in the background)", () => {
    const { container, dialog, readToEnd, drawFirstFrame } = readPromotion('2026-12-01T12:00:00Z');
    readToEnd();
    const showModal = jest.spyOn(dialog, 'showModal');
    // The promotion's code started first and decided (here: it opened the popup itself).
    container.setAttribute(liveAttribute, '');
    drawFirstFrame();
    expect(showModal).not.toHaveBeenCalled();
    expect(dialog.dataset.popup).toBe('closed');
    // Nor does a frame after the code opened it: a second showModal() of an open dialog throws.
    const again = readPromotion('2026-12-01T12:00:00Z');
    again.readToEnd();
    again.dialog.showModal();
    const secondOpen = jest.spyOn(again.dialog, 'showModal');
    again.drawFirstFrame();
    expect(secondOpen).not.toHaveBeenCalled();
  });

  it('stays closed, its picture not fetched, once the visitor dismissed this code or applied it', () => {
    window.localStorage.setItem('car-hide-coupon', 'WINTER15');
    const dismissed = servePage('2026-12-01T12:00:00Z').dialog;
    expect(dismissed.open).toBe(false);
    expect(dismissed.querySelector('img')?.getAttribute('loading')).toBe('lazy');
    window.localStorage.clear();
    expect(servePage('2026-12-01T12:00:00Z', '?coupon=winter15').dialog.open).toBe(false);
    window.sessionStorage.setItem('book-coupon-code', 'WINTER15');
    expect(servePage('2026-12-01T12:00:00Z').dialog.open).toBe(false);
  });

  it('stays closed outside the promotion dates', () => {
    expect(servePage('2026-11-01T08:59:00Z').dialog.open).toBe(false);
    expect(servePage('2027-02-01T00:00:00Z').dialog.open).toBe(false);
  });

  it('keeps Escape for the promotion code, noting the answer and calling the code in', () => {
    const { container, dialog } = servePage('2026-12-01T12:00:00Z');
    const called = jest.fn();
    window.addEventListener(earlyAnswerEvent, called);
    const escape = new Event('cancel', { cancelable: true });
    dialog.dispatchEvent(escape);
    expect(escape.defaultPrevented).toBe(true);
    expect(dialog.getAttribute(earlyAnswerAttribute)).toBe('dismiss');
    expect(called).toHaveBeenCalledTimes(1);
    // The first answer stands.
    (dialog.querySelector('[data-use]') as HTMLButtonElement).click();
    expect(dialog.getAttribute(earlyAnswerAttribute)).toBe('dismiss');
    window.removeEventListener(earlyAnswerEvent, called);
    // Once the promotion's code runs, the script stands down.
    container.setAttribute(liveAttribute, '');
    const later = new Event('cancel', { cancelable: true });
    dialog.dispatchEvent(later);
    expect(later.defaultPrevented).toBe(false);
  });

  it('notes the button pressed before the code runs', () => {
    const { dialog } = servePage('2026-12-01T12:00:00Z');
    (dialog.querySelector('[data-use]') as HTMLButtonElement).click();
    expect(dialog.getAttribute(earlyAnswerAttribute)).toBe('apply');
  });
});

function memoryStorage(): PromotionStorage & { dismissed: string | null } {
  const storage: PromotionStorage & { dismissed: string | null } = {
    dismissed: null,
    readDismissedCode: () => storage.dismissed,
    storeDismissal: (code) => {
      storage.dismissed = code;
    },
    readCouponCode: () => null,
    storeCouponCode: () => undefined,
    readBanner: () => null,
    storeBanner: () => undefined,
  };
  return storage;
}

describe('Promotion with an early answer', () => {
  it('acts on the dismissal given before it ran: the code is stored as dismissed and the banner shows', async () => {
    const storage = memoryStorage();
    const view = render(
      <Promotion
        content={content}
        storage={storage}
        clock={() => new Date('2026-12-01T12:00:00Z')}
        initialPath="/cars/4x4/"
        earlyAnswer="dismiss"
      />,
    );
    await waitFor(() => expect(storage.dismissed).toBe('WINTER15'));
    expect(view.container.querySelector('dialog')?.open).toBe(false);
    expect(view.getByRole('complementary', { name: content.banner })).toBeTruthy();
  });
});

describe('Promotion started after a route change', () => {
  it('follows the route from a booking page: the banner shows, the popup does not open (spec §4)', async () => {
    const view = render(
      <Promotion
        content={content}
        storage={memoryStorage()}
        clock={() => new Date('2026-12-01T12:00:00Z')}
        initialPath="/de/book/vehicles/"
        path="/de/"
      />,
    );
    expect(await view.findByRole('complementary', { name: content.banner })).toBeTruthy();
    expect(view.container.querySelector('dialog')?.open).toBe(false);
  });
});
