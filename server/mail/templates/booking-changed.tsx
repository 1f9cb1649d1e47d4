import { Layout, OpenButton, paragraph, Text } from './Layout';
import { formatMoney, type TemplateProps } from './mail-context';
import { PriceFacts, TermsFacts, TripFacts } from './reservation-parts';

/** Booking changed: the booking as it now reads, and a refund when the change made it cheaper. */
export function BookingChanged({ facts, mail }: TemplateProps) {
  const { reservation, details } = facts;
  const { t } = mail;
  return (
    <Layout
      mail={mail}
      preview={t('mail.bookingChanged.subject', { reference: reservation.reference })}
      heading={t('mail.bookingChanged.heading')}
      reference={reservation.reference}
    >
      <Text style={paragraph}>{t('mail.common.greeting', { name: reservation.customer.firstName ?? '' })}</Text>
      <Text style={paragraph}>{t('mail.bookingChanged.intro')}</Text>
      {details.refunded ? (
        <Text style={paragraph}>
          {t('mail.bookingChanged.refunded', { amount: formatMoney(details.refunded, reservation.currency) })}
        </Text>
      ) : null}
      <OpenButton mail={mail} href={mail.link.url} label={t('mail.common.open')} />
      <TripFacts mail={mail} reservation={reservation} />
      <PriceFacts mail={mail} reservation={reservation} />
      <TermsFacts mail={mail} reservation={reservation} />
    </Layout>
  );
}
