import { Layout, OpenButton, paragraph, Text } from './Layout';
import { formatMoney, type TemplateProps } from './mail-context';

/** The staff's decision on a refund request: approved with the amount, or not. */
export function RefundDecided({ facts, mail }: TemplateProps) {
  const { reservation, details } = facts;
  const { t } = mail;
  const decision = details.refundDecision;
  return (
    <Layout
      mail={mail}
      preview={t('mail.refundDecided.subject', { reference: reservation.reference })}
      heading={t('mail.refundDecided.heading')}
      reference={reservation.reference}
    >
      <Text style={paragraph}>{t('mail.common.greeting', { name: reservation.customer.firstName ?? '' })}</Text>
      <Text style={{ ...paragraph, fontWeight: 700 }}>
        {decision?.approved
          ? t('mail.refundDecided.approved', { amount: formatMoney(decision.amount, reservation.currency) })
          : t('mail.refundDecided.rejected')}
      </Text>
      <OpenButton mail={mail} href={mail.link.url} label={t('mail.common.open')} />
    </Layout>
  );
}
