import type { Reservation } from '../../../src/api-client/types';
import { officeAddress } from '../offices';
import { FactTable, paragraph, SectionHeading, Text } from './Layout';
import { formatInstant, formatLocalDateTime, formatMoney, type MailContext } from './mail-context';
import { priceLineLabel } from '../../../src/components/reservation/price-line-label';

/** The vehicle "or similar" (spec §3 guaranteed model), or its class id when the class is gone. */
export function vehicleName(mail: MailContext, reservation: Reservation): string {
  const name = reservation.vehicle.name ?? reservation.classId;
  return reservation.vehicle.orSimilar === false ? name : mail.t('mail.common.orSimilar', { name });
}

/** A place with its street address when known. */
function placeText(place: Reservation['pickup']['location']): string {
  const address = officeAddress(place.id);
  return address ? `${place.title}, ${address}` : place.title;
}

/** Vehicle, pickup and return with places and Iceland times, drivers, extras and cover. */
export function TripFacts({ mail, reservation }: { mail: MailContext; reservation: Reservation }) {
  const { t } = mail;
  const drivers = [
    reservation.driver?.fullName ?? `${reservation.customer.firstName ?? ''} ${reservation.customer.lastName ?? ''}`,
    ...(reservation.extraDrivers > 0 ? [t('mail.common.extraDrivers', { count: reservation.extraDrivers })] : []),
  ];
  const options = [
    ...reservation.extras.map((extra) => (extra.quantity > 1 ? `${extra.name} × ${extra.quantity}` : extra.name)),
    reservation.insurance.name,
  ];
  return (
    <>
      <FactTable
        testId="trip"
        rows={[
          [t('mail.common.vehicle'), vehicleName(mail, reservation)],
          [
            t('mail.common.pickup'),
            <>
              {formatLocalDateTime(mail, reservation.pickup.at)}
              <br />
              {placeText(reservation.pickup.location)}
            </>,
          ],
          [
            t('mail.common.return'),
            <>
              {formatLocalDateTime(mail, reservation.return.at)}
              <br />
              {placeText(reservation.return.location)}
            </>,
          ],
          [t('mail.common.drivers'), drivers.join(', ')],
          [t('mail.common.options'), options.join(', ')],
        ]}
      />
      <Text style={{ ...paragraph, fontSize: '14px' }}>{t('mail.common.icelandTime')}</Text>
    </>
  );
}

/** Every price line of the frozen price, the total, what was paid and what is left. */
export function PriceFacts({ mail, reservation }: { mail: MailContext; reservation: Reservation }) {
  const { t } = mail;
  const { price, currency } = reservation;
  const label = (line: Reservation['price']['lines'][number]) => priceLineLabel(reservation, line, t);
  const rows: [string, string][] = price.lines.map((line) => [
    label(line),
    line.amount === 0 ? t('mail.common.included') : formatMoney(line.amount, currency),
  ]);
  rows.push([t('mail.common.total'), formatMoney(reservation.total, currency)]);
  rows.push([t('mail.common.paid'), formatMoney(reservation.paid - reservation.refunded, currency)]);
  if (reservation.amountDue > 0) rows.push([t('mail.common.dueNow'), formatMoney(reservation.amountDue, currency)]);
  if (reservation.dueAtPickup > 0) {
    rows.push([t('mail.common.dueAtPickup'), formatMoney(reservation.dueAtPickup, currency)]);
  }
  return (
    <>
      <SectionHeading>{t('mail.common.price')}</SectionHeading>
      <FactTable testId="price" rows={rows} />
    </>
  );
}

/** The deposit, free cancellation until when, and when online check-in opens. */
export function TermsFacts({ mail, reservation }: { mail: MailContext; reservation: Reservation }) {
  const { t } = mail;
  return (
    <>
      {reservation.price.deposit > 0 ? (
        <Text style={paragraph}>
          {t('mail.common.deposit', { amount: formatMoney(reservation.price.deposit, reservation.currency) })}
        </Text>
      ) : null}
      <Text style={paragraph}>
        {t('mail.common.freeCancellation', { date: formatInstant(mail, reservation.cancellation.freeUntil) })}
      </Text>
      <Text style={paragraph}>
        {t('mail.common.checkInOpens', { date: formatInstant(mail, reservation.checkInWindow.opensAt) })}
      </Text>
    </>
  );
}
