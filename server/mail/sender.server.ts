import { and, asc, desc, eq, inArray, isNull, lte, ne, or, sql } from 'drizzle-orm';
import { isLocaleCode } from '../../src/config/locales';
import { tenants, isTenantId, type TenantId } from '../../src/config/tenants';
import { hasConditionPhotos } from '../condition/condition.server';
import { fileStorageFromEnv, type FileStorage } from '../storage/index.server';
import { localDateTimeToInstant } from '../../src/domain/pricing';
import type { Database } from '../db/client.server';
import { contracts, mailOutbox, reservations, signatures } from '../db/schema';
import { mailBrand, mailFromAddress } from './brand';
import { isCheckInOpenMessageDue } from './check-in-open';
import type { MessageFacts, MessageKind } from './kinds';
import { reservationLinkExpiresAt, reservationLinkToken } from './links.server';
import { mailBodyRetentionDays, reservationRowOf, type OutboxPayload } from './outbox.server';
import { reservationView } from '../rental/reservations.server';
import { MailDeliveryError, type MailAttachment, type MailTransport } from './port.server';
import { renderMessage } from './render.server';

export type OutboxRow = typeof mailOutbox.$inferSelect;

export interface SenderOptions {
  /**
   * The brand whose messages this sender claims: the running site's. Three brands may share one
   * database (README "Three brands, one database"); each site's sender takes its own brand's messages
   * only, so a link always points at the site of the reservation's brand.
   */
  tenant: TenantId;
  /** The public address of that brand's site: the links point to it. */
  siteUrl: string;
  /** Messages claimed per run. */
  batchSize?: number;
  /** A claimed message is this sender's for this long; then another sender may retry it. */
  claimSeconds?: number;
  /** Attempts before a message is given up (`failed`). */
  maxAttempts?: number;
  /** Only this reservation's messages: a test that shares its database with other tests' messages. */
  reservationId?: string;
  /** Where condition photos are read for the report a `returned` message attaches (else FILE_STORAGE's). */
  storage?: FileStorage;
}

export interface DeliveryReport {
  sent: number;
  retrying: number;
  failed: number;
  skipped: number;
}

/** Wait before attempt n + 1: 30 s, doubling, at most an hour (20 attempts span about 14 hours). */
export function retryDelayMs(attempts: number): number {
  return Math.min(30_000 * 2 ** Math.max(0, attempts - 1), 3_600_000);
}

/**
 * Claims the due messages and sends them, one by one (server/mail/README.md). The claim is a short
 * transaction (`FOR UPDATE SKIP LOCKED`, then `claimed_until`), so two senders never take the same
 * message and no transaction stays open while a mail server answers; the send happens after it. A
 * message the server did not take waits `retryDelayMs` and is tried again; nothing here throws because
 * a mail server is down. Logs carry ids, kinds and codes only.
 */
export async function deliverDueMessages(
  db: Database,
  transport: MailTransport,
  now: Date,
  options: SenderOptions,
): Promise<DeliveryReport> {
  const report: DeliveryReport = { sent: 0, retrying: 0, failed: 0, skipped: 0 };
  const claimed = await claimDueMessages(db, now, options);
  for (const message of claimed) {
    const outcome = await deliverOne(db, transport, message, now, options);
    report[outcome] += 1;
  }
  return report;
}

async function claimDueMessages(db: Database, now: Date, options: SenderOptions): Promise<OutboxRow[]> {
  const claimUntil = new Date(now.getTime() + (options.claimSeconds ?? 120) * 1000);
  return db.transaction(async (tx) => {
    const due = await tx
      .select({ id: mailOutbox.id })
      .from(mailOutbox)
      .where(
        and(
          eq(mailOutbox.tenant, options.tenant),
          eq(mailOutbox.status, 'pending'),
          lte(mailOutbox.nextAttemptAt, now),
          or(isNull(mailOutbox.claimedUntil), lte(mailOutbox.claimedUntil, now)),
          options.reservationId ? eq(mailOutbox.reservationId, options.reservationId) : undefined,
        ),
      )
      .orderBy(asc(mailOutbox.nextAttemptAt))
      .limit(options.batchSize ?? 20)
      .for('update', { skipLocked: true });
    if (due.length === 0) return [];
    return tx
      .update(mailOutbox)
      .set({ claimedUntil: claimUntil, attempts: sql`${mailOutbox.attempts} + 1` })
      .where(
        inArray(
          mailOutbox.id,
          due.map((row) => row.id),
        ),
      )
      .returning();
  });
}

type Outcome = keyof DeliveryReport;

async function deliverOne(
  db: Database,
  transport: MailTransport,
  message: OutboxRow,
  now: Date,
  options: SenderOptions,
): Promise<Outcome> {
  const finish = async (values: Partial<typeof mailOutbox.$inferInsert>) => {
    await db
      .update(mailOutbox)
      .set({ claimedUntil: null, ...values })
      .where(eq(mailOutbox.id, message.id));
  };
  try {
    if (!message.payload || !message.recipient) {
      await finish({ status: 'failed', lastError: 'no_payload', nextAttemptAt: now });
      return 'failed';
    }
    const payload = message.payload as unknown as OutboxPayload;
    const facts: MessageFacts = {
      reservation: await reservationView(db, reservationRowOf(payload), new Date(payload.reportedAt)),
      details: payload.details,
    };
    const kind = message.kind as MessageKind;
    // The condition report goes with the "returned" message when the reservation has condition photos.
    const report = kind === 'returned' && (await hasConditionPhotos(db, message.reservationId));
    if (report) facts.details = { ...facts.details, conditionReport: true };
    if (kind === 'check-in-open' && !(await isStillDue(db, message, now))) {
      await finish({ status: 'skipped', nextAttemptAt: now });
      return 'skipped';
    }
    const expiresAt = reservationLinkExpiresAt(localDateTimeToInstant(facts.reservation.return.at));
    const token = await reservationLinkToken(db, {
      tenant: message.tenant,
      reservationId: message.reservationId,
      messageId: message.id,
      expiresAt,
      now,
    });
    const rendered = await renderMessage({
      kind,
      tenant: options.tenant,
      locale: message.locale,
      facts,
      link: { token, expiresAt },
      siteUrl: options.siteUrl,
      now,
    });
    const attachments: MailAttachment[] = [...rendered.attachments];
    if (kind === 'checked-in') {
      const [signature] = await db
        .select({ signedPdf: signatures.signedPdf })
        .from(signatures)
        .innerJoin(contracts, eq(contracts.id, signatures.contractId))
        .where(eq(contracts.reservationId, message.reservationId))
        .orderBy(desc(signatures.signedAt))
        .limit(1);
      if (signature) {
        attachments.push({
          filename: `${facts.reservation.reference}-contract.pdf`,
          contentType: 'application/pdf',
          content: Buffer.from(signature.signedPdf),
        });
      }
    }
    if (report) {
      const [row] = await db.select().from(reservations).where(eq(reservations.id, message.reservationId));
      if (row) {
        const locale = isLocaleCode(message.locale) ? message.locale : 'en';
        // Loaded here: only the "returned" e-mail with condition photos draws a PDF (docs/decisions/050).
        const { conditionReportPdf } = await import('../condition-report/condition-report.server');
        const pdf = await conditionReportPdf(
          db,
          options.storage ?? fileStorageFromEnv(),
          row,
          locale,
          now,
          facts.reservation,
        );
        attachments.push({
          filename: `${facts.reservation.reference}-condition.pdf`,
          contentType: 'application/pdf',
          content: Buffer.from(pdf),
        });
      }
    }
    const brand = mailBrand(options.tenant);
    await transport.send({
      from: { name: brand.name, address: mailFromAddress(brand.email) },
      to: message.recipient,
      replyTo: brand.email,
      subject: rendered.subject,
      html: rendered.html,
      text: rendered.text,
      language: rendered.language,
      attachments,
      messageKey: message.id,
    });
    await finish({ status: 'sent', sentAt: now, lastError: null });
    return 'sent';
  } catch (error) {
    const code = error instanceof MailDeliveryError ? error.code : 'send_error';
    const retryable = !(error instanceof MailDeliveryError) || error.retryable;
    if (!(error instanceof MailDeliveryError)) {
      // A bug (a template, the database): the id and the error's own message, which holds no address.
      console.error(`mail: message ${message.id} (${message.kind}) failed:`, (error as Error).message);
    }
    if (retryable && message.attempts < (options.maxAttempts ?? 20)) {
      await finish({ lastError: code, nextAttemptAt: new Date(now.getTime() + retryDelayMs(message.attempts)) });
      return 'retrying';
    }
    await finish({ status: 'failed', lastError: code, nextAttemptAt: now });
    return 'failed';
  }
}

/** A check-in-open message still makes sense: the reservation is confirmed and its pickup ahead. */
async function isStillDue(db: Database, message: OutboxRow, now: Date): Promise<boolean> {
  const [row] = await db.select().from(reservations).where(eq(reservations.id, message.reservationId));
  if (!row || !isTenantId(row.tenant)) return false;
  // The window test only: the message was due when written, whenever the booking was made.
  return isCheckInOpenMessageDue(
    { status: row.status, pickupAt: row.pickupAt, createdAt: new Date(0) },
    tenants[row.tenant].hours.hoursUntilCheckInOpen,
    now,
  );
}

/**
 * Deletes the recipient and the facts of `tenant`'s messages sent, skipped or given up at least
 * `mailBodyRetentionDays` days before `now`; the row stays, so the message is still sent only once.
 */
export async function purgeMessageBodies(db: Database, tenant: TenantId, now: Date): Promise<number> {
  const before = new Date(now.getTime() - mailBodyRetentionDays * 86_400_000);
  const purged = await db
    .update(mailOutbox)
    .set({ recipient: null, payload: null, purgedAt: now })
    .where(
      and(
        eq(mailOutbox.tenant, tenant),
        ne(mailOutbox.status, 'pending'),
        isNull(mailOutbox.purgedAt),
        lte(sql`coalesce(${mailOutbox.sentAt}, ${mailOutbox.nextAttemptAt})`, before),
      ),
    )
    .returning({ id: mailOutbox.id });
  return purged.length;
}
