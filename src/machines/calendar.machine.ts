import { assign, setup, type SnapshotFrom } from 'xstate';
import { calendarMonthsShown } from '../config/constants';
import { selectCalendarDate, type DateRange } from '../domain/calendar';

export interface CalendarInput {
  /** Today in Iceland, 'YYYY-MM-DD': the first month shown can never be earlier than its month. */
  today: string;
  range: DateRange;
}

export interface CalendarContext {
  range: DateRange;
  /** The first of the shown months, 'YYYY-MM'. */
  firstMonth: string;
  /** The month of today: the earliest first month. */
  earliestMonth: string;
  /** The direction of the last slide, for the 200 ms animation (spec §9). */
  slide: 'none' | 'next' | 'previous';
}

export type CalendarEvent =
  /** A click on a day; `available` says whether the day can be chosen (the location rules, spec §5). */
  | { type: 'day.click'; date: string; available: boolean }
  | { type: 'month.next' }
  | { type: 'month.previous' }
  /** The dates changed outside the calendar (a new place cleared them, a restored search). */
  | { type: 'range.set'; range: DateRange };

/** 'YYYY-MM' plus `months` (may be negative). */
export function addMonths(month: string, months: number): string {
  const [year = 0, number = 1] = month.split('-').map(Number);
  const index = year * 12 + (number - 1) + months;
  return `${String(Math.floor(index / 12)).padStart(4, '0')}-${String((index % 12) + 1).padStart(2, '0')}`;
}

function stateOf(range: DateRange): 'empty' | 'pickupChosen' | 'rangeChosen' {
  if (range.pickup && range.return) return 'rangeChosen';
  return range.pickup ? 'pickupChosen' : 'empty';
}

/**
 * The calendar of the search panel (spec §4 Calendar selection): the first click sets the pickup, a
 * later click the return, a click earlier than the pickup replaces the pickup, and a click when both are
 * set starts over with a new pickup. A click on a day that cannot be chosen (the event says so: the
 * component asks the location rules) changes nothing. It shows 4 months from `firstMonth` and slides one month at a time, never before today's.
 */
export const calendarMachine = setup({
  types: {
    input: {} as CalendarInput,
    context: {} as CalendarContext,
    events: {} as CalendarEvent,
  },
  guards: {
    /** A day that cannot be chosen (before today plus the offset, closed) is refused. */
    isAvailable: ({ event }) => event.type === 'day.click' && event.available,
    canGoBack: ({ context }) => context.firstMonth > context.earliestMonth,
    isPickupOnly: ({ context }) => stateOf(context.range) === 'pickupChosen',
    isRange: ({ context }) => stateOf(context.range) === 'rangeChosen',
  },
  actions: {
    choose: assign({
      range: ({ context, event }) =>
        event.type === 'day.click' ? selectCalendarDate(context.range, event.date) : context.range,
    }),
    setRange: assign({ range: ({ context, event }) => (event.type === 'range.set' ? event.range : context.range) }),
    next: assign({ firstMonth: ({ context }) => addMonths(context.firstMonth, 1), slide: 'next' as const }),
    previous: assign({ firstMonth: ({ context }) => addMonths(context.firstMonth, -1), slide: 'previous' as const }),
  },
}).createMachine({
  id: 'calendar',
  context: ({ input }) => {
    const earliestMonth = input.today.slice(0, 7);
    const pickupMonth = input.range.pickup?.slice(0, 7);
    return {
      range: input.range,
      earliestMonth,
      firstMonth: pickupMonth && pickupMonth > earliestMonth ? pickupMonth : earliestMonth,
      slide: 'none',
    };
  },
  initial: 'routing',
  on: {
    'month.next': { actions: 'next' },
    'month.previous': { guard: 'canGoBack', actions: 'previous' },
    'range.set': { target: '.routing', actions: 'setRange' },
    'day.click': {
      guard: 'isAvailable',
      target: '.routing',
      actions: 'choose',
    },
  },
  states: {
    routing: {
      always: [
        { guard: 'isRange', target: 'rangeChosen' },
        { guard: 'isPickupOnly', target: 'pickupChosen' },
        { target: 'empty' },
      ],
    },
    empty: {},
    pickupChosen: {},
    /** The second click: the panel closes after 200 ms (search-panel.machine.ts). */
    rangeChosen: {},
  },
});

export type CalendarSnapshot = SnapshotFrom<typeof calendarMachine>;

/** The months shown, 'YYYY-MM' (spec §9: 4). */
export function shownMonths(context: Pick<CalendarContext, 'firstMonth'>): string[] {
  return Array.from({ length: calendarMonthsShown }, (_, index) => addMonths(context.firstMonth, index));
}
