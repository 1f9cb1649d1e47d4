import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { announceRoute } from '../../browser/route-events';
import type { PromotionContent } from '../../content/promotion-content';
import { Promotion } from './Promotion';
import type { PromotionBannerState } from '../../domain/promotion';
import type { PromotionStorage } from './promotion-storage';

const content: PromotionContent = {
  language: 'en',
  promoCode: 'WINTER15',
  percentage: 15,
  validDates: { from: { date: '2026-11-01', time: '09:00' }, to: { date: '2027-01-31', time: '23:59' } },
  title: 'Northern lights season is here',
  text: 'Get 15% off your rental with the code WINTER15.',
  note: 'Valid until 31 January 2027.',
  banner: 'Winter offer: 15% off every booking',
  image: null,
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

function memoryStorage(
  dismissed: string | null = null,
): PromotionStorage & { coupon: string | null; dismissed: string | null; banner: PromotionBannerState | null } {
  const storage = {
    dismissed,
    coupon: null as string | null,
    banner: null as PromotionBannerState | null,
    readBanner: () => storage.banner,
    storeBanner: (state: PromotionBannerState) => {
      storage.banner = state;
    },
    readDismissedCode: () => storage.dismissed,
    storeDismissal: (code: string) => {
      storage.dismissed = code;
    },
    readCouponCode: () => storage.coupon,
    storeCouponCode: (code: string) => {
      storage.coupon = code;
    },
  };
  return storage;
}

// jsdom has <dialog> without its modal behaviour.
beforeAll(() => {
  HTMLDialogElement.prototype.showModal = function showModal(this: HTMLDialogElement) {
    this.setAttribute('open', '');
  };
  HTMLDialogElement.prototype.close = function close(this: HTMLDialogElement) {
    this.removeAttribute('open');
  };
});

const pinned = new Date('2027-01-31T23:58:58Z');

function renderPromotion(storage = memoryStorage(), path = '/') {
  let now = pinned;
  const clock = () => now;
  // The machine's chunk as the browser loads it, counted.
  const loadActor = jest.fn(() => import('./promotion-actor'));
  const view = render(
    <Promotion
      content={content}
      storage={storage}
      clock={clock}
      initialPath={path}
      loadContent={async () => null}
      loadActor={loadActor}
    />,
  );
  return { ...view, storage, loadActor, setNow: (next: Date) => (now = next) };
}

describe('Promotion', () => {
  afterEach(() => jest.useRealTimers());

  it('opens a labelled modal dialog with the code and the countdown, the button focused', () => {
    renderPromotion();
    const dialog = screen.getByRole('dialog', { name: 'Northern lights season is here' });
    expect(dialog).toHaveAttribute('open');
    expect(dialog).toHaveAccessibleDescription('Get 15% off your rental with the code WINTER15.');
    expect(within(dialog).getByRole('timer', { name: 'Time left' })).toHaveTextContent(
      '00 days00 hours00 minutes02 seconds',
    );
    expect(within(dialog).getByRole('button', { name: 'Use the code' })).toHaveFocus();
    expect(screen.queryByRole('complementary')).not.toBeInTheDocument();
  });

  it('on Escape stores the dismissal, closes and shows the banner with the code', async () => {
    const { storage } = renderPromotion();
    fireEvent(screen.getByRole('dialog'), new Event('cancel', { cancelable: true }));
    const banner = await screen.findByRole('complementary', { name: 'Winter offer: 15% off every booking' });
    expect(storage.dismissed).toBe('WINTER15');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(banner).toHaveTextContent('Code: WINTER15');
    expect(document.documentElement.dataset.promotionBanner).toBe('');
  });

  it('treats a click on the backdrop as dismissal, not a click inside', async () => {
    const { storage } = renderPromotion();
    const dialog = screen.getByRole('dialog');
    fireEvent.pointerDown(within(dialog).getByText('Valid until 31 January 2027.'));
    fireEvent.click(within(dialog).getByText('Valid until 31 January 2027.'));
    await waitFor(() => expect(dialog).toHaveAttribute('data-popup', 'open'));
    expect(storage.dismissed).toBeNull();
    fireEvent.click(dialog);
    expect(storage.dismissed).toBe('WINTER15');
    expect(await screen.findByRole('complementary')).toBeInTheDocument();
  });

  it('uses the code with the button: coupon code set and dismissal stored', async () => {
    const { storage } = renderPromotion();
    fireEvent.click(screen.getByRole('button', { name: 'Use the code' }));
    expect(await screen.findByRole('complementary')).toBeInTheDocument();
    expect([storage.coupon, storage.dismissed]).toEqual(['WINTER15', 'WINTER15']);
  });

  it('shows the banner at once when the code was dismissed before, and hides it on booking pages', async () => {
    renderPromotion(memoryStorage('WINTER15'));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.getByRole('complementary')).toBeInTheDocument();
    act(() => announceRoute('/is/book/vehicles/'));
    await waitFor(() => expect(screen.queryByRole('complementary')).not.toBeInTheDocument());
    act(() => announceRoute('/cars/'));
    expect(screen.getByRole('complementary')).toBeInTheDocument();
  });

  it('keeps the banner state (spec §3 promotion-banner): active, open counter and headline', async () => {
    const { storage } = renderPromotion();
    expect(storage.banner).toEqual({ active: false, openCounter: 1, headline: 'Winter offer: 15% off every booking' });
    fireEvent(screen.getByRole('dialog'), new Event('cancel', { cancelable: true }));
    await screen.findByRole('complementary');
    expect(storage.banner).toEqual({ active: true, openCounter: 1, headline: 'Winter offer: 15% off every booking' });
    act(() => announceRoute('/book/vehicles/'));
    await waitFor(() => expect(storage.banner?.active).toBe(false));
    expect(storage.banner?.openCounter).toBe(1);
  });

  it('counts on from the kept open counter when the popup opens on a later page load', () => {
    const storage = memoryStorage();
    storage.banner = { active: false, openCounter: 2, headline: 'Vetrartilboð' };
    renderPromotion(storage);
    expect(storage.banner).toEqual({ active: false, openCounter: 3, headline: 'Winter offer: 15% off every booking' });
  });

  it('ticks every second and stops at zeros at the end time', () => {
    jest.useFakeTimers();
    const { setNow } = renderPromotion(memoryStorage('WINTER15'));
    const timer = screen.getByRole('timer');
    setNow(new Date('2027-01-31T23:58:59Z'));
    act(() => jest.advanceTimersByTime(1000));
    expect(timer).toHaveTextContent('01 seconds');
    setNow(new Date('2027-01-31T23:59:00Z'));
    act(() => jest.advanceTimersByTime(1000));
    expect(timer).toHaveTextContent('00 days00 hours00 minutes00 seconds');
    setNow(new Date('2027-01-31T23:59:30Z'));
    act(() => jest.advanceTimersByTime(5000));
    expect(timer).toHaveTextContent('00 days00 hours00 minutes00 seconds');
  });
});

describe('Promotion before its machine (issue 18)', () => {
  it('paints the popup with its ticking countdown and loads no machine while the visitor leaves it alone', () => {
    jest.useFakeTimers();
    const { loadActor, setNow } = renderPromotion();
    const dialog = screen.getByRole('dialog', { name: 'Northern lights season is here' });
    expect(within(dialog).getByRole('button', { name: 'Use the code' })).toHaveFocus();
    const timer = within(dialog).getByRole('timer', { name: 'Time left' });
    expect(timer).toHaveTextContent('00 days00 hours00 minutes02 seconds');
    setNow(new Date('2027-01-31T23:58:59Z'));
    act(() => jest.advanceTimersByTime(1000));
    expect(timer).toHaveTextContent('00 days00 hours00 minutes01 seconds');
    setNow(new Date('2027-01-31T23:59:30Z'));
    act(() => jest.advanceTimersByTime(3000));
    expect(timer).toHaveTextContent('00 days00 hours00 minutes00 seconds');
    expect(loadActor).not.toHaveBeenCalled();
  });

  it('shows nothing and loads nothing on a booking page', () => {
    const { loadActor } = renderPromotion(memoryStorage(), '/de/book/vehicles/');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.queryByRole('complementary')).not.toBeInTheDocument();
    expect(loadActor).not.toHaveBeenCalled();
  });

  it('loads the machine on the first click outside and dismisses: the code stored, the banner shown', async () => {
    const { storage, loadActor } = renderPromotion();
    const dialog = screen.getByRole('dialog');
    fireEvent.pointerDown(dialog);
    expect(loadActor).toHaveBeenCalledTimes(1);
    fireEvent.click(dialog);
    const banner = await screen.findByRole('complementary', { name: 'Winter offer: 15% off every booking' });
    expect(banner).toHaveTextContent('Code: WINTER15');
    expect(dialog).not.toHaveAttribute('open');
    expect(storage.dismissed).toBe('WINTER15');
    expect(storage.coupon).toBeNull();
    expect(loadActor).toHaveBeenCalledTimes(1);
  });

  it('loads the machine on the first tap of the button and applies the code', async () => {
    const { storage, loadActor } = renderPromotion();
    const button = screen.getByRole('button', { name: 'Use the code' });
    fireEvent.pointerDown(button);
    fireEvent.click(button);
    await waitFor(() => expect(storage.coupon).toBe('WINTER15'));
    expect(storage.dismissed).toBe('WINTER15');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(loadActor).toHaveBeenCalledTimes(1);
  });

  it('loads the machine when the focus moves inside, keeping the popup open and the focus where it went', async () => {
    const { loadActor } = renderPromotion();
    const close = screen.getByRole('button', { name: 'Close' });
    act(() => close.focus());
    expect(loadActor).toHaveBeenCalledTimes(1);
    await act(async () => {
      await loadActor.mock.results[0]?.value;
    });
    expect(screen.getByRole('dialog')).toHaveAttribute('open');
    expect(close).toHaveFocus();
    expect(screen.getByRole('timer')).toHaveTextContent('00 days00 hours00 minutes02 seconds');
  });

  it('starts the machine at once for the development inspector, with nothing shown differently', async () => {
    const inspect = jest.fn();
    const loadActor = jest.fn(() => import('./promotion-actor'));
    render(
      <Promotion
        content={content}
        storage={memoryStorage()}
        clock={() => pinned}
        initialPath="/"
        inspect={inspect}
        loadContent={async () => null}
        loadActor={loadActor}
      />,
    );
    expect(loadActor).toHaveBeenCalledTimes(1);
    await waitFor(() => expect(inspect).toHaveBeenCalled());
    expect(screen.getByRole('dialog', { name: 'Northern lights season is here' })).toHaveAttribute('open');
  });
});
