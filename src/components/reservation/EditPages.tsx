import { yupResolver } from '@hookform/resolvers/yup';
import { Link, navigate } from 'gatsby';
import { useEffect, useMemo, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useSelector } from '@xstate/react';
import type { Actor } from 'xstate';
import { useGlobalLoading, waitsOnCall } from '../../browser/loading';
import { paymentActorOf } from '../../machines/payment.machine';
import { newIdempotencyKey } from '../../api-client/client';
import type { Reservation, SearchOptions } from '../../api-client/types';
import type { BookingSearch, SearchRules } from '../../booking/search';
import type { LocaleCode } from '../../config/locales';
import { businessToday } from '../../domain/dates';
import { localePrefix } from '../../domain/paths';
import { customerSchema, messageKeys, type Customer } from '../../domain/validation';
import { useTranslation } from '../../i18n/TranslationProvider';
import type { ChosenOptions } from '../../machines/booking.machine';
import {
  editStepOf,
  editSteps,
  type EditSnapshot,
  type EditStep,
  type ProposedChange,
  type TripChange,
} from '../../machines/edit.machine';
import { createPersistedActor, dropSnapshot, loadSnapshot } from '../../machines/persist';
import { developmentInspector } from '../../browser/inspector';
import { bookedReservationOf } from '../booking/booked-reservation';
import { countryCodes } from '../booking/countries';
import { money } from '../booking/format';
import { OptionsStep } from '../booking/OptionsStep';
import { PaymentStep } from '../booking/PaymentStep';
import { searchRulesOf, useSearchOptions } from '../booking/use-booking-data';
import { SearchBar } from '../search/SearchBar';
import { editMachineFor, isFullReservation } from './edit-actors';
import { ErrorSummary, type FieldProblem } from './ErrorSummary';
import { ReservationHeading } from './ReservationHeading';
import { icelandDateTime, localDateTime } from './reservation-format';
import * as booking from '../booking/booking.module.css';
import * as styles from './reservation.module.css';

export type EditPageKind = 'editTerms' | 'editDetails' | 'editOptions' | 'editPayment';

export const editStepOfPage: Record<EditPageKind, EditStep> = {
  editTerms: 'terms',
  editDetails: 'details',
  editOptions: 'options',
  editPayment: 'payment',
};

export const editPathOf = (language: LocaleCode, step: EditStep) =>
  `${localePrefix(language)}/reservation/edit/${step}/`;

type EditActor = Actor<ReturnType<typeof editMachineFor>>;

/** Version of the stored snapshot (persist.ts): raise when the edit machine's context changes shape. */
// 2: the payment goes through the processor's page; the attempt's key is kept (issue 26).
const snapshotVersion = 2;

let current: { key: string; actor: EditActor } | null = null;

/**
 * The edit wizard's actor for this reservation (spec §4 Edit). One actor per tab and reservation, kept
 * across Gatsby's page changes (as the booking wizard's), so a request started on one page (the quote
 * after the options) goes on while the next page mounts. Its snapshot is kept in session storage per
 * reference (`edit-<reference>`), so a reload or the browser's back button returns to the same step.
 */
export function useEditActor(reservation: Reservation, step: EditStep, language: LocaleCode): EditActor {
  const [actor] = useState<EditActor>(() => {
    const key = `${reservation.reference}:${language}`;
    if (current?.key === key) return current.actor;
    current?.actor.stop();
    const persist = { storage: window.sessionStorage, key: `edit-${reservation.reference}`, version: snapshotVersion };
    // A change or payment made elsewhere since (another tab, the overview) makes the kept wizard stale.
    const kept = loadSnapshot(persist) as { context?: { reservation?: { version?: unknown } } } | null;
    if (kept && kept.context?.reservation?.version !== reservation.version) dropSnapshot(persist);
    const inspect = developmentInspector();
    const created = createPersistedActor(editMachineFor(language), persist, {
      input: { reservation, step, now: new Date().toISOString() },
      ...(inspect ? { inspect } : {}),
    });
    created.start();
    current = { key, actor: created };
    return created;
  });
  return actor;
}

/** Forgets the tab's edit actor (tests start each case afresh). */
export function resetEditActor(): void {
  current?.actor.stop();
  current = null;
}

/**
 * One edit page: sends `step.enter` for its step and follows the machine when it routes elsewhere
 * (the furthest step allowed), so a reload or a bookmark always lands on a step that can be shown.
 */
export function EditPage({ page, reservation }: { page: EditPageKind; reservation: Reservation }) {
  const { language } = useTranslation();
  const lang = language as LocaleCode;
  const step = editStepOfPage[page];
  const actor = useEditActor(reservation, step, lang);
  const snapshot = useSelector(actor, (s: EditSnapshot) => s);
  // The bar at the top of the page runs while a call of the edit is pending (spec §4).
  useGlobalLoading(waitsOnCall(snapshot) && paymentActorOf(snapshot) === null);
  const shown = editStepOf(snapshot);

  useEffect(() => {
    actor.send({ type: 'step.enter', step, now: new Date().toISOString() });
  }, [actor, step]);
  useEffect(() => {
    if (shown && shown !== step) void navigate(editPathOf(lang, shown), { replace: true });
  }, [shown, step, lang]);

  if (shown === null) return <Refused snapshot={snapshot} />;
  if (shown !== step) return <div className={styles.placeholder} aria-hidden="true" />;
  return <EditStepView step={step} snapshot={snapshot} actor={actor} />;
}

function currentReservation(snapshot: EditSnapshot): Reservation {
  const reservation = snapshot.context.reservation;
  if (!isFullReservation(reservation)) throw new Error('The reservation is incomplete');
  return reservation;
}

function Refused({ snapshot }: { snapshot: EditSnapshot }) {
  const { t, language } = useTranslation();
  const lang = language as LocaleCode;
  const reservation = currentReservation(snapshot);
  const live = ['pending_payment', 'confirmed'].includes(reservation.status);
  return (
    <section className={booking.step} aria-labelledby="page-title">
      <ReservationHeading>{t('edit.refused.title')}</ReservationHeading>
      <p role="alert" className={booking.errorMessage} data-testid="edit-refused">
        {live
          ? t('edit.refused.text', { time: icelandDateTime(reservation.edit.until, lang) })
          : t('edit.refused.closed')}
      </p>
      <div className={booking.actions}>
        <Link className={booking.secondaryButton} to={`${localePrefix(lang)}/reservation/`}>
          {t('reservation.backToOverview')}
        </Link>
      </div>
    </section>
  );
}

function EditProgress({ step }: { step: EditStep }) {
  const { t } = useTranslation();
  const index = editSteps.indexOf(step);
  return (
    <nav className={booking.progress} aria-label={t('edit.steps.label')}>
      <ol>
        {editSteps.map((name, i) => (
          <li
            key={name}
            data-state={i < index ? 'done' : i === index ? 'current' : 'todo'}
            {...(i === index ? { 'aria-current': 'step' as const } : {})}
          >
            <span className={booking.progressNumber} aria-hidden="true">
              {i + 1}
            </span>
            {t(`edit.steps.${name}`)}
          </li>
        ))}
      </ol>
    </nav>
  );
}

function EditStepView({ step, snapshot, actor }: { step: EditStep; snapshot: EditSnapshot; actor: EditActor }) {
  const { t, language } = useTranslation();
  const lang = language as LocaleCode;
  const reservation = currentReservation(snapshot);
  const options = useSearchOptions(lang);
  const loaded = options.status === 'done' ? options.value : null;
  return (
    <div className={styles.edit}>
      <EditProgress step={step} />
      <p className={booking.muted}>{t('edit.until', { time: icelandDateTime(reservation.edit.until, lang) })}</p>
      {step === 'terms' ? (
        <TermsStep reservation={reservation} proposal={snapshot.context.proposal} options={loaded} actor={actor} />
      ) : null}
      {step === 'details' ? <DetailsEdit reservation={reservation} snapshot={snapshot} actor={actor} /> : null}
      {step === 'options' ? (
        loaded ? (
          <OptionsStep
            options={loaded}
            currency={reservation.currency}
            initial={snapshot.context.proposal.options ?? chosenOptionsOf(reservation)}
            onChange={() => undefined}
            onSubmit={(chosen) =>
              actor.send({
                type: 'options.submit',
                options: sameOptions(chosen, chosenOptionsOf(reservation)) ? null : chosen,
              })
            }
            onBack={() => actor.send({ type: 'back' })}
          />
        ) : (
          <p className={booking.muted}>{t('edit.options.loading')}</p>
        )
      ) : null}
      {step === 'payment' ? <PaymentEdit snapshot={snapshot} actor={actor} /> : null}
    </div>
  );
}

/** The options as booked, in the options step's shape (null insurance: the included cover). */
export function chosenOptionsOf(reservation: Reservation): ChosenOptions {
  return {
    extras: reservation.extras.map(({ id, quantity }) => ({ id, quantity })),
    insuranceId: reservation.insurance.id,
    extraDrivers: reservation.extraDrivers,
  };
}

function sameOptions(a: ChosenOptions, b: ChosenOptions): boolean {
  const extras = (o: ChosenOptions) =>
    o.extras
      .filter((extra) => extra.quantity > 0)
      .map((extra) => `${extra.id}:${extra.quantity}`)
      .sort()
      .join(',');
  return (
    extras(a) === extras(b) &&
    (a.insuranceId ?? 'basic') === (b.insuranceId ?? 'basic') &&
    a.extraDrivers === b.extraDrivers
  );
}

/** The reservation's trip as the search bar's starting search (spec §4/§5 search rules apply to it). */
export function searchOfReservation(
  reservation: Reservation,
  rules: SearchRules,
  trip: TripChange | null,
): BookingSearch {
  const pickupId = trip?.pickupLocationId ?? reservation.pickup.location.id;
  const returnId = trip?.returnLocationId ?? reservation.return.location.id;
  const [pickupDate = null, pickupTime = '12:00'] = (trip?.pickupAt ?? reservation.pickup.at).split('T');
  const [returnDate = null, returnTime = '12:00'] = (trip?.returnAt ?? reservation.return.at).split('T');
  const index = (id: string) => rules.locations.findIndex((location) => location.id === id);
  const title = (id: string) => rules.locations.find((location) => location.id === id)?.title ?? '';
  return {
    pickupLocationId: pickupId,
    pickupLocationIndex: index(pickupId),
    pickupLocationTitle: title(pickupId),
    returnLocationId: returnId,
    returnLocationIndex: index(returnId),
    returnLocationTitle: title(returnId),
    pickupDate,
    pickupTime,
    returnDate,
    returnTime,
    promoCode: '',
    selfServiceOnly: reservation.selfService,
    refreshCount: 0,
  };
}

/** The trip of a complete search, or null when it is the booked one (nothing to change). */
export function tripChangeOf(search: BookingSearch, reservation: Reservation): TripChange | null {
  if (!search.pickupLocationId || !search.returnLocationId || !search.pickupDate || !search.returnDate) return null;
  const trip: TripChange = {
    pickupLocationId: search.pickupLocationId,
    returnLocationId: search.returnLocationId,
    pickupAt: `${search.pickupDate}T${search.pickupTime}`,
    returnAt: `${search.returnDate}T${search.returnTime}`,
  };
  const same =
    trip.pickupLocationId === reservation.pickup.location.id &&
    trip.returnLocationId === reservation.return.location.id &&
    trip.pickupAt === reservation.pickup.at &&
    trip.returnAt === reservation.return.at;
  return same ? null : trip;
}

function TermsStep({
  reservation,
  proposal,
  options,
  actor,
}: {
  reservation: Reservation;
  proposal: ProposedChange;
  options: SearchOptions | null;
  actor: EditActor;
}) {
  const { t, language } = useTranslation();
  const lang = language as LocaleCode;
  const today = useMemo(() => businessToday(new Date()), []);
  const rules = useMemo(() => (options ? searchRulesOf(options) : null), [options]);
  const [chosen, setChosen] = useState<TripChange | null>(proposal.trip);
  const initial = useMemo(
    () => (rules ? searchOfReservation(reservation, rules, proposal.trip) : null),
    [rules, reservation, proposal.trip],
  );
  return (
    <section className={booking.step} aria-labelledby="page-title">
      <ReservationHeading>{t('edit.titles.editTerms')}</ReservationHeading>
      <h2>{t('edit.terms.current')}</h2>
      <dl className={booking.trip}>
        <dt>{t('booking.summary.pickup')}</dt>
        <dd>
          {reservation.pickup.location.title}, {localDateTime(reservation.pickup.at, lang)}
        </dd>
        <dt>{t('booking.summary.return')}</dt>
        <dd>
          {reservation.return.location.title}, {localDateTime(reservation.return.at, lang)}
        </dd>
      </dl>
      <p className={booking.muted}>{t('edit.terms.intro')}</p>
      {rules && initial ? (
        <SearchBar
          rules={rules}
          today={today}
          initial={initial}
          language={lang}
          variant="bar"
          onSubmit={(search) => setChosen(tripChangeOf(search, reservation))}
        />
      ) : (
        <div className={booking.searchPlaceholder} aria-hidden="true" />
      )}
      <p role="status" className={booking.muted} data-testid="edit-terms-chosen">
        {chosen
          ? `${t('edit.terms.changed')}: ${localDateTime(chosen.pickupAt, lang)} – ${localDateTime(chosen.returnAt, lang)}`
          : ''}
      </p>
      <div className={booking.actions}>
        <Link className={booking.secondaryButton} to={`${localePrefix(lang)}/reservation/`}>
          {t('edit.cancelChange')}
        </Link>
        <button
          type="button"
          className={booking.primaryButton}
          data-testid="edit-terms-continue"
          onClick={() => actor.send({ type: 'terms.submit', trip: chosen })}
        >
          {chosen ? t('edit.terms.continue') : t('edit.terms.keep')}
        </button>
      </div>
    </section>
  );
}

type CustomerForm = Customer;

function DetailsEdit({
  reservation,
  snapshot,
  actor,
}: {
  reservation: Reservation;
  snapshot: EditSnapshot;
  actor: EditActor;
}) {
  const { t, language } = useTranslation();
  const today = useMemo(() => businessToday(new Date()), []);
  const schema = useMemo(() => customerSchema(today), [today]);
  const booked: CustomerForm = {
    firstName: reservation.customer.firstName ?? '',
    lastName: reservation.customer.lastName ?? '',
    email: reservation.customer.email ?? '',
    phone: reservation.customer.phone ?? '',
    country: reservation.customer.country ?? '',
    dateOfBirth: reservation.customer.dateOfBirth ?? '',
  };
  const {
    register,
    handleSubmit,
    formState: { errors, submitCount },
  } = useForm<CustomerForm>({
    resolver: yupResolver(schema),
    defaultValues: { ...booked, ...(snapshot.context.proposal.details?.customer ?? {}) },
    mode: 'onTouched',
    shouldFocusError: false,
  });
  const countries = useMemo(() => {
    const names = new Intl.DisplayNames([language], { type: 'region' });
    return countryCodes
      .map((code) => ({ code, name: names.of(code) ?? code }))
      .sort((a, b) => a.name.localeCompare(b.name, language));
  }, [language]);
  const message = (text: string | undefined): string | undefined => {
    if (!text) return undefined;
    const key = messageKeys[text as keyof typeof messageKeys];
    return key ? t(`validation.${key}`) : text;
  };
  const names = ['firstName', 'lastName', 'email', 'phone', 'country', 'dateOfBirth'] as const;
  const problems: FieldProblem[] = names.flatMap((name) => {
    const text = message(errors[name]?.message);
    return text ? [{ fieldId: `edit-${name}`, message: text }] : [];
  });
  const submit = (form: CustomerForm) => {
    const changed = Object.fromEntries(
      names.filter((name) => form[name] !== booked[name]).map((name) => [name, form[name]]),
    );
    actor.send({ type: 'details.submit', details: Object.keys(changed).length > 0 ? { customer: changed } : null });
  };
  const field = (name: (typeof names)[number], type: string, autoComplete: string) => {
    const id = `edit-${name}`;
    const error = message(errors[name]?.message);
    return (
      <div className={booking.field} data-invalid={Boolean(error)} key={name}>
        <label htmlFor={id}>{t(`booking.details.${name}`)}</label>
        {name === 'country' ? (
          <select
            id={id}
            aria-invalid={Boolean(error)}
            {...(error ? { 'aria-describedby': `${id}-error` } : {})}
            {...register(name)}
          >
            {countries.map((country) => (
              <option key={country.code} value={country.code}>
                {country.name}
              </option>
            ))}
          </select>
        ) : (
          <input
            id={id}
            type={type}
            autoComplete={autoComplete}
            aria-invalid={Boolean(error)}
            {...(error ? { 'aria-describedby': `${id}-error` } : {})}
            {...register(name)}
          />
        )}
        {error ? (
          <span id={`${id}-error`} className={booking.fieldError}>
            {error}
          </span>
        ) : null}
      </div>
    );
  };
  return (
    <form className={booking.step} onSubmit={handleSubmit(submit)} aria-labelledby="page-title" noValidate>
      <ReservationHeading>{t('edit.titles.editDetails')}</ReservationHeading>
      <ErrorSummary problems={submitCount > 0 ? problems : []} attempt={submitCount} />
      <p className={booking.muted}>{t('edit.details.intro')}</p>
      <fieldset className={booking.fieldset}>
        <legend>{t('booking.details.personal')}</legend>
        <div className={booking.fieldGrid}>
          {field('firstName', 'text', 'given-name')}
          {field('lastName', 'text', 'family-name')}
          {field('email', 'email', 'email')}
          {field('phone', 'tel', 'tel')}
          {field('country', 'text', 'country')}
          {field('dateOfBirth', 'date', 'bday')}
        </div>
      </fieldset>
      <div className={booking.actions}>
        <button type="button" className={booking.secondaryButton} onClick={() => actor.send({ type: 'back' })}>
          {t('edit.back')}
        </button>
        <button type="submit" className={booking.primaryButton}>
          {t('edit.details.continue')}
        </button>
      </div>
    </form>
  );
}

export function PaymentEdit({ snapshot, actor }: { snapshot: EditSnapshot; actor: EditActor }) {
  const { t, language } = useTranslation();
  const lang = language as LocaleCode;
  const reservation = currentReservation(snapshot);
  const { quote, outcome, error } = snapshot.context;
  const amount = (minor: number) => money(minor, reservation.currency);
  const state =
    snapshot.matches({ payment: 'quoting' }) || snapshot.matches({ payment: 'requoting' })
      ? 'quoting'
      : snapshot.matches({ payment: 'confirming' }) || snapshot.matches({ payment: 'refreshing' })
        ? 'confirming'
        : snapshot.matches({ payment: 'review' })
          ? 'review'
          : snapshot.matches({ payment: 'due' }) || snapshot.matches({ payment: 'paying' })
            ? 'due'
            : snapshot.matches({ payment: 'paid' })
              ? 'paid'
              : snapshot.matches({ payment: 'refunded' })
                ? 'refunded'
                : 'saved';
  const overview = `${localePrefix(lang)}/reservation/`;
  const errorText =
    error?.code === 'version_conflict'
      ? t('edit.payment.conflict')
      : error
        ? error.message || t('booking.errors.unexpected')
        : null;

  if (state === 'paid' || state === 'refunded' || state === 'saved') {
    return (
      <section className={booking.step} aria-labelledby="page-title">
        <ReservationHeading>{t('edit.titles.editPayment')}</ReservationHeading>
        <p role="status" data-testid="edit-outcome">
          {state === 'paid'
            ? t('edit.payment.paid', { amount: amount(outcome?.toPay ?? 0) })
            : state === 'refunded'
              ? t('edit.payment.refunded', { amount: amount(outcome?.refund ?? 0) })
              : t('edit.payment.saved')}
        </p>
        <div className={booking.actions}>
          <Link className={booking.primaryButton} to={overview} data-testid="edit-to-overview">
            {t('edit.payment.toOverview')}
          </Link>
        </div>
      </section>
    );
  }

  const figures = state === 'due' ? outcome : quote;
  return (
    <section
      className={booking.step}
      aria-labelledby="page-title"
      aria-busy={state === 'quoting' || state === 'confirming'}
    >
      <ReservationHeading>{t('edit.titles.editPayment')}</ReservationHeading>
      {errorText && state !== 'due' ? (
        <p role="alert" className={booking.errorMessage} data-testid="edit-error">
          {errorText}
        </p>
      ) : null}
      <dl className={styles.amounts} data-testid="edit-figures">
        <dt>{t('edit.payment.currentTotal')}</dt>
        <dd>{amount(state === 'due' ? (figures?.total ?? reservation.total) : reservation.total)}</dd>
        <dt>{t('edit.payment.newTotal')}</dt>
        <dd data-testid="edit-new-total">{figures ? amount(figures.total) : '…'}</dd>
        <dt>{figures && figures.refund > 0 ? t('edit.payment.refund') : t('edit.payment.toPay')}</dt>
        <dd data-testid="edit-difference">
          {figures
            ? amount(figures.refund > 0 ? figures.refund : state === 'due' ? reservation.amountDue : figures.toPay)
            : '…'}
        </dd>
      </dl>
      {state === 'quoting' ? <p role="status">{t('edit.payment.quoting')}</p> : null}
      {state === 'review' ? (
        <>
          {quote && quote.toPay === 0 && quote.refund === 0 ? <p>{t('edit.payment.noDifference')}</p> : null}
          <p className={booking.muted}>{t('edit.payment.estimate')}</p>
          <div className={booking.actions}>
            <button type="button" className={booking.secondaryButton} onClick={() => actor.send({ type: 'back' })}>
              {t('edit.back')}
            </button>
            {quote ? (
              <button
                type="button"
                className={booking.primaryButton}
                data-testid="edit-confirm"
                onClick={() => actor.send({ type: 'change.confirm' })}
              >
                {t('edit.payment.confirm')}
              </button>
            ) : (
              <button
                type="button"
                className={booking.primaryButton}
                onClick={() => actor.send({ type: 'quote.retry' })}
              >
                {t('edit.payment.retry')}
              </button>
            )}
          </div>
        </>
      ) : null}
      {state === 'confirming' ? <p role="status">{t('edit.payment.confirming')}</p> : null}
      {state === 'due' ? (
        <div className={styles.panel}>
          <p>{t('edit.payment.payDifference', { amount: amount(reservation.amountDue) })}</p>
          <PaymentStep
            embedded
            reservation={bookedReservationOf(reservation)}
            price={reservation.price}
            error={error}
            payment={paymentActorOf(snapshot)}
            checking={false}
            onPay={() => actor.send({ type: 'payment.start', idempotencyKey: newIdempotencyKey() })}
          />
        </div>
      ) : null}
    </section>
  );
}
