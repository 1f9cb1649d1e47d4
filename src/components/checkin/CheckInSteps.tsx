import { useEffect, useState, type FormEvent } from 'react';
import { api, newIdempotencyKey } from '../../api-client/client';
import type { SearchOptions } from '../../api-client/types';
import type { LocaleCode } from '../../config/locales';
import { useTranslation } from '../../i18n/TranslationProvider';
import { isCheckInOpen, outstandingOf } from '../../machines/checkin.machine';
import { paymentActorOf } from '../../machines/payment.machine';
import { bookedReservationOf } from '../booking/booked-reservation';
import { money } from '../booking/format';
import { PaymentStep } from '../booking/PaymentStep';
import { ProcessorCheckout } from '../payment/ProcessorCheckout';
import { PriceLines } from '../reservation/PriceLines';
import { ReservationHeading } from '../reservation/ReservationHeading';
import { icelandDateTime, localDateTime } from '../reservation/reservation-format';
import { errorText, type StepProps } from './step-props';
import * as booking from '../booking/booking.module.css';
import * as styles from './checkin.module.css';

function Failure({ snapshot }: Pick<StepProps, 'snapshot'>) {
  const { t } = useTranslation();
  const error = snapshot.context.error;
  return error ? (
    <p role="alert" className={booking.errorMessage} data-testid="checkin-failure">
      {errorText(t, error)}
    </p>
  ) : null;
}

/** What check-in is and when it opens; before `opensAt` the opening time and no button. */
export function StartStep({ snapshot, send, reservation }: StepProps) {
  const { t, language } = useTranslation();
  const context = snapshot.context;
  const open = isCheckInOpen(context.reservation, context.now) && !snapshot.matches('notOpen');
  const starting = snapshot.matches({ start: 'starting' });
  const opensAt = context.reservation?.checkInWindow.opensAt ?? reservation?.checkInWindow.opensAt;
  return (
    <div className={booking.step}>
      <ReservationHeading>{t('checkin.start.title')}</ReservationHeading>
      <p>{t('checkin.start.intro')}</p>
      <h2>{t('checkin.start.need')}</h2>
      <ul>
        <li>{t('checkin.start.needLicence')}</li>
        <li>{t('checkin.start.needCard')}</li>
        <li>{t('checkin.start.needSign')}</li>
      </ul>
      <Failure snapshot={snapshot} />
      {open ? (
        <div className={booking.actions}>
          <button
            type="button"
            className={booking.primaryButton}
            disabled={starting}
            onClick={() => send({ type: 'start.submit' })}
          >
            {starting ? t('checkin.sending') : t('checkin.start.submit')}
          </button>
        </div>
      ) : (
        <p data-testid="checkin-opens">
          {opensAt && context.reservation?.status === 'confirmed'
            ? t('checkin.start.opensAt', { time: icelandDateTime(opensAt, language as LocaleCode) })
            : t('checkin.start.notAvailable')}
        </p>
      )}
    </div>
  );
}

type Choice = { extras: Record<string, number>; insuranceId: string; extraDrivers: number };

/** Upgrades at check-in: the whole selection of extras, cover and extra drivers, priced again. */
export function OptionsStep({ snapshot, send, reservation }: StepProps) {
  const { t, language } = useTranslation();
  const [options, setOptions] = useState<SearchOptions | null>(null);
  const [choice, setChoice] = useState<Choice>(() => ({
    extras: Object.fromEntries((reservation?.extras ?? []).map((extra) => [extra.id, extra.quantity])),
    insuranceId: reservation?.insurance.id ?? '',
    extraDrivers: reservation?.extraDrivers ?? 0,
  }));
  const submitting = snapshot.matches({ options: 'submitting' });
  useEffect(() => {
    const controller = new AbortController();
    api.getSearchOptions(language, controller.signal).then(setOptions, () => setOptions(null));
    return () => controller.abort();
  }, [language]);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    send({
      type: 'options.submit',
      options: {
        extras: Object.entries(choice.extras)
          .filter(([, quantity]) => quantity > 0)
          .map(([id, quantity]) => ({ id, quantity })),
        insuranceId: choice.insuranceId || null,
        extraDrivers: choice.extraDrivers,
      },
    });
  };
  const currency = reservation?.currency ?? 'EUR';
  return (
    <form className={booking.step} onSubmit={submit} aria-labelledby="page-title" noValidate>
      <ReservationHeading>{t('checkin.options.title')}</ReservationHeading>
      <p>{t('checkin.options.intro')}</p>
      {reservation ? (
        <p data-testid="checkin-current-total">
          {t('checkin.options.currentTotal', { amount: money(reservation.total, currency) })}
        </p>
      ) : null}
      <Failure snapshot={snapshot} />
      {options ? (
        <>
          <fieldset className={booking.fieldset}>
            <legend>{t('checkin.options.insurance')}</legend>
            {options.insurances.map((insurance) => (
              <label key={insurance.id} className={booking.checkRow}>
                <input
                  type="radio"
                  name="insurance"
                  value={insurance.id}
                  checked={choice.insuranceId === insurance.id}
                  onChange={() => setChoice({ ...choice, insuranceId: insurance.id })}
                />
                <span>{insurance.name}</span>
              </label>
            ))}
          </fieldset>
          <fieldset className={booking.fieldset}>
            <legend>{t('checkin.options.extras')}</legend>
            {options.extras.map((extra) => (
              <div key={extra.id} className={booking.field}>
                <label htmlFor={`extra-${extra.id}`}>{extra.name}</label>
                <select
                  id={`extra-${extra.id}`}
                  value={choice.extras[extra.id] ?? 0}
                  onChange={(event) =>
                    setChoice({ ...choice, extras: { ...choice.extras, [extra.id]: Number(event.target.value) } })
                  }
                >
                  {Array.from({ length: Math.max(1, extra.maxQuantity) + 1 }, (_, quantity) => (
                    <option key={quantity} value={quantity}>
                      {quantity}
                    </option>
                  ))}
                </select>
              </div>
            ))}
            <div className={booking.field}>
              <label htmlFor="extra-drivers">{t('checkin.options.extraDrivers')}</label>
              <select
                id="extra-drivers"
                value={choice.extraDrivers}
                onChange={(event) => setChoice({ ...choice, extraDrivers: Number(event.target.value) })}
              >
                {Array.from({ length: options.terms.maximumExtraDrivers + 1 }, (_, count) => (
                  <option key={count} value={count}>
                    {count}
                  </option>
                ))}
              </select>
            </div>
          </fieldset>
        </>
      ) : (
        <div className={booking.stepPlaceholder} aria-hidden="true" />
      )}
      <p className={booking.muted}>{t('checkin.options.priceNote')}</p>
      <div className={booking.actions}>
        <button type="submit" className={booking.primaryButton} disabled={submitting}>
          {submitting ? t('checkin.sending') : t('checkin.options.submit')}
        </button>
      </div>
    </form>
  );
}

/**
 * What is due after the options: everything not yet paid (payment option 509), and the deposit hold.
 * Both go through the processor's page when the server asks for it; with nothing to pay and the hold on
 * the card kept from the booking, Continue goes straight on.
 */
export function CheckInPaymentStep({ snapshot, send, reservation }: StepProps) {
  const { t } = useTranslation();
  const due = outstandingOf(snapshot.context.reservation);
  const payment = paymentActorOf(snapshot);
  if (!reservation) return null;
  const start = () => send({ type: 'payment.start', idempotencyKey: newIdempotencyKey() });
  const deposit = reservation.price.deposit;
  return (
    <div className={booking.step}>
      <ReservationHeading>{t('checkin.payment.title')}</ReservationHeading>
      <PriceLines reservation={reservation} />
      {due === 0 ? (
        <>
          <p data-testid="checkin-nothing-due">{t('checkin.payment.nothingDue')}</p>
          {deposit > 0 ? (
            <p data-testid="payment-deposit">
              {t('booking.payment.depositNow', { amount: money(deposit, reservation.price.currency) })}{' '}
              {t('booking.payment.depositRelease')}
            </p>
          ) : null}
          {payment ? null : <Failure snapshot={snapshot} />}
          {payment ? <ProcessorCheckout payment={payment} /> : null}
          <div className={booking.actions}>
            {payment ? null : (
              <button type="button" className={booking.primaryButton} onClick={start}>
                {t('checkin.payment.continue')}
              </button>
            )}
          </div>
        </>
      ) : (
        <>
          <p>{t('checkin.payment.due', { amount: money(due, reservation.currency) })}</p>
          <PaymentStep
            embedded
            reservation={{ ...bookedReservationOf(reservation), amountDue: due, holdExpiresAt: null }}
            price={reservation.price}
            error={snapshot.context.error}
            payment={payment}
            checking={false}
            onPay={start}
            depositHeldNow
          />
        </>
      )}
    </div>
  );
}

/** The agreement as text on the phone: the parties, the vehicle, the dates, the price and the key terms. */
export function ContractStep({ snapshot, send, reservation }: StepProps) {
  const { t, language } = useTranslation();
  const submitting = snapshot.matches({ contract: 'submitting' });
  if (!reservation) return null;
  const locale = language as LocaleCode;
  const details = snapshot.context.details;
  const renter = `${reservation.customer.firstName ?? ''} ${reservation.customer.lastName ?? ''}`.trim();
  const amount = (value: number) => money(value, reservation.currency);
  return (
    <div className={booking.step}>
      <ReservationHeading>{t('checkin.contract.title')}</ReservationHeading>
      <p>{t('checkin.contract.intro')}</p>
      <article
        className={`${booking.fieldset} ${styles.agreement}`}
        aria-labelledby="agreement-title"
        data-testid="agreement"
      >
        <h2 id="agreement-title">{t('checkin.contract.agreementTitle', { reference: reservation.reference })}</h2>
        <dl>
          <dt>{t('checkin.contract.renter')}</dt>
          <dd>{renter}</dd>
          {details?.drivers.length ? (
            <>
              <dt>{t('checkin.contract.drivers')}</dt>
              <dd>{details.drivers.map((driver) => driver.fullName).join(', ')}</dd>
            </>
          ) : null}
          <dt>{t('checkin.contract.vehicle')}</dt>
          <dd>
            {reservation.vehicle.orSimilar
              ? t('checkin.contract.orSimilar', { name: reservation.vehicle.name ?? '' })
              : reservation.vehicle.name}
          </dd>
          <dt>{t('checkin.contract.pickup')}</dt>
          <dd>
            {reservation.pickup.location.title}, {localDateTime(reservation.pickup.at, locale)}
          </dd>
          <dt>{t('checkin.contract.return')}</dt>
          <dd>
            {reservation.return.location.title}, {localDateTime(reservation.return.at, locale)}
          </dd>
          <dt>{t('checkin.contract.insurance')}</dt>
          <dd>{reservation.insurance.name}</dd>
        </dl>
        <PriceLines reservation={reservation} />
        <p>
          <strong>{t('checkin.contract.total', { amount: amount(reservation.total) })}</strong>
        </p>
        <p>{t('checkin.contract.paid', { amount: amount(reservation.paid - reservation.refunded) })}</p>
        <h3>{t('checkin.contract.termsTitle')}</h3>
        <ul>
          {reservation.price.deposit > 0 ? (
            <li>{t('checkin.contract.termDeposit', { amount: amount(reservation.price.deposit) })}</li>
          ) : null}
          <li>{t('checkin.contract.termLicence')}</li>
          <li>{t('checkin.contract.termReturn')}</li>
          <li>{t('checkin.contract.termDamage')}</li>
        </ul>
      </article>
      <p className={booking.muted}>{t('checkin.contract.pdfNote')}</p>
      <Failure snapshot={snapshot} />
      <div className={booking.actions}>
        <button
          type="button"
          className={booking.primaryButton}
          disabled={submitting}
          onClick={() => send({ type: 'contract.submit' })}
        >
          {submitting ? t('checkin.sending') : t('checkin.contract.submit')}
        </button>
      </div>
    </div>
  );
}
