import {
  moveByKey,
  nextSequence,
  noteOf,
  positionOfTap,
  takenAtOf,
  zoneOf,
  zonePosition,
  outlineZones,
} from './walk-parts';

describe('the car outline', () => {
  it('names the zone of a point and marks each zone’s own point in it', () => {
    expect(zoneOf({ x: 0.1, y: 0.1 })).toBe('frontLeft');
    expect(zoneOf({ x: 0.5, y: 0.5 })).toBe('roof');
    expect(zoneOf({ x: 0.9, y: 0.95 })).toBe('rearRight');
    for (const zone of outlineZones) expect(zoneOf(zonePosition(zone.id))).toBe(zone.id);
  });

  it('turns a tap into a point of the outline, kept inside it', () => {
    const box = { left: 10, top: 100, width: 200, height: 400 };
    expect(positionOfTap(110, 200, box)).toEqual({ x: 0.5, y: 0.25 });
    expect(positionOfTap(0, 600, box)).toEqual({ x: 0, y: 1 });
  });

  it('moves the mark with the arrow keys, from the middle when none is set, never off the car', () => {
    expect(moveByKey(null, 'ArrowUp')).toEqual({ x: 0.5, y: 0.45 });
    expect(moveByKey({ x: 0.5, y: 0.5 }, 'ArrowRight', true)).toEqual({ x: 0.7, y: 0.5 });
    expect(moveByKey({ x: 0.02, y: 0.5 }, 'ArrowLeft')).toEqual({ x: 0, y: 0.5 });
    expect(moveByKey({ x: 0.5, y: 0.5 }, 'Enter')).toBeNull();
  });
});

describe('takenAtOf', () => {
  const now = new Date('2027-07-14T10:05:00.000Z');
  it('is the file’s time as the phone says it', () => {
    expect(takenAtOf(Date.parse('2027-07-14T10:02:11.000Z'), now)).toBe('2027-07-14T10:02:11.000Z');
  });
  it('is now when the file has no time or one in the future', () => {
    expect(takenAtOf(undefined, now)).toBe(now.toISOString());
    expect(takenAtOf(0, now)).toBe(now.toISOString());
    expect(takenAtOf(now.getTime() + 3_600_000, now)).toBe(now.toISOString());
  });
});

describe('nextSequence and noteOf', () => {
  it('counts on after the stored and the waiting photos', () => {
    expect(nextSequence([], [])).toBe(1);
    expect(nextSequence([{ sequence: 3 }, { sequence: 1 }], [{ sequence: 5 }])).toBe(6);
  });
  it('trims a note and cuts it at 280 characters', () => {
    expect(noteOf('  ')).toBeNull();
    expect(noteOf(' Scratch on the door ')).toBe('Scratch on the door');
    expect(noteOf('x'.repeat(300))).toHaveLength(280);
  });
});
