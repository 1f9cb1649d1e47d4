import nodemailer from 'nodemailer';
import { MailDeliveryError, type MailTransport, type OutgoingMail } from './port.server';

/**
 * The SMTP adapter: nodemailer over `SMTP_URL` (`smtp://user:pass@host:587`, `smtps://…:465`), the
 * protocol every transactional provider (Postmark, Amazon SES, Resend) and the local catcher (maildev)
 * speak. Timeouts are short: a mail server that does not answer must not hold the sender for minutes.
 */
export function createSmtpTransport(url: string): MailTransport {
  const transporter = nodemailer.createTransport({
    url,
    connectionTimeout: 5_000,
    greetingTimeout: 5_000,
    socketTimeout: 15_000,
    // nodemailer logs nothing unless asked; keep it so (addresses and bodies are personal data).
    logger: false,
    debug: false,
  });
  return {
    name: 'smtp',
    async send(message: OutgoingMail) {
      try {
        const info = await transporter.sendMail({
          from: message.from,
          to: message.to,
          replyTo: message.replyTo,
          subject: message.subject,
          html: message.html,
          text: message.text,
          attachments: message.attachments.map((attachment) => ({ ...attachment })),
          headers: { 'Content-Language': message.language, 'X-Outbox-Message': message.messageKey },
        });
        if (info.rejected.length > 0) throw new MailDeliveryError('rejected', false);
        return { messageId: info.messageId };
      } catch (error) {
        if (error instanceof MailDeliveryError) throw error;
        throw deliveryErrorOf(error);
      }
    },
    async close() {
      transporter.close();
    },
  };
}

/** nodemailer's error as a code that holds no address: the SMTP reply code, else the error code. */
function deliveryErrorOf(error: unknown): MailDeliveryError {
  const { responseCode, code } = (error ?? {}) as { responseCode?: number; code?: string };
  if (typeof responseCode === 'number') return new MailDeliveryError(String(responseCode), responseCode < 500);
  return new MailDeliveryError(typeof code === 'string' ? code : 'unknown', true);
}
