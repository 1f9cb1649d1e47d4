import { Layout, OpenButton, paragraph, Text } from './Layout';
import type { TemplateProps } from './mail-context';
import { PriceFacts, TermsFacts, TripFacts } from './reservation-parts';

/** Booking confirmed (car, camper): everything booked and paid, with the link and the calendar file. */
export function BookingConfirmed({ facts, mail }: TemplateProps) {
  const { reservation } = facts;
  const { t } = mail;
  return (
    <Layout
      mail={mail}
      preview={t('mail.bookingConfirmed.subject', { reference: reservation.reference })}
      heading={t('mail.bookingConfirmed.heading')}
      reference={reservation.reference}
    >
      <Text style={paragraph}>{t('mail.common.greeting', { name: reservation.customer.firstName ?? '' })}</Text>
      <Text style={paragraph}>{t('mail.bookingConfirmed.intro', { brand: mail.brand.name })}</Text>
      <OpenButton mail={mail} href={mail.link.url} label={t('mail.common.open')} />
      <TripFacts mail={mail} reservation={reservation} />
      <PriceFacts mail={mail} reservation={reservation} />
      <TermsFacts mail={mail} reservation={reservation} />
      <Text style={paragraph}>{t('mail.common.calendar')}</Text>
    </Layout>
  );
}
