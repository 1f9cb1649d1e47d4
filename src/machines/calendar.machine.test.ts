import { createActor, initialTransition, transition } from 'xstate';
import type { DayPhase } from '../booking/search-rules';
import type { DateRange } from '../domain/calendar';
import {
  addMonths,
  calendarMachine,
  shownMonths,
  type CalendarEmitted,
  type CalendarEvent,
  type CalendarInput,
  type CalendarSnapshot,
} from './calendar.machine';

const today = '2027-03-10';

function start(input: Partial<CalendarInput> = {}): CalendarSnapshot {
  const [snapshot] = initialTransition(calendarMachine, { today, range: {}, ...input });
  return snapshot;
}

function run(snapshot: CalendarSnapshot, ...events: CalendarEvent[]): CalendarSnapshot {
  let next = snapshot;
  for (const event of events) [next] = transition(calendarMachine, next, event);
  return next;
}

const click = (date: string): CalendarEvent => ({ type: 'day.click', date });
const rangeOf = (snapshot: CalendarSnapshot): DateRange => snapshot.context.range;

describe('calendar selection (spec §4)', () => {
  it('starts where the dates of the input put it', () => {
    expect(start().value).toBe('noDates');
    expect(start({ range: { pickup: '2027-03-12' } }).value).toBe('pickupChosen');
    expect(start({ range: { pickup: '2027-03-12', return: '2027-03-15' } }).value).toBe('rangeChosen');
  });

  it('sets the pickup with the first click', () => {
    const snapshot = run(start(), click('2027-03-12'));
    expect(rangeOf(snapshot)).toEqual({ pickup: '2027-03-12' });
    expect(snapshot.value).toBe('pickupChosen');
  });

  it('sets the return with a later second click', () => {
    const snapshot = run(start(), click('2027-03-12'), click('2027-03-15'));
    expect(rangeOf(snapshot)).toEqual({ pickup: '2027-03-12', return: '2027-03-15' });
    expect(snapshot.value).toBe('rangeChosen');
  });

  it('takes a second click on the pickup day as a same-day return', () => {
    const snapshot = run(start(), click('2027-03-12'), click('2027-03-12'));
    expect(rangeOf(snapshot)).toEqual({ pickup: '2027-03-12', return: '2027-03-12' });
  });

  it('replaces the pickup with a click earlier than it', () => {
    const snapshot = run(start({ range: { pickup: '2027-03-12' } }), click('2027-03-11'));
    expect(rangeOf(snapshot)).toEqual({ pickup: '2027-03-11' });
    expect(snapshot.value).toBe('pickupChosen');
  });

  it('starts over with a new pickup and no return when both dates are set, earlier or later', () => {
    const both = start({ range: { pickup: '2027-03-12', return: '2027-03-15' } });
    for (const date of ['2027-03-20', '2027-03-11', '2027-03-13']) {
      const snapshot = run(both, click(date));
      expect(rangeOf(snapshot)).toEqual({ pickup: date });
      expect(snapshot.value).toBe('pickupChosen');
    }
  });

  it('moves the focus to the day chosen', () => {
    expect(run(start(), click('2027-04-02')).context.focusedDate).toBe('2027-04-02');
  });
});

describe('days that cannot be chosen', () => {
  it('ignores a click before today plus the offset, in every state', () => {
    const offset = { offsetDays: 2 };
    for (const range of [{}, { pickup: '2027-03-14' }, { pickup: '2027-03-14', return: '2027-03-16' }]) {
      const before = start({ ...offset, range });
      for (const date of ['2027-03-09', '2027-03-10', '2027-03-11']) {
        const after = run(before, click(date));
        expect(after.value).toBe(before.value);
        expect(after.context).toEqual(before.context);
      }
    }
    expect(rangeOf(run(start(offset), click('2027-03-12')))).toEqual({ pickup: '2027-03-12' });
  });

  it('asks the rules of the input with the phase the click would have, and refuses what they refuse', () => {
    const asked: [string, DayPhase][] = [];
    // Closed on the 17th for pickups, on the 20th for returns.
    const isDayUnavailable = (date: string, phase: DayPhase) => {
      asked.push([date, phase]);
      return phase === 'pickup' ? date === '2027-03-17' : date === '2027-03-20';
    };
    const empty = start({ isDayUnavailable });
    expect(run(empty, click('2027-03-17')).value).toBe('noDates');
    expect(rangeOf(run(empty, click('2027-03-20')))).toEqual({ pickup: '2027-03-20' });

    const picked = run(empty, click('2027-03-12'));
    asked.length = 0;
    expect(rangeOf(run(picked, click('2027-03-20')))).toEqual({ pickup: '2027-03-12' });
    expect(asked).toContainEqual(['2027-03-20', 'return']);
    expect(rangeOf(run(picked, click('2027-03-17')))).toEqual({ pickup: '2027-03-12', return: '2027-03-17' });
    // Earlier than the pickup: judged as a pickup.
    expect(rangeOf(run(start({ isDayUnavailable, range: { pickup: '2027-03-18' } }), click('2027-03-17')))).toEqual({
      pickup: '2027-03-18',
    });

    const both = run(picked, click('2027-03-15'));
    expect(run(both, click('2027-03-17')).value).toBe('rangeChosen');
  });

  it('ignores a click on something that is not a date', () => {
    const before = start();
    expect(run(before, click('2027-02-30')).context).toEqual(before.context);
  });
});

describe('what the calendar tells the panel (spec §4: closes 200 ms after the return date)', () => {
  it('emits each pick with the new range', () => {
    const actor = createActor(calendarMachine, { input: { today, range: {} } });
    const emitted: CalendarEmitted[] = [];
    actor.on('pickupDate.chosen', (event) => emitted.push(event));
    actor.on('returnDate.chosen', (event) => emitted.push(event));
    actor.start();
    actor.send(click('2027-03-09'));
    actor.send(click('2027-03-12'));
    actor.send(click('2027-03-11'));
    actor.send(click('2027-03-15'));
    actor.send(click('2027-03-20'));
    actor.send({ type: 'range.set', range: {} });
    expect(emitted).toEqual([
      { type: 'pickupDate.chosen', date: '2027-03-12', range: { pickup: '2027-03-12' } },
      { type: 'pickupDate.chosen', date: '2027-03-11', range: { pickup: '2027-03-11' } },
      { type: 'returnDate.chosen', date: '2027-03-15', range: { pickup: '2027-03-11', return: '2027-03-15' } },
      { type: 'pickupDate.chosen', date: '2027-03-20', range: { pickup: '2027-03-20' } },
    ]);
  });
});

describe('dates changed outside the calendar', () => {
  it('follows a new range without emitting', () => {
    const both = start({ range: { pickup: '2027-03-12', return: '2027-03-15' } });
    expect(run(both, { type: 'range.set', range: {} }).value).toBe('noDates');
    expect(run(both, { type: 'range.set', range: { pickup: '2027-04-01' } }).value).toBe('pickupChosen');
    const set = run(start(), { type: 'range.set', range: { pickup: '2027-04-01', return: '2027-04-03' } });
    expect(set.value).toBe('rangeChosen');
    expect(rangeOf(set)).toEqual({ pickup: '2027-04-01', return: '2027-04-03' });
  });
});

describe('calendar months (spec §9: 4 months, one at a time)', () => {
  it("shows 4 months from the first selectable day's month, or from the pickup's", () => {
    expect(shownMonths(start().context)).toEqual(['2027-03', '2027-04', '2027-05', '2027-06']);
    expect(start({ range: { pickup: '2027-11-02' } }).context.firstMonth).toBe('2027-11');
    expect(start({ today: '2027-03-30', offsetDays: 3 }).context).toMatchObject({
      firstSelectableDate: '2027-04-02',
      earliestMonth: '2027-04',
      firstMonth: '2027-04',
    });
    // A kept pickup in the past does not take the calendar back.
    expect(start({ range: { pickup: '2027-01-05' } }).context.firstMonth).toBe('2027-03');
  });

  it("slides forward across the year and back, never before the first selectable day's month", () => {
    const december = start({ today: '2027-12-01' });
    expect(run(december, { type: 'month.previous' }).context).toMatchObject({ firstMonth: '2027-12', slide: 'none' });
    const january = run(december, { type: 'month.next' });
    expect(january.context).toMatchObject({ firstMonth: '2028-01', slide: 'next' });
    expect(run(january, { type: 'month.previous' }).context).toMatchObject({
      firstMonth: '2027-12',
      slide: 'previous',
    });
  });

  it('stops at the last month of year 9999', () => {
    const late = start({ today: '9999-09-01' });
    expect(shownMonths(late.context)).toEqual(['9999-09', '9999-10', '9999-11', '9999-12']);
    expect(run(late, { type: 'month.next' }).context.firstMonth).toBe('9999-09');
  });

  it('keeps the focused day inside the months shown', () => {
    const focused = start();
    expect(focused.context.focusedDate).toBe('2027-03-10');
    expect(run(focused, { type: 'month.next' }).context.focusedDate).toBe('2027-04-01');
    const atEnd = run(focused, { type: 'focus.move', date: '2027-06-30' }, { type: 'month.previous' });
    expect(atEnd.context.focusedDate).toBe('2027-06-30');
    const later = run(focused, { type: 'month.next' }, { type: 'focus.move', date: '2027-07-31' });
    expect(run(later, { type: 'month.previous' }).context.focusedDate).toBe('2027-06-30');
  });

  it('adds months over year ends in both directions', () => {
    expect(addMonths('2027-12', 1)).toBe('2028-01');
    expect(addMonths('2027-01', -1)).toBe('2026-12');
    expect(addMonths('2027-05', 14)).toBe('2028-07');
  });
});

describe('keyboard focus', () => {
  it('starts on the pickup, else on the first day the rules let the visitor pick up', () => {
    expect(start({ range: { pickup: '2027-04-02' } }).context.focusedDate).toBe('2027-04-02');
    const closedFirstDays = (date: string) => date < '2027-03-13';
    expect(start({ isDayUnavailable: closedFirstDays }).context.focusedDate).toBe('2027-03-13');
    expect(start({ isDayUnavailable: () => true }).context.focusedDate).toBe('2027-03-10');
  });

  it('moves the focus, sliding the months when it leaves them', () => {
    const snapshot = start();
    expect(run(snapshot, { type: 'focus.move', date: '2027-03-11' }).context).toMatchObject({
      focusedDate: '2027-03-11',
      firstMonth: '2027-03',
    });
    const forward = run(snapshot, { type: 'focus.move', date: '2027-07-01' });
    expect(forward.context).toMatchObject({ focusedDate: '2027-07-01', firstMonth: '2027-04', slide: 'next' });
    const back = run(forward, { type: 'focus.move', date: '2027-03-31' });
    expect(back.context).toMatchObject({ focusedDate: '2027-03-31', firstMonth: '2027-03', slide: 'previous' });
  });

  it('reaches days before the first selectable one in its month (they say why they are unavailable), no earlier', () => {
    const snapshot = start();
    expect(run(snapshot, { type: 'focus.move', date: '2027-03-01' }).context.focusedDate).toBe('2027-03-01');
    expect(run(snapshot, { type: 'focus.move', date: '2027-02-28' }).context.focusedDate).toBe('2027-03-10');
    expect(run(snapshot, { type: 'focus.move', date: 'soon' }).context.focusedDate).toBe('2027-03-10');
  });

  it('goes back to the pickup when the picker opens again', () => {
    const moved = run(
      start({ range: { pickup: '2027-03-12' } }),
      { type: 'month.next' },
      { type: 'month.next' },
      { type: 'focus.move', date: '2027-06-03' },
    );
    expect(run(moved, { type: 'picker.open' }).context).toMatchObject({
      firstMonth: '2027-03',
      focusedDate: '2027-03-12',
      slide: 'none',
    });
  });
});
