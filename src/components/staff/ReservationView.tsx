import { useEffect, useState } from 'react';
import { staffApi, StaffApiError } from '../../api-client/staff';
import type { HandoverNote, StaffActionAnswer, StaffReservationAnswer, StaffRole } from '../../api-client/staff-types';
import type { Translate } from '../../i18n/translate';
import type { PrepareConditionPhoto } from '../checkin/licence-image';
import { useTranslation } from '../../i18n/TranslationProvider';
import { ConditionClaimBox, ConditionRecord, useCondition } from './ConditionPanel';
import { ActionOutcomeLine, ConfirmAction, type ActionOutcome } from './ConfirmAction';
import { countryName, formatDay, formatInstant, formatLocalTime, formatCount, formatMinor, toMinor } from './format';
import {
  actorLabel,
  customerFields,
  emailKindLabel,
  emailStateLabel,
  eventLabel,
  fieldLabel,
  ledgerKindLabel,
  ledgerPurposeLabel,
  refundStateLabel,
  statusLabel,
} from './labels';
import * as styles from './staff.module.css';

const fuelLevels = ['', 'empty', '1/4', '1/2', '3/4', 'full'] as const;

interface DriverFacts {
  fullName?: string;
  licenseNumber?: string;
  dateOfBirth?: string;
}

/** A new key per confirmed capture: the same request sent twice captures once. */
const newKey = () => `desk-${crypto.randomUUID()}`;

/** A fuel level as the desk reads it: the fractions as they are, empty and full in the desk's language. */
function fuelLabel(level: Exclude<(typeof fuelLevels)[number], ''>, t: Translate): string {
  if (level === 'empty') return t('staff.reservation.fuelEmpty');
  if (level === 'full') return t('staff.reservation.fuelFull');
  return level;
}

/** What the desk noted at a handover, e.g. "12,345 km · Fuel: 3/4"; empty when nothing was noted. */
function handoverNoteText(note: HandoverNote | undefined, t: Translate, language: string): string {
  const parts = [
    typeof note?.odometer === 'number'
      ? `${formatCount(note.odometer, language)} ${t('staff.reservation.kilometreUnit')}`
      : null,
    note?.fuel ? `${t('staff.reservation.fuelShort')}: ${fuelLabel(note.fuel, t)}` : null,
  ].filter((part): part is string => part !== null);
  return parts.length > 0 ? ` (${parts.join(' · ')})` : '';
}

const handoverBody = (odometer: string, fuel: string) => ({
  ...(odometer.trim() ? { odometer: Number(odometer.trim()) } : {}),
  ...(fuel ? { fuel } : {}),
});

/** A handover (pick-up or return) confirmed with the odometer and fuel level the desk read, both optional. */
function HandoverAction({
  prefix,
  label,
  question,
  run,
  onDone,
  onOutcome,
  withOverrideReason = false,
}: {
  prefix: 'pickup' | 'return' | 'pickup-override';
  label: string;
  question: string;
  run: (body: Record<string, unknown>) => Promise<StaffActionAnswer>;
  onDone: (answer: StaffActionAnswer) => void;
  onOutcome: (outcome: ActionOutcome | null) => void;
  /** A manager handing over with no deposit held: the reason, which the audit keeps. */
  withOverrideReason?: boolean;
}) {
  const { t } = useTranslation();
  const [odometer, setOdometer] = useState('');
  const [fuel, setFuel] = useState('');
  const [reason, setReason] = useState('');
  return (
    <ConfirmAction
      label={label}
      question={question}
      run={() =>
        run({
          ...handoverBody(odometer, fuel),
          ...(withOverrideReason ? { depositOverrideReason: reason.trim() } : {}),
        })
      }
      onDone={onDone}
      onOutcome={onOutcome}
    >
      {withOverrideReason ? (
        <div className={styles.field}>
          <label htmlFor={`${prefix}-override-reason`}>{t('staff.reservation.overrideReason')}</label>
          <input
            id={`${prefix}-override-reason`}
            value={reason}
            onChange={(event) => setReason(event.target.value)}
            maxLength={500}
          />
        </div>
      ) : null}
      <div className={styles.filters}>
        <div className={styles.field}>
          <label htmlFor={`${prefix}-odometer`}>{t('staff.reservation.odometer')}</label>
          <input
            id={`${prefix}-odometer`}
            inputMode="numeric"
            value={odometer}
            onChange={(event) => setOdometer(event.target.value)}
          />
        </div>
        <div className={styles.field}>
          <label htmlFor={`${prefix}-fuel`}>{t('staff.reservation.fuel')}</label>
          <select id={`${prefix}-fuel`} value={fuel} onChange={(event) => setFuel(event.target.value)}>
            {fuelLevels.map((level) => (
              <option key={level} value={level}>
                {level === '' ? t('staff.reservation.fuelUnknown') : fuelLabel(level, t)}
              </option>
            ))}
          </select>
        </div>
      </div>
    </ConfirmAction>
  );
}

/** Where an action's outcome is shown: under the group of actions that gave it. */
type ActionGroup = 'refunds' | 'handover' | 'deposit' | 'cancel' | 'condition';

/** A plain table of text cells that scrolls sideways on a phone (the ledger, the changes). */
function Table({ headings, rows }: { headings: string[]; rows: string[][] }) {
  return (
    <div className={styles.tableWrap}>
      <table className={styles.table}>
        <thead>
          <tr>
            {headings.map((heading) => (
              <th key={heading} scope="col">
                {heading}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map((cells, row) => (
            <tr key={row}>
              {cells.map((cell, column) => (
                <td key={column}>{cell}</td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

/**
 * What the ledger says of the deposit beyond its state: the card's refusal of the hold, what the
 * processor was asked and has not confirmed, what it refused (it did not happen), and a renewal that
 * failed with the date the hold lapses.
 */
function DepositNotes({
  deposit,
  money,
  when,
}: {
  deposit: StaffReservationAnswer['staff']['deposit'];
  money: (minor: number) => string;
  when: (instant: string) => string;
}) {
  const { t } = useTranslation();
  const pending = [
    deposit.pending.capture > 0
      ? t('staff.reservation.depositPendingCapture', { amount: money(deposit.pending.capture) })
      : null,
    deposit.pending.release > 0
      ? t('staff.reservation.depositPendingRelease', { amount: money(deposit.pending.release) })
      : null,
    deposit.pending.renewal ? t('staff.reservation.depositPendingRenewal') : null,
  ].filter((part): part is string => part !== null);
  if (!deposit.holdRefused && pending.length === 0 && deposit.failures.length === 0 && !deposit.renewalFailed) {
    return null;
  }
  return (
    <div className={styles.card} role="note" data-testid="staff-deposit-notes">
      {deposit.holdRefused && deposit.missing ? <p>{t('staff.reservation.depositHoldRefused')}</p> : null}
      {pending.length > 0 ? (
        <p data-testid="staff-deposit-pending">
          {t('staff.reservation.depositPending')} {pending.join(', ')}
        </p>
      ) : null}
      {deposit.renewalFailed && deposit.lapsesAt ? (
        <p data-testid="staff-deposit-renewal-failed">
          <strong>{t('staff.reservation.depositRenewalFailed', { date: when(deposit.lapsesAt) })}</strong>
        </p>
      ) : null}
      {deposit.failures.length > 0 ? (
        <ul data-testid="staff-deposit-failures">
          {deposit.failures.map((failure) => (
            <li key={`${failure.action}-${failure.at}`}>
              {t('staff.reservation.depositFailed', {
                when: when(failure.at),
                action: t(`staff.reservation.depositActions.${failure.action}`),
                amount: money(failure.amount),
              })}
              {failure.reason ? ` (${failure.reason})` : ''}
            </li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}

/** A customer's field as the desk reads it: a country by its name, a date of birth as a date. */
function fieldValue(field: string, value: string, language: string): string {
  if (field === 'country') return countryName(value, language);
  if (field === 'dateOfBirth') return formatDay(value, language);
  return value;
}

/** The customer's fields, each by its label in the desk's language, in the order the desk reads them. */
function CustomerFacts({ customer }: { customer: Record<string, string> }) {
  const { t, language } = useTranslation();
  const known: readonly string[] = customerFields;
  const fields = [
    ...customerFields.filter((field) => customer[field] !== undefined),
    ...Object.keys(customer).filter((field) => !known.includes(field)),
  ];
  return (
    <dl className={styles.facts} data-testid="staff-customer">
      {fields.map((field) => (
        <div key={field} className={styles.fact}>
          <dt>{fieldLabel(t, field)}</dt>
          <dd>
            {field === 'email' ? (
              <a href={`mailto:${customer[field] ?? ''}`}>{customer[field]}</a>
            ) : (
              fieldValue(field, customer[field] ?? '', language)
            )}
          </dd>
        </div>
      ))}
    </dl>
  );
}

/**
 * One reservation for the counter (issues 29, 39): the day's work first (the handover marks and
 * actions, the deposit, payment problems, refund requests), then the record (the booking, the customer,
 * drivers and documents, the money, the history, the e-mails). Two columns at a desk's width, one on a
 * phone in the same order. Every code of the answer is said in the desk's language, never shown raw.
 */
export function ReservationView({
  reference,
  role,
  preparePhoto,
}: {
  reference: string;
  role: StaffRole;
  /** Turns a picked condition photo into the bytes to upload, with its report copy (tests stand in for the canvas). */
  preparePhoto?: PrepareConditionPhoto;
}) {
  const { t, language } = useTranslation();
  const condition = useCondition(reference);
  const [answer, setAnswer] = useState<StaffReservationAnswer | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const [captureAmount, setCaptureAmount] = useState('');
  const [captureReason, setCaptureReason] = useState('');
  const [captureKey, setCaptureKey] = useState(newKey);
  // The last action's outcome, kept here: the action that gave it is often gone with the answer.
  const [outcome, setOutcome] = useState<{ group: ActionGroup; outcome: ActionOutcome } | null>(null);

  useEffect(() => {
    let current = true;
    staffApi
      .reservation(reference)
      .then((loaded) => current && setAnswer(loaded))
      .catch((error: unknown) => current && setProblem(error instanceof StaffApiError ? error.message : String(error)));
    return () => {
      current = false;
    };
  }, [reference]);

  if (problem) {
    return (
      <p role="alert" className={styles.error}>
        {problem}
      </p>
    );
  }
  if (!answer) return <p>{t('staff.loading')}</p>;

  const { reservation, staff } = answer;
  const money = (amount: number) => formatMinor(amount, reservation.currency, language);
  const when = (iso: string) => formatInstant(iso, language);
  const update = (next: StaffActionAnswer) => {
    setAnswer(next);
    // A handover opens or closes the condition's walks and sets the purge date.
    void condition.reload();
  };
  const reportTo = (group: ActionGroup) => (next: ActionOutcome | null) =>
    setOutcome(next ? { group, outcome: next } : null);
  const outcomeOf = (group: ActionGroup) => (outcome?.group === group ? outcome.outcome : null);
  const act =
    (action: string, body: Record<string, unknown> = {}, key?: string) =>
    () =>
      staffApi.act(reservation.reference, action, body, key);
  const details = (staff.checkInDetails ?? {}) as { drivers?: DriverFacts[]; licenseNumber?: string };
  const mainDriver: DriverFacts = reservation.driver ?? {
    fullName: `${reservation.customer.firstName ?? ''} ${reservation.customer.lastName ?? ''}`.trim(),
    licenseNumber: details.licenseNumber,
    dateOfBirth: reservation.customer.dateOfBirth,
  };
  const drivers: DriverFacts[] = [mainDriver, ...(details.drivers ?? [])];
  const isLive = ['pending_payment', 'confirmed', 'checked_in'].includes(reservation.status);
  const captureMinor = toMinor(captureAmount, reservation.currency);

  return (
    <article aria-labelledby="staff-reservation">
      <h1 id="staff-reservation">{t('staff.reservation.heading', { reference: reservation.reference })}</h1>
      <div className={styles.reservationGrid}>
        <div className={styles.work} data-testid="staff-work">
          <section className={styles.section} aria-labelledby="staff-actions">
            <h2 id="staff-actions">{t('staff.reservation.handover')}</h2>
            <p data-testid="staff-handover">
              {staff.pickedUpAt
                ? t('staff.reservation.pickedUpAt', { date: when(staff.pickedUpAt) }) +
                  handoverNoteText(staff.handover.pickup, t, language)
                : t('staff.reservation.notPickedUp')}
              {staff.returnedAt
                ? ` · ${t('staff.reservation.returnedAt', { date: when(staff.returnedAt) })}` +
                  handoverNoteText(staff.handover.return, t, language)
                : ''}
            </p>
            <div className={styles.actions}>
              {!staff.pickedUpAt && isLive && !staff.deposit.missing ? (
                <HandoverAction
                  prefix="pickup"
                  label={t('staff.actions.pickedUp')}
                  question={t('staff.actions.pickedUpQuestion')}
                  run={(body) => act('picked-up', body)()}
                  onDone={update}
                  onOutcome={reportTo('handover')}
                />
              ) : null}
              {!staff.pickedUpAt && isLive && staff.deposit.missing ? (
                <>
                  <p data-testid="staff-pickup-needs-deposit">{t('staff.actions.pickedUpNoDeposit')}</p>
                  {role === 'manager' ? (
                    <HandoverAction
                      prefix="pickup-override"
                      label={t('staff.actions.pickedUpOverride')}
                      question={t('staff.actions.pickedUpOverrideQuestion')}
                      run={(body) => act('picked-up', body)()}
                      onDone={update}
                      onOutcome={reportTo('handover')}
                      withOverrideReason
                    />
                  ) : null}
                </>
              ) : null}
              {staff.pickedUpAt && !staff.returnedAt ? (
                <HandoverAction
                  prefix="return"
                  label={t('staff.actions.returned')}
                  question={t('staff.actions.returnedQuestion')}
                  run={(body) => act('returned', body)()}
                  onDone={update}
                  onOutcome={reportTo('handover')}
                />
              ) : null}
            </div>
            <ActionOutcomeLine outcome={outcomeOf('handover')} />
          </section>

          <section className={styles.section} aria-labelledby="staff-deposit-heading">
            <h2 id="staff-deposit-heading">{t('staff.reservation.deposit')}</h2>
            <p data-testid="staff-deposit">
              {staff.deposit.missing ? (
                <strong data-testid="staff-deposit-missing">{t('staff.reservation.depositMissing')}</strong>
              ) : (
                t(`staff.depositStates.${staff.deposit.status}`)
              )}{' '}
              · {money(staff.deposit.heldAmount)}
              {staff.deposit.capturedAmount > 0 ? ` · ${money(staff.deposit.capturedAmount)}` : ''}
            </p>
            {staff.depositReleaseOn ? (
              <p>{t('staff.reservation.depositReleaseOn', { date: when(staff.depositReleaseOn) })}</p>
            ) : null}
            <DepositNotes deposit={staff.deposit} money={money} when={when} />
            {staff.deposit.status === 'held' ? (
              <div className={styles.actions}>
                <ConfirmAction
                  label={t('staff.actions.release')}
                  question={t('staff.actions.releaseQuestion')}
                  run={act('deposit/release')}
                  onDone={update}
                  onOutcome={reportTo('deposit')}
                />
                <ConfirmAction
                  label={t('staff.actions.capture')}
                  question={t('staff.actions.captureQuestion', {
                    amount: Number.isNaN(captureMinor) ? '–' : money(captureMinor),
                  })}
                  run={act('deposit/capture', { amount: captureMinor, reason: captureReason }, captureKey)}
                  onDone={(next) => {
                    setCaptureKey(newKey());
                    update(next);
                  }}
                  onOutcome={reportTo('deposit')}
                  disabled={role !== 'manager'}
                >
                  {role !== 'manager' ? <p>{t('staff.actions.managerOnly')}</p> : null}
                  <div className={styles.filters}>
                    <div className={styles.field}>
                      <label htmlFor="capture-amount">
                        {t('staff.reservation.captureAmount', { currency: reservation.currency })}
                      </label>
                      <input
                        id="capture-amount"
                        inputMode="decimal"
                        value={captureAmount}
                        onChange={(event) => setCaptureAmount(event.target.value)}
                        disabled={role !== 'manager'}
                      />
                    </div>
                    <div className={styles.field}>
                      <label htmlFor="capture-reason">{t('staff.reservation.captureReason')}</label>
                      <input
                        id="capture-reason"
                        value={captureReason}
                        onChange={(event) => setCaptureReason(event.target.value)}
                        disabled={role !== 'manager'}
                      />
                    </div>
                  </div>
                </ConfirmAction>
              </div>
            ) : null}
            <ActionOutcomeLine outcome={outcomeOf('deposit')} />
          </section>

          {condition.condition ? (
            <ConditionClaimBox
              reference={reservation.reference}
              condition={condition.condition}
              onChange={condition.reload}
            />
          ) : null}

          {staff.paymentProblems.length > 0 ? (
            <section className={styles.section} aria-labelledby="staff-payment-problems-heading">
              <div className={styles.card} role="note" data-testid="staff-payment-problems">
                <h2 id="staff-payment-problems-heading">{t('staff.reservation.paymentProblems.heading')}</h2>
                <ul>
                  {staff.paymentProblems.map((problem) => (
                    <li key={`${problem.pspReference ?? ''}-${problem.at}`}>
                      {when(problem.at)}:{' '}
                      {t(`staff.reservation.paymentProblems.${problem.reason}`, {
                        authorised: formatMinor(problem.authorised.amount, problem.authorised.currency, language),
                        expected: formatMinor(problem.expected.amount, problem.expected.currency, language),
                      })}{' '}
                      {problem.refund === 'done'
                        ? t(`staff.reservation.paymentProblems.${problem.action}`)
                        : problem.refund === 'pending'
                          ? t('staff.reservation.paymentProblems.returnPending')
                          : null}
                      {problem.pspReference ? ` (${problem.pspReference})` : ''}
                      {problem.refund === 'failed' ? (
                        <strong data-testid="staff-payment-problem-refund-failed">
                          {' '}
                          {t('staff.reservation.paymentProblems.returnFailed', {
                            reason: problem.refundFailure ?? '—',
                          })}
                        </strong>
                      ) : null}
                    </li>
                  ))}
                </ul>
              </div>
            </section>
          ) : null}

          <section className={styles.section} aria-labelledby="staff-refunds">
            <h2 id="staff-refunds">{t('staff.reservation.refundRequests')}</h2>
            {staff.refundRequests.length === 0 ? <p>{t('staff.reservation.noRefundRequests')}</p> : null}
            <div className={styles.actions}>
              {staff.refundRequests.map((request) => (
                <div key={request.id} className={styles.card} data-testid="staff-refund-request">
                  <p>
                    {money(request.amount)} · {refundStateLabel(t, request.status)} · {when(request.requestedAt)}
                    {request.decidedBy ? ` · ${request.decidedBy}` : ''}
                  </p>
                  <p>
                    {t('staff.reservation.reason')}: {request.reason}
                  </p>
                  {request.status === 'requested' ? (
                    <>
                      <ConfirmAction
                        label={t('staff.actions.approve')}
                        question={t('staff.actions.approveQuestion', { amount: money(request.amount) })}
                        run={act(`refund-requests/${request.id}/approve`)}
                        onDone={update}
                        onOutcome={reportTo('refunds')}
                      />
                      <ConfirmAction
                        label={t('staff.actions.reject')}
                        question={t('staff.actions.rejectQuestion')}
                        run={act(`refund-requests/${request.id}/reject`)}
                        onDone={update}
                        onOutcome={reportTo('refunds')}
                      />
                    </>
                  ) : null}
                </div>
              ))}
            </div>
            <ActionOutcomeLine outcome={outcomeOf('refunds')} />
          </section>

          {reservation.cancellation.allowed ? (
            <section className={styles.section} aria-labelledby="staff-cancel">
              <h2 id="staff-cancel">{t('staff.reservation.cancelHeading')}</h2>
              <ConfirmAction
                label={t('staff.actions.cancelBooking')}
                question={t('staff.actions.cancelBookingQuestion')}
                run={act('cancel', { expectedRefund: reservation.cancellation.refund })}
                onDone={update}
                onOutcome={reportTo('cancel')}
              />
              <ActionOutcomeLine outcome={outcomeOf('cancel')} />
            </section>
          ) : null}
        </div>

        <div className={styles.record} data-testid="staff-record">
          <section className={styles.section} aria-labelledby="staff-booking">
            <h2 id="staff-booking">{t('staff.reservation.booking')}</h2>
            <dl className={styles.facts}>
              <dt>{t('staff.reservation.status')}</dt>
              <dd data-testid="staff-status">{statusLabel(t, reservation.status)}</dd>
              <dt>{t('staff.reservation.pickup')}</dt>
              <dd>
                {formatLocalTime(reservation.pickup.at, language)} · {reservation.pickup.location.title}
              </dd>
              <dt>{t('staff.reservation.return')}</dt>
              <dd>
                {formatLocalTime(reservation.return.at, language)} · {reservation.return.location.title}
              </dd>
              <dt>{t('staff.today.class')}</dt>
              <dd>{reservation.vehicle.name ?? reservation.classId}</dd>
              <dt>{t('staff.today.flight')}</dt>
              <dd>{reservation.trip?.flightNumber ?? '–'}</dd>
              <dt>{t('staff.reservation.booked')}</dt>
              <dd>{when(reservation.createdAt)}</dd>
            </dl>
          </section>

          <ConditionRecord
            reference={reservation.reference}
            condition={condition.condition}
            problem={condition.problem}
            onChange={condition.reload}
            preparePhoto={preparePhoto}
          />

          <section className={styles.section} aria-labelledby="staff-customer">
            <h2 id="staff-customer">{t('staff.reservation.customer')}</h2>
            <CustomerFacts customer={reservation.customer} />
          </section>

          <section className={styles.section} aria-labelledby="staff-drivers">
            <h2 id="staff-drivers">{t('staff.reservation.drivers')}</h2>
            <ol>
              {drivers.map((driver, index) => (
                <li key={index}>
                  {index === 0
                    ? t('staff.reservation.mainDriver')
                    : t('staff.reservation.extraDriver', { number: index })}
                  : {driver.fullName ?? '–'} · {t('staff.reservation.licenceNumber')} {driver.licenseNumber ?? '–'} ·{' '}
                  {t('staff.reservation.born', {
                    date: driver.dateOfBirth ? formatDay(driver.dateOfBirth, language) : '–',
                  })}
                </li>
              ))}
            </ol>
            <h3>{t('staff.reservation.licencePhotos')}</h3>
            {staff.licencePhotos.length === 0 ? (
              <p>{t('staff.reservation.noPhotos')}</p>
            ) : (
              <div className={styles.photos}>
                {staff.licencePhotos.map((photo) => (
                  <figure key={photo.url}>
                    <a href={photo.url} target="_blank" rel="noreferrer">
                      <img
                        src={photo.url}
                        alt={t('staff.reservation.photoAlt', {
                          driver: photo.driver + 1,
                          side: t(`staff.reservation.${photo.side}`),
                        })}
                        loading="lazy"
                      />
                    </a>
                  </figure>
                ))}
              </div>
            )}
            <h3>{t('staff.reservation.contract')}</h3>
            {staff.contract ? (
              <p>
                {staff.contract.signed && staff.contract.signedAt
                  ? t('staff.reservation.contractSigned', {
                      name: staff.contract.signerName ?? '',
                      date: when(staff.contract.signedAt),
                    })
                  : t('staff.reservation.contractUnsigned')}{' '}
                <a href={staff.contract.url} target="_blank" rel="noreferrer">
                  {t('staff.reservation.openContract')}
                </a>
              </p>
            ) : (
              <p>{t('staff.reservation.noContract')}</p>
            )}
          </section>

          <section className={styles.section} aria-labelledby="staff-payments">
            <h2 id="staff-payments">{t('staff.reservation.payments')}</h2>
            <dl className={styles.facts}>
              <dt>{t('staff.reservation.total')}</dt>
              <dd>{money(reservation.total)}</dd>
              <dt>{t('staff.reservation.paid')}</dt>
              <dd>{money(reservation.paid)}</dd>
              <dt>{t('staff.reservation.refunded')}</dt>
              <dd data-testid="staff-refunded">{money(reservation.refunded)}</dd>
            </dl>
            <h3>{t('staff.reservation.ledger')}</h3>
            <Table
              headings={[
                t('staff.reservation.when'),
                t('staff.reservation.kind'),
                t('staff.reservation.purpose'),
                t('staff.reservation.amount'),
              ]}
              rows={staff.ledger.map((entry) => [
                when(entry.at),
                ledgerKindLabel(t, entry.kind),
                ledgerPurposeLabel(t, entry.purpose),
                `${formatMinor(entry.amount, entry.currency, language)}${
                  entry.cardLast4 ? ` · ${entry.cardBrand ?? ''} •••• ${entry.cardLast4}` : ''
                }`,
              ])}
            />
          </section>

          <section className={styles.section} aria-labelledby="staff-history">
            <h2 id="staff-history">{t('staff.reservation.history')}</h2>
            <Table
              headings={[t('staff.reservation.when'), t('staff.reservation.what'), t('staff.reservation.by')]}
              rows={staff.history
                // Opening a record is no change (the audit keeps it; the desk's history would fill with visits).
                .filter((entry) => !entry.action.endsWith('.viewed'))
                .map((entry) => [when(entry.at), eventLabel(t, entry.action), actorLabel(t, entry.by)])}
            />
          </section>

          <section className={styles.section} aria-labelledby="staff-emails">
            <h2 id="staff-emails">{t('staff.reservation.emails')}</h2>
            {staff.emails === null ? (
              <p>{t('staff.reservation.emailsNotRecorded')}</p>
            ) : staff.emails.length === 0 ? (
              <p>{t('staff.reservation.noEmails')}</p>
            ) : (
              <Table
                headings={[
                  t('staff.reservation.when'),
                  t('staff.reservation.message'),
                  t('staff.reservation.emailState'),
                ]}
                rows={staff.emails.map((email) => {
                  const at = email.sentAt ?? email.createdAt;
                  return [
                    typeof at === 'string' ? when(at) : '–',
                    emailKindLabel(t, email.kind),
                    emailStateLabel(t, email.status),
                  ];
                })}
              />
            )}
          </section>
        </div>
      </div>
    </article>
  );
}
