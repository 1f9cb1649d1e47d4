/**
 * @jest-environment node
 */
import { freeLocalPort, startMailCatcher, type MailCatcher } from './maildev.server';
import { mailTransportFromEnv } from './index.server';
import { MailDeliveryError, type OutgoingMail } from './port.server';
import { createSmtpTransport } from './smtp.server';

/** What every mail adapter promises (README), checked on the SMTP adapter against a real SMTP server. */
jest.setTimeout(30_000);

const message: OutgoingMail = {
  from: { name: 'Norðurljós Car Rental', address: 'cars@example-rental.is' },
  to: 'gudrun@example.com',
  replyTo: 'cars@example-rental.is',
  subject: 'Bókun staðfest: CJY9NMP',
  html: '<p>Halló Guðrún</p>',
  text: 'Halló Guðrún',
  language: 'is-IS',
  attachments: [{ filename: 'CJY9NMP.ics', contentType: 'text/calendar; charset=utf-8', content: 'BEGIN:VCALENDAR' }],
  messageKey: '5f0e9c3a-0000-4000-8000-000000000001',
};

let catcher: MailCatcher;
beforeAll(async () => {
  catcher = await startMailCatcher();
});
afterAll(() => catcher.stop());

describe('the SMTP adapter', () => {
  it('hands the whole message over: parts, language, attachments and the outbox id', async () => {
    const transport = createSmtpTransport(catcher.smtpUrl);
    const { messageId } = await transport.send(message);
    await transport.close();
    expect(messageId).toMatch(/^<.+>$/);
    const [caught] = (await catcher.emails()).filter((email) => email.subject === message.subject);
    expect(caught).toMatchObject({
      html: '<p>Halló Guðrún</p>',
      text: 'Halló Guðrún',
      to: [{ address: 'gudrun@example.com' }],
      from: [{ address: 'cars@example-rental.is', name: 'Norðurljós Car Rental' }],
      headers: { 'content-language': 'is-IS', 'x-outbox-message': message.messageKey },
    });
    expect(caught?.attachments?.[0]).toMatchObject({ contentType: 'text/calendar' });
  });

  it('rejects with a retryable MailDeliveryError, holding no address, when no server answers', async () => {
    const transport = createSmtpTransport(`smtp://127.0.0.1:${await freeLocalPort()}`);
    const error = await transport.send(message).catch((caught: unknown) => caught);
    await transport.close();
    expect(error).toBeInstanceOf(MailDeliveryError);
    expect(error).toMatchObject({ retryable: true, code: expect.stringMatching(/^E[A-Z]+$/) });
    expect(String((error as Error).message)).not.toContain('@');
  });

  it('rejects with a final MailDeliveryError when the server refuses the message (5xx)', async () => {
    const strict = await startMailCatcher({ extraArgs: ['--incoming-user', 'desk', '--incoming-pass', 'secret'] });
    try {
      const transport = createSmtpTransport(strict.smtpUrl);
      const error = await transport.send(message).catch((caught: unknown) => caught);
      await transport.close();
      expect(error).toBeInstanceOf(MailDeliveryError);
      expect(error).toMatchObject({ retryable: false, code: expect.stringMatching(/^5\d\d$/) });
    } finally {
      await strict.stop();
    }
  });
});

describe('mailTransportFromEnv', () => {
  it('needs SMTP_URL and takes only smtp:// or smtps://', () => {
    expect(() => mailTransportFromEnv({})).toThrow('SMTP_URL is not set');
    expect(() => mailTransportFromEnv({ SMTP_URL: 'http://x' })).toThrow('smtp:// or smtps://');
    expect(mailTransportFromEnv({ SMTP_URL: 'smtp://127.0.0.1:1025' }).name).toBe('smtp');
  });
});
