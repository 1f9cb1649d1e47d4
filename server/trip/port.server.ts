import { parseRoadConditions, type RoadSegment } from './roads/faerd-xml';
import { parseActiveList, parseCapAlert, type WeatherWarning } from './warnings/cap';

/**
 * The trip's two sources behind one small port each (server/trip/README.md): each fetches its feed from
 * the address it is given (an env variable; `npm start` points both at the local stand-in) and answers
 * the items read on the documented format, or throws an Error saying what was wrong (an HTTP status, a
 * timeout, a TripFeedFormatError).
 */
export interface TripFetchOptions {
  fetch: typeof globalThis.fetch;
  timeoutMs?: number;
}

async function get(url: string, accept: string, { fetch, timeoutMs = 10_000 }: TripFetchOptions): Promise<Response> {
  const response = await fetch(url, { signal: AbortSignal.timeout(timeoutMs), headers: { accept } });
  if (!response.ok && response.status !== 204)
    throw new Error(`${new URL(url).host} answered HTTP ${response.status}.`);
  return response;
}

/** Vegagerðin's road conditions (`ROAD_CONDITIONS_URL`, the faerd2014_1 service). */
export async function fetchRoadConditions(url: string, options: TripFetchOptions): Promise<RoadSegment[]> {
  return parseRoadConditions(await (await get(url, 'application/xml', options)).text());
}

/**
 * The Met Office's warnings in force (`WEATHER_WARNINGS_URL`, the CAP broker's base address): the active
 * list, then each message. Warnings that are not `Actual` or below yellow are left out.
 */
export async function fetchWeatherWarnings(brokerUrl: string, options: TripFetchOptions): Promise<WeatherWarning[]> {
  const base = brokerUrl.endsWith('/') ? brokerUrl : `${brokerUrl}/`;
  const list = parseActiveList(
    await (await get(new URL('active/category/Met/', base).href, 'application/json', options)).text(),
  );
  const warnings: WeatherWarning[] = [];
  for (const { sender, identifier, sent } of list) {
    const path = ['sender', sender, 'identifier', identifier, 'sent', sent].map(encodeURIComponent).join('/');
    const warning = parseCapAlert(
      await (await get(new URL(`${path}/json/`, base).href, 'application/json', options)).text(),
    );
    if (warning) warnings.push(warning);
  }
  return warnings;
}
