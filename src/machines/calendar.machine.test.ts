import { createActor } from 'xstate';
import type { DateRange } from '../domain/calendar';
import { addMonths, calendarMachine, shownMonths, type CalendarEvent } from './calendar.machine';

function start(range: DateRange = {}, today = '2027-03-10') {
  return createActor(calendarMachine, { input: { today, range } }).start();
}

const click = (date: string, available = true): CalendarEvent => ({ type: 'day.click', date, available });

describe('calendar selection (spec §4)', () => {
  it('sets the pickup with the first click', () => {
    const actor = start();
    actor.send(click('2027-03-12'));
    expect(actor.getSnapshot().context.range).toEqual({ pickup: '2027-03-12' });
    expect(actor.getSnapshot().value).toBe('pickupChosen');
  });

  it('sets the return with a later second click', () => {
    const actor = start({ pickup: '2027-03-12' });
    actor.send(click('2027-03-15'));
    expect(actor.getSnapshot().context.range).toEqual({ pickup: '2027-03-12', return: '2027-03-15' });
    expect(actor.getSnapshot().value).toBe('rangeChosen');
  });

  it('takes a second click on the pickup day as a same-day return', () => {
    const actor = start({ pickup: '2027-03-12' });
    actor.send(click('2027-03-12'));
    expect(actor.getSnapshot().context.range).toEqual({ pickup: '2027-03-12', return: '2027-03-12' });
  });

  it('replaces the pickup with a click earlier than it', () => {
    const actor = start({ pickup: '2027-03-12' });
    actor.send(click('2027-03-11'));
    expect(actor.getSnapshot().context.range).toEqual({ pickup: '2027-03-11' });
    expect(actor.getSnapshot().value).toBe('pickupChosen');
  });

  it('starts over with a new pickup when both dates are set', () => {
    const actor = start({ pickup: '2027-03-12', return: '2027-03-15' });
    actor.send(click('2027-03-20'));
    expect(actor.getSnapshot().context.range).toEqual({ pickup: '2027-03-20' });
    expect(actor.getSnapshot().value).toBe('pickupChosen');
  });

  it('ignores a click on a day that cannot be chosen', () => {
    const actor = start({ pickup: '2027-03-12' });
    actor.send(click('2027-03-15', false));
    expect(actor.getSnapshot().context.range).toEqual({ pickup: '2027-03-12' });
  });

  it('follows dates changed outside the calendar', () => {
    const actor = start({ pickup: '2027-03-12', return: '2027-03-15' });
    actor.send({ type: 'range.set', range: {} });
    expect(actor.getSnapshot().value).toBe('empty');
    actor.send({ type: 'range.set', range: { pickup: '2027-04-01' } });
    expect(actor.getSnapshot().value).toBe('pickupChosen');
  });
});

describe('calendar months (spec §9: 4 months, one at a time)', () => {
  it("shows 4 months from today's month, or from the pickup's", () => {
    expect(shownMonths(start().getSnapshot().context)).toEqual(['2027-03', '2027-04', '2027-05', '2027-06']);
    expect(start({ pickup: '2027-11-02' }).getSnapshot().context.firstMonth).toBe('2027-11');
  });

  it("slides forward across the year and back, never before today's month", () => {
    const actor = start({}, '2027-12-01');
    actor.send({ type: 'month.previous' });
    expect(actor.getSnapshot().context).toMatchObject({ firstMonth: '2027-12', slide: 'none' });
    actor.send({ type: 'month.next' });
    expect(actor.getSnapshot().context).toMatchObject({ firstMonth: '2028-01', slide: 'next' });
    actor.send({ type: 'month.previous' });
    expect(actor.getSnapshot().context).toMatchObject({ firstMonth: '2027-12', slide: 'previous' });
  });

  it('adds months over year ends in both directions', () => {
    expect(addMonths('2027-12', 1)).toBe('2028-01');
    expect(addMonths('2027-01', -1)).toBe('2026-12');
    expect(addMonths('2027-05', 14)).toBe('2028-07');
  });
});
