import { useActorRef, useSelector } from '@xstate/react';
import { useEffect, useMemo, useRef, useState, type FormEvent } from 'react';
import {
  chooseDates,
  choosePickupLocation,
  choosePickupTime,
  chooseReturnLocation,
  chooseReturnTime,
  dayStatus,
  phaseOfClick,
  pickupTimeOptions,
  restoreSearch,
  returnTimeOptions,
} from '../../booking/search-rules';
import type { BookingSearch, SearchRules } from '../../booking/search';
import type { LocaleCode } from '../../config/locales';
import { searchPanelSection, type SearchPanelSection } from '../../domain/calendar';
import { formatDate } from '../../i18n/format-date';
import { useTranslation } from '../../i18n/TranslationProvider';
import { calendarMachine } from '../../machines/calendar.machine';
import { openSection, searchPanelMachine } from '../../machines/search-panel.machine';
import { DatePicker } from './DatePicker';
import { OptionList } from './OptionList';
import * as styles from './search.module.css';

export interface SearchBarProps {
  rules: SearchRules;
  /** Today in Iceland, 'YYYY-MM-DD'. */
  today: string;
  initial?: BookingSearch | null;
  language: string;
  onSubmit: (search: BookingSearch) => void;
  /** The session's coupon code (book-coupon-code), used when the search has no promo code yet. */
  couponCode?: string;
  /** `hero` on the home page, `bar` above the booking steps. */
  variant?: 'hero' | 'bar';
}

type Section = Exclude<SearchPanelSection, 0>;

const shortDate: Intl.DateTimeFormatOptions = { weekday: 'short', day: 'numeric', month: 'short' };

/**
 * The booking search bar (spec §2): pickup place, return place, the date range, pickup and return
 * times and a promo code. Each field opens its section of the panel (search-panel.machine.ts); the
 * calendar follows calendar.machine.ts; the location rules of spec §4/§5 come from
 * src/booking/search-rules.ts. Submitting with a date missing opens the date picker instead.
 */
export function SearchBar(props: SearchBarProps) {
  const { rules, today, initial, language, onSubmit, couponCode = '', variant = 'hero' } = props;
  const { t } = useTranslation();
  const [search, setSearch] = useState<BookingSearch>(() => {
    const restored = restoreSearch(initial ?? null, rules, today);
    return restored.promoCode ? restored : { ...restored, promoCode: couponCode };
  });

  const panel = useActorRef(searchPanelMachine);
  const section = useSelector(panel, openSection);
  const calendar = useActorRef(calendarMachine, {
    input: {
      today,
      range: {
        ...(search.pickupDate ? { pickup: search.pickupDate } : {}),
        ...(search.returnDate ? { return: search.returnDate } : {}),
      },
    },
  });

  const rootRef = useRef<HTMLFormElement>(null);
  const triggers = useRef<Partial<Record<Section, HTMLButtonElement | null>>>({});
  const lastOpen = useRef<SearchPanelSection>(searchPanelSection.closed);
  const closedFromOutside = useRef(false);
  const [announcement, setAnnouncement] = useState('');

  // When the panel closes, focus goes back to the field that opened it.
  useEffect(() => {
    const previous = lastOpen.current;
    lastOpen.current = section;
    if (section === searchPanelSection.closed && previous !== searchPanelSection.closed) {
      // Not after a click elsewhere on the page: focus stays where the visitor clicked.
      if (!closedFromOutside.current) triggers.current[previous as Section]?.focus();
      closedFromOutside.current = false;
    }
  }, [section]);

  // A click outside the bar, or Escape, closes the panel.
  useEffect(() => {
    if (section === searchPanelSection.closed) return undefined;
    const onPointer = (event: PointerEvent) => {
      if (rootRef.current?.contains(event.target as Node)) return;
      closedFromOutside.current = true;
      panel.send({ type: 'panel.close' });
    };
    const onKey = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      event.preventDefault();
      panel.send({ type: 'panel.close' });
    };
    document.addEventListener('pointerdown', onPointer);
    document.addEventListener('keydown', onKey);
    return () => {
      document.removeEventListener('pointerdown', onPointer);
      document.removeEventListener('keydown', onKey);
    };
  }, [section, panel]);

  const update = (next: BookingSearch) => {
    setSearch(next);
    const range = {
      ...(next.pickupDate ? { pickup: next.pickupDate } : {}),
      ...(next.returnDate ? { return: next.returnDate } : {}),
    };
    const current = calendar.getSnapshot().context.range;
    if (current.pickup !== range.pickup || current.return !== range.return) calendar.send({ type: 'range.set', range });
  };

  const onDayClick = (date: string) => {
    const before = calendar.getSnapshot().context.range;
    const available = dayStatus(date, phaseOfClick(before, date), search, rules, today) === 'available';
    calendar.send({ type: 'day.click', date, available });
    const after = calendar.getSnapshot().context.range;
    if (after === before) return;
    const next = chooseDates(search, after, rules);
    setSearch(next);
    const dateText = formatDate(date, language as LocaleCode, { day: 'numeric', month: 'long' });
    if (after.return) {
      setAnnouncement(t('search.announceReturn', { date: dateText }));
      panel.send({ type: 'returnDate.chosen' });
    } else {
      setAnnouncement(t('search.announcePickup', { date: dateText }));
    }
  };

  const toggle = (chosen: Section) => panel.send({ type: 'section.toggle', section: chosen });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!search.pickupDate || !search.returnDate) {
      setAnnouncement(t('search.chooseDatesFirst'));
      panel.send({ type: 'submit.missingDate' });
      return;
    }
    panel.send({ type: 'panel.close' });
    onSubmit(search);
  };

  const pickupTimes = useMemo(() => pickupTimeOptions(search, rules), [search, rules]);
  const returnTimes = useMemo(() => returnTimeOptions(search, rules), [search, rules]);

  const dateSummary =
    search.pickupDate && search.returnDate
      ? `${formatDate(search.pickupDate, language as LocaleCode, shortDate)} – ${formatDate(search.returnDate, language as LocaleCode, shortDate)}`
      : search.pickupDate
        ? `${formatDate(search.pickupDate, language as LocaleCode, shortDate)} – ${t('search.chooseReturn')}`
        : t('search.chooseDates');

  const field = (id: Section, label: string, value: string, className: string | undefined) => (
    <div className={`${styles.field} ${className ?? ''}`}>
      <span className={styles.fieldLabel} id={`search-${id}-label`}>
        {label}
      </span>
      <button
        type="button"
        ref={(element) => {
          triggers.current[id] = element;
        }}
        className={styles.fieldButton}
        aria-expanded={section === id}
        aria-controls="search-panel"
        aria-labelledby={`search-${id}-label search-${id}-value`}
        onClick={() => toggle(id)}
      >
        <span id={`search-${id}-value`}>{value}</span>
      </button>
    </div>
  );

  const pickupPlaces = rules.locations.map((place, index) => ({ place, index })).filter(({ place }) => place.pickup);
  const returnPlaces = rules.locations.map((place, index) => ({ place, index })).filter(({ place }) => place.return);

  return (
    <form
      ref={rootRef}
      className={styles.bar}
      data-variant={variant}
      onSubmit={submit}
      aria-label={t('search.label')}
      role="search"
    >
      <div className={styles.fields}>
        {field(
          searchPanelSection.pickupLocation,
          t('search.pickupPlace'),
          search.pickupLocationTitle || t('search.choosePlace'),
          styles.place,
        )}
        {field(
          searchPanelSection.returnLocation,
          t('search.returnPlace'),
          search.returnLocationTitle || t('search.choosePlace'),
          styles.place,
        )}
        {field(searchPanelSection.datePicker, t('search.dates'), dateSummary, styles.dates)}
        {field(searchPanelSection.pickupTime, t('search.pickupTime'), search.pickupTime, styles.time)}
        {field(searchPanelSection.returnTime, t('search.returnTime'), search.returnTime, styles.time)}
        <div className={`${styles.field} ${styles.promo}`}>
          <label className={styles.fieldLabel} htmlFor="search-promo">
            {t('search.promoCode')}
          </label>
          <input
            id="search-promo"
            className={styles.promoInput}
            value={search.promoCode}
            maxLength={40}
            autoComplete="off"
            autoCapitalize="characters"
            onChange={(event) => setSearch({ ...search, promoCode: event.target.value.trim().toUpperCase() })}
          />
        </div>
        <button type="submit" className={styles.submit}>
          {t('search.submit')}
        </button>
      </div>
      <p className={styles.visuallyHidden} role="status" aria-live="polite">
        {announcement}
      </p>
      <div
        id="search-panel"
        className={styles.panel}
        hidden={section === searchPanelSection.closed}
        data-section={section}
      >
        {section === searchPanelSection.datePicker ? (
          <DatePicker
            calendar={calendar}
            search={search}
            rules={rules}
            today={today}
            language={language as LocaleCode}
            onDayClick={onDayClick}
          />
        ) : null}
        {section === searchPanelSection.pickupLocation ? (
          <OptionList
            label={t('search.pickupPlace')}
            options={pickupPlaces.map(({ place, index }) => ({ value: String(index), label: place.title }))}
            selected={String(search.pickupLocationIndex)}
            onChoose={(value) => {
              update(choosePickupLocation(search, Number(value), rules));
              panel.send({ type: 'location.chosen' });
            }}
          />
        ) : null}
        {section === searchPanelSection.returnLocation ? (
          <OptionList
            label={t('search.returnPlace')}
            options={returnPlaces.map(({ place, index }) => ({ value: String(index), label: place.title }))}
            selected={String(search.returnLocationIndex)}
            onChoose={(value) => {
              update(chooseReturnLocation(search, Number(value), rules));
              panel.send({ type: 'location.chosen' });
            }}
          />
        ) : null}
        {section === searchPanelSection.pickupTime ? (
          <OptionList
            label={t('search.pickupTime')}
            empty={t('search.chooseDatesForTimes')}
            options={pickupTimes.map((slot) => ({
              value: slot.time,
              label: slot.time,
              ...(slot.selfService ? { note: t('search.selfService') } : {}),
            }))}
            selected={search.pickupTime}
            onChoose={(value) => {
              update(choosePickupTime(search, value, rules));
              panel.send({ type: 'time.chosen' });
            }}
          />
        ) : null}
        {section === searchPanelSection.returnTime ? (
          <OptionList
            label={t('search.returnTime')}
            empty={t('search.chooseDatesForTimes')}
            options={returnTimes.map((time) => ({ value: time, label: time }))}
            selected={search.returnTime}
            onChoose={(value) => {
              update(chooseReturnTime(search, value));
              panel.send({ type: 'time.chosen' });
            }}
          />
        ) : null}
      </div>
    </form>
  );
}
