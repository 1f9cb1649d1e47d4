import type { Reservation } from '../../api-client/types';
import { useTranslation } from '../../i18n/TranslationProvider';
import * as booking from '../booking/booking.module.css';

/**
 * A lease's own facts on the reservation overview (issue 15): the period, the handover, the lessee's
 * kennitala as the engine answers it (masked) and whether the licence photos were given.
 */
export function LeaseSummary({ lease }: { lease: NonNullable<Reservation['lease']> }) {
  const { t } = useTranslation();
  const place = lease.deliveryLocation;
  return (
    <>
      <h2>{t('lease.overview.title')}</h2>
      <dl className={booking.trip} data-testid="reservation-lease">
        <dt>{t('lease.confirmation.period')}</dt>
        <dd>{t('lease.confirmation.periodValue', { start: lease.startDate, end: lease.endDate })}</dd>
        <dt>{t('lease.confirmation.handover')}</dt>
        <dd>
          {place
            ? t('lease.confirmation.delivery', {
                address: `${place.address}, ${place.zipcode} ${place.city}`,
                date: lease.startDate,
                time: lease.time,
              })
            : t('lease.confirmation.pickup', { place: lease.place.title, date: lease.startDate, time: lease.time })}
        </dd>
        {lease.lessee.ssn ? (
          <>
            <dt>{t('lease.details.ssn')}</dt>
            <dd data-testid="reservation-kennitala">{lease.lessee.ssn}</dd>
          </>
        ) : null}
        <dt>{t('lease.overview.photos')}</dt>
        <dd>{t('lease.overview.photosGiven', { count: lease.licencePhotos.length })}</dd>
      </dl>
    </>
  );
}
