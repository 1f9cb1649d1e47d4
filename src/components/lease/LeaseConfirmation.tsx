import { Link } from 'gatsby';
import type { Reservation } from '../../api-client/types';
import type { LocaleCode } from '../../config/locales';
import { localePrefix } from '../../domain/paths';
import { useTranslation } from '../../i18n/TranslationProvider';
import { money } from '../booking/format';
import { StepHeading } from '../booking/StepHeading';
import * as booking from '../booking/booking.module.css';
import * as styles from './lease.module.css';

/**
 * The last step of a lease (issue 15): the reference, the lease period, the delivery or pickup, what was
 * paid and what happens next, with the way to find the reservation again.
 */
export function LeaseConfirmation({ reservation, language }: { reservation: Reservation; language: LocaleCode }) {
  const { t } = useTranslation();
  const { lease } = reservation;
  if (!lease) return null;
  const handover =
    lease.handover === 'delivery' && lease.deliveryLocation
      ? t('lease.confirmation.delivery', {
          address: `${lease.deliveryLocation.address}, ${lease.deliveryLocation.zipcode} ${lease.deliveryLocation.city}`,
          date: lease.startDate,
          time: lease.time,
        })
      : t('lease.confirmation.pickup', { place: lease.place.title, date: lease.startDate, time: lease.time });
  return (
    <section className={booking.step} aria-labelledby="step-title">
      <StepHeading>
        <span id="step-title">{t('lease.confirmation.title')}</span>
      </StepHeading>
      <p className={styles.reference}>
        {t('lease.confirmation.reference')} <strong data-testid="lease-reference">{reservation.reference}</strong>
      </p>
      <dl className={styles.lines}>
        <div>
          <dt>{t('lease.confirmation.period')}</dt>
          <dd data-testid="lease-period">
            {t('lease.confirmation.periodValue', { start: lease.startDate, end: lease.endDate })}
          </dd>
        </div>
        <div>
          <dt>{t('lease.confirmation.handover')}</dt>
          <dd data-testid="lease-handover">{handover}</dd>
        </div>
        <div>
          <dt>{t('lease.confirmation.perMonth')}</dt>
          <dd>{money(lease.perMonth, reservation.currency)}</dd>
        </div>
        <div>
          <dt>{t('lease.confirmation.paid')}</dt>
          <dd>{money(reservation.paid, reservation.currency)}</dd>
        </div>
        <div>
          <dt>{t('lease.confirmation.dueLater')}</dt>
          <dd>{money(reservation.dueAtPickup, reservation.currency)}</dd>
        </div>
      </dl>
      <h2>{t('lease.confirmation.nextTitle')}</h2>
      <ol>
        <li>{t('lease.confirmation.nextEmail', { email: reservation.customer.email ?? '' })}</li>
        <li>{t('lease.confirmation.nextCancel', { date: reservation.cancellation.freeUntil.slice(0, 10) })}</li>
        <li>{t('lease.confirmation.nextHandover')}</li>
      </ol>
      <p>
        <Link to={`${localePrefix(language)}/reservation/`}>{t('lease.confirmation.manage')}</Link>
      </p>
    </section>
  );
}
