import { act, fireEvent, screen } from '@testing-library/react';
import type { Resolved } from '../../content/resolved';
import type { ShuttleMapBlock } from '../../content/types';
import { renderWithI18n } from '../../i18n/test-utils';
import { ShuttleMap, shuttleMapLoadMargin } from './ShuttleMap';

// The lazily loaded Leaflet part, replaced so a test sees what the map is asked to show.
const mockUpdate = jest.fn();
const mockCreateShuttleMap = jest.fn();
jest.mock('./shuttle-leaflet-map', () => ({
  createShuttleMap: (...args: unknown[]) => mockCreateShuttleMap(...args),
}));

const block: Resolved<ShuttleMapBlock> = {
  _type: 'shuttleMapBlock',
  _key: 'shuttle',
  title: 'Where is the shuttle?',
  mapImage: {
    _type: 'responsiveImage',
    src: '/images/airport-1200x800.webp',
    srcSet: '',
    width: 1200,
    height: 800,
    alt: '',
  },
  mapLabel: 'Map of the shuttle between the terminal and our office',
  shuttleLabel: 'Shuttle',
  lastMovementLabel: 'Last movement',
  terminalLabel: 'Terminal',
  officeLabel: 'Our office',
  legend: 'The arrow shows which way the shuttle is heading.',
};

/** Fake IntersectionObservers whose reports the test sends, one per observed element. */
function installObservers() {
  const observers: {
    target: Element;
    options?: IntersectionObserverInit;
    report: (isIntersecting: boolean) => void;
  }[] = [];
  Object.assign(window, {
    IntersectionObserver: jest.fn((callback: IntersectionObserverCallback, options?: IntersectionObserverInit) => {
      let disconnected = false;
      const self = {
        observe: (target: Element) =>
          observers.push({
            target,
            options,
            report: (isIntersecting) => {
              if (!disconnected)
                callback(
                  [{ isIntersecting, target } as IntersectionObserverEntry],
                  self as unknown as IntersectionObserver,
                );
            },
          }),
        unobserve: jest.fn(),
        disconnect: () => {
          disconnected = true;
        },
      };
      return self;
    }),
  });
  return observers;
}

const start = new Date('2027-03-01T12:00:00Z');
const positions = (secondsSinceMove: number) => ({
  shuttles: [
    { id: '1', lat: 64.0, lon: -22.6, heading: 62, date: new Date(Date.now() - secondsSinceMove * 1000).toISOString() },
    { id: '2', lat: 64.0045, lon: -22.585, heading: 242, date: null },
  ],
  source: 'simulation',
  now: new Date(Date.now()).toISOString(),
});

let fetchMock: jest.Mock;
/** What fetch resolves to (jsdom has no Response): the status and the JSON body. */
const answer = (status: number, body: unknown) => ({ ok: status < 400, status, json: async () => body });

beforeEach(() => {
  jest.useFakeTimers({ now: start });
  fetchMock = jest.fn(async () => answer(200, positions(150)));
  Object.assign(globalThis, { fetch: fetchMock });
  mockUpdate.mockReset();
  mockCreateShuttleMap.mockReset();
  mockCreateShuttleMap.mockImplementation(() => ({ update: mockUpdate, remove: jest.fn() }));
  Reflect.deleteProperty(window, 'IntersectionObserver');
});

afterEach(() => {
  jest.useRealTimers();
});

/** Lets the answered fetches and the state they set run. */
const settle = () =>
  act(async () => {
    await Promise.resolve();
    await jest.advanceTimersByTimeAsync(0);
  });
const advance = (ms: number) =>
  act(async () => {
    await jest.advanceTimersByTimeAsync(ms);
  });
const requests = () => fetchMock.mock.calls.filter(([url]) => url === '/api/shuttle/locations').length;

function renderMap() {
  const observers = installObservers();
  renderWithI18n(<ShuttleMap block={block} />);
  const box = screen.getByRole('region', { name: block.mapLabel }).parentElement!.parentElement!;
  const visibility = observers.find(
    (observer) => observer.target === box && observer.options?.rootMargin === undefined,
  )!;
  const nearness = observers.find((observer) => observer.options?.rootMargin === shuttleMapLoadMargin)!;
  return { visibility, nearness };
}

describe('ShuttleMap', () => {
  it('names the map, lists the legend from the content, and asks for nothing before it is on screen', async () => {
    renderMap();
    expect(screen.getByRole('region', { name: 'Where is the shuttle?' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: 'Where is the shuttle?' })).toBeInTheDocument();
    expect(screen.getByRole('list', { name: 'Legend' })).toHaveTextContent('ShuttleTerminalOur office');
    expect(screen.getByText('The arrow shows which way the shuttle is heading.')).toBeInTheDocument();
    expect(screen.getByText('Finding the shuttles…')).toBeInTheDocument();
    await advance(60_000);
    expect(requests()).toBe(0);
    expect(mockCreateShuttleMap).not.toHaveBeenCalled();
  });

  it('polls every 5 s while on screen, and reads each shuttle as text with its last movement', async () => {
    const { visibility, nearness } = renderMap();
    act(() => nearness.report(true));
    act(() => visibility.report(true));
    await settle();
    expect(requests()).toBe(1);
    expect(screen.getByText('Shuttle 1').closest('li')).toHaveTextContent('Shuttle 1 Last movement: 2 minutes ago');
    expect(screen.getByText('Shuttle 2').closest('li')).toHaveTextContent('Shuttle 2 Last movement: -');
    await advance(4_999);
    expect(requests()).toBe(1);
    await advance(1);
    expect(requests()).toBe(2);
    await advance(15_000);
    expect(requests()).toBe(5);
    // The map got the same positions to place and turn.
    expect(mockCreateShuttleMap).toHaveBeenCalledTimes(1);
    expect(mockCreateShuttleMap.mock.calls[0]![1]).toMatchObject({
      imageUrl: '/images/airport-1200x800.webp',
      places: [expect.objectContaining({ label: 'Terminal' }), expect.objectContaining({ label: 'Our office' })],
    });
    expect(mockUpdate).toHaveBeenLastCalledWith(positions(150).shuttles);
  });

  it('stops polling when the map leaves the screen, and starts again when it is back', async () => {
    const { visibility } = renderMap();
    act(() => visibility.report(true));
    await settle();
    await advance(10_000);
    expect(requests()).toBe(3);
    act(() => visibility.report(false));
    await advance(60_000);
    expect(requests()).toBe(3);
    act(() => visibility.report(true));
    await settle();
    expect(requests()).toBe(4);
    await advance(5_000);
    expect(requests()).toBe(5);
  });

  it('stops after 900 s without input, says so, and resumes on input', async () => {
    const { visibility } = renderMap();
    act(() => visibility.report(true));
    await settle();
    await advance(899_000);
    const beforeIdle = requests();
    expect(beforeIdle).toBe(1 + Math.floor(899_000 / 5_000));
    // Idle at 900 s: at most the request due at that same instant, and none after it.
    await advance(1_000);
    await advance(120_000);
    expect(requests()).toBeLessThanOrEqual(beforeIdle + 1);
    const whileIdle = requests();
    await advance(120_000);
    expect(requests()).toBe(whileIdle);
    expect(screen.getByText(/Updates are paused while you are away/)).toBeInTheDocument();

    fireEvent.keyDown(window, { key: 'ArrowDown' });
    await settle();
    expect(requests()).toBe(whileIdle + 1);
    expect(screen.queryByText(/Updates are paused/)).not.toBeInTheDocument();
    await advance(5_000);
    expect(requests()).toBe(whileIdle + 2);
  });

  it('input keeps it polling past 900 s', async () => {
    const { visibility } = renderMap();
    act(() => visibility.report(true));
    await settle();
    await advance(600_000);
    fireEvent.pointerMove(window);
    await advance(600_000);
    expect(requests()).toBe(1 + 1_200_000 / 5_000);
  });

  it('stops while the tab is hidden', async () => {
    const { visibility } = renderMap();
    act(() => visibility.report(true));
    await settle();
    const hidden = jest.spyOn(document, 'visibilityState', 'get').mockReturnValue('hidden');
    act(() => {
      document.dispatchEvent(new Event('visibilitychange'));
    });
    const before = requests();
    await advance(30_000);
    expect(requests()).toBe(before);
    hidden.mockReturnValue('visible');
    act(() => {
      document.dispatchEvent(new Event('visibilitychange'));
    });
    await settle();
    expect(requests()).toBe(before + 1);
  });

  it("reads the last movement against the server's time, not the visitor's clock", async () => {
    fetchMock.mockImplementation(async () =>
      answer(200, {
        shuttles: [{ id: '7', lat: 64, lon: -22.6, heading: 0, date: '2027-03-01T15:59:30Z' }],
        now: '2027-03-01T16:00:00Z',
      }),
    );
    const { visibility } = renderMap();
    act(() => visibility.report(true));
    await settle();
    expect(screen.getByText('Shuttle 7').closest('li')).toHaveTextContent('Shuttle 7 Last movement: 30 seconds ago');
  });

  it('keeps the last positions and says so when a request fails', async () => {
    const { visibility } = renderMap();
    act(() => visibility.report(true));
    await settle();
    fetchMock.mockImplementation(async () =>
      answer(502, { error: { code: 'shuttle_feed_unavailable', message: 'The feed answered HTTP 503.' } }),
    );
    await advance(5_000);
    expect(screen.getByText('Shuttle 1')).toBeInTheDocument();
    expect(screen.getByText(/could not be updated/)).toBeInTheDocument();
  });

  it('says the map could not be loaded and still lists the shuttles when making the map fails', async () => {
    const error = new Error('no map today');
    mockCreateShuttleMap.mockImplementation(() => {
      throw error;
    });
    const consoleError = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    const { visibility, nearness } = renderMap();
    act(() => nearness.report(true));
    act(() => visibility.report(true));
    await settle();
    expect(screen.getByText('The map could not be loaded. The shuttles are listed below.')).toBeInTheDocument();
    expect(consoleError).toHaveBeenCalledWith(expect.stringContaining('shuttle map'), error);
    expect(screen.getByText('Shuttle 1')).toBeInTheDocument();
    consoleError.mockRestore();
  });
});
