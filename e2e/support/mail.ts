import { expect } from '@playwright/test';
import type { CaughtEmail } from '../../server/mail/maildev.server';

/**
 * The local mail catcher that `npm start` runs for the e2e (maildev on E2E_PORT + 4, playwright.config.ts),
 * read through its REST API.
 */
export const mailCatcherUrl = `http://127.0.0.1:${Number(process.env.E2E_PORT ?? 8899) + 4}`;

/** The first e-mail that `matches`, waiting for the sender to deliver it (it runs every two seconds). */
export async function waitForEmail(matches: (email: CaughtEmail) => boolean, timeout = 30_000): Promise<CaughtEmail> {
  let found: CaughtEmail | undefined;
  await expect
    .poll(
      async () => {
        const emails = (await (await fetch(`${mailCatcherUrl}/api/email`)).json()) as CaughtEmail[];
        found = emails.find(matches);
        return Boolean(found);
      },
      { timeout, intervals: [500] },
    )
    .toBe(true);
  return found as CaughtEmail;
}

/** An attachment's bytes, by the name maildev stored it under. */
export async function emailAttachment(email: CaughtEmail, contentType: string): Promise<Buffer> {
  const attachment = email.attachments?.find((candidate) => candidate.contentType.startsWith(contentType));
  if (!attachment?.generatedFileName) throw new Error(`No ${contentType} attachment`);
  const response = await fetch(`${mailCatcherUrl}/api/email/${email.id}/attachment/${attachment.generatedFileName}`);
  expect(response.status).toBe(200);
  return Buffer.from(await response.arrayBuffer());
}
