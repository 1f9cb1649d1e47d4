import type { LocaleCode } from '../config/locales';
import type { ContentPlan } from './plan-content';
import type { TripOffice } from './trip-offices';

/**
 * The airport shuttle as the reservation overview's pickup and return instructions show it, offline too
 * (issue 40): the brand's shuttle page's title, its first paragraphs and its address, taken at build time
 * from the content, in the page's language. The page goes with the overview's context (page data the
 * worker keeps), so the instructions say where and how the shuttle runs without a connection; the page
 * itself and its live map need one.
 */
export interface TripShuttle {
  title: string;
  /** The shuttle page's path in the same language (its live map). */
  path: string;
  /** Plain text, one entry a paragraph; never empty. */
  paragraphs: string[];
}

/**
 * The offices the shuttle serves, by the engine's location id: the shuttle runs between the Keflavík
 * airport terminal and the office next to it (the shuttle map's bounds, spec §9 "Shuttle map";
 * `src/domain/shuttle.ts`), which the engine calls `kef` (`src/build/trip-offices.ts`).
 */
export const shuttleOfficeIds: readonly string[] = ['kef'];

/** At most this many paragraphs of the page's first section: a short text, the page has the rest. */
export const shuttleParagraphLimit = 3;

interface TextSpan {
  text?: string;
}
interface TextBlockLike {
  _type?: string;
  style?: string;
  listItem?: string;
  children?: readonly TextSpan[];
}
interface ContentBlockLike {
  _type: string;
  body?: readonly TextBlockLike[] | null;
}

/** A content page as the build plans it (`src/build/plan-content.ts`), the little this module reads of it. */
export interface ShuttlePageCandidate {
  path: string;
  language: LocaleCode;
  pageType: string;
  title: string;
  content?: readonly ContentBlockLike[] | null;
  seo?: { description?: string | null } | null;
}

/** The planned content pages, as this module reads them. */
export function shuttlePageCandidates(plans: ContentPlan['plans']): ShuttlePageCandidate[] {
  return plans.map(({ path, context }) => ({
    path,
    language: context.language,
    pageType: context.pageType,
    title: context.page.title,
    content: 'content' in context.page ? context.page.content : null,
    seo: context.page.seo,
  }));
}

const plainText = (block: TextBlockLike): string =>
  (block.children ?? [])
    .map((span) => span.text ?? '')
    .join('')
    .replace(/\s+/g, ' ')
    .trim();

/**
 * The text of a shuttle page: the paragraphs of its first section (up to the first heading or other
 * block after a paragraph), at most `shuttleParagraphLimit`; without any, the page's description.
 */
export function shuttleParagraphs(page: Pick<ShuttlePageCandidate, 'content' | 'seo'>): string[] {
  const paragraphs: string[] = [];
  for (const block of page.content ?? []) {
    if (block._type !== 'richTextBlock') {
      if (paragraphs.length > 0) break;
      continue;
    }
    for (const text of block.body ?? []) {
      const isParagraph = text._type === 'block' && (text.style ?? 'normal') === 'normal' && !text.listItem;
      if (!isParagraph) {
        if (paragraphs.length > 0) break;
        continue;
      }
      const line = plainText(text);
      if (line) paragraphs.push(line);
      if (paragraphs.length === shuttleParagraphLimit) break;
    }
    if (paragraphs.length > 0) break;
  }
  if (paragraphs.length > 0) return paragraphs;
  const description = page.seo?.description?.trim();
  return description ? [description] : [];
}

/**
 * The shuttle of a language: its page is the brand's content page with the shuttle map on it (each
 * language's page has its own slug, `airport-shuttle`, `flughafen-shuttle`, …). None without such a page
 * or without any text on it: the instructions then say nothing of a shuttle.
 */
export function tripShuttleOf(pages: readonly ShuttlePageCandidate[], language: LocaleCode): TripShuttle | null {
  const page = pages.find(
    (candidate) =>
      candidate.language === language &&
      candidate.pageType === 'page' &&
      (candidate.content ?? []).some((block) => block._type === 'shuttleMapBlock'),
  );
  if (!page) return null;
  const paragraphs = shuttleParagraphs(page);
  if (paragraphs.length === 0) return null;
  return { title: page.title, path: page.path, paragraphs };
}

/** The trip's offices with the shuttle on the offices it serves. */
export function withShuttle(
  offices: Record<string, TripOffice>,
  shuttle: TripShuttle | null,
): Record<string, TripOffice> {
  if (!shuttle) return offices;
  return Object.fromEntries(
    Object.entries(offices).map(([id, office]) => [
      id,
      shuttleOfficeIds.includes(id) ? { ...office, shuttle } : office,
    ]),
  );
}
