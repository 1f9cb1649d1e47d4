/**
 * The video poster's thumbnail, read through the provider's oEmbed endpoint (spec §7: "GET a video
 * provider's oEmbed endpoint | Parameters url and format=json | The thumbnail_url field is read").
 */

const youtubeOembedEndpoint = 'https://www.youtube.com/oembed';

/** How long the oEmbed answer may take before the poster stays without a thumbnail. */
export const oembedTimeoutMs = 5_000;

/** The address of YouTube's oEmbed answer (JSON) for `videoUrl`, a watch URL. */
export function oembedUrl(videoUrl: string): string {
  return `${youtubeOembedEndpoint}?${new URLSearchParams({ url: videoUrl, format: 'json' }).toString()}`;
}

function isHttpsUrl(value: string): boolean {
  try {
    return new URL(value).protocol === 'https:';
  } catch {
    // Not a URL at all: it cannot be a thumbnail to show.
    return false;
  }
}

/**
 * The thumbnail address of an oEmbed answer, or null when the answer is not an object whose
 * `thumbnail_url` is an https URL (anything else would be mixed content or not an image address).
 */
export function thumbnailOf(answer: unknown): string | null {
  if (typeof answer !== 'object' || answer === null || !('thumbnail_url' in answer)) return null;
  const thumbnailUrl = answer.thumbnail_url;
  return typeof thumbnailUrl === 'string' && isHttpsUrl(thumbnailUrl) ? thumbnailUrl : null;
}

interface FetchThumbnailOptions {
  fetch: typeof globalThis.fetch;
  /** Aborts the request (a timeout, or the poster leaving the page). */
  signal: AbortSignal;
}

/**
 * Asks the oEmbed endpoint for the thumbnail of `videoUrl`. Never rejects: a network failure, an
 * abort, a non-2xx status, a body that is not JSON or an answer without an https thumbnail all give
 * null, and the poster simply stays plain.
 */
export async function fetchThumbnail(
  videoUrl: string,
  { fetch, signal }: FetchThumbnailOptions,
): Promise<string | null> {
  try {
    // Before the visitor asked for the player, YouTube gets no cookies and not the page's address.
    const response = await fetch(oembedUrl(videoUrl), {
      method: 'GET',
      credentials: 'omit',
      referrerPolicy: 'no-referrer',
      signal,
    });
    if (!response.ok) return null;
    return thumbnailOf(await response.json());
  } catch {
    // Not logged: a poster without a thumbnail is a correct poster, and the visitor has nothing to do about it.
    return null;
  }
}
