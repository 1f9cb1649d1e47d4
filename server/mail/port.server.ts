/**
 * The port every mail adapter implements (server/mail/README.md). An adapter hands a finished message
 * to a mail server and says whether the server took it; it never logs an address or a body.
 */
export interface MailTransport {
  /** Kept in logs and tests: which adapter sent, never to whom. */
  readonly name: string;
  /**
   * Hands the message over. Resolves once the server has accepted it for every recipient; rejects
   * with a `MailDeliveryError` when the server is unreachable or refuses it (the outbox retries).
   */
  send(message: OutgoingMail): Promise<{ messageId: string }>;
  /** Closes pooled connections (tests, the end of a scheduled run). */
  close(): Promise<void>;
}

export interface OutgoingMail {
  from: { name: string; address: string };
  to: string;
  replyTo?: string;
  subject: string;
  html: string;
  text: string;
  /** BCP 47 language of the body, sent as Content-Language. */
  language: string;
  attachments: MailAttachment[];
  /** A stable id of this message (the outbox row), sent as a header so a provider can deduplicate. */
  messageKey: string;
}

export interface MailAttachment {
  filename: string;
  contentType: string;
  content: Buffer | string;
}

/**
 * A message the mail server did not take. `code` is safe to log and store (an SMTP reply code such as
 * `421`, or a connection error code such as `ECONNREFUSED`); the message never holds an address.
 */
export class MailDeliveryError extends Error {
  override readonly name = 'MailDeliveryError';

  constructor(
    readonly code: string,
    /** False when retrying cannot help (a 5xx refusal of the recipient): the outbox gives up at once. */
    readonly retryable: boolean,
  ) {
    super(`The mail server did not take the message (${code})`);
  }
}
