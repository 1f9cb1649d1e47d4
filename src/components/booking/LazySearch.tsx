import {
  useCallback,
  useEffect,
  useLayoutEffect,
  useRef,
  useState,
  type ComponentType,
  type FormEvent,
  type ReactElement,
  type SyntheticEvent,
} from 'react';
import { loadCouponCode, loadSearch } from '../../booking/search-storage';
import { defaultPickupTime, defaultReturnTime } from '../../config/constants';
import { businessToday } from '../../domain/dates';
import type { LocaleCode } from '../../config/locales';
import { postTask } from '../../browser/post-task';
import { dateFormatReady, prepareDateFormat } from '../../i18n/format-date';
import { useTranslation } from '../../i18n/TranslationProvider';
import { formatDay, shortDate } from '../search/format';
import * as bar from '../search/search.module.css';
import { lightSearch, type LightSearch } from './light-search';
import { answeredSearchOptions, fetchSearchOptions } from './search-options-cache';
import * as styles from './search-shell.module.css';

type Entry = ComponentType<{ variant?: 'hero' | 'bar'; id?: string; typedPromoCode?: string }>;

/** The real bar's module (machines, calendar, luxon), asked for once per tab. */
let entryModule: Promise<Entry> | undefined;
const loadEntry = (): Promise<Entry> => {
  entryModule ??= import('./SearchEntry').then(
    (module) => module.default,
    (error: unknown) => {
      entryModule = undefined;
      throw error;
    },
  );
  return entryModule;
};

/** The element ids of SearchBar's fields: `${id}-${section}-label`, by searchPanelSection (domain/calendar). */
const sections = { datePicker: 1, pickupLocation: 2, pickupTime: 3, returnLocation: 4, returnTime: 5 } as const;
const barId = 'search';
/** A control of the bar, in the same order in the light bar and the real one (buttons and the promo input). */
const controls = 'button, input';

/** The position of the control holding `target` among the bar's controls, or null. */
function indexIn(root: Element | null, target: EventTarget | null): number | null {
  const all = root ? Array.from(root.querySelectorAll(controls)) : [];
  const control = target instanceof Element ? target.closest(controls) : null;
  const index = control ? all.indexOf(control) : -1;
  return index >= 0 ? index : null;
}

/**
 * An effect run in the same task as the commit in the browser: the real bar's control takes focus before
 * any key can land on the page's body (a key pressed between the swap and a later effect was lost).
 * The server renders no effects, and React warns of a layout effect there.
 */
const useCommitEffect = typeof window === 'undefined' ? useEffect : useLayoutEffect;

/** Where the inline script below keeps the field tapped before hydration (its index among `controls`). */
declare global {
  interface Window {
    __searchTapBeforeHydration?: number;
  }
}

/**
 * A tap on a field of the server's page, before the page is hydrated (decision 006 hydrates after the
 * load event), does nothing by itself: this inline script, right after the bar, keeps which field was
 * tapped, and the hydrated bar takes it as intent and makes the click again on the real bar. The
 * search button is left alone (without JavaScript it submits the form to the booking pages).
 */
const tapBeforeHydration =
  '(function(){var r=document.currentScript.previousElementSibling;if(!r)return;' +
  'r.addEventListener("click",function(e){var c=e.target&&e.target.closest&&e.target.closest("button[data-pending]");' +
  'if(!c||c.type==="submit")return;' +
  `window.__searchTapBeforeHydration=Array.prototype.indexOf.call(r.querySelectorAll(${JSON.stringify(controls)}),c)},true)})()`;

const readKept = (language: LocaleCode): LightSearch | null => {
  const options = answeredSearchOptions(language);
  if (!options) return null;
  const storage = window.sessionStorage;
  return lightSearch(loadSearch(storage), options.locations, businessToday(new Date()), loadCouponCode(storage));
};

/**
 * The search bar of a content page (spec §2). Its closed state is drawn here with the real bar's markup
 * and CSS (SearchBar), without its code: the places, the kept search's dates and times (session
 * storage, read after hydration) and the buttons read the same, in the same boxes. The real bar
 * (SearchEntry: the machines, the calendar, luxon) is fetched on intent only (a pointer or touch on the
 * bar, a mouse over it, focus in it) and takes its place when it arrives; a click made meanwhile is made
 * again on the real bar's matching control, and focus moves to it. Without JavaScript the search button
 * submits a form to the booking pages.
 */
export function LazySearch({ bookPath }: { bookPath: string }) {
  const { t, language } = useTranslation();
  const locale = language as LocaleCode;
  const [search, setSearch] = useState<LightSearch | null>(null);
  const [Real, setReal] = useState<Entry | null>(null);
  /** What the light bar's promo field held when the real bar took its place (typed before, issue 30). */
  const [typedPromoCode, setTypedPromoCode] = useState('');
  const root = useRef<HTMLDivElement>(null);
  /** The control clicked before the real bar arrived (its index among `controls`), made again once. */
  const pendingClick = useRef<number | null>(null);
  /** The control that had focus when the real bar arrived. */
  const focused = useRef<number | null>(null);

  /** False in the server's page and until hydration: a control then does nothing yet (decision 006). */
  const [hydrated, setHydrated] = useState(false);
  useEffect(() => {
    // Set a frame after hydration, so the server's markup and the hydrating render agree (React and Preact).
    const frame = window.requestAnimationFrame(() => setHydrated(true));
    return () => window.cancelAnimationFrame(frame);
  }, []);

  const wanted = useRef(false);
  /** The real bar's component once loaded; it waits while a pointer is down (the click then comes here). */
  const arrived = useRef<Entry | null>(null);
  const pointerDown = useRef(false);
  const swap = useCallback(() => {
    const entry = arrived.current;
    if (!entry || pointerDown.current) return;
    setTypedPromoCode(root.current?.querySelector<HTMLInputElement>(`#${barId}-promo`)?.value ?? '');
    setSearch(readKept(locale));
    setReal(() => entry);
  }, [locale]);
  const intent = useCallback(() => {
    if (wanted.current) return;
    wanted.current = true;
    // The real bar renders once both its code and the places are in hand (it shows nothing before).
    void Promise.all([loadEntry(), fetchSearchOptions(locale)]).then(
      ([entry]) => {
        arrived.current = entry;
        swap();
      },
      () => {
        // Offline or the places failed: the light bar stays (its button still leads to the booking pages).
        wanted.current = false;
      },
    );
  }, [locale, swap]);

  // After hydration: the places (shared with the real bar) and the search kept for the session.
  useEffect(() => {
    let current = true;
    const show = () => {
      if (!current) return;
      const kept = readKept(locale);
      if (!kept?.pickupDate || dateFormatReady(locale, shortDate)) {
        setSearch(kept);
        return;
      }
      // The kept dates are the page's first date format: ICU's set-up in a task of its own, the render in
      // the next (decision 051). The real bar, if it came meanwhile, has set the search already.
      postTask(() => {
        prepareDateFormat(locale, shortDate);
        postTask(() => {
          if (current) setSearch((shown) => shown ?? kept);
        });
      });
    };
    void fetchSearchOptions(locale).then(show, () => undefined);
    return () => {
      current = false;
    };
  }, [locale]);

  // A field tapped before hydration (the inline script's record) is intent, and its click is made again.
  useEffect(() => {
    const tapped = window.__searchTapBeforeHydration;
    if (tapped === undefined) return;
    delete window.__searchTapBeforeHydration;
    pendingClick.current = tapped;
    intent();
  }, [intent]);

  // Focus that came into the bar before hydration is intent too.
  useEffect(() => {
    if (root.current?.contains(document.activeElement)) {
      focused.current = indexIn(root.current, document.activeElement);
      intent();
    }
  }, [intent]);

  const indexOf = (target: EventTarget | null): number | null => indexIn(root.current, target);

  /** The real bar's control that takes the focus and the click made before it arrived. */
  const realControl = useCallback((): HTMLElement | undefined => {
    const target = pendingClick.current ?? focused.current;
    return target === null ? undefined : root.current?.querySelectorAll<HTMLElement>(controls)[target];
  }, []);

  // The real bar is in place: focus goes to its matching control in the same task, so a key pressed
  // right then lands on it, not on the page's body.
  useCommitEffect(() => {
    const control = Real ? realControl() : undefined;
    if (!control) return;
    control.focus();
    // The promo field carries what was typed in the light one (SearchEntry): typing goes on after it.
    if (control instanceof HTMLInputElement) control.setSelectionRange(control.value.length, control.value.length);
  }, [Real, realControl]);

  // The click made before it arrived is made again once, after the bar's machines have started.
  useEffect(() => {
    if (!Real) return;
    if (pendingClick.current !== null) realControl()?.click();
    pendingClick.current = null;
    focused.current = null;
  }, [Real, realControl]);

  if (Real && search) {
    return (
      <div className={styles.loaded} ref={root}>
        <Real variant="hero" typedPromoCode={typedPromoCode} />
      </div>
    );
  }

  const hold = (event: SyntheticEvent) => {
    const index = indexOf(event.target);
    if (index === null) return;
    event.preventDefault();
    pendingClick.current = index;
    intent();
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const all = root.current ? Array.from(root.current.querySelectorAll(controls)) : [];
    pendingClick.current = all.findIndex((control) => control.getAttribute('type') === 'submit');
    intent();
  };
  const intentProps = {
    ref: root,
    className: styles.loaded,
    onPointerDown: () => {
      pointerDown.current = true;
      intent();
    },
    // The click follows pointerup in the same task: the real bar comes after it.
    onPointerUp: () => {
      pointerDown.current = false;
      window.setTimeout(swap, 0);
    },
    onPointerCancel: () => {
      pointerDown.current = false;
      swap();
    },
    onTouchStart: intent,
    onMouseEnter: intent,
    onFocus: (event: SyntheticEvent) => {
      focused.current = indexOf(event.target);
      intent();
    },
    onBlur: () => {
      focused.current = null;
    },
    onClickCapture: (event: SyntheticEvent) => {
      // A submit button's click is the form's submit, replayed from there.
      if ((event.target as Element).closest?.('[type="submit"]')) return;
      hold(event);
    },
  };

  // The page's controls before hydration carry `data-pending` (the e2e tests wait for it to go).
  const pending = hydrated ? {} : { 'data-pending': '' };
  const dayText = (date: string | null) => (date ? formatDay(date, language, shortDate) : null);
  const pickupText = dayText(search?.pickupDate ?? null);
  const returnText = dayText(search?.returnDate ?? null);

  if (search?.complete) {
    const leg = (label: string, place: string, day: string | null, time: string) => (
      <span className={bar.summaryLeg}>
        <span className={bar.summaryLabel}>{label}</span>
        <span className={bar.summaryPlace}>{place}</span>
        <span className={bar.summaryWhen}>
          {day} {time}
        </span>
      </span>
    );
    return withTapScript(
      <div {...intentProps}>
        <div className={bar.bar} data-variant="hero" data-compact="" role="search" aria-label={t('search.label')}>
          <div className={bar.summary}>
            <button type="button" className={bar.summaryButton} {...pending}>
              {leg(t('search.pickupPlace'), search.pickupTitle, pickupText, search.pickupTime)}
              {leg(t('search.returnPlace'), search.returnTitle, returnText, search.returnTime)}
              {search.promoCode ? (
                <span className={bar.summaryPromo}>
                  {t('search.promoCode')}: <strong>{search.promoCode}</strong>
                </span>
              ) : null}
              <span className={bar.summaryAction}>{t('search.showVehiclesButton')}</span>
            </button>
            <button type="button" className={bar.changeButton} {...pending}>
              {t('search.change')}
            </button>
          </div>
        </div>
      </div>,
    );
  }

  const dateSummary = pickupText
    ? `${pickupText} – ${returnText ?? t('search.chooseReturn')}`
    : t('search.chooseDates');
  // Before the places are known (the server's page, the first paint) a place field holds its box empty.
  const placeText = (title: string | undefined) => (search ? title || t('search.choosePlace') : '\u00a0');
  const field = (section: number, label: string, value: string, className: string | undefined) => (
    <div className={`${bar.field} ${className ?? ''}`}>
      <span className={bar.fieldLabel} id={`${barId}-${section}-label`}>
        {label}
      </span>
      <button
        type="button"
        className={bar.fieldButton}
        {...pending}
        aria-expanded={false}
        aria-controls={`${barId}-panel`}
        aria-labelledby={`${barId}-${section}-label ${barId}-${section}-value`}
      >
        <span id={`${barId}-${section}-value`}>{value}</span>
      </button>
    </div>
  );

  return withTapScript(
    <div {...intentProps}>
      <form
        className={bar.bar}
        data-variant="hero"
        action={bookPath}
        method="get"
        onSubmit={submit}
        aria-label={t('search.label')}
        role="search"
        {...pending}
      >
        <div className={bar.fields}>
          {field(sections.pickupLocation, t('search.pickupPlace'), placeText(search?.pickupTitle), bar.place)}
          {field(sections.returnLocation, t('search.returnPlace'), placeText(search?.returnTitle), bar.place)}
          {field(sections.datePicker, t('search.dates'), dateSummary, bar.dates)}
          {field(sections.pickupTime, t('search.pickupTime'), search?.pickupTime ?? defaultPickupTime, bar.time)}
          {field(sections.returnTime, t('search.returnTime'), search?.returnTime ?? defaultReturnTime, bar.time)}
          <div className={`${bar.field} ${bar.promo}`}>
            <label className={bar.fieldLabel} htmlFor={`${barId}-promo`}>
              {t('search.promoCode')}
            </label>
            {/* No name: without JavaScript the form leads to the booking pages with no query. No key
                either: the same input stays, so what a visitor typed before the kept search was read
                stays (a changed defaultValue shows only in an input nobody has typed in). */}
            <input
              id={`${barId}-promo`}
              className={bar.promoInput}
              defaultValue={search?.promoCode ?? ''}
              maxLength={40}
              autoComplete="off"
              autoCapitalize="characters"
              spellCheck={false}
            />
          </div>
          <button type="submit" className={bar.submit} {...pending}>
            {t('search.submit')}
          </button>
        </div>
        <p className="visually-hidden" role="status" aria-live="polite" />
        <div id={`${barId}-panel`} className={bar.panel} hidden />
      </form>
    </div>,
  );
}

/** The bar, followed by the script that keeps a tap made before hydration (`tapBeforeHydration`). */
function withTapScript(lightBar: ReactElement) {
  return (
    <>
      {lightBar}
      <script dangerouslySetInnerHTML={{ __html: tapBeforeHydration }} />
    </>
  );
}
