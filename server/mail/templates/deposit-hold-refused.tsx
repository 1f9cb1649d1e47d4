import { FactTable, Layout, OpenButton, paragraph, Text } from './Layout';
import { formatLocalDateTime, formatMoney, type TemplateProps } from './mail-context';
import { vehicleName } from './reservation-parts';

/**
 * The card kept at booking refused the deposit hold: the amount, that a hold is not a charge, and the
 * link to the page that sends the customer to the processor to authorise it (once per refused attempt).
 */
export function DepositHoldRefused({ facts, mail }: TemplateProps) {
  const { reservation, details } = facts;
  const { t } = mail;
  const amount = formatMoney(details.depositHold?.amount ?? reservation.deposit.amount, reservation.currency);
  return (
    <Layout
      mail={mail}
      preview={t('mail.depositHoldRefused.subject', { reference: reservation.reference })}
      heading={t('mail.depositHoldRefused.heading')}
      reference={reservation.reference}
    >
      <Text style={paragraph}>{t('mail.common.greeting', { name: reservation.customer.firstName ?? '' })}</Text>
      <Text style={paragraph}>{t('mail.depositHoldRefused.intro', { amount })}</Text>
      <Text style={paragraph}>{t('mail.depositHoldRefused.action')}</Text>
      <OpenButton mail={mail} href={mail.depositUrl} label={t('mail.depositHoldRefused.button')} />
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
