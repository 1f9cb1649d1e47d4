import { feedInstant, TripFeedFormatError } from '../feed-format';

/**
 * The Icelandic Met Office's (Veðurstofa Íslands) weather warnings from its CAP broker
 * (`https://api.vedur.is/cap/v1/capbroker/`), OASIS CAP 1.2 messages:
 *
 * - `active/category/Met/` lists the warnings in force: a JSON array of `{ sender, identifier, sent }`,
 *   or an empty answer (204) when none is;
 * - `sender/{sender}/identifier/{identifier}/sent/{sent}/json/` is one message, CAP 1.2 turned from XML
 *   into JSON: `{ alert: { identifier, sender, sent, status, msgType, info } }`, where `info` is one
 *   object or an array of them (one per language, `is-IS` and `en-US`), and an info's `area` and
 *   `parameter` are likewise one object or an array.
 *
 * The colour is the MeteoAlarm `awareness_level` parameter ("3; orange; Severe") when the message has
 * it, otherwise CAP's severity read as MeteoAlarm reads it (Moderate yellow, Severe orange, Extreme red).
 * Only `Actual` alerts are kept (CAP also carries Test, Exercise, System and Draft), and a `Cancel`
 * ends a warning rather than being one.
 */
export type WarningColour = 'yellow' | 'orange' | 'red';

export interface ActiveAlertRef {
  sender: string;
  identifier: string;
  sent: string;
}

export interface WeatherWarning {
  id: string;
  colour: WarningColour;
  /** The warning's headline and event by language ('is', 'en'), as the Met Office words them. */
  headline: Partial<Record<'is' | 'en', string>>;
  /** The areas it covers, the Met Office's area names in Icelandic (`areaDesc` of the is-IS info). */
  areas: string[];
  onset: string | null;
  expires: string | null;
  /** When the Met Office sent (issued) it, an ISO instant. */
  issuedAt: string;
  /** The warning on the Met Office's site (`web`), or its warnings page. */
  link: string;
}

export const metOfficeWarningsPage = 'https://en.vedur.is/weather/warnings/';

type Json = Record<string, unknown>;
const isObject = (value: unknown): value is Json =>
  typeof value === 'object' && value !== null && !Array.isArray(value);
const asArray = (value: unknown): unknown[] => (Array.isArray(value) ? value : value === undefined ? [] : [value]);
const text = (value: unknown): string | undefined => (typeof value === 'string' ? value.trim() : undefined);

/** Reads the broker's list of active warnings. An empty answer is no warning in force. */
export function parseActiveList(body: string): ActiveAlertRef[] {
  if (body.trim() === '') return [];
  let parsed: unknown;
  try {
    parsed = JSON.parse(body);
  } catch {
    throw new TripFeedFormatError('The list of active warnings is not JSON.');
  }
  if (!Array.isArray(parsed)) throw new TripFeedFormatError('The list of active warnings is not an array.');
  return parsed.map((entry, index) => {
    const sender = isObject(entry) ? text(entry.sender) : undefined;
    const identifier = isObject(entry) ? text(entry.identifier) : undefined;
    const sent = isObject(entry) ? text(entry.sent) : undefined;
    if (!sender || !identifier || !sent) {
      throw new TripFeedFormatError(`Active warning ${index + 1} lacks its sender, identifier or sent time.`);
    }
    return { sender, identifier, sent };
  });
}

const severityColour: Record<string, WarningColour> = { Moderate: 'yellow', Severe: 'orange', Extreme: 'red' };

function colourOf(info: Json): WarningColour | undefined {
  for (const parameter of asArray(info.parameter)) {
    if (!isObject(parameter) || text(parameter.valueName) !== 'awareness_level') continue;
    const colour = /;\s*(yellow|orange|red)\s*;/i.exec(text(parameter.value) ?? '')?.[1]?.toLowerCase();
    if (colour) return colour as WarningColour;
  }
  return severityColour[text(info.severity) ?? ''];
}

/**
 * Reads one CAP message (the broker's JSON). Returns null for what is not a warning in force to show:
 * not `Actual`, a `Cancel`, or a colour below yellow (Minor). Throws TripFeedFormatError for a message
 * without an identifier, a sent time, an info or an area.
 */
export function parseCapAlert(body: string): WeatherWarning | null {
  let parsed: unknown;
  try {
    parsed = JSON.parse(body);
  } catch {
    throw new TripFeedFormatError('The warning is not JSON.');
  }
  const alert = isObject(parsed) && isObject(parsed.alert) ? parsed.alert : undefined;
  if (!alert) throw new TripFeedFormatError('The warning has no CAP alert.');
  const id = text(alert.identifier);
  const sent = text(alert.sent);
  if (!id || !sent) throw new TripFeedFormatError('The CAP alert has no identifier or sent time.');
  const infos = asArray(alert.info).filter(isObject);
  if (infos.length === 0) throw new TripFeedFormatError(`The CAP alert ${id} has no info.`);
  const issuedAt = feedInstant(sent, `The CAP alert ${id}'s sent time`);
  if (text(alert.status) !== 'Actual' || text(alert.msgType) === 'Cancel') return null;
  const byLanguage = (prefix: string) => infos.find((info) => text(info.language)?.startsWith(prefix));
  const icelandic = byLanguage('is') ?? infos[0]!;
  const areas = asArray(icelandic.area)
    .map((area) => (isObject(area) ? text(area.areaDesc) : undefined))
    .filter((area): area is string => Boolean(area));
  if (areas.length === 0) throw new TripFeedFormatError(`The CAP alert ${id} has no area.`);
  const colour = colourOf(icelandic);
  if (!colour) return null;
  const headline: WeatherWarning['headline'] = {};
  for (const language of ['is', 'en'] as const) {
    const info = byLanguage(language);
    const words = info ? (text(info.headline) ?? text(info.event)) : undefined;
    if (words) headline[language] = words;
  }
  const time = (value: unknown, what: string) => {
    const raw = text(value);
    return raw ? feedInstant(raw, `The CAP alert ${id}'s ${what}`) : null;
  };
  const web = text(icelandic.web);
  return {
    id,
    colour,
    headline,
    areas,
    onset: time(icelandic.onset, 'onset'),
    expires: time(icelandic.expires, 'expiry'),
    issuedAt,
    link: web && /^https:\/\//.test(web) ? web : metOfficeWarningsPage,
  };
}
