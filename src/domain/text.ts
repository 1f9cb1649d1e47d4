/** Reading speed behind "N min read" (spec §9). */
export const readTimeWordsPerMinute = 200;

const youtubeIdPattern = /^[A-Za-z0-9_-]{11}$/;
const youtubeHosts = new Set(['youtube.com', 'm.youtube.com', 'music.youtube.com', 'youtube-nocookie.com']);
const youtubePathPrefixes = ['embed', 'shorts', 'v', 'live'];

function parseUrl(url: string): URL | null {
  const withProtocol = /^[a-z][a-z0-9+.-]*:\/\//i.test(url) ? url : `https://${url}`;
  try {
    return new URL(withProtocol);
  } catch {
    // Not a URL at all: the caller asked whether it is a YouTube link, and it is not.
    return null;
  }
}

/**
 * The 11-character video id of a YouTube URL (spec §5): watch?v=, youtu.be/, embed/, shorts/, v/ and live/
 * links, with or without protocol, www. and extra parameters. Anything else gives null. Never throws.
 */
export function youtubeId(url: string): string | null {
  if (typeof url !== 'string') return null;
  const parsed = parseUrl(url.trim());
  if (!parsed || !['http:', 'https:'].includes(parsed.protocol)) return null;
  const host = parsed.hostname.toLowerCase().replace(/^www\./, '');
  const segments = parsed.pathname.split('/').filter(Boolean);
  let candidate: string | null | undefined = null;
  if (host === 'youtu.be') {
    candidate = segments[0];
  } else if (youtubeHosts.has(host)) {
    if (segments[0] === 'watch') candidate = parsed.searchParams.get('v');
    else if (segments[0] && youtubePathPrefixes.includes(segments[0])) candidate = segments[1];
  }
  return candidate && youtubeIdPattern.test(candidate) ? candidate : null;
}

const smallWords = new Set([
  'a',
  'an',
  'and',
  'as',
  'at',
  'but',
  'by',
  'for',
  'in',
  'of',
  'on',
  'or',
  'the',
  'to',
  'with',
  'from',
  'nor',
  'per',
  'via',
]);

function decodeSegment(segment: string): string {
  try {
    return decodeURIComponent(segment);
  } catch {
    // A malformed escape such as '%E0%A4%A': the raw segment is still a usable title.
    return segment;
  }
}

/**
 * A page title made from the last segment of `path` (spec §2): query and hash dropped, dashes and
 * underscores as spaces, each word capitalised except small words (a, an, and, the, in, of, …) after the
 * first; '/blog/the-ring-road-in-winter/' gives 'The Ring Road in Winter'. An empty path gives ''.
 */
export function fallbackTitle(path: string): string {
  const withoutQuery = path.split(/[?#]/)[0] ?? '';
  const lastSegment = withoutQuery.split('/').filter(Boolean).pop() ?? '';
  const words = decodeSegment(lastSegment)
    .split(/[-_\s]+/)
    .filter(Boolean);
  return words
    .map((word, index) => {
      const lower = word.toLowerCase();
      if (index > 0 && smallWords.has(lower)) return lower;
      return word.charAt(0).toUpperCase() + word.slice(1);
    })
    .join(' ');
}

const statusMessages = { 404: 'Page Not Found', 500: 'Internal Server Error' } as const;

/** The title of an error page: status code plus message (spec §2), e.g. '404 - Page Not Found'. */
export function statusTitle(code: 404 | 500): string {
  return `${code} - ${statusMessages[code]}`;
}

/**
 * The value itself when it is present; throws `Data validation error: {context}` (spec §5) when it is null,
 * undefined, an empty string or an empty array.
 */
export function requireValue<T>(value: T, context: string): NonNullable<T> {
  if (value === null || value === undefined || value === '' || (Array.isArray(value) && value.length === 0)) {
    throw new Error(`Data validation error: ${context}`);
  }
  return value as NonNullable<T>;
}

/** Minutes to read `words` words at 200 words a minute, rounded up, at least 1 (spec §9 "N min read"). */
export function readTime(words: number): number {
  if (!Number.isFinite(words) || words < 0)
    throw new RangeError(`Word count must be a non-negative number, got ${words}`);
  return Math.max(1, Math.ceil(words / readTimeWordsPerMinute));
}

/**
 * The text with a full stop that ends an abbreviation not doubled by the sentence's own stop: a
 * company name such as "Norðurljós Car Rental ehf." before ". All rights reserved." gives one period,
 * not two. An ellipsis ("...") is left as it is.
 */
export function withSingleFullStops(text: string): string {
  return text.replace(/(?<!\.)\.\.(?!\.)/g, '.');
}
