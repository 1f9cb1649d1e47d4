import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { renderWithI18n } from '../../i18n/test-utils';
import { fakeResponse, jsonResponse, mockFetchForEachTest, settle } from '../../testing/fake-fetch';
import { oembedTimeoutMs } from './oembed';
import { thumbnailRootMargin, VideoEmbed } from './VideoEmbed';

const block = {
  _key: 'v',
  _type: 'videoBlock' as const,
  title: 'Driving in winter',
  url: 'https://youtu.be/dQw4w9WgXcQ?t=3',
};
const thumbnail = 'https://i.ytimg.com/vi/dQw4w9WgXcQ/hqdefault.jpg';
const playButton = () => screen.getByRole('button', { name: 'Play video: Driving in winter' });

const goodAnswer = () =>
  Promise.resolve(jsonResponse(200, { type: 'video', title: block.title, thumbnail_url: thumbnail }));

const fetchMock = mockFetchForEachTest();
let consoleError: jest.SpyInstance;

beforeEach(() => {
  consoleError = jest.spyOn(console, 'error');
});

afterEach(() => {
  jest.restoreAllMocks();
  Reflect.deleteProperty(window, 'IntersectionObserver');
});

describe('VideoEmbed poster thumbnail (spec §7 oEmbed)', () => {
  it('shows the oEmbed thumbnail behind the play label once the answer arrives', async () => {
    fetchMock.mockImplementation(goodAnswer);
    const { container } = renderWithI18n(<VideoEmbed block={block} />);
    await waitFor(() => expect(container.querySelector('img')).not.toBeNull());
    const image = container.querySelector('img') as HTMLImageElement;
    expect(image).toHaveAttribute('src', thumbnail);
    expect(image).toHaveAttribute('alt', '');
    expect(image).toHaveAttribute('loading', 'lazy');
    expect(image).toHaveAttribute('decoding', 'async');
    // Inside the poster button, which keeps its name and still starts the player.
    expect(playButton()).toContainElement(image);
    fireEvent.click(playButton());
    expect(container.querySelector('iframe')?.getAttribute('src')).toBe(
      'https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ?autoplay=1',
    );
    expect(consoleError).not.toHaveBeenCalled();
  });

  it('asks the oEmbed endpoint with url= (the watch URL) and format=json, without cookies', async () => {
    fetchMock.mockImplementation(goodAnswer);
    renderWithI18n(<VideoEmbed block={block} />);
    await waitFor(() => expect(fetchMock).toHaveBeenCalledTimes(1));
    const [address, init] = fetchMock.mock.calls[0] ?? [];
    const request = new URL(String(address));
    expect(`${request.origin}${request.pathname}`).toBe('https://www.youtube.com/oembed');
    expect(request.searchParams.get('url')).toBe('https://www.youtube.com/watch?v=dQw4w9WgXcQ');
    expect(request.searchParams.get('format')).toBe('json');
    expect(init).toEqual(expect.objectContaining({ method: 'GET', credentials: 'omit' }));
    expect(init?.signal).toBeInstanceOf(AbortSignal);
    await settle();
  });

  it.each([
    ['the request fails', () => Promise.reject(new TypeError('Failed to fetch'))],
    ['the endpoint answers 404', () => Promise.resolve(jsonResponse(404, { thumbnail_url: thumbnail }))],
    [
      'the body is not JSON',
      () => Promise.resolve(fakeResponse(200, () => Promise.reject(new SyntaxError('Bad JSON')))),
    ],
    [
      'the thumbnail is not https',
      () => Promise.resolve(jsonResponse(200, { thumbnail_url: 'http://i.ytimg.com/x.jpg' })),
    ],
  ])('leaves the plain poster, silently, when %s', async (_case, respond) => {
    fetchMock.mockImplementation(respond);
    const { container } = renderWithI18n(<VideoEmbed block={block} />);
    await waitFor(() => expect(fetchMock).toHaveBeenCalledTimes(1));
    await settle();
    expect(container.querySelector('img')).toBeNull();
    expect(playButton()).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(consoleError).not.toHaveBeenCalled();
  });

  it.each([
    ['a fetch that rejects on abort, as browsers do', true],
    ['a fetch that ignores the abort and answers late', false],
  ])('gives up on an answer slower than the oEmbed timeout (%s)', async (_case, rejectsOnAbort) => {
    jest.useFakeTimers();
    let signal: AbortSignal | undefined;
    fetchMock.mockImplementation((_address, init) => {
      signal = init?.signal ?? undefined;
      return new Promise<Response>((resolve, reject) => {
        if (rejectsOnAbort) {
          signal?.addEventListener('abort', () => reject(new DOMException('The operation was aborted.', 'AbortError')));
        }
        // A good answer, but one that comes after the timeout.
        setTimeout(() => resolve(jsonResponse(200, { thumbnail_url: thumbnail })), oembedTimeoutMs * 2);
      });
    });
    const { container } = renderWithI18n(<VideoEmbed block={block} />);
    expect(fetchMock).toHaveBeenCalledTimes(1);
    await act(async () => {
      await jest.advanceTimersByTimeAsync(oembedTimeoutMs - 1);
    });
    expect(signal?.aborted).toBe(false);
    await act(async () => {
      await jest.advanceTimersByTimeAsync(oembedTimeoutMs * 2);
    });
    jest.useRealTimers();
    expect(signal?.aborted).toBe(true);
    expect(container.querySelector('img')).toBeNull();
    expect(playButton()).toBeInTheDocument();
    expect(consoleError).not.toHaveBeenCalled();
  });

  it('aborts a pending request when the block leaves the page', async () => {
    fetchMock.mockImplementation(() => new Promise<Response>(() => undefined));
    const { unmount } = renderWithI18n(<VideoEmbed block={block} />);
    await waitFor(() => expect(fetchMock).toHaveBeenCalledTimes(1));
    const signal = fetchMock.mock.calls[0]?.[1]?.signal;
    expect(signal?.aborted).toBe(false);
    unmount();
    expect(signal?.aborted).toBe(true);
  });

  it('asks nothing for a block without a valid YouTube id', async () => {
    const { container } = renderWithI18n(<VideoEmbed block={{ ...block, url: 'https://vimeo.com/1' }} />);
    await settle();
    expect(fetchMock).not.toHaveBeenCalled();
    expect(container).toBeEmptyDOMElement();
  });

  it('waits until the block comes within 200px of the viewport when IntersectionObserver exists', async () => {
    let report: (entries: Partial<IntersectionObserverEntry>[]) => void = () => undefined;
    let observed: Element | undefined;
    const disconnect = jest.fn();
    const IntersectionObserver = jest.fn((callback: typeof report, _options?: IntersectionObserverInit) => ({
      observe: (target: Element) => {
        observed = target;
        report = callback;
      },
      unobserve: jest.fn(),
      disconnect,
    }));
    Object.assign(window, { IntersectionObserver });
    fetchMock.mockImplementation(goodAnswer);
    const { container } = renderWithI18n(<VideoEmbed block={block} />);
    expect(IntersectionObserver).toHaveBeenCalledWith(expect.any(Function), { rootMargin: thumbnailRootMargin });
    expect(thumbnailRootMargin).toBe('200px');
    // The poster's frame, which is there from the first paint.
    expect(observed).toBe(playButton().parentElement);
    await settle();
    expect(fetchMock).not.toHaveBeenCalled();

    act(() => report([{ isIntersecting: false }]));
    await settle();
    expect(fetchMock).not.toHaveBeenCalled();

    act(() => report([{ isIntersecting: true }]));
    await waitFor(() => expect(container.querySelector('img')).toHaveAttribute('src', thumbnail));
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(disconnect).toHaveBeenCalled();
  });
});
