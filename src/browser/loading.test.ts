import { barView, createIndicator, isLoading, onLoadingChange, setLoading, type IndicatorView } from './loading';

function recordingView(): IndicatorView & { calls: string[] } {
  const calls: string[] = [];
  return { calls, show: (durationMs) => calls.push(`show ${durationMs}`), finish: () => calls.push('finish') };
}

describe('the loading indicator timing', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  it('shows nothing for a wait shorter than 200 ms', () => {
    const view = recordingView();
    const indicator = createIndicator(view);
    indicator.start();
    jest.advanceTimersByTime(199);
    indicator.done();
    jest.advanceTimersByTime(1000);
    expect(view.calls).toEqual([]);
  });

  it('shows the bar after 200 ms, running over 2000 ms, and finishes it when the wait ends', () => {
    const view = recordingView();
    const indicator = createIndicator(view);
    indicator.start();
    jest.advanceTimersByTime(199);
    expect(view.calls).toEqual([]);
    jest.advanceTimersByTime(1);
    expect(view.calls).toEqual(['show 2000']);
    jest.advanceTimersByTime(5000);
    indicator.done();
    expect(view.calls).toEqual(['show 2000', 'finish']);
  });

  it('does not restart the throttle when a second wait starts during the first', () => {
    const view = recordingView();
    const indicator = createIndicator(view);
    indicator.start();
    jest.advanceTimersByTime(150);
    indicator.start();
    jest.advanceTimersByTime(50);
    expect(view.calls).toEqual(['show 2000']);
  });
});

describe('the bar', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => {
    jest.useRealTimers();
    document.body.innerHTML = '';
  });

  const bar = () => document.querySelector<HTMLElement>('[data-loading-indicator]');

  it('is 4 px of orange at the top, growing over the duration, removed after it finishes', () => {
    const indicator = createIndicator(barView(document, () => false));
    indicator.start();
    jest.advanceTimersByTime(200);
    expect(bar()).toHaveStyle({ position: 'fixed', top: '0px', height: '4px', background: 'orange' });
    expect(bar()).toHaveAttribute('aria-hidden', 'true');
    expect(bar()?.style.transition).toContain('2000ms');
    expect(bar()?.style.transform).toBe('scaleX(0.9)');
    indicator.done();
    expect(bar()?.style.transform).toBe('scaleX(1)');
    jest.advanceTimersByTime(400);
    expect(bar()).toBeNull();
  });

  it('stands still with reduced motion and goes at once', () => {
    const indicator = createIndicator(barView(document, () => true));
    indicator.start();
    jest.advanceTimersByTime(200);
    expect(bar()?.style.transition).toBe('');
    expect(bar()?.style.transform).toBe('none');
    indicator.done();
    expect(bar()).toBeNull();
  });
});

describe('the global loading flag', () => {
  it('stays on until every holder lets go, telling listeners only of changes', () => {
    const changes: boolean[] = [];
    const stop = onLoadingChange((loading) => changes.push(loading));
    const booking = {};
    const navigation = {};
    setLoading(booking, true);
    setLoading(navigation, true);
    setLoading(booking, false);
    expect(isLoading()).toBe(true);
    setLoading(navigation, false);
    expect(isLoading()).toBe(false);
    stop();
    expect(changes).toEqual([true, false]);
  });
});
