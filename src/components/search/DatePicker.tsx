import { useSelector } from '@xstate/react';
import { useEffect, useMemo, useRef, useState, type KeyboardEvent } from 'react';
import type { ActorRefFrom } from 'xstate';
import { dayStatus, phaseOfClick, type DayStatus } from '../../booking/search-rules';
import type { BookingSearch, SearchRules } from '../../booking/search';
import { calendarFirstWeekday } from '../../config/constants';
import type { LocaleCode } from '../../config/locales';
import { monthGrid } from '../../domain/calendar';
import { addDays } from '../../domain/dates';
import { formatDate } from '../../i18n/format-date';
import { useTranslation } from '../../i18n/TranslationProvider';
import { shownMonths, type calendarMachine, type CalendarSnapshot } from '../../machines/calendar.machine';
import * as styles from './search.module.css';

const fullDate: Intl.DateTimeFormatOptions = { weekday: 'long', day: 'numeric', month: 'long', year: 'numeric' };

const selectContext = (snapshot: CalendarSnapshot) => snapshot.context;

/** Seven weekday names from the first weekday on (0 Sunday), short, in `language`. */
function weekdayNames(language: LocaleCode, firstWeekday: number): { short: string; long: string }[] {
  // 2023-01-01 was a Sunday.
  return Array.from({ length: 7 }, (_, index) => {
    const date = `2023-01-${String(1 + ((firstWeekday + index) % 7)).padStart(2, '0')}`;
    return {
      short: formatDate(date, language, { weekday: 'short' }),
      long: formatDate(date, language, { weekday: 'long' }),
    };
  });
}

/**
 * The date range picker (spec §9: 4 months, first weekday Sunday, 6-week grids, a 200 ms slide). Days
 * before today plus the offset and days the places cannot serve are marked unavailable with the reason
 * in their label (aria-disabled, so a screen reader still reaches them and hears why). Arrow keys move
 * by a day or a week, Page Up/Down by a month, Home/End to the week's ends; Enter or Space chooses.
 */
export function DatePicker(props: {
  calendar: ActorRefFrom<typeof calendarMachine>;
  search: BookingSearch;
  rules: SearchRules;
  today: string;
  language: LocaleCode;
  onDayClick: (date: string) => void;
}) {
  const { calendar, search, rules, today, language, onDayClick } = props;
  const { t } = useTranslation();
  const context = useSelector(calendar, selectContext);
  const months = shownMonths(context);
  const weekdays = useMemo(() => weekdayNames(language, calendarFirstWeekday), [language]);
  const gridRef = useRef<HTMLDivElement>(null);
  const { range } = context;

  const lastShown = `${months[months.length - 1]}-31`;
  const firstShown = `${months[0]}-01`;
  // The day in the tab order: the one moved to with the keys, else the pickup, else the first one that
  // can be chosen among the months shown.
  const [movedTo, setMovedTo] = useState<string | null>(null);
  const wantsFocus = useRef(true);
  const focusDay = useMemo(() => {
    const shown = (date: string | null | undefined): date is string =>
      Boolean(date && date >= firstShown && date <= lastShown);
    if (shown(movedTo)) return movedTo;
    if (shown(range.pickup)) return range.pickup;
    for (let day = firstShown < today ? today : firstShown; day <= lastShown; day = addDays(day, 1)) {
      if (dayStatus(day, 'pickup', search, rules, today) === 'available') return day;
    }
    return firstShown;
  }, [movedTo, range.pickup, firstShown, lastShown, today, search, rules]);

  // Focus follows the keys (and lands on the calendar when it opens), also after a month slide.
  useEffect(() => {
    if (!wantsFocus.current) return;
    wantsFocus.current = false;
    gridRef.current?.querySelector<HTMLButtonElement>(`[data-date="${focusDay}"]`)?.focus();
  }, [focusDay, context.firstMonth]);

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const date = (event.target as HTMLElement).dataset.date;
    if (!date) return;
    const steps: Record<string, number> = { ArrowLeft: -1, ArrowRight: 1, ArrowUp: -7, ArrowDown: 7 };
    let target: string | null = null;
    if (event.key in steps) target = addDays(date, steps[event.key] ?? 0);
    if (event.key === 'PageDown') target = addDays(date, 30);
    if (event.key === 'PageUp') target = addDays(date, -30);
    if (event.key === 'Home' || event.key === 'End') {
      const weekday = (new Date(`${date}T00:00:00Z`).getUTCDay() - calendarFirstWeekday + 7) % 7;
      target = addDays(date, event.key === 'Home' ? -weekday : 6 - weekday);
    }
    if (!target) return;
    event.preventDefault();
    if (target < `${context.earliestMonth}-01`) return;
    if (target > lastShown) calendar.send({ type: 'month.next' });
    if (target < firstShown) calendar.send({ type: 'month.previous' });
    wantsFocus.current = true;
    setMovedTo(target);
  };

  const reasons: Record<Exclude<DayStatus, 'available'>, string> = {
    past: t('search.unavailablePast'),
    closed: t('search.unavailableClosed'),
    noReturns: t('search.unavailableNoReturns'),
  };

  const instructions = range.pickup && !range.return ? t('search.chooseReturnDate') : t('search.choosePickupDate');

  return (
    <div className={styles.datePicker}>
      <div className={styles.monthNav}>
        <button
          type="button"
          className={styles.monthButton}
          onClick={() => calendar.send({ type: 'month.previous' })}
          disabled={context.firstMonth <= context.earliestMonth}
          aria-label={t('search.previousMonth')}
        >
          ‹
        </button>
        <p className={styles.instructions} id="date-picker-instructions">
          {instructions}
        </p>
        <button
          type="button"
          className={styles.monthButton}
          onClick={() => calendar.send({ type: 'month.next' })}
          aria-label={t('search.nextMonth')}
        >
          ›
        </button>
      </div>
      {/* Arrow keys move between the day buttons; the buttons themselves are the controls. */}
      {/* eslint-disable-next-line jsx-a11y/no-static-element-interactions */}
      <div
        ref={gridRef}
        className={styles.months}
        data-slide={context.slide}
        key={context.firstMonth}
        onKeyDown={onKeyDown}
      >
        {months.map((month) => {
          const [year = 0, number = 1] = month.split('-').map(Number);
          const cells = monthGrid(year, number, calendarFirstWeekday);
          const titleId = `month-${month}`;
          return (
            <section key={month} className={styles.month} aria-labelledby={titleId}>
              <h3 id={titleId} className={styles.monthTitle}>
                {formatDate(`${month}-01`, language, { month: 'long', year: 'numeric' })}
              </h3>
              <div className={styles.weekdays} aria-hidden="true">
                {weekdays.map((weekday) => (
                  <span key={weekday.long}>{weekday.short}</span>
                ))}
              </div>
              <div className={styles.days} role="group" aria-labelledby={titleId}>
                {cells.map((date, index) => {
                  if (!date) return <span key={`blank-${index}`} className={styles.blank} aria-hidden="true" />;
                  const status = dayStatus(date, phaseOfClick(range, date), search, rules, today);
                  const isPickup = date === range.pickup;
                  const isReturn = date === range.return;
                  const inRange = Boolean(range.pickup && range.return && date > range.pickup && date < range.return);
                  const parts = [formatDate(date, language, fullDate)];
                  if (isPickup) parts.push(t('search.pickupDay'));
                  if (isReturn) parts.push(t('search.returnDay'));
                  if (status !== 'available') parts.push(t('search.unavailable', { reason: reasons[status] }));
                  return (
                    <button
                      key={date}
                      type="button"
                      data-date={date}
                      className={styles.day}
                      data-state={isPickup || isReturn ? 'chosen' : inRange ? 'between' : undefined}
                      data-today={date === today ? '' : undefined}
                      tabIndex={date === focusDay ? 0 : -1}
                      aria-label={parts.join(', ')}
                      aria-pressed={isPickup || isReturn}
                      aria-disabled={status !== 'available'}
                      aria-describedby="date-picker-instructions"
                      onClick={() => {
                        setMovedTo(date);
                        if (status === 'available') onDayClick(date);
                      }}
                    >
                      {Number(date.slice(8))}
                    </button>
                  );
                })}
              </div>
            </section>
          );
        })}
      </div>
    </div>
  );
}
