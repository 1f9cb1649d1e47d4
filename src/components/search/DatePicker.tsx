import { useSelector } from '@xstate/react';
import { useEffect, useMemo, useRef, type KeyboardEvent } from 'react';
import type { ActorRefFrom } from 'xstate';
import type { DayStatus } from '../../booking/search-rules';
import { calendarFirstWeekday } from '../../config/constants';
import { monthGrid, type DateRange } from '../../domain/calendar';
import { addDays, daysInMonth } from '../../domain/dates';
import { useTranslation } from '../../i18n/TranslationProvider';
import { shownMonths, type calendarMachine, type CalendarSnapshot } from '../../machines/calendar.machine';
import { formatDay, fullDate } from './format';
import * as styles from './search.module.css';

const selectContext = (snapshot: CalendarSnapshot) => snapshot.context;

/** Seven weekday names from the first weekday on (0 Sunday), in `language`. */
function weekdayNames(language: string, firstWeekday: number): { short: string; long: string }[] {
  // 2023-01-01 was a Sunday.
  return Array.from({ length: 7 }, (_, index) => {
    const date = `2023-01-${String(1 + ((firstWeekday + index) % 7)).padStart(2, '0')}`;
    return {
      short: formatDay(date, language, { weekday: 'short' }),
      long: formatDay(date, language, { weekday: 'long' }),
    };
  });
}

/** Column of `date` in a week starting on `firstWeekday` (0-6). Read in UTC: the same in every time zone. */
function columnOf(date: string, firstWeekday: number): number {
  return (new Date(`${date}T00:00:00Z`).getUTCDay() - firstWeekday + 7) % 7;
}

/** The same day `months` months on, the last day of the month when it has fewer days. */
function plusMonths(date: string, months: number): string {
  const [year = 0, month = 1, day = 1] = date.split('-').map(Number);
  const index = year * 12 + (month - 1) + months;
  const newYear = Math.floor(index / 12);
  const newMonth = (index % 12) + 1;
  const newDay = Math.min(day, daysInMonth(newYear, newMonth));
  return `${String(newYear).padStart(4, '0')}-${String(newMonth).padStart(2, '0')}-${String(newDay).padStart(2, '0')}`;
}

/** The day the key moves the focus to from `date`, or null for a key the calendar does not use. */
function dayAfterKey(date: string, event: KeyboardEvent): string | null {
  const column = columnOf(date, calendarFirstWeekday);
  switch (event.key) {
    case 'ArrowLeft':
      return addDays(date, -1);
    case 'ArrowRight':
      return addDays(date, 1);
    case 'ArrowUp':
      return addDays(date, -7);
    case 'ArrowDown':
      return addDays(date, 7);
    case 'Home':
      return addDays(date, -column);
    case 'End':
      return addDays(date, 6 - column);
    case 'PageUp':
      return plusMonths(date, event.shiftKey ? -12 : -1);
    case 'PageDown':
      return plusMonths(date, event.shiftKey ? 12 : 1);
    default:
      return null;
  }
}

export interface DatePickerProps {
  calendar: ActorRefFrom<typeof calendarMachine>;
  /** Whether a click on `date` can be taken with `range` chosen, and why not (search-rules.ts). */
  statusOf: (date: string, range: DateRange) => DayStatus;
  today: string;
  /** The page's language, for Intl month and weekday names. */
  language: string;
  /** The id prefix of the bar, so two bars on a page keep their ids apart. */
  idPrefix: string;
}

/**
 * The date range picker (spec §4, §9): 4 months of fixed 6-week grids from Sunday, month and weekday
 * names from Intl, previous and next buttons that slide the months by one in 200 ms (none under
 * prefers-reduced-motion). The state is calendar.machine.ts: a click or Enter or Space sends
 * `day.click`, which the machine refuses for a day that cannot be chosen. Such days stay reachable
 * (aria-disabled, not disabled) and their label says why. Arrow keys move by a day or a week, Home and
 * End to the week's ends, Page Up and Page Down by a month (with Shift a year); one day is in the tab
 * order.
 */
export function DatePicker({ calendar, statusOf, today, language, idPrefix }: DatePickerProps) {
  const { t } = useTranslation();
  const context = useSelector(calendar, selectContext);
  const { range, focusedDate, firstMonth } = context;
  const months = shownMonths(context);
  const weekdays = useMemo(() => weekdayNames(language, calendarFirstWeekday), [language]);
  const monthsRef = useRef<HTMLDivElement>(null);
  // The focus follows the machine's focused day when the picker opens and after the keys moved it.
  const wantsFocus = useRef(true);

  useEffect(() => {
    if (!wantsFocus.current) return;
    wantsFocus.current = false;
    const button = monthsRef.current?.querySelector<HTMLButtonElement>(`[data-date="${focusedDate}"]`);
    // The least scrolling that shows the day, so the month names and buttons stay in view when they can.
    button?.focus({ preventScroll: true });
    button?.scrollIntoView?.({ block: 'nearest' });
  }, [focusedDate, firstMonth]);

  // Keys act on the machine's focused day, not on the button the key landed on: keys pressed faster
  // than the page renders (a held arrow key, a busy phone) land on the day focused before, and each
  // would otherwise move from there and be lost. Enter and Space choose that day for the same reason.
  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (!(event.target as HTMLElement).dataset.date) return;
    const current = calendar.getSnapshot().context.focusedDate;
    if (event.key === 'Enter' || event.key === ' ') {
      event.preventDefault();
      calendar.send({ type: 'day.click', date: current });
      return;
    }
    const target = dayAfterKey(current, event);
    if (target === null) return;
    event.preventDefault();
    wantsFocus.current = true;
    calendar.send({ type: 'focus.move', date: target });
  };

  const instructionsId = `${idPrefix}-calendar-instructions`;
  const instructions = range.pickup && !range.return ? t('search.chooseReturnDate') : t('search.choosePickupDate');

  return (
    <div className={styles.datePicker}>
      <div className={styles.monthNav}>
        <button
          type="button"
          className={styles.monthButton}
          onClick={() => calendar.send({ type: 'month.previous' })}
          disabled={firstMonth <= context.earliestMonth}
          aria-label={t('search.previousMonth')}
        >
          <span aria-hidden="true">‹</span>
        </button>
        <p className={styles.instructions} id={instructionsId}>
          {instructions}
          <span className="visually-hidden"> {t('search.keyboardHelp')}</span>
        </p>
        <button
          type="button"
          className={styles.monthButton}
          onClick={() => calendar.send({ type: 'month.next' })}
          aria-label={t('search.nextMonth')}
        >
          <span aria-hidden="true">›</span>
        </button>
      </div>
      {/* The day buttons are the controls; the container only turns arrow keys into focus moves. */}
      {/* eslint-disable-next-line jsx-a11y/no-static-element-interactions */}
      <div ref={monthsRef} className={styles.months} data-slide={context.slide} key={firstMonth} onKeyDown={onKeyDown}>
        {months.map((month) => {
          const [year = 0, number = 1] = month.split('-').map(Number);
          const titleId = `${idPrefix}-month-${month}`;
          return (
            <div key={month} className={styles.month}>
              {/* Not a heading: the bar cannot know the heading levels of the page around it. */}
              <p id={titleId} className={styles.monthTitle}>
                {formatDay(`${month}-01`, language, { month: 'long', year: 'numeric' })}
              </p>
              <div className={styles.weekdays} aria-hidden="true">
                {weekdays.map((weekday) => (
                  <abbr key={weekday.long} title={weekday.long}>
                    {weekday.short}
                  </abbr>
                ))}
              </div>
              <div className={styles.days} role="group" aria-labelledby={titleId}>
                {monthGrid(year, number, calendarFirstWeekday).map((date, index) => {
                  if (!date) return <span key={`blank-${index}`} className={styles.blank} aria-hidden="true" />;
                  const { status, reason } = statusOf(date, range);
                  const isPickup = date === range.pickup;
                  const isReturn = date === range.return;
                  const between = Boolean(range.pickup && range.return && date > range.pickup && date < range.return);
                  const label = [formatDay(date, language, fullDate)];
                  if (isPickup) label.push(t('search.pickupDay'));
                  if (isReturn) label.push(t('search.returnDay'));
                  if (reason) label.push(t('search.unavailable', { reason: t(reason) }));
                  return (
                    <button
                      key={date}
                      type="button"
                      data-date={date}
                      className={styles.day}
                      data-state={isPickup || isReturn ? 'chosen' : between ? 'between' : undefined}
                      data-today={date === today ? '' : undefined}
                      tabIndex={date === focusedDate ? 0 : -1}
                      aria-label={label.join(', ')}
                      aria-pressed={isPickup || isReturn}
                      aria-disabled={status !== 'available'}
                      aria-describedby={instructionsId}
                      aria-current={date === today ? 'date' : undefined}
                      onClick={() => calendar.send({ type: 'day.click', date })}
                    >
                      {Number(date.slice(8))}
                    </button>
                  );
                })}
              </div>
            </div>
          );
        })}
      </div>
    </div>
  );
}
