import fc from 'fast-check';
import { fallbackTitle, readTime, requireValue, statusTitle, withSingleFullStops, youtubeId } from './text';

describe('youtubeId (spec §5: reduced to the 11-character id)', () => {
  const id = 'dQw4w9WgXcQ';

  it.each([
    `https://www.youtube.com/watch?v=${id}`,
    `https://youtube.com/watch?v=${id}&t=42s&list=PL123`,
    `https://www.youtube.com/watch?feature=share&v=${id}`,
    `https://m.youtube.com/watch?v=${id}`,
    `http://youtu.be/${id}`,
    `https://youtu.be/${id}?si=abc&t=10`,
    `https://www.youtube.com/embed/${id}?autoplay=1`,
    `https://www.youtube-nocookie.com/embed/${id}`,
    `https://www.youtube.com/shorts/${id}`,
    `https://youtube.com/shorts/${id}?feature=share`,
    `https://www.youtube.com/live/${id}`,
    `www.youtube.com/watch?v=${id}`,
    `youtu.be/${id}`,
    `  https://youtu.be/${id}  `,
  ])('reads %s', (url) => expect(youtubeId(url)).toBe(id));

  it.each([
    'https://vimeo.com/123456789',
    'https://www.youtube.com/watch?v=short',
    'https://www.youtube.com/watch?v=dQw4w9WgXcQX',
    'https://www.youtube.com/channel/UC1234567890',
    `https://notyoutube.com/watch?v=${id}`,
    `https://youtube.com.evil.example/watch?v=${id}`,
    `ftp://youtu.be/${id}`,
    'not a url',
    '',
  ])('gives null for %s', (url) => expect(youtubeId(url)).toBeNull());

  it('never throws, and any answer is 11 characters', () => {
    fc.assert(
      fc.property(fc.oneof(fc.string(), fc.webUrl()), (url) => {
        const result = youtubeId(url);
        return result === null || /^[A-Za-z0-9_-]{11}$/.test(result);
      }),
    );
  });
});

describe('fallbackTitle (spec §2: last path segment, title case, small words lowercase)', () => {
  it.each([
    ['/blog/the-ring-road-in-winter/', 'The Ring Road in Winter'],
    ['/cars/4x4-cars', '4x4 Cars'],
    ['/a-guide-to-the-golden-circle/', 'A Guide to the Golden Circle'],
    ['/of_mice_and_men/', 'Of Mice and Men'],
    ['/camper-via-reykjavik-or-akureyri/', 'Camper via Reykjavik or Akureyri'],
    ['/blog/winter-driving/?utm=x#top', 'Winter Driving'],
    ['/j%C3%B6kuls%C3%A1rl%C3%B3n-tours/', 'Jökulsárlón Tours'],
    ['/blog/100%-fun/', '100% Fun'],
    ['', ''],
    ['/', ''],
  ])('%s → %s', (path, title) => expect(fallbackTitle(path)).toBe(title));
});

describe('statusTitle (spec §2: status code plus message)', () => {
  it('names the 404 and 500 pages', () => {
    expect(statusTitle(404)).toBe('404 - Page Not Found');
    expect(statusTitle(500)).toBe('500 - Internal Server Error');
  });
});

describe('requireValue (spec §5: "Data validation error: {context}")', () => {
  it.each([
    ['null', null],
    ['undefined', undefined],
    ['an empty string', ''],
    ['an empty array', []],
  ])('throws for %s', (_name, value) => {
    expect(() => requireValue(value, 'footer.locations')).toThrow(new Error('Data validation error: footer.locations'));
  });

  it.each([
    ['zero', 0],
    ['false', false],
    ['a space', ' '],
    ['an array', [0]],
    ['an empty object', {}],
  ])('returns %s unchanged', (_name, value) => {
    expect(requireValue(value, 'x')).toBe(value);
  });
});

describe('readTime (spec §9 "N min read": 200 words a minute, at least 1)', () => {
  it.each([
    [0, 1],
    [1, 1],
    [200, 1],
    [201, 2],
    [1000, 5],
    [1001, 6],
  ])('%d words → %d min', (words, minutes) => expect(readTime(words)).toBe(minutes));

  it('throws a RangeError for a negative or non-finite count', () => {
    expect(() => readTime(-1)).toThrow(RangeError);
    expect(() => readTime(Number.NaN)).toThrow(RangeError);
  });
});

describe('withSingleFullStops (issue 13: "ehf.. All rights reserved.")', () => {
  it.each([
    [
      '© 2026 Norðurljós Car Rental ehf.. All rights reserved.',
      '© 2026 Norðurljós Car Rental ehf. All rights reserved.',
    ],
    ['Norðurljós ehf.. Alle Rechte vorbehalten.', 'Norðurljós ehf. Alle Rechte vorbehalten.'],
    ['Norðurljós. All rights reserved.', 'Norðurljós. All rights reserved.'],
    ['Wait... what', 'Wait... what'],
  ])('%s', (text, expected) => expect(withSingleFullStops(text)).toBe(expected));
});
