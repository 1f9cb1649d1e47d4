import type { Currency } from '../../../src/config/currencies';
import { vatPercent } from '../../../src/config/constants';
import { includedVat } from '../../../src/domain/vat';
import { FactTable, Layout, paragraph, Text } from './Layout';
import { formatInstant, formatMoney, type TemplateProps } from './mail-context';

/** Payment received: a receipt of the charge, with the VAT it includes and the seller. */
export function PaymentReceived({ facts, mail }: TemplateProps) {
  const { reservation, details } = facts;
  const { t, brand } = mail;
  const payment = details.payment;
  const amount = payment?.amount ?? 0;
  const currency: Currency = reservation.currency;
  const vat = includedVat(amount, vatPercent);
  const rows: [string, string][] = [
    [t('mail.paymentReceived.amount'), formatMoney(amount, currency)],
    [t('mail.paymentReceived.vat', { rate: vatPercent }), formatMoney(vat, currency)],
    [t('mail.paymentReceived.net'), formatMoney(amount - vat, currency)],
  ];
  if (payment?.cardBrand && payment.cardLast4) {
    rows.push([
      t('mail.paymentReceived.card'),
      t('mail.paymentReceived.cardValue', { brand: payment.cardBrand, last4: payment.cardLast4 }),
    ]);
  }
  if (payment) rows.push([t('mail.paymentReceived.date'), formatInstant(mail, payment.paidAt)]);
  rows.push([
    t('mail.paymentReceived.seller'),
    brand.company ? `${brand.company.name}, ${brand.company.registrationNumber}` : brand.name,
  ]);
  return (
    <Layout
      mail={mail}
      preview={t('mail.paymentReceived.subject', { reference: reservation.reference })}
      heading={t('mail.paymentReceived.heading')}
      reference={reservation.reference}
    >
      <Text style={paragraph}>{t('mail.common.greeting', { name: reservation.customer.firstName ?? '' })}</Text>
      <Text style={paragraph}>{t('mail.paymentReceived.intro')}</Text>
      <FactTable testId="receipt" rows={rows} />
      {payment?.testMode ? (
        <Text style={{ ...paragraph, fontWeight: 700 }}>{t('mail.paymentReceived.testMode')}</Text>
      ) : null}
    </Layout>
  );
}
