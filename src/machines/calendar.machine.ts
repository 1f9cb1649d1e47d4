import { and, assign, emit, setup, type SnapshotFrom } from 'xstate';
import { phaseOfClick, type DayPhase } from '../booking/search-rules';
import { calendarMonthsShown, calendarYearMax } from '../config/constants';
import { selectCalendarDate, type DateRange } from '../domain/calendar';
import { addDays, daysInMonth, firstSelectableDate, isValidDateString } from '../domain/dates';

/**
 * Whether the location rules refuse `date` as a pickup or a return day (spec §5 Search). The caller
 * supplies it, so the machine stays pure; it may read the places chosen at the moment of the click.
 */
export type IsDayUnavailable = (date: string, phase: DayPhase) => boolean;

export interface CalendarInput {
  /** Today in Iceland, 'YYYY-MM-DD' (businessToday); never read from the clock here. */
  today: string;
  /** Days before today plus this offset are disabled (spec §5 Dates). Default 0. */
  offsetDays?: number;
  /** The dates chosen so far (a restored search). */
  range: DateRange;
  /** The location rules; without it every day from the first selectable one can be chosen. */
  isDayUnavailable?: IsDayUnavailable;
}

export interface CalendarContext {
  range: DateRange;
  /** Today plus the offset: earlier days are refused. */
  firstSelectableDate: string;
  /** The month of the first selectable date, 'YYYY-MM': the earliest month shown first. */
  earliestMonth: string;
  /** The first of the 4 months shown, 'YYYY-MM'. */
  firstMonth: string;
  /** The day that holds the keyboard focus (the one day button in the tab order). */
  focusedDate: string;
  /** The direction of the last slide, for the 200 ms animation (spec §9). */
  slide: 'none' | 'next' | 'previous';
  isDayUnavailable: IsDayUnavailable;
}

export type CalendarEvent =
  /** A click (or Enter, Space) on a day. */
  | { type: 'day.click'; date: string }
  /** The arrow keys and the like moved the focus to `date`; the months follow it. */
  | { type: 'focus.move'; date: string }
  | { type: 'month.next' }
  | { type: 'month.previous' }
  /** The picker opens again: months and focus go back to the pickup (or the first day to choose). */
  | { type: 'picker.open' }
  /** The dates changed outside the calendar (a new place cleared them). Emits nothing. */
  | { type: 'range.set'; range: DateRange };

/** What the calendar tells its owner: the panel closes 200 ms after the return date (spec §4). */
export type CalendarEmitted =
  | { type: 'pickupDate.chosen'; date: string; range: DateRange }
  | { type: 'returnDate.chosen'; date: string; range: DateRange };

/** 'YYYY-MM' plus `months` (may be negative). */
export function addMonths(month: string, months: number): string {
  const [year = 0, number = 1] = month.split('-').map(Number);
  const index = year * 12 + (number - 1) + months;
  return `${String(Math.floor(index / 12)).padStart(4, '0')}-${String((index % 12) + 1).padStart(2, '0')}`;
}

const monthOf = (date: string) => date.slice(0, 7);

function lastDayOf(month: string): string {
  const [year = 0, number = 1] = month.split('-').map(Number);
  return `${month}-${String(daysInMonth(year, number)).padStart(2, '0')}`;
}

/** The months shown, 'YYYY-MM' (spec §9: 4). */
export function shownMonths(context: Pick<CalendarContext, 'firstMonth'>): string[] {
  return Array.from({ length: calendarMonthsShown }, (_, index) => addMonths(context.firstMonth, index));
}

const lastShownMonth = (firstMonth: string) => addMonths(firstMonth, calendarMonthsShown - 1);
const latestFirstMonth = addMonths(`${calendarYearMax}-12`, 1 - calendarMonthsShown);

/** Whether `date` can be chosen now: from the first selectable day on, and not refused by the rules. */
function isChoosable(context: CalendarContext, date: string): boolean {
  if (!isValidDateString(date) || date < context.firstSelectableDate) return false;
  return !context.isDayUnavailable(date, phaseOfClick(context.range, date));
}

/** The months and focus of a fresh look at the calendar: the pickup's, else the first day to choose. */
function view(context: Omit<CalendarContext, 'firstMonth' | 'focusedDate' | 'slide'>) {
  const { range, earliestMonth, firstSelectableDate: first } = context;
  const pickupShown = range.pickup !== undefined && range.pickup >= first;
  const firstMonth = pickupShown && range.pickup ? monthOf(range.pickup) : earliestMonth;
  let focusedDate = pickupShown && range.pickup ? range.pickup : first;
  if (!pickupShown) {
    const last = lastDayOf(lastShownMonth(firstMonth));
    for (let day = first; day <= last; day = addDays(day, 1)) {
      if (!context.isDayUnavailable(day, 'pickup')) {
        focusedDate = day;
        break;
      }
    }
  }
  return { firstMonth, focusedDate, slide: 'none' as const };
}

/** The focused day kept inside the months shown after a slide. */
function focusInside(focusedDate: string, firstMonth: string): string {
  if (monthOf(focusedDate) < firstMonth) return `${firstMonth}-01`;
  const last = lastShownMonth(firstMonth);
  return monthOf(focusedDate) > last ? lastDayOf(last) : focusedDate;
}

const eventDate = (event: CalendarEvent) =>
  event.type === 'day.click' || event.type === 'focus.move' ? event.date : '';

/**
 * The calendar of the search panel (spec §4 Calendar selection, §9): the first click sets the pickup, a
 * later click the return, a click earlier than the pickup replaces the pickup, and a click when both are
 * set starts over with a new pickup and no return (`selectCalendarDate`). A click on a day before today
 * plus the offset, or one the location rules refuse (`isDayUnavailable` from the input), does nothing.
 * Each pick is emitted (`pickupDate.chosen`, `returnDate.chosen`) for the panel to close after 200 ms.
 * Four months are shown from `firstMonth`; they slide one month at a time, never before the month of
 * the first selectable day, and follow the keyboard focus.
 */
export const calendarMachine = setup({
  types: {
    input: {} as CalendarInput,
    context: {} as CalendarContext,
    events: {} as CalendarEvent,
    emitted: {} as CalendarEmitted,
  },
  guards: {
    'isChoosable?': ({ context, event }) => isChoosable(context, eventDate(event)),
    'isBeforePickup?': ({ context, event }) =>
      context.range.pickup !== undefined && eventDate(event) < context.range.pickup,
    'isShowable?': ({ context, event }) => {
      const date = eventDate(event);
      return (
        isValidDateString(date) && monthOf(date) >= context.earliestMonth && monthOf(date) <= `${calendarYearMax}-12`
      );
    },
    'canGoBack?': ({ context }) => context.firstMonth > context.earliestMonth,
    'canGoForward?': ({ context }) => context.firstMonth < latestFirstMonth,
    'hasReturn?': ({ context }) => context.range.return !== undefined,
    'hasPickup?': ({ context }) => context.range.pickup !== undefined,
  },
  actions: {
    choose: assign(({ context, event }) => {
      const date = eventDate(event);
      return { range: selectCalendarDate(context.range, date), focusedDate: date };
    }),
    announcePickup: emit(({ context, event }) => ({
      type: 'pickupDate.chosen' as const,
      date: eventDate(event),
      range: context.range,
    })),
    announceReturn: emit(({ context, event }) => ({
      type: 'returnDate.chosen' as const,
      date: eventDate(event),
      range: context.range,
    })),
    setRange: assign({ range: ({ context, event }) => (event.type === 'range.set' ? event.range : context.range) }),
    focus: assign(({ context, event }) => {
      const date = eventDate(event);
      const month = monthOf(date);
      if (month < context.firstMonth) return { focusedDate: date, firstMonth: month, slide: 'previous' as const };
      if (month > lastShownMonth(context.firstMonth)) {
        return { focusedDate: date, firstMonth: addMonths(month, 1 - calendarMonthsShown), slide: 'next' as const };
      }
      return { focusedDate: date };
    }),
    next: assign(({ context }) => {
      const firstMonth = addMonths(context.firstMonth, 1);
      return { firstMonth, focusedDate: focusInside(context.focusedDate, firstMonth), slide: 'next' as const };
    }),
    previous: assign(({ context }) => {
      const firstMonth = addMonths(context.firstMonth, -1);
      return { firstMonth, focusedDate: focusInside(context.focusedDate, firstMonth), slide: 'previous' as const };
    }),
    reset: assign(({ context }) => view(context)),
  },
}).createMachine({
  id: 'calendar',
  context: ({ input }) => {
    const first = firstSelectableDate(input.today, input.offsetDays ?? 0);
    const base = {
      range: input.range,
      firstSelectableDate: first,
      earliestMonth: monthOf(first),
      isDayUnavailable: input.isDayUnavailable ?? (() => false),
    };
    return { ...base, ...view(base) };
  },
  initial: 'restoring',
  on: {
    'focus.move': { guard: 'isShowable?', actions: 'focus' },
    'month.next': { guard: 'canGoForward?', actions: 'next' },
    'month.previous': { guard: 'canGoBack?', actions: 'previous' },
    'picker.open': { actions: 'reset' },
    'range.set': { target: '.restoring', actions: 'setRange' },
  },
  states: {
    /** Where the dates of the input (or of `range.set`) put the calendar. */
    restoring: {
      always: [
        { guard: 'hasReturn?', target: 'rangeChosen' },
        { guard: 'hasPickup?', target: 'pickupChosen' },
        'noDates',
      ],
    },
    noDates: {
      on: { 'day.click': { guard: 'isChoosable?', target: 'pickupChosen', actions: ['choose', 'announcePickup'] } },
    },
    pickupChosen: {
      on: {
        'day.click': [
          // spec §4: a click earlier than the pickup replaces the pickup.
          {
            guard: and(['isChoosable?', 'isBeforePickup?']),
            target: 'pickupChosen',
            actions: ['choose', 'announcePickup'],
          },
          { guard: 'isChoosable?', target: 'rangeChosen', actions: ['choose', 'announceReturn'] },
        ],
      },
    },
    rangeChosen: {
      // spec §4: a click when both are set starts over with a new pickup and clears the return.
      on: { 'day.click': { guard: 'isChoosable?', target: 'pickupChosen', actions: ['choose', 'announcePickup'] } },
    },
  },
});

export type CalendarSnapshot = SnapshotFrom<typeof calendarMachine>;
