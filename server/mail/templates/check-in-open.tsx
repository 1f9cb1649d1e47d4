import { Layout, OpenButton, paragraph, Text } from './Layout';
import { formatLocalDateTime, type TemplateProps } from './mail-context';
import { vehicleName } from './reservation-parts';
import { FactTable } from './Layout';

/** Check-in is open: the link straight to the check-in, and the pickup it is for. */
export function CheckInOpen({ facts, mail }: TemplateProps) {
  const { reservation } = facts;
  const { t } = mail;
  return (
    <Layout
      mail={mail}
      preview={t('mail.checkInOpen.subject', { reference: reservation.reference })}
      heading={t('mail.checkInOpen.heading')}
      reference={reservation.reference}
    >
      <Text style={paragraph}>{t('mail.common.greeting', { name: reservation.customer.firstName ?? '' })}</Text>
      <Text style={paragraph}>{t('mail.checkInOpen.intro')}</Text>
      <OpenButton mail={mail} href={mail.checkInUrl} label={t('mail.checkInOpen.button')} />
      <FactTable
        rows={[
          [t('mail.common.vehicle'), vehicleName(mail, reservation)],
          [
            t('mail.common.pickup'),
            `${formatLocalDateTime(mail, reservation.pickup.at)}, ${reservation.pickup.location.title}`,
          ],
        ]}
      />
    </Layout>
  );
}
