import { feedInstant, TripFeedFormatError } from '../feed-format';

/**
 * Vegagerðin's road conditions (færð á vegum) as its open data service publishes them
 * (`https://gagnaveita.vegagerdin.is/api/faerd2014_1`, read the same way by apis.is's `/road/all`): an
 * `ArrayOfFaerd` of `Faerd` road segments, one element per field, written by .NET's data contract
 * serializer (an empty field is `<Aths i:nil="true"/>` or `<Aths/>`):
 *
 * ```xml
 * <ArrayOfFaerd xmlns:i="http://www.w3.org/2001/XMLSchema-instance" xmlns="http://schemas.datacontract.org/2004/07/…">
 *   <Faerd><AstandYfirbords>…</AstandYfirbords><Aths i:nil="true"/><DagsKeyrtUt>2026-11-28T09:40:00</DagsKeyrtUt>
 *     <DagsSkrad>2026-11-28T07:15:00</DagsSkrad><ErHalendi>0</ErHalendi><Forgangur>1</Forgangur>
 *     <FulltAstand>Lokað</FulltAstand><IdAstand>…</IdAstand><IdButur>…</IdButur><IdLeid>43</IdLeid>
 *     <LangtNafn>…</LangtNafn><LeidNafn>…</LeidNafn><Linulitur>…</Linulitur>…<StuttAstand>…</StuttAstand>…</Faerd>
 * </ArrayOfFaerd>
 * ```
 *
 * The fields this site reads: the route (`IdLeid`), the segment (`IdButur`, `LangtNafn`), the condition
 * in Icelandic (`FulltAstand`, `StuttAstand`), whether it is a highland road (`ErHalendi`, the F-roads)
 * and when the condition was recorded (`DagsSkrad`, the item's issue time). Anything that does not look
 * like this is refused rather than half read.
 */
export interface RoadSegment {
  /** Vegagerðin's segment id (`IdButur`). */
  id: string;
  /** The route number (`IdLeid`), e.g. '1' for the ring road; '' for a segment outside a route. */
  route: string;
  /** The segment's name (`LangtNafn`), in Icelandic. */
  name: string;
  /** The condition as Vegagerðin words it (`FulltAstand`), in Icelandic. */
  condition: string;
  /** Closed or impassable (lokað, ófært): the condition words it so. */
  closed: boolean;
  /** A highland road (F-road) (`ErHalendi` 1). */
  highland: boolean;
  /** When the condition was recorded (`DagsSkrad`), an ISO instant. */
  issuedAt: string;
}

const field = (block: string, name: string): string | undefined => {
  if (new RegExp(`<${name}\\b[^>]*/>`).test(block)) return '';
  const match = new RegExp(`<${name}\\b[^>]*>([\\s\\S]*?)</${name}>`).exec(block);
  return match ? decode(match[1]!.trim()) : undefined;
};

const entities: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'" };
const decode = (text: string) =>
  text.replace(/&(#x[0-9a-f]+|#\d+|amp|lt|gt|quot|apos);/gi, (_, name: string) =>
    name.startsWith('#x') || name.startsWith('#X')
      ? String.fromCodePoint(parseInt(name.slice(2), 16))
      : name.startsWith('#')
        ? String.fromCodePoint(Number(name.slice(1)))
        : entities[name.toLowerCase()]!,
  );

const required = (block: string, name: string, index: number): string => {
  const value = field(block, name);
  if (value === undefined) throw new TripFeedFormatError(`Road segment ${index + 1} has no ${name}.`);
  return value;
};

/** Closed or impassable, as Vegagerðin words it: "Lokað", "Ófært", "Lokað vegna veðurs"… */
const closedWords = /(lokað|ófært)/iu;

/** Reads Vegagerðin's road conditions XML. Pure: throws TripFeedFormatError for a feed not of that shape. */
export function parseRoadConditions(xml: string): RoadSegment[] {
  if (!/<ArrayOfFaerd\b[^>]*>/.test(xml) || !/<\/ArrayOfFaerd>\s*$/.test(xml)) {
    throw new TripFeedFormatError('The document is not a complete ArrayOfFaerd.');
  }
  const blocks = xml.match(/<Faerd\b[^>]*>[\s\S]*?<\/Faerd>/g) ?? [];
  if (blocks.length === 0) throw new TripFeedFormatError('The document has no road segment.');
  return blocks.map((block, index) => {
    const id = required(block, 'IdButur', index);
    const highland = required(block, 'ErHalendi', index);
    if (!/^\d+$/.test(id)) throw new TripFeedFormatError(`Road segment ${index + 1} has the id "${id}".`);
    if (highland !== '0' && highland !== '1') {
      throw new TripFeedFormatError(`Road segment ${id} has ErHalendi "${highland}".`);
    }
    const condition = required(block, 'FulltAstand', index) || required(block, 'StuttAstand', index);
    return {
      id,
      route: required(block, 'IdLeid', index),
      name: required(block, 'LangtNafn', index),
      condition,
      closed: closedWords.test(condition),
      highland: highland === '1',
      issuedAt: feedInstant(required(block, 'DagsSkrad', index), `Road segment ${id}'s DagsSkrad`),
    };
  });
}
