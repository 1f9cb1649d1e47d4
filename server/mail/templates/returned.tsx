import { Layout, OpenButton, paragraph, Text } from './Layout';
import type { TemplateProps } from './mail-context';
import { TripFacts } from './reservation-parts';

/** The vehicle is back (the desk's return mark): thanks, and the condition report when it is attached. */
export function Returned({ facts, mail }: TemplateProps) {
  const { reservation } = facts;
  const { t } = mail;
  return (
    <Layout
      mail={mail}
      preview={t('mail.returned.subject', { reference: reservation.reference })}
      heading={t('mail.returned.heading')}
      reference={reservation.reference}
    >
      <Text style={paragraph}>{t('mail.common.greeting', { name: reservation.customer.firstName ?? '' })}</Text>
      <Text style={paragraph}>{t('mail.returned.intro', { brand: mail.brand.name })}</Text>
      {facts.details.conditionReport ? (
        <Text style={{ ...paragraph, fontWeight: 700 }}>{t('mail.returned.report')}</Text>
      ) : null}
      <TripFacts mail={mail} reservation={reservation} />
      <OpenButton mail={mail} href={mail.link.url} label={t('mail.common.open')} />
    </Layout>
  );
}
