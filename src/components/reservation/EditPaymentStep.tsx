/** The edit wizard's last step: the change reviewed, saved, and the difference paid or refunded. */

import { Link } from 'gatsby';
import { paymentActorOf } from '../../machines/payment.machine';
import { newIdempotencyKey } from '../../api-client/client';
import type { LocaleCode } from '../../config/locales';
import { localePrefix } from '../../domain/paths';
import { useTranslation } from '../../i18n/TranslationProvider';
import type { EditSnapshot } from '../../machines/edit.machine';
import { bookedReservationOf } from '../booking/booked-reservation';
import { money } from '../booking/format';
import { PaymentStep } from '../booking/PaymentStep';
import { ReservationHeading } from './ReservationHeading';
import * as booking from '../booking/booking.module.css';
import * as styles from './reservation.module.css';
import { type EditActor, currentReservation } from './use-edit-actor';

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
