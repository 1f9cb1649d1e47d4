import { useSelector } from '@xstate/react';
import { useEffect, useRef } from 'react';
import { useTranslation } from '../../i18n/TranslationProvider';
import { paymentViewOf, type PaymentActorRef, type PaymentSnapshot } from '../../machines/payment.machine';
import * as booking from '../booking/booking.module.css';
import * as styles from './ProcessorCheckout.module.css';

/** The message our return page (static/payment-return/index.html) posts to the page that framed it. */
export interface ProcessorReturnMessage {
  type: 'processor-return';
  sessionId: string | null;
  sessionResult: string | null;
}

/** Whether a `message` event is our return page's, from this frame: same origin, this frame's window. */
export function isProcessorReturn(
  event: Pick<MessageEvent, 'origin' | 'source' | 'data'>,
  frame: Window | null,
  origin: string,
): event is MessageEvent<ProcessorReturnMessage> {
  const data = event.data as Partial<ProcessorReturnMessage> | null;
  return (
    frame !== null &&
    event.origin === origin &&
    event.source === frame &&
    typeof data === 'object' &&
    data !== null &&
    data.type === 'processor-return'
  );
}

const selectView = (snapshot: PaymentSnapshot) => paymentViewOf(snapshot);
const selectCheckoutUrl = (snapshot: PaymentSnapshot) => snapshot.context.checkout?.url ?? null;
const selectTestMode = (snapshot: PaymentSnapshot) => snapshot.context.payment?.testMode ?? false;

/**
 * The processor's hosted page in a frame of its own origin (issue 26): the card, and any 3-D Secure
 * challenge, are typed there and never reach this page. When the customer finishes, the processor
 * sends the frame to our return page, whose message becomes `checkout.returned` for the payment
 * machine. The frame's height is reserved, so the page does not move when it loads; a live region says
 * when the page is being opened and when the payment is being confirmed.
 */
export function ProcessorCheckout({ payment }: { payment: PaymentActorRef }) {
  const { t } = useTranslation();
  const view = useSelector(payment, selectView);
  const url = useSelector(payment, selectCheckoutUrl);
  const testMode = useSelector(payment, selectTestMode);
  const frame = useRef<HTMLIFrameElement>(null);
  const shown = view === 'awaitingCustomer' && url !== null;

  // The Pay button is gone once the page shows: focus goes to the frame, so Tab reaches its fields.
  useEffect(() => {
    if (shown) frame.current?.focus();
  }, [shown]);

  useEffect(() => {
    const onMessage = (event: MessageEvent) => {
      if (!isProcessorReturn(event, frame.current?.contentWindow ?? null, window.location.origin)) return;
      const { sessionResult } = event.data;
      payment.send({
        type: 'checkout.returned',
        sessionResult: typeof sessionResult === 'string' ? sessionResult : null,
      });
    };
    window.addEventListener('message', onMessage);
    return () => window.removeEventListener('message', onMessage);
  }, [payment]);

  const status =
    view === 'starting' ? t('booking.payment.opening') : view === 'confirming' ? t('booking.payment.confirming') : '';
  return (
    <div className={styles.checkout} data-testid="processor-checkout" data-state={view}>
      <p className={styles.note}>{t('booking.payment.securePage')}</p>
      {testMode ? <p className={styles.testMode}>{t('booking.payment.testMode')}</p> : null}
      <div className={styles.frameBox}>
        {shown ? (
          <iframe
            ref={frame}
            className={styles.frame}
            title={t('booking.payment.frameTitle')}
            src={url}
            allow="payment"
          />
        ) : null}
        <p role="status" className={styles.waiting}>
          {status}
        </p>
      </div>
      {view === 'awaitingCustomer' ? (
        <button
          type="button"
          className={`${booking.secondaryButton} ${styles.cancel}`}
          onClick={() => payment.send({ type: 'checkout.cancel' })}
        >
          {t('booking.payment.cancelCheckout')}
        </button>
      ) : null}
    </div>
  );
}
