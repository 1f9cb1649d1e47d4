import { fakeResponse, jsonResponse } from '../../testing/fake-fetch';
import { fetchThumbnail, oembedUrl, thumbnailOf } from './oembed';

const watchUrl = 'https://www.youtube.com/watch?v=dQw4w9WgXcQ';
const thumbnail = 'https://i.ytimg.com/vi/dQw4w9WgXcQ/hqdefault.jpg';

describe('oembedUrl', () => {
  it('asks YouTube’s oEmbed endpoint for JSON about the encoded watch URL (spec §7)', () => {
    const address = oembedUrl(watchUrl);
    expect(address).toBe(
      'https://www.youtube.com/oembed?url=https%3A%2F%2Fwww.youtube.com%2Fwatch%3Fv%3DdQw4w9WgXcQ&format=json',
    );
    const parsed = new URL(address);
    expect(parsed.searchParams.get('url')).toBe(watchUrl);
    expect(parsed.searchParams.get('format')).toBe('json');
  });
});

describe('thumbnailOf', () => {
  it('reads the thumbnail_url of a good answer', () => {
    expect(thumbnailOf({ type: 'video', title: 'Driving in winter', thumbnail_url: thumbnail })).toBe(thumbnail);
  });

  it('gives null when thumbnail_url is missing or not a string', () => {
    expect(thumbnailOf({ type: 'video', title: 'Driving in winter' })).toBeNull();
    expect(thumbnailOf({ thumbnail_url: 42 })).toBeNull();
    expect(thumbnailOf({ thumbnail_url: null })).toBeNull();
  });

  it('accepts only an https address', () => {
    expect(thumbnailOf({ thumbnail_url: 'http://i.ytimg.com/vi/dQw4w9WgXcQ/hqdefault.jpg' })).toBeNull();
    expect(thumbnailOf({ thumbnail_url: 'javascript:alert(1)' })).toBeNull();
    expect(thumbnailOf({ thumbnail_url: '//i.ytimg.com/vi/dQw4w9WgXcQ/hqdefault.jpg' })).toBeNull();
    expect(thumbnailOf({ thumbnail_url: 'not a url' })).toBeNull();
  });

  it('gives null for an answer that is not an object', () => {
    for (const notAnObject of [null, undefined, 'thumbnail_url', 7, true, [thumbnail]]) {
      expect(thumbnailOf(notAnObject)).toBeNull();
    }
  });
});

describe('fetchThumbnail', () => {
  it('GETs the oEmbed address with the caller’s signal and no cookies, and reads the thumbnail', async () => {
    const fetch = jest.fn((..._args: Parameters<typeof globalThis.fetch>) =>
      Promise.resolve(jsonResponse(200, { thumbnail_url: thumbnail })),
    );
    const { signal } = new AbortController();
    await expect(fetchThumbnail(watchUrl, { fetch, signal })).resolves.toBe(thumbnail);
    expect(fetch).toHaveBeenCalledWith(
      oembedUrl(watchUrl),
      expect.objectContaining({ method: 'GET', credentials: 'omit', signal }),
    );
  });

  it.each([
    ['the network fails', () => Promise.reject(new TypeError('Failed to fetch'))],
    ['the request is aborted', () => Promise.reject(new DOMException('The operation was aborted.', 'AbortError'))],
    ['the answer is 404', () => Promise.resolve(jsonResponse(404, { thumbnail_url: thumbnail }))],
    [
      'the body is not JSON',
      () => Promise.resolve(fakeResponse(200, () => Promise.reject(new SyntaxError('Bad JSON')))),
    ],
    ['the thumbnail is not https', () => Promise.resolve(jsonResponse(200, { thumbnail_url: 'http://x/y.jpg' }))],
  ])('resolves to null, never rejects, when %s', async (_case, respond) => {
    const fetch = jest.fn(respond);
    await expect(fetchThumbnail(watchUrl, { fetch, signal: new AbortController().signal })).resolves.toBeNull();
    expect(fetch).toHaveBeenCalledTimes(1);
  });
});
