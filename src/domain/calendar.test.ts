import fc from 'fast-check';
import { monthGrid, searchPanelSection, selectCalendarDate, toggleSection } from './calendar';

describe('selectCalendarDate (spec §4 Calendar selection)', () => {
  it('sets the pickup on the first click', () => {
    expect(selectCalendarDate({}, '2026-05-10')).toEqual({ pickup: '2026-05-10' });
  });

  it('sets the return on a later second click', () => {
    expect(selectCalendarDate({ pickup: '2026-05-10' }, '2026-05-14')).toEqual({
      pickup: '2026-05-10',
      return: '2026-05-14',
    });
  });

  it('treats a second click on the pickup day as a same-day return', () => {
    expect(selectCalendarDate({ pickup: '2026-05-10' }, '2026-05-10')).toEqual({
      pickup: '2026-05-10',
      return: '2026-05-10',
    });
  });

  it('replaces the pickup on a click before it', () => {
    expect(selectCalendarDate({ pickup: '2026-05-10' }, '2026-05-09')).toEqual({ pickup: '2026-05-09' });
  });

  it('starts over when both are set, clearing the return', () => {
    const range = { pickup: '2026-05-10', return: '2026-05-14' };
    expect(selectCalendarDate(range, '2026-05-20')).toEqual({ pickup: '2026-05-20' });
    expect(selectCalendarDate(range, '2026-05-01')).toEqual({ pickup: '2026-05-01' });
  });

  it('compares across month and year ends', () => {
    expect(selectCalendarDate({ pickup: '2026-12-30' }, '2027-01-02')).toEqual({
      pickup: '2026-12-30',
      return: '2027-01-02',
    });
  });

  it('throws a RangeError for an invalid clicked date', () => {
    expect(() => selectCalendarDate({}, '2026-02-30')).toThrow(RangeError);
  });

  it('never leaves a return before its pickup', () => {
    const date = fc
      .date({ min: new Date('2026-01-01T00:00:00Z'), max: new Date('2027-12-31T00:00:00Z'), noInvalidDate: true })
      .map((d) => d.toISOString().slice(0, 10));
    fc.assert(
      fc.property(fc.array(date, { maxLength: 10 }), (clicks) => {
        const range = clicks.reduce(selectCalendarDate, {});
        return range.return === undefined || (range.pickup !== undefined && range.pickup <= range.return);
      }),
    );
  });
});

describe('toggleSection (spec §2: selecting a section toggles it)', () => {
  it('opens a chosen section', () => {
    expect(toggleSection(searchPanelSection.closed, searchPanelSection.datePicker)).toBe(1);
    expect(toggleSection(searchPanelSection.datePicker, searchPanelSection.pickupTime)).toBe(3);
  });

  it('closes the section that is open', () => {
    for (const section of [1, 2, 3, 4, 5]) expect(toggleSection(section, section)).toBe(0);
  });

  it('stays closed when closing a closed panel', () => {
    expect(toggleSection(0, 0)).toBe(0);
  });

  it('throws a RangeError for a number that is not a section', () => {
    expect(() => toggleSection(0, 6)).toThrow(RangeError);
    expect(() => toggleSection(-1, 1)).toThrow(RangeError);
    expect(() => toggleSection(0, 1.5)).toThrow(RangeError);
  });
});

describe('monthGrid (spec §9: 6 weeks, 42 cells, Sunday first by default)', () => {
  const days = (grid: (string | null)[]) => grid.filter((cell): cell is string => cell !== null);

  it('pads a month starting on a Friday with five cells when weeks start on Sunday', () => {
    const grid = monthGrid(2026, 5);
    expect(grid).toHaveLength(42);
    expect(grid.slice(0, 6)).toEqual([null, null, null, null, null, '2026-05-01']);
    expect(grid[5 + 30]).toBe('2026-05-31');
    expect(grid.slice(36)).toEqual([null, null, null, null, null, null]);
  });

  it('starts weeks on Monday when asked', () => {
    expect(monthGrid(2026, 5, 1).slice(0, 5)).toEqual([null, null, null, null, '2026-05-01']);
  });

  it('needs no padding for a month starting on the first weekday', () => {
    expect(monthGrid(2026, 2)[0]).toBe('2026-02-01');
    expect(days(monthGrid(2026, 2))).toHaveLength(28);
  });

  it('fits a 31-day month starting on Saturday, the longest case', () => {
    const grid = monthGrid(2026, 8);
    expect(grid[6]).toBe('2026-08-01');
    expect(grid[36]).toBe('2026-08-31');
  });

  it('knows leap years', () => {
    expect(days(monthGrid(2024, 2))).toHaveLength(29);
    expect(days(monthGrid(2023, 2))).toHaveLength(28);
    expect(days(monthGrid(1900, 2))).toHaveLength(28);
  });

  it('covers the calendar’s year range 1 to 9999', () => {
    expect(monthGrid(1, 1)[1]).toBe('0001-01-01');
    expect(days(monthGrid(9999, 12)).pop()).toBe('9999-12-31');
  });

  it('throws a RangeError outside it, for month 13 or 0, or a weekday outside 0-6', () => {
    expect(() => monthGrid(0, 1)).toThrow(RangeError);
    expect(() => monthGrid(10000, 1)).toThrow(RangeError);
    expect(() => monthGrid(2026, 13)).toThrow(RangeError);
    expect(() => monthGrid(2026, 0)).toThrow(RangeError);
    expect(() => monthGrid(2026, 1, 7)).toThrow(RangeError);
  });

  it('always holds each day of the month once, in order, in 42 cells', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 9999 }),
        fc.integer({ min: 1, max: 12 }),
        fc.integer({ min: 0, max: 6 }),
        (year, month, firstWeekday) => {
          const grid = monthGrid(year, month, firstWeekday);
          const list = days(grid);
          const padding = grid.indexOf(list[0] ?? '');
          return (
            grid.length === 42 &&
            padding >= 0 &&
            padding <= 6 &&
            list.every((date, i) => date.endsWith(`-${String(i + 1).padStart(2, '0')}`)) &&
            grid.slice(padding, padding + list.length).every((cell) => cell !== null)
          );
        },
      ),
    );
  });
});
