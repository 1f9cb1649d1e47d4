import { useSelector } from '@xstate/react';
import { useTranslation } from '../../i18n/TranslationProvider';
import { paymentViewOf, type PaymentActorRef, type PaymentSnapshot } from '../../machines/payment.machine';
import * as styles from './ProcessorCheckout.module.css';

const selectView = (snapshot: PaymentSnapshot) => paymentViewOf(snapshot);
const selectCheckoutUrl = (snapshot: PaymentSnapshot) => snapshot.context.checkout?.url ?? null;
const selectTestMode = (snapshot: PaymentSnapshot) => snapshot.context.payment?.testMode ?? false;

/**
 * The way to the processor's hosted page (issue 37, decision 044): Pay sends the whole window there
 * (the payment machine's `openProcessorPage`), never a frame, so the card and any 3-D Secure challenge
 * are typed on the processor's own page and never reach this one. While the window goes, a live region
 * says so, with a plain link to the page in case the browser does not follow; when the customer comes
 * back to a payment being confirmed, it says that.
 */
export function ProcessorCheckout({ payment }: { payment: PaymentActorRef }) {
  const { t } = useTranslation();
  const view = useSelector(payment, selectView);
  const url = useSelector(payment, selectCheckoutUrl);
  const testMode = useSelector(payment, selectTestMode);
  const leaving = view === 'awaitingCustomer' && url !== null;

  const status =
    view === 'confirming'
      ? t('booking.payment.confirming')
      : view === 'starting' || leaving
        ? t('booking.payment.opening')
        : '';
  return (
    <div className={styles.checkout} data-testid="processor-checkout" data-state={view}>
      <p className={styles.note}>{t('booking.payment.securePage')}</p>
      {testMode ? <p className={styles.testMode}>{t('booking.payment.testMode')}</p> : null}
      <p role="status" className={styles.waiting}>
        {status}
      </p>
      {leaving ? (
        <a className={styles.link} href={url} data-testid="processor-link">
          {t('booking.payment.toProcessor')}
        </a>
      ) : null}
    </div>
  );
}
