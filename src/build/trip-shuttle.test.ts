import { localeCodes } from '../config/locales';
import { createEmbeddedSourceFromFile } from '../content/sources/embedded-source';
import { planContentPages } from './plan-content';
import { tripOfficesOf } from './trip-offices';
import {
  shuttlePageCandidates,
  shuttleParagraphLimit,
  tripShuttleOf,
  withShuttle,
  type ShuttlePageCandidate,
} from './trip-shuttle';

const span = (text: string) => ({ _type: 'span', text });
const block = (style: string, ...texts: string[]) => ({ _type: 'block', style, children: texts.map(span) });
const map = { _type: 'shuttleMapBlock' };

function shuttlePage(content: ShuttlePageCandidate['content'], fields: Partial<ShuttlePageCandidate> = {}) {
  return {
    path: '/airport-shuttle/',
    language: 'en',
    pageType: 'page',
    title: 'Airport shuttle',
    content,
    ...fields,
  } as const;
}

describe('tripShuttleOf', () => {
  it('takes the title, the path and the paragraphs of the first section of the page with the shuttle map', () => {
    const page = shuttlePage([
      {
        _type: 'richTextBlock',
        body: [
          block('h2', 'From the terminal'),
          block('normal', 'Walk out of arrivals ', 'and turn  left.'),
          block('normal', '  '),
          block('normal', 'One leaves every ten minutes.'),
          block('h2', 'Going home'),
          block('normal', 'Return the car to the office.'),
        ],
      },
      map,
    ]);
    expect(tripShuttleOf([page], 'en')).toEqual({
      title: 'Airport shuttle',
      path: '/airport-shuttle/',
      paragraphs: ['Walk out of arrivals and turn left.', 'One leaves every ten minutes.'],
    });
  });

  it('stops at the first other block after a paragraph, skips lists, and keeps at most the limit', () => {
    const many = Array.from({ length: shuttleParagraphLimit + 2 }, (_, index) => block('normal', `Paragraph ${index}`));
    const page = shuttlePage([
      { _type: 'bannerBlock' },
      {
        _type: 'richTextBlock',
        body: [{ ...block('normal', 'A list item'), listItem: 'bullet' }, ...many],
      },
      map,
      { _type: 'richTextBlock', body: [block('normal', 'After the map')] },
    ]);
    const shuttle = tripShuttleOf([page], 'en');
    expect(shuttle?.paragraphs).toEqual(
      Array.from({ length: shuttleParagraphLimit }, (_, index) => `Paragraph ${index}`),
    );

    const split = shuttlePage([
      { _type: 'richTextBlock', body: [block('normal', 'Before the map')] },
      map,
      { _type: 'richTextBlock', body: [block('normal', 'After the map')] },
    ]);
    expect(tripShuttleOf([split], 'en')?.paragraphs).toEqual(['Before the map']);
  });

  it('falls back to the page’s description, and is none without any text', () => {
    const described = shuttlePage([map], { seo: { description: ' Our free shuttle runs all day. ' } });
    expect(tripShuttleOf([described], 'en')?.paragraphs).toEqual(['Our free shuttle runs all day.']);
    expect(tripShuttleOf([shuttlePage([map])], 'en')).toBeNull();
  });

  it('is none for a language or a brand without a page with the shuttle map', () => {
    const other = shuttlePage([{ _type: 'richTextBlock', body: [block('normal', 'About us')] }], { path: '/about/' });
    const shuttle = shuttlePage([{ _type: 'richTextBlock', body: [block('normal', 'Walk out')] }, map]);
    expect(tripShuttleOf([other], 'en')).toBeNull();
    expect(tripShuttleOf([other, shuttle], 'is')).toBeNull();
    expect(tripShuttleOf([other, shuttle], 'en')?.path).toBe('/airport-shuttle/');
  });
});

describe('withShuttle', () => {
  const offices = tripOfficesOf(
    {
      locations: {
        keflavik: { title: 'Keflavík', address: { street: 'Blikavöllur 2', postalCode: '235', city: 'Keflavík' } },
        reykjavik: { title: 'Reykjavík', address: { street: 'Skeifan 9', postalCode: '108', city: 'Reykjavík' } },
      },
    },
    null,
  );
  const shuttle = { title: 'Airport shuttle', path: '/airport-shuttle/', paragraphs: ['Walk out'] };

  it('gives the shuttle to the airport office only', () => {
    const withIt = withShuttle(offices, shuttle);
    expect(withIt.kef?.shuttle).toEqual(shuttle);
    expect(withIt.rvk).toEqual(offices.rvk);
    expect(withIt.rvk).not.toHaveProperty('shuttle');
  });

  it('leaves the offices as they are without a shuttle', () => {
    expect(withShuttle(offices, null)).toBe(offices);
  });
});

describe('the brands’ content', () => {
  const source = createEmbeddedSourceFromFile();
  const plan = (tenant: 'car' | 'longterm') =>
    planContentPages({ source, tenant, siteUrl: 'https://example.test', buildImageUrl: () => '', warn: () => {} });

  it('gives the car brand a shuttle in every language, from its shuttle page, in that language', async () => {
    const pages = shuttlePageCandidates((await plan('car')).plans);
    const shuttles = Object.fromEntries(localeCodes.map((language) => [language, tripShuttleOf(pages, language)]));
    for (const language of localeCodes) {
      const shuttle = shuttles[language];
      expect(shuttle).not.toBeNull();
      const page = pages.find((candidate) => candidate.path === shuttle?.path);
      expect([page?.language, page?.title]).toEqual([language, shuttle?.title]);
      expect(shuttle?.paragraphs.length).toBeGreaterThan(0);
    }
    expect(shuttles.en?.path).toBe('/airport-shuttle/');
    expect(shuttles.en?.paragraphs[0]).toMatch(/^Our office at Blikavöllur 2 .* our free shuttle covers it/);
    expect(shuttles.is?.path).toBe('/is/flugvallarskutla/');
    expect(shuttles.is?.paragraphs[0]).toMatch(/ókeypis skutlan okkar/);
    expect(shuttles.de?.path).toBe('/de/flughafen-shuttle/');
    // Only the arrival section before the page's next heading: not "Going home".
    expect(shuttles.en?.paragraphs.join(' ')).not.toMatch(/Return your vehicle/);
  });

  it('gives the long-term brand, which has no shuttle page, none', async () => {
    const pages = shuttlePageCandidates((await plan('longterm')).plans);
    expect(localeCodes.map((language) => tripShuttleOf(pages, language))).toEqual(localeCodes.map(() => null));
  });
});
