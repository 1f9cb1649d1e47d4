/**
 * @jest-environment node
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { feedInstant, TripFeedFormatError } from './feed-format';
import { fetchRoadConditions, fetchWeatherWarnings } from './port.server';
import { parseRoadConditions } from './roads/faerd-xml';
import { shiftTimes, startTripStandIn, type TripStandIn } from './stand-in.server';
import { parseActiveList, parseCapAlert } from './warnings/cap';

const fixture = (name: string) => readFileSync(path.join(__dirname, 'fixtures', name), 'utf8');

describe("parseRoadConditions (Vegagerðin's faerd2014_1 XML)", () => {
  const segments = parseRoadConditions(fixture('faerd2014_1.xml'));

  it('reads every segment with its route, condition, highland flag and recorded time', () => {
    expect(segments).toHaveLength(10);
    expect(segments.find((segment) => segment.id === '3141')).toEqual({
      id: '3141',
      route: '43',
      name: 'Grindavíkurvegur: Reykjanesbraut - Grindavík',
      condition: 'Lokað',
      closed: true,
      highland: false,
      issuedAt: '2026-11-28T06:30:00.000Z',
    });
    expect(segments.filter((segment) => segment.closed).map((segment) => segment.route)).toEqual(['43', 'F35', 'F26']);
    expect(segments.filter((segment) => segment.highland).map((segment) => segment.route)).toEqual(['F35', 'F26']);
  });

  it('decodes entities and reads day-first times', () => {
    const xml = fixture('faerd2014_1.xml')
      .replace('Hafnarfjörður - Fitjar</LangtNafn>', 'Hafnarfjörður &amp; Fitjar</LangtNafn>')
      .replace('<DagsSkrad>2026-11-28T08:55:00</DagsSkrad>', '<DagsSkrad>28.11.2026 08:55:00</DagsSkrad>');
    expect(parseRoadConditions(xml)[0]).toMatchObject({
      name: 'Reykjanesbraut: Hafnarfjörður & Fitjar',
      issuedAt: '2026-11-28T08:55:00.000Z',
    });
  });

  it.each([
    ['a cut-off document', fixture('faerd2014_1.xml').slice(0, 2000)],
    ['no segment', '<ArrayOfFaerd xmlns="x"></ArrayOfFaerd>'],
    ['a segment without its id', fixture('faerd2014_1.xml').replace('<IdButur>3120</IdButur>', '')],
    [
      'a highland flag that is not 0 or 1',
      fixture('faerd2014_1.xml').replace('<ErHalendi>0</ErHalendi>', '<ErHalendi>já</ErHalendi>'),
    ],
    ['a recorded time that is not a time', fixture('faerd2014_1.xml').replace('2026-11-28T06:30:00', 'í morgun')],
    ['an HTML error page', '<!doctype html><html><body>Villa</body></html>'],
    ['nothing', ''],
  ])('refuses %s', (_, xml) => {
    expect(() => parseRoadConditions(xml)).toThrow(TripFeedFormatError);
  });
});

describe("parseCapAlert and parseActiveList (the Met Office's CAP broker)", () => {
  it('reads an orange warning with its areas, times, headlines in both languages and link', () => {
    expect(parseCapAlert(fixture('cap-faxafloi-orange.json'))).toEqual({
      id: '2.49.0.0.352.0.VI.2026.11.28.0730.faxafloi.wind',
      colour: 'orange',
      headline: {
        is: 'Appelsínugul viðvörun: Austan stormur (Faxaflói)',
        en: 'Orange warning: Easterly gale (Faxaflói)',
      },
      areas: ['Faxaflói'],
      onset: '2026-11-28T15:00:00.000Z',
      expires: '2026-11-29T03:00:00.000Z',
      issuedAt: '2026-11-28T07:30:00.000Z',
      link: 'https://www.vedur.is/vidvaranir',
    });
  });

  it('takes the colour from the severity without an awareness level, and one info as an object', () => {
    const alert = JSON.parse(fixture('cap-midhalendid-yellow.json')) as { alert: { info: unknown[] } };
    const single = JSON.stringify({ alert: { ...alert.alert, info: alert.alert.info[0] } });
    expect(parseCapAlert(single)).toMatchObject({
      colour: 'yellow',
      areas: ['Miðhálendið'],
      headline: { is: expect.any(String) },
    });
  });

  it('leaves out what is not a warning in force: a test, a cancel, a minor one', () => {
    const orange = fixture('cap-faxafloi-orange.json');
    expect(parseCapAlert(orange.replace('"status": "Actual"', '"status": "Test"'))).toBeNull();
    expect(parseCapAlert(orange.replace('"msgType": "Alert"', '"msgType": "Cancel"'))).toBeNull();
    const minor = fixture('cap-midhalendid-yellow.json').replaceAll('"Moderate"', '"Minor"');
    expect(parseCapAlert(minor)).toBeNull();
  });

  it.each([
    ['text that is not JSON', '<html>'],
    ['no alert', '{}'],
    ['no info', JSON.stringify({ alert: { identifier: 'x', sent: '2026-11-28T07:30:00+00:00', status: 'Actual' } })],
    [
      'a sent time that is not a time',
      fixture('cap-faxafloi-orange.json').replace('"sent": "2026-11-28T07:30:00+00:00"', '"sent": "yesterday"'),
    ],
    ['no area', fixture('cap-faxafloi-orange.json').replaceAll(/"area": \{[^}]*\}/g, '"area": []')],
  ])('refuses a message with %s', (_, body) => {
    expect(() => parseCapAlert(body)).toThrow(TripFeedFormatError);
  });

  it('reads the list of active warnings; an empty answer is none in force; a broken list is refused', () => {
    expect(parseActiveList(fixture('cap-active.json'))).toHaveLength(2);
    expect(parseActiveList('')).toEqual([]);
    expect(() => parseActiveList('{"warnings": []}')).toThrow(TripFeedFormatError);
    expect(() => parseActiveList('[{"sender": "vedur.is"}]')).toThrow(TripFeedFormatError);
  });

  it('reads times with or without a zone, and refuses others', () => {
    expect(feedInstant('2026-11-28T07:30:00+00:00', 't')).toBe('2026-11-28T07:30:00.000Z');
    expect(feedInstant('2026-11-28T07:30', 't')).toBe('2026-11-28T07:30:00.000Z');
    expect(() => feedInstant('2026-13-45T07:30:00', 't')).toThrow(TripFeedFormatError);
  });
});

describe('the stand-in, read through the adapters', () => {
  let standIn: TripStandIn;
  const now = new Date('2027-03-02T12:00:00Z');
  beforeAll(async () => {
    standIn = await startTripStandIn({ now: () => now });
  });
  afterAll(() => standIn.close());

  it('serves the recorded road conditions with their times moved to now', async () => {
    const segments = await fetchRoadConditions(standIn.roadsUrl, { fetch });
    const closed = segments.find((segment) => segment.route === '43')!;
    expect(closed.closed).toBe(true);
    // Recorded 3 h 10 min before the recording's time, so 3 h 10 min before now.
    expect(closed.issuedAt).toBe('2027-03-02T08:50:00.000Z');
  });

  it('serves the active warnings and each message, the orange one issued before now', async () => {
    const warnings = await fetchWeatherWarnings(standIn.warningsUrl, { fetch });
    expect(warnings.map((warning) => warning.colour)).toEqual(['orange', 'yellow']);
    expect(warnings[0]!.issuedAt).toBe('2027-03-02T09:50:00.000Z');
    expect(Date.parse(warnings[0]!.expires!)).toBeGreaterThan(now.getTime());
  });

  it('fails clearly on a broken feed and on an error status', async () => {
    await expect(fetchRoadConditions(`${standIn.url}/broken/roads/faerd2014_1`, { fetch })).rejects.toThrow(
      TripFeedFormatError,
    );
    await expect(fetchWeatherWarnings(`${standIn.url}/failing/warnings/capbroker/`, { fetch })).rejects.toThrow(
      /HTTP 503/,
    );
    await expect(fetchRoadConditions(`${standIn.url}/roads/nothing-here`, { fetch })).rejects.toThrow(/HTTP 404/);
  });

  it('moves times written with and without a zone alike', () => {
    expect(shiftTimes('<a>2026-11-28T09:40:00</a> "2026-11-28T09:40:00+00:00"', 60_000)).toBe(
      '<a>2026-11-28T09:41:00</a> "2026-11-28T09:41:00+00:00"',
    );
  });
});
