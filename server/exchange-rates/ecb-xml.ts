/**
 * The ECB's euro foreign exchange reference rates, as its daily XML gives them
 * (`https://www.ecb.europa.eu/stats/eurofxref/eurofxref-daily.xml`):
 *
 * ```xml
 * <gesmes:Envelope …><Cube><Cube time="2026-11-20"><Cube currency="USD" rate="1.0815"/>…</Cube></Cube></gesmes:Envelope>
 * ```
 *
 * Units of each currency per 1 EUR. The feed is small and flat, so a few patterns read it without an
 * XML library; anything that does not look like it is refused rather than half read.
 */
export interface EcbRates {
  /** The day the rates are of, `YYYY-MM-DD`. */
  date: string;
  /** Units per 1 EUR by ISO 4217 code. */
  rates: Record<string, number>;
}

/** The feed did not have the shape of the ECB's reference rates. */
export class EcbFormatError extends Error {
  override readonly name = 'EcbFormatError';
}

const attribute = (tag: string, name: string): string | undefined =>
  new RegExp(`\\s${name}\\s*=\\s*(["'])([^"']*)\\1`).exec(tag)?.[2];

/**
 * Reads the ECB's daily XML. Pure: throws `EcbFormatError` when the text has no single rates day, no
 * rate, a malformed date or a rate that is not a positive number, or is not closed as the ECB closes it.
 */
export function parseEcbRates(xml: string): EcbRates {
  if (!/<\/(?:gesmes:)?Envelope>\s*$/.test(xml)) throw new EcbFormatError('The document is not a complete envelope.');
  const cubes = xml.match(/<Cube\b[^>]*>/g) ?? [];
  const days = cubes.map((tag) => attribute(tag, 'time')).filter((time): time is string => time !== undefined);
  if (days.length !== 1) throw new EcbFormatError(`Expected one rates day, found ${days.length}.`);
  const [date] = days as [string];
  if (!/^\d{4}-\d{2}-\d{2}$/.test(date) || Number.isNaN(Date.parse(`${date}T00:00:00Z`))) {
    throw new EcbFormatError(`The rates day "${date}" is not a date.`);
  }
  const rates: Record<string, number> = {};
  for (const tag of cubes) {
    const currency = attribute(tag, 'currency');
    if (currency === undefined) continue;
    const text = attribute(tag, 'rate') ?? '';
    const rate = /^\d+(\.\d+)?$/.test(text) ? Number(text) : Number.NaN;
    if (!/^[A-Z]{3}$/.test(currency) || !(rate > 0)) {
      throw new EcbFormatError(`The rate of "${currency}" is not a positive number.`);
    }
    rates[currency] = rate;
  }
  if (Object.keys(rates).length === 0) throw new EcbFormatError('The document has no rate.');
  return { date, rates };
}
