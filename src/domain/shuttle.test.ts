import { shuttleMapBounds } from '../config/constants';
import {
  bearing,
  isInShuttleBounds,
  lastMovementText,
  parseShuttleFeed,
  shuttleFeedMaxEntries,
  shuttleLoop,
  shuttleOffice,
  shuttleRoute,
  shuttleTerminal,
  simulatedShuttle,
  simulatedShuttles,
} from './shuttle';

const now = new Date('2027-03-01T12:00:00Z');
const ago = (seconds: number) => new Date(now.getTime() - seconds * 1000).toISOString();

describe('lastMovementText', () => {
  it('reads "-" when no time is known (spec §8)', () => {
    expect(lastMovementText(null, now, 'en')).toBe('-');
    expect(lastMovementText(undefined, now, 'en')).toBe('-');
    expect(lastMovementText('', now, 'en')).toBe('-');
    expect(lastMovementText('yesterday-ish', now, 'de')).toBe('-');
  });

  it('counts seconds under a minute, minutes under an hour, then hours (thresholds 60 and 3600)', () => {
    expect(lastMovementText(ago(5), now, 'en')).toBe('5 seconds ago');
    expect(lastMovementText(ago(59), now, 'en')).toBe('59 seconds ago');
    expect(lastMovementText(ago(60), now, 'en')).toBe('1 minute ago');
    expect(lastMovementText(ago(150), now, 'en')).toBe('2 minutes ago');
    expect(lastMovementText(ago(3599), now, 'en')).toBe('59 minutes ago');
    expect(lastMovementText(ago(3600), now, 'en')).toBe('1 hour ago');
    expect(lastMovementText(ago(5 * 3600 + 1800), now, 'en')).toBe('5 hours ago');
  });

  it('reads a movement this instant, or a date ahead of our clock, as now', () => {
    expect(lastMovementText(ago(0), now, 'en')).toBe('now');
    expect(lastMovementText(ago(-30), now, 'en')).toBe('now');
  });

  it('speaks the page language', () => {
    expect(lastMovementText(ago(150), now, 'is')).toBe('fyrir 2 mínútum');
    expect(lastMovementText(ago(150), now, 'de')).toBe('vor 2 Minuten');
    expect(lastMovementText(ago(150), now, 'es')).toBe('hace 2 minutos');
    expect(lastMovementText(ago(150), now, 'fr')).toBe('il y a 2 minutes');
    expect(lastMovementText(ago(150), now, 'pt')).toBe('há 2 minutos');
    expect(lastMovementText(ago(7200), now, 'zh')).toBe('2小时前');
    expect(lastMovementText(ago(20), now, 'fr')).toBe('il y a 20 secondes');
  });

  it('takes the time from its argument, not the machine clock', () => {
    const date = '2027-03-01T11:00:00Z';
    expect(lastMovementText(date, new Date('2027-03-01T11:00:30Z'), 'en')).toBe('30 seconds ago');
    expect(lastMovementText(date, new Date('2027-03-01T13:00:00Z'), 'en')).toBe('2 hours ago');
  });
});

describe('bearing', () => {
  it('gives compass degrees: north 0, east 90, south 180, west 270', () => {
    const origin = { lat: 64, lon: -22.6 };
    expect(bearing(origin, { lat: 64.01, lon: -22.6 })).toBe(0);
    expect(bearing(origin, { lat: 64, lon: -22.59 })).toBe(90);
    expect(bearing(origin, { lat: 63.99, lon: -22.6 })).toBe(180);
    expect(bearing(origin, { lat: 64, lon: -22.61 })).toBe(270);
  });
});

describe('the simulated loop', () => {
  const { dwellMs, driveMs, periodMs } = shuttleLoop;
  // The loop starts at the Unix epoch; this instant is the start of a loop (a whole number of them).
  const loopStart = new Date(Math.ceil(now.getTime() / periodMs) * periodMs);
  const at = (offsetMs: number) => simulatedShuttle('1', 0, new Date(loopStart.getTime() + offsetMs));

  it('runs a 20-minute loop: 4 minutes at each end and 6 minutes driving each way', () => {
    expect(periodMs).toBe(20 * 60_000);
    expect(dwellMs).toBe(4 * 60_000);
    expect(driveMs).toBe(6 * 60_000);
  });

  it('keeps the terminal, the office and the whole road inside the map bounds', () => {
    for (const point of [shuttleTerminal, shuttleOffice, ...shuttleRoute]) expect(isInShuttleBounds(point)).toBe(true);
    for (let minute = 0; minute < 40; minute += 0.25) {
      for (const shuttle of simulatedShuttles(new Date(loopStart.getTime() + minute * 60_000))) {
        expect(isInShuttleBounds(shuttle)).toBe(true);
        expect(shuttle.lat).toBeLessThanOrEqual(shuttleMapBounds.north);
        expect(shuttle.heading).toBeGreaterThanOrEqual(0);
        expect(shuttle.heading).toBeLessThan(360);
      }
    }
  });

  it('waits at the terminal facing the way it came, since it stopped', () => {
    const waiting = at(90_000);
    expect(waiting).toMatchObject({ id: '1', lat: shuttleTerminal.lat, lon: shuttleTerminal.lon });
    expect(waiting.date).toBe(loopStart.toISOString());
    // It arrived from the office, north-east of the terminal, so it faces south-west.
    expect(waiting.heading).toBeGreaterThan(180);
    expect(waiting.heading).toBeLessThan(270);
  });

  it('drives to the office heading north-east, its last movement now', () => {
    const driving = at(dwellMs + driveMs / 2);
    expect(driving.date).toBe(new Date(loopStart.getTime() + dwellMs + driveMs / 2).toISOString());
    expect(driving.heading).toBeGreaterThan(0);
    expect(driving.heading).toBeLessThan(90);
    expect(driving.lat).toBeGreaterThan(shuttleTerminal.lat);
    expect(driving.lat).toBeLessThan(shuttleOffice.lat);
    // Further along a minute later.
    expect(at(dwellMs + driveMs / 2 + 60_000).lon).toBeGreaterThan(driving.lon);
  });

  it('waits at the office, then drives back heading south-west', () => {
    const waiting = at(dwellMs + driveMs + 60_000);
    expect(waiting).toMatchObject({ lat: shuttleOffice.lat, lon: shuttleOffice.lon });
    expect(waiting.date).toBe(new Date(loopStart.getTime() + dwellMs + driveMs).toISOString());
    const back = at(2 * dwellMs + driveMs + 60_000);
    expect(back.heading).toBeGreaterThan(180);
    expect(back.heading).toBeLessThan(270);
    expect(back.lat).toBeLessThan(shuttleOffice.lat);
  });

  it('is back where it was one period later', () => {
    for (const offset of [0, dwellMs + 1000, periodMs - 1000]) {
      const first = at(offset);
      const next = at(offset + periodMs);
      expect({ ...next, date: null }).toEqual({ ...first, date: null });
    }
  });

  it('answers the same for the same instant wherever it runs (a function of the time alone)', () => {
    const instant = new Date('2027-03-01T12:07:31.250Z');
    expect(simulatedShuttles(instant)).toEqual(simulatedShuttles(new Date(instant.getTime())));
    // A fresh copy of the module, as a new function instance loads it: no state is shared.
    let fresh: typeof simulatedShuttles | undefined;
    jest.isolateModules(() => {
      fresh = (jest.requireActual('./shuttle') as { simulatedShuttles: typeof simulatedShuttles }).simulatedShuttles;
    });
    expect(fresh).not.toBe(simulatedShuttles);
    expect(fresh?.(instant)).toEqual(simulatedShuttles(instant));
  });

  it('runs two shuttles half a loop apart', () => {
    const fleet = simulatedShuttles(loopStart);
    expect(fleet.map((shuttle) => shuttle.id)).toEqual(['1', '2']);
    const halfWay = simulatedShuttle('2', 0, new Date(loopStart.getTime() + periodMs / 2));
    expect({ ...fleet[1], date: null }).toEqual({ ...halfWay, date: null });
    expect(fleet[1]).toMatchObject({ lat: shuttleOffice.lat, lon: shuttleOffice.lon });
  });
});

describe('parseShuttleFeed', () => {
  const entry = { id: 'KEF-1', lat: 64.0, lon: -22.6, heading: 45, date: '2027-03-01T11:59:00Z' };

  it('reads the shuttles of a valid feed, with headings in [0, 360) and dates in UTC', () => {
    const result = parseShuttleFeed({
      shuttles: [
        entry,
        { id: 7, lat: 63.999, lon: -22.61, heading: -90, date: '2027-03-01T12:59:00+01:00' },
        { id: 'three', lat: 64.01, lon: -22.59, heading: 720, date: null },
      ],
    });
    expect(result).toEqual({
      ok: true,
      shuttles: [
        { ...entry, date: '2027-03-01T11:59:00.000Z' },
        { id: '7', lat: 63.999, lon: -22.61, heading: 270, date: '2027-03-01T11:59:00.000Z' },
        { id: 'three', lat: 64.01, lon: -22.59, heading: 0, date: null },
      ],
    });
    expect(parseShuttleFeed({ shuttles: [] })).toEqual({ ok: true, shuttles: [] });
  });

  it.each([
    ['no object', 'hello', 'The feed is not an object with a "shuttles" list.'],
    ['a bare list', [entry], 'The feed is not an object with a "shuttles" list.'],
    ['an entry that is not an object', { shuttles: [1] }, 'Entry 0 is not an object.'],
    ['an empty id', { shuttles: [{ ...entry, id: ' ' }] }, 'Entry 0 has no id (a string of 1-40 characters).'],
    ['a latitude as text', { shuttles: [entry, { ...entry, id: 'b', lat: '64' }] }, 'Entry 1 has no lat (-90 to 90).'],
    ['a longitude out of range', { shuttles: [{ ...entry, lon: 200 }] }, 'Entry 0 has no lon (-180 to 180).'],
    ['no heading', { shuttles: [{ ...entry, heading: undefined }] }, 'Entry 0 has no heading (degrees).'],
    [
      'a date without a zone',
      { shuttles: [{ ...entry, date: '2027-03-01 11:59' }] },
      'Entry 0 has a date that is not ISO 8601 with a zone.',
    ],
    [
      'a date as a number',
      { shuttles: [{ ...entry, date: 1_800_000_000 }] },
      'Entry 0 has a date that is not ISO 8601 with a zone.',
    ],
    ['one id twice', { shuttles: [entry, entry] }, 'The feed lists one id twice.'],
    [
      'too many shuttles',
      { shuttles: Array.from({ length: shuttleFeedMaxEntries + 1 }, (_, index) => ({ ...entry, id: `s${index}` })) },
      'The feed lists more than 50 shuttles.',
    ],
  ])('rejects %s', (_, feed, reason) => {
    expect(parseShuttleFeed(feed)).toEqual({ ok: false, reason });
  });
});
