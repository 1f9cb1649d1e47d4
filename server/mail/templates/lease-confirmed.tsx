import { formatDate } from '../../../src/i18n/format-date';
import { FactTable, Layout, OpenButton, paragraph, SectionHeading, Text } from './Layout';
import { formatMoney, type TemplateProps } from './mail-context';
import { PriceFacts, TermsFacts, TripFacts } from './reservation-parts';

/** Lease confirmed (long-term brand): the period, the monthly price, the handover, the link and the calendar file. */
export function LeaseConfirmed({ facts, mail }: TemplateProps) {
  const { reservation } = facts;
  const { t } = mail;
  const lease = reservation.lease;
  const day = (date: string) => formatDate(date, mail.locale, { dateStyle: 'long' });
  return (
    <Layout
      mail={mail}
      preview={t('mail.leaseConfirmed.subject', { reference: reservation.reference })}
      heading={t('mail.leaseConfirmed.heading')}
      reference={reservation.reference}
    >
      <Text style={paragraph}>{t('mail.common.greeting', { name: reservation.customer.firstName ?? '' })}</Text>
      <Text style={paragraph}>{t('mail.leaseConfirmed.intro', { brand: mail.brand.name })}</Text>
      <OpenButton mail={mail} href={mail.link.url} label={t('mail.common.open')} />
      {lease ? (
        <>
          <SectionHeading>{t('mail.leaseConfirmed.period')}</SectionHeading>
          <FactTable
            testId="lease"
            rows={[
              [t('mail.leaseConfirmed.period'), `${day(lease.startDate)} – ${day(lease.endDate)}`],
              [t('mail.leaseConfirmed.perMonth'), formatMoney(lease.perMonth, reservation.currency)],
            ]}
          />
        </>
      ) : null}
      <TripFacts mail={mail} reservation={reservation} />
      <PriceFacts mail={mail} reservation={reservation} />
      <TermsFacts mail={mail} reservation={reservation} />
      <Text style={paragraph}>{t('mail.common.calendar')}</Text>
    </Layout>
  );
}
