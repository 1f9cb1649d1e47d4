import type { MailTransport } from './port.server';
import { createSmtpTransport } from './smtp.server';

export * from './port.server';
export { createSmtpTransport } from './smtp.server';
export { enqueueMessage, mailBodyRetentionDays } from './outbox.server';
export type { MessageKind } from './kinds';
export { deliverDueMessages, purgeMessageBodies } from './sender.server';
export { enqueueCheckInOpenMessages } from './check-in-open.server';

/**
 * The transport `SMTP_URL` names. Unset, the sender does not run (messages wait in the outbox) and
 * says so: `npm start` sets it to its local catcher, a deploy to its provider (README "E-mail").
 */
export function mailTransportFromEnv(env: Record<string, string | undefined> = process.env): MailTransport {
  const url = env.SMTP_URL?.trim();
  if (!url) throw new Error('SMTP_URL is not set: e-mails wait in the outbox until it names an SMTP server');
  if (!/^smtps?:\/\//.test(url)) throw new Error('SMTP_URL must start with smtp:// or smtps://');
  return createSmtpTransport(url);
}
