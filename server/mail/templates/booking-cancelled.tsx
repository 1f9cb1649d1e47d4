import { FactTable, Layout, OpenButton, paragraph, Text } from './Layout';
import { formatMoney, type TemplateProps } from './mail-context';
import { vehicleName } from './reservation-parts';
import { formatLocalDateTime } from './mail-context';

/** Cancelled: what was cancelled, the fee kept and the refund to the card. */
export function BookingCancelled({ facts, mail }: TemplateProps) {
  const { reservation, details } = facts;
  const { t } = mail;
  const refunded = details.refunded ?? 0;
  return (
    <Layout
      mail={mail}
      preview={t('mail.bookingCancelled.subject', { reference: reservation.reference })}
      heading={t('mail.bookingCancelled.heading')}
      reference={reservation.reference}
    >
      <Text style={paragraph}>{t('mail.common.greeting', { name: reservation.customer.firstName ?? '' })}</Text>
      <Text style={paragraph}>{t('mail.bookingCancelled.intro', { reference: reservation.reference })}</Text>
      <Text style={{ ...paragraph, fontWeight: 700 }} data-testid="refund">
        {refunded > 0
          ? t('mail.bookingCancelled.refund', { amount: formatMoney(refunded, reservation.currency) })
          : t('mail.bookingCancelled.noRefund')}
      </Text>
      {details.cancellationFee ? (
        <Text style={paragraph}>
          {t('mail.bookingCancelled.fee', { amount: formatMoney(details.cancellationFee, reservation.currency) })}
        </Text>
      ) : null}
      <FactTable
        rows={[
          [t('mail.common.vehicle'), vehicleName(mail, reservation)],
          [t('mail.common.pickup'), formatLocalDateTime(mail, reservation.pickup.at)],
          [t('mail.common.return'), formatLocalDateTime(mail, reservation.return.at)],
        ]}
      />
      <OpenButton mail={mail} href={mail.link.url} label={t('mail.common.open')} />
    </Layout>
  );
}
