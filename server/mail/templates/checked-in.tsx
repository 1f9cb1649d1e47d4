import { Layout, OpenButton, paragraph, Text } from './Layout';
import type { TemplateProps } from './mail-context';
import { TripFacts } from './reservation-parts';

/** Checked in: the signed contract attached, and what to do at pickup. */
export function CheckedIn({ facts, mail }: TemplateProps) {
  const { reservation } = facts;
  const { t } = mail;
  return (
    <Layout
      mail={mail}
      preview={t('mail.checkedIn.subject', { reference: reservation.reference })}
      heading={t('mail.checkedIn.heading')}
      reference={reservation.reference}
    >
      <Text style={paragraph}>{t('mail.common.greeting', { name: reservation.customer.firstName ?? '' })}</Text>
      <Text style={paragraph}>{t('mail.checkedIn.intro')}</Text>
      <Text style={{ ...paragraph, fontWeight: 700 }}>{t('mail.checkedIn.contract')}</Text>
      <Text style={paragraph}>
        {reservation.selfService ? t('mail.checkedIn.selfService') : t('mail.checkedIn.instructions')}
      </Text>
      <TripFacts mail={mail} reservation={reservation} />
      <OpenButton mail={mail} href={mail.link.url} label={t('mail.common.open')} />
    </Layout>
  );
}
