import { Layout, OpenButton, paragraph, Text } from './Layout';
import { formatMoney, type TemplateProps } from './mail-context';

/** Refund request received: the amount asked for, and that staff will decide. */
export function RefundRequested({ facts, mail }: TemplateProps) {
  const { reservation, details } = facts;
  const { t } = mail;
  const amount = formatMoney(details.refundRequest?.amount ?? 0, reservation.currency);
  return (
    <Layout
      mail={mail}
      preview={t('mail.refundRequested.subject', { reference: reservation.reference })}
      heading={t('mail.refundRequested.heading')}
      reference={reservation.reference}
    >
      <Text style={paragraph}>{t('mail.common.greeting', { name: reservation.customer.firstName ?? '' })}</Text>
      <Text style={paragraph}>{t('mail.refundRequested.intro', { amount })}</Text>
      <OpenButton mail={mail} href={mail.link.url} label={t('mail.common.open')} />
    </Layout>
  );
}
