import { navigate } from 'gatsby';
import { useEffect, useState, type FormEvent } from 'react';
import { api } from '../../api-client/client';
import { ApiError } from '../../api-client/errors';
import type { LocaleCode } from '../../config/locales';
import { localePrefix } from '../../domain/paths';
import { useTranslation } from '../../i18n/TranslationProvider';
import { ErrorSummary, type FieldProblem } from './ErrorSummary';
import { ReservationHeading } from './ReservationHeading';
import { forgetReservations } from '../../offline/offline-client';
import { safeNextPath, saveReservationReference } from './reservation-storage';
import * as booking from '../booking/booking.module.css';
import * as styles from './reservation.module.css';
import { FieldError } from '../ui/FieldError';
import { checkSession } from '../../browser/session-check';

type FindField = 'reference' | 'contact';
type Errors = Partial<Record<FindField, string>>;

// The engine's English field messages (docs/api.md find) as keys of reservation.find.messages.
const engineMessages: Record<string, string> = {
  'Reference is required': 'referenceRequired',
  'Reference is too long': 'referenceInvalid',
  'Email is invalid': 'emailInvalid',
  'Email or last name is required': 'contactRequired',
};

/** The engine's field path as the form's field: email, last name and the whole-body rule are one field. */
const fieldOf = (path: string): FindField => (path === 'reference' ? 'reference' : 'contact');

/** The token of an e-mail's link (`#token=…`, issue 27), or null. */
export function linkToken(hash: string): string | null {
  const token = new URLSearchParams(hash.replace(/^#/, '')).get('token');
  return token && /^[A-Za-z0-9_-]{20,100}$/.test(token) ? token : null;
}

/**
 * Find a reservation (spec §2 /reservation/find/): the reference with the email or the last name, in
 * one field that takes either (an `@` makes it an email). Found, it becomes the tab's reservation and
 * the page goes to `?next=` (a reservation page of this site) or the overview. Opened from an e-mail's
 * link (`#token=…`), the token proves the reservation instead; an expired or wrong one shows the form
 * with a message saying so.
 */
export function FindPage({
  onFound,
  ready = true,
}: {
  onFound?: (next: string) => void;
  /**
   * Whether the button works: false in the static HTML (a tap there would send the form as a plain
   * GET, with the reference and the name in the address) and until the session check has run.
   */
  ready?: boolean;
}) {
  const { t, language } = useTranslation();
  const [errors, setErrors] = useState<Errors>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [attempt, setAttempt] = useState(0);
  const [sending, setSending] = useState(false);
  // Read in the browser only, after the first paint matched the static HTML (the form).
  const [opening, setOpening] = useState(false);

  const goToReservation = (reference: string) => {
    saveReservationReference(window.sessionStorage, reference);
    // A new find on the device: another reservation kept for offline use is forgotten (issue 40).
    void forgetReservations(reference);
    const next =
      safeNextPath(new URLSearchParams(window.location.search).get('next')) ??
      `${localePrefix(language as LocaleCode)}/reservation/`;
    if (onFound) onFound(next);
    else void navigate(next);
  };

  useEffect(() => {
    const token = linkToken(window.location.hash);
    if (!token) return;
    // eslint-disable-next-line react-hooks/set-state-in-effect -- the address is read in the browser only, once the first paint has matched the static HTML
    setOpening(true);
    // The token leaves the address bar at once, so it stays in no history entry or bookmark.
    window.history.replaceState(window.history.state, '', `${window.location.pathname}${window.location.search}`);
    let live = true;
    // After the page's session check: a new device has no session yet, and the check and the link would
    // each create one at once; the check's cookie, arriving last, would drop the one the link proved.
    checkSession()
      .then(() => api.openReservation(token))
      .then(
        ({ reservation }) => live && goToReservation(reservation.reference),
        (error: unknown) => {
          if (!live) return;
          setOpening(false);
          const status = error instanceof ApiError ? error.status : 0;
          setFailure(
            status === 410
              ? t('reservation.find.linkExpired')
              : status === 404 || status === 400
                ? t('reservation.find.linkInvalid')
                : t(status === 0 ? 'booking.errors.network_error' : 'booking.errors.unexpected'),
          );
        },
      );
    return () => {
      live = false;
    };
    // Once, when the page opens: the hash is read and removed.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
  const translate = (message: string) => {
    const key = engineMessages[message];
    return key ? t(`reservation.find.messages.${key}`) : message;
  };

  const fail = (found: Errors, message: string | null) => {
    setErrors(found);
    setFailure(message);
    setAttempt((count) => count + 1);
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (sending) return;
    // Read from the form itself: what the inputs hold is what the visitor sees (autofill included, and
    // what was typed in the static HTML before the page ran: the inputs are uncontrolled for that).
    const typed = new FormData(event.currentTarget as HTMLFormElement);
    const reference = String(typed.get('reference') ?? '').trim();
    const contact = String(typed.get('contact') ?? '').trim();
    const found: Errors = {};
    if (!reference) found.reference = t('reservation.find.messages.referenceRequired');
    if (!contact) found.contact = t('reservation.find.messages.contactRequired');
    if (found.reference || found.contact) return fail(found, null);
    setSending(true);
    try {
      const request = contact.includes('@') ? { reference, email: contact } : { reference, lastName: contact };
      const { reservation } = await api.findReservation(request);
      goToReservation(reservation.reference);
    } catch (error) {
      if (!(error instanceof ApiError)) return fail({}, t('booking.errors.unexpected'));
      if (error.status === 400 && error.fields) {
        const fromEngine: Errors = {};
        for (const [path, message] of Object.entries(error.fields)) fromEngine[fieldOf(path)] ??= translate(message);
        return fail(fromEngine, null);
      }
      if (error.status === 404) return fail({}, t('reservation.find.notFound'));
      if (error.status === 429) {
        const minutes = Math.ceil((error.retryAfterSeconds ?? 900) / 60);
        return fail({}, minutes <= 1 ? t('reservation.find.tooManySoon') : t('reservation.find.tooMany', { minutes }));
      }
      return fail({}, error.status === 0 ? t('booking.errors.network_error') : t('booking.errors.unexpected'));
    } finally {
      setSending(false);
    }
  };

  const problems: FieldProblem[] = (['reference', 'contact'] as const)
    .filter((name) => errors[name])
    .map((name) => ({ fieldId: `find-${name}`, message: errors[name] ?? '' }));

  const field = (name: FindField, label: string, hint: string, input: JSX.IntrinsicElements['input']) => {
    const id = `find-${name}`;
    const message = errors[name];
    const describedBy = [`${id}-hint`, message ? `${id}-error` : ''].filter(Boolean).join(' ');
    return (
      <div className={booking.field} data-invalid={Boolean(message)}>
        <label htmlFor={id}>{label}</label>
        <span id={`${id}-hint`} className={booking.muted}>
          {hint}
        </span>
        <input id={id} name={name} aria-invalid={Boolean(message)} aria-describedby={describedBy} {...input} />
        <FieldError id={`${id}-error`} message={message} />
      </div>
    );
  };

  if (opening) {
    return (
      <div className={booking.step}>
        <ReservationHeading>{t('reservation.find.title')}</ReservationHeading>
        <p role="status">{t('reservation.find.opening')}</p>
      </div>
    );
  }

  return (
    <form className={booking.step} onSubmit={(event) => void submit(event)} aria-labelledby="page-title" noValidate>
      <ReservationHeading>{t('reservation.find.title')}</ReservationHeading>
      <p>{t('reservation.find.intro')}</p>
      <noscript>
        <p className={booking.errorMessage}>{t('reservation.needsJavaScript')}</p>
      </noscript>
      <ErrorSummary problems={problems} attempt={attempt} />
      <div className={styles.failureSlot}>
        {failure ? (
          <p role="alert" className={booking.errorMessage} data-testid="find-failure">
            {failure}
          </p>
        ) : null}
      </div>
      {field('reference', t('reservation.find.reference'), t('reservation.find.referenceHint'), {
        autoComplete: 'off',
        autoCapitalize: 'characters',
        spellCheck: false,
        maxLength: 20,
      })}
      {field('contact', t('reservation.find.contact'), t('reservation.find.contactHint'), {
        autoComplete: 'email',
        maxLength: 200,
      })}
      <div className={booking.actions}>
        <button type="submit" className={booking.primaryButton} disabled={sending || !ready}>
          {sending ? t('reservation.find.finding') : t('reservation.find.submit')}
        </button>
      </div>
    </form>
  );
}
