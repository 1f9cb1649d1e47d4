import { useActorRef, useSelector } from '@xstate/react';
import { useCallback, useEffect, useLayoutEffect, useMemo, useRef, useState, type FormEvent } from 'react';
import type { BookingSearch, SearchLocation, SearchRules } from '../../booking/search';
import {
  calendarDayStatus,
  dayStatus,
  isSearchComplete,
  onDatesChange,
  onPickupLocationChange,
  onPickupTimeChange,
  onReturnLocationChange,
  onReturnTimeChange,
  pickupPlace,
  pickupTimeOptions,
  restoreSearch,
  returnPlace,
  returnTimeOptions,
  withSelfServiceFlag,
} from '../../booking/search-rules';
import { searchPanelSection } from '../../domain/calendar';
import type { DateRange } from '../../domain/calendar';
import { useTranslation } from '../../i18n/TranslationProvider';
import { calendarMachine } from '../../machines/calendar.machine';
import { openSection, searchPanelMachine, type OpenableSection } from '../../machines/search-panel.machine';
import { DatePicker } from './DatePicker';
import { dayAndMonth, formatDay, fullDate, shortDate } from './format';
import { developmentInspector } from '../../browser/inspector';
import { OptionList } from './OptionList';
import * as styles from './search.module.css';

export interface SearchBarProps {
  /** The places and the tenant's settings (GET /api/search-options). */
  rules: SearchRules;
  /** Today in Iceland, 'YYYY-MM-DD' (businessToday). */
  today: string;
  /** A kept search to start from (session storage, the wizard); checked against `rules` and `today`. */
  initial?: BookingSearch | null;
  /** The page's language: Intl month, weekday and date names. */
  language: string;
  /** The search, with both dates chosen (spec §2: the caller goes to /book/vehicles/). */
  onSubmit: (search: BookingSearch) => void;
  /** `hero` on the home page, `bar` above the booking steps. */
  variant?: 'hero' | 'bar';
  /**
   * With it, a complete initial search shows as a compact summary whose click calls it (spec §2:
   * "Clicking the date range summary also goes there"); a Change button opens the whole bar.
   */
  onSummaryClick?: (search: BookingSearch) => void;
  /** The session's coupon code (book-coupon-code), used when the search has no promo code yet. */
  couponCode?: string;
  /** Prefix of the element ids; give each bar on a page its own. Default `search`. */
  id?: string;
}

const toRange = (search: BookingSearch): DateRange => ({
  ...(search.pickupDate ? { pickup: search.pickupDate } : {}),
  ...(search.returnDate ? { return: search.returnDate } : {}),
});

/** The search a bar starts from: the caller's, checked against the places' rules, with the session's coupon. */
function startingSearch(
  initial: BookingSearch | null | undefined,
  rules: SearchRules,
  today: string,
  couponCode: string,
): BookingSearch {
  const restored = restoreSearch(initial ?? null, rules, today);
  return restored.promoCode ? restored : { ...restored, promoCode: couponCode.trim().toUpperCase() };
}

/**
 * The booking search bar (spec §2): pickup place, return place, the date range, pickup and return times
 * and a promo code. Each field toggles its section of a panel that opens over the page below the bar
 * (search-panel.machine.ts), so nothing moves; the calendar is calendar.machine.ts; the location rules
 * of spec §4/§5 are src/booking/search-rules.ts. The search button with a date missing opens the date
 * picker instead of searching. Escape or a click outside closes the panel; focus then goes back to the
 * field that opened it.
 */
export function SearchBar({
  rules,
  today,
  initial,
  language,
  onSubmit,
  variant = 'hero',
  onSummaryClick,
  couponCode = '',
  id = 'search',
}: SearchBarProps) {
  const { t } = useTranslation();
  const [search, setSearch] = useState<BookingSearch>(() => startingSearch(initial, rules, today, couponCode));
  const [compact, setCompact] = useState(() => onSummaryClick !== undefined && isSearchComplete(search));
  const [announcement, setAnnouncement] = useState('');

  // The calendar's guard and the emitted picks read the latest search and rules through this ref.
  const latest = useRef({ search, rules, today });
  useEffect(() => {
    latest.current = { search, rules, today };
  }, [search, rules, today]);

  const [inspect] = useState(developmentInspector);
  const panel = useActorRef(searchPanelMachine, inspect ? { inspect } : {});
  const section = useSelector(panel, openSection);
  const calendar = useActorRef(calendarMachine, {
    input: {
      today,
      offsetDays: rules.offsetDays,
      range: toRange(search),
      isDayUnavailable: (date, phase) => {
        const now = latest.current;
        const place = phase === 'pickup' ? pickupPlace(now.search, now.rules) : returnPlace(now.search, now.rules);
        return dayStatus(date, phase, place, now.rules, now.today).status !== 'available';
      },
    },
    ...(inspect ? { inspect } : {}),
  });

  const formRef = useRef<HTMLFormElement>(null);
  const panelRef = useRef<HTMLDivElement>(null);
  const triggers = useRef<Partial<Record<OpenableSection, HTMLButtonElement | null>>>({});
  const lastOpen = useRef<number>(searchPanelSection.closed);
  /** False when the panel closes because the visitor clicked elsewhere or searched: focus stays there. */
  const focusTriggerOnClose = useRef(true);

  const dayText = useCallback((date: string) => formatDay(date, language, dayAndMonth), [language]);

  // The calendar's picks: the search takes the dates, the live region says what happened, and the
  // panel closes 200 ms after the return date (spec §4).
  useEffect(() => {
    const pickup = calendar.on('pickupDate.chosen', ({ date, range }) => {
      setSearch((current) => onDatesChange(current, range, latest.current.rules));
      setAnnouncement(t('search.announcePickup', { date: dayText(date) }));
      panel.send({ type: 'pickupDate.chosen' });
    });
    const back = calendar.on('returnDate.chosen', ({ date, range }) => {
      setSearch((current) => onDatesChange(current, range, latest.current.rules));
      setAnnouncement(t('search.announceReturn', { date: dayText(date) }));
      panel.send({ type: 'returnDate.chosen' });
    });
    return () => {
      pickup.unsubscribe();
      back.unsubscribe();
    };
  }, [calendar, panel, t, dayText]);

  // Opening the picker shows the pickup's months again; closing the panel gives focus back to its field.
  useEffect(() => {
    const previous = lastOpen.current;
    lastOpen.current = section;
    if (section === searchPanelSection.datePicker && previous !== section) calendar.send({ type: 'picker.open' });
    if (section === searchPanelSection.closed && previous !== searchPanelSection.closed) {
      if (focusTriggerOnClose.current) triggers.current[previous as OpenableSection]?.focus();
      focusTriggerOnClose.current = true;
    }
  }, [section, calendar]);

  // One panel element serves every section: each opens at its top. From 1000 px a list opens under
  // its own field (search.module.css): the field's offset in the bar, kept inside it, written straight
  // to the panel's style (a layout value, not React state).
  useLayoutEffect(() => {
    const trigger = section === searchPanelSection.closed ? undefined : triggers.current[section];
    const form = formRef.current;
    const panelElement = panelRef.current;
    if (!trigger || !form || !panelElement) return;
    panelElement.scrollTop = 0;
    const room = form.clientWidth - panelElement.offsetWidth;
    const left = trigger.getBoundingClientRect().left - form.getBoundingClientRect().left;
    panelElement.style.setProperty('--panel-left', `${Math.max(0, Math.min(left, room))}px`);
  }, [section]);

  // While the panel is open, Escape or a click outside the bar closes it.
  useEffect(() => {
    if (section === searchPanelSection.closed) return undefined;
    const onPointerDown = (event: PointerEvent) => {
      if (formRef.current?.contains(event.target as Node)) return;
      focusTriggerOnClose.current = false;
      panel.send({ type: 'panel.close' });
    };
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      event.preventDefault();
      panel.send({ type: 'panel.close' });
    };
    document.addEventListener('pointerdown', onPointerDown);
    document.addEventListener('keydown', onKeyDown);
    return () => {
      document.removeEventListener('pointerdown', onPointerDown);
      document.removeEventListener('keydown', onKeyDown);
    };
  }, [section, panel]);

  /** A new search from a place or a time; the calendar follows dates a new place cleared. */
  const update = (next: BookingSearch) => {
    setSearch(next);
    const range = toRange(next);
    const shown = calendar.getSnapshot().context.range;
    if (shown.pickup !== range.pickup || shown.return !== range.return) calendar.send({ type: 'range.set', range });
  };

  // The bar shows the search in force: when the caller's search changes after mount (the wizard adopts
  // a search made elsewhere, a restored booking), the bar takes it, with the calendar.
  const initialKey = initial ? JSON.stringify(initial) : '';
  const followedKey = useRef(initialKey);
  useEffect(() => {
    if (followedKey.current === initialKey) return;
    followedKey.current = initialKey;
    const next = startingSearch(initial, rules, today, couponCode);
    setSearch(next);
    calendar.send({ type: 'range.set', range: toRange(next) });
    setCompact(onSummaryClick !== undefined && isSearchComplete(next));
    // `initialKey` says when the caller's search changed; a new object of the same search changes nothing.
  }, [initialKey, initial, rules, today, calendar, couponCode, onSummaryClick]);

  const changePlace = (next: BookingSearch) => {
    // The notice below the fields then says which date was refused and why.
    if (search.pickupDate && !next.pickupDate) setAnnouncement(t('search.datesCleared'));
    else if (next.pickupTime !== search.pickupTime)
      setAnnouncement(t('search.pickupTimeReset', { time: next.pickupTime }));
    else if (next.returnTime !== search.returnTime)
      setAnnouncement(t('search.returnTimeReset', { time: next.returnTime }));
    update(next);
    panel.send({ type: 'location.chosen' });
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!search.pickupDate || !search.returnDate) {
      // spec §2: the search button opens the date picker instead.
      setAnnouncement(t('search.chooseDatesFirst'));
      panel.send({ type: 'submit.missingDate' });
      return;
    }
    if (section !== searchPanelSection.closed) {
      focusTriggerOnClose.current = false;
      panel.send({ type: 'panel.close' });
    }
    onSubmit(withSelfServiceFlag(search, rules));
  };

  const statusOf = useCallback(
    (date: string, range: DateRange) => calendarDayStatus(date, range, search, rules, today),
    [search, rules, today],
  );
  const pickupTimes = useMemo(() => pickupTimeOptions(search, rules), [search, rules]);
  const returnTimes = useMemo(() => returnTimeOptions(search, rules), [search, rules]);

  const pickupText = search.pickupDate ? formatDay(search.pickupDate, language, shortDate) : null;
  const returnText = search.returnDate ? formatDay(search.returnDate, language, shortDate) : null;
  const dateSummary = pickupText
    ? `${pickupText} – ${returnText ?? t('search.chooseReturn')}`
    : t('search.chooseDates');

  if (compact && onSummaryClick) {
    const leg = (label: string, place: string, day: string | null, time: string) => (
      <span className={styles.summaryLeg}>
        <span className={styles.summaryLabel}>{label}</span>
        <span className={styles.summaryPlace}>{place}</span>
        <span className={styles.summaryWhen}>
          {day} {time}
        </span>
      </span>
    );
    return (
      <div className={styles.bar} data-variant={variant} data-compact="" role="search" aria-label={t('search.label')}>
        <div className={styles.summary}>
          <button type="button" className={styles.summaryButton} onClick={() => onSummaryClick(search)}>
            {leg(t('search.pickupPlace'), search.pickupLocationTitle, pickupText, search.pickupTime)}
            {leg(t('search.returnPlace'), search.returnLocationTitle, returnText, search.returnTime)}
            {search.promoCode ? (
              <span className={styles.summaryPromo}>
                {t('search.promoCode')}: <strong>{search.promoCode}</strong>
              </span>
            ) : null}
            <span className={styles.summaryAction}>{t('search.showVehiclesButton')}</span>
          </button>
          <button type="button" className={styles.changeButton} onClick={() => setCompact(false)}>
            {t('search.change')}
          </button>
        </div>
      </div>
    );
  }

  const field = (sectionOfField: OpenableSection, label: string, value: string, className: string | undefined) => (
    <div className={`${styles.field} ${className ?? ''}`}>
      <span className={styles.fieldLabel} id={`${id}-${sectionOfField}-label`}>
        {label}
      </span>
      <button
        type="button"
        ref={(element) => {
          triggers.current[sectionOfField] = element;
        }}
        className={styles.fieldButton}
        aria-expanded={section === sectionOfField}
        aria-controls={`${id}-panel`}
        aria-labelledby={`${id}-${sectionOfField}-label ${id}-${sectionOfField}-value`}
        onClick={() => panel.send({ type: 'section.toggle', section: sectionOfField })}
      >
        <span id={`${id}-${sectionOfField}-value`}>{value}</span>
      </button>
    </div>
  );

  const placeOptions = (role: 'pickup' | 'return') =>
    rules.locations
      .filter((place) => place[role])
      .map((place) => ({ value: place.id, label: place.title, icon: place.hours.icon }));
  const placeById = (placeId: string): SearchLocation | undefined =>
    rules.locations.find((place) => place.id === placeId);

  return (
    <form
      ref={formRef}
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
          <label className={styles.fieldLabel} htmlFor={`${id}-promo`}>
            {t('search.promoCode')}
          </label>
          <input
            id={`${id}-promo`}
            className={styles.promoInput}
            value={search.promoCode}
            maxLength={40}
            autoComplete="off"
            autoCapitalize="characters"
            spellCheck={false}
            onChange={(event) => setSearch({ ...search, promoCode: event.target.value.trim().toUpperCase() })}
          />
        </div>
        <button type="submit" className={styles.submit}>
          {t('search.submit')}
        </button>
      </div>
      <RefusedDatesNotice
        search={search}
        language={language}
        onNextReturn={(pickupDate, returnDate) => {
          const next = onDatesChange(search, { pickup: pickupDate, return: returnDate }, rules);
          update(next);
          onSubmit(withSelfServiceFlag(next, rules));
        }}
      />
      <p className="visually-hidden" role="status" aria-live="polite">
        {announcement}
      </p>
      <div
        ref={panelRef}
        id={`${id}-panel`}
        className={styles.panel}
        hidden={section === searchPanelSection.closed}
        data-section={section}
      >
        {section === searchPanelSection.datePicker ? (
          <DatePicker calendar={calendar} statusOf={statusOf} today={today} language={language} idPrefix={id} />
        ) : null}
        {section === searchPanelSection.pickupLocation ? (
          <OptionList
            label={t('search.pickupPlace')}
            options={placeOptions('pickup')}
            selected={search.pickupLocationId ?? ''}
            onChoose={(placeId) => {
              const place = placeById(placeId);
              if (place) changePlace(onPickupLocationChange(search, place, rules));
            }}
          />
        ) : null}
        {section === searchPanelSection.returnLocation ? (
          <OptionList
            label={t('search.returnPlace')}
            options={placeOptions('return')}
            selected={search.returnLocationId ?? ''}
            onChoose={(placeId) => {
              const place = placeById(placeId);
              if (place) changePlace(onReturnLocationChange(search, place, rules));
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
            onChoose={(time) => {
              update(onPickupTimeChange(search, time, rules));
              panel.send({ type: 'time.chosen' });
            }}
          />
        ) : null}
        {section === searchPanelSection.returnTime ? (
          <OptionList
            label={t('search.returnTime')}
            empty={t('search.chooseDatesForTimes')}
            options={returnTimes.map((slot) => ({ value: slot.time, label: slot.time }))}
            selected={search.returnTime}
            onChoose={(time) => {
              update(onReturnTimeChange(search, time));
              panel.send({ type: 'time.chosen' });
            }}
          />
        ) : null}
      </div>
    </form>
  );
}

/**
 * Dates a search link or a change of place proposed that the places refused (issue 30): which date and
 * why, and the next return the place takes as a button that searches with it. Nothing without a refusal.
 */
function RefusedDatesNotice({
  search,
  language,
  onNextReturn,
}: {
  search: BookingSearch;
  language: string;
  onNextReturn: (pickupDate: string, returnDate: string) => void;
}) {
  const { t } = useTranslation();
  const refused = search.refusedDates;
  return (
    <div className={styles.refused}>
      {refused ? (
        <>
          <p>
            {t(`search.refused.${refused.phase}`, {
              date: formatDay(refused.date, language, fullDate),
              reason: t(refused.reason),
            })}
          </p>
          {refused.nextReturnDate ? (
            <button
              type="button"
              className={styles.refusedAction}
              onClick={() => onNextReturn(refused.pickupDate, refused.nextReturnDate as string)}
            >
              {t('search.refused.nextReturn', { date: formatDay(refused.nextReturnDate, language, fullDate) })}
            </button>
          ) : (
            <p>{t('search.refused.chooseDates')}</p>
          )}
        </>
      ) : null}
    </div>
  );
}
