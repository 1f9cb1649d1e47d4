import ICAL from 'ical.js';
import { money } from '../src/components/booking/format';
import type { Currency } from '../src/config/currencies';
import { localDateTimeToInstant } from '../src/domain/pricing';
import { formatDate } from '../src/i18n/format-date';
import { testCheckInDetails } from '../server/testing/customer';
import { extractPageTexts } from '../server/testing/pdf-text.server';
import { localeStrings, prefixOf } from './support/booking';
import { expect, test } from './support/fixtures';
import { emailAttachment, waitForEmail } from './support/mail';
import { book, otherDevice } from './support/reservation';

/**
 * Issue 27, customer e-mails: a booking made in Icelandic brings its Icelandic confirmation to the
 * local mail catcher, with a calendar file in Iceland time and a link that opens the reservation on a
 * device with no session; a cancellation brings its refund; a signed check-in brings the signed PDF.
 */
test.describe.configure({ timeout: 180_000 });

interface ReservationAnswer {
  reservation: {
    reference: string;
    total: number;
    paid: number;
    currency: Currency;
    pickup: { at: string };
    return: { at: string };
    insurance: { id: string };
    extras: { id: string; quantity: number }[];
    extraDrivers: number;
    refunded: number;
  };
  contract: { sha256: string };
}

const mail = localeStrings('is', 'mail');
const subjectOf = (key: string, reference: string) => mail(`mail.${key}.subject`).replace('{{reference}}', reference);

/** A 1 × 1 PNG as the signature pad sends it. */
const signaturePng =
  'data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==';

test('a booking in Icelandic: confirmation, calendar file, link, check-in with the signed contract', async ({
  page,
  browser,
}, testInfo) => {
  const reference = await book(page, 'is', 5, 2);
  const { reservation } = (await (
    await page.request.get(`/api/reservations/${reference}`)
  ).json()) as ReservationAnswer;

  const confirmation = await waitForEmail((email) => email.subject === subjectOf('bookingConfirmed', reference));
  expect(confirmation.headers['content-language']).toBe('is-IS');
  const day = (local: string) => formatDate(local.slice(0, 10), 'is', { dateStyle: 'full' });
  expect(confirmation.text).toContain(reference);
  expect(confirmation.text).toContain(`${day(reservation.pickup.at)} kl. ${reservation.pickup.at.slice(11)}`);
  expect(confirmation.text).toContain(`${day(reservation.return.at)} kl. ${reservation.return.at.slice(11)}`);
  expect(confirmation.text).toMatch(new RegExp(`Samtals +${money(reservation.total, reservation.currency)}`));

  // The calendar file parses, with the pickup and the return at their Iceland times.
  const calendar = (await emailAttachment(confirmation, 'text/calendar')).toString('utf8');
  const events = new ICAL.Component(ICAL.parse(calendar))
    .getAllSubcomponents('vevent')
    .map((component) => new ICAL.Event(component));
  expect(events.map((event) => event.startDate.toJSDate().toISOString())).toEqual([
    localDateTimeToInstant(reservation.pickup.at).toISOString(),
    localDateTimeToInstant(reservation.return.at).toISOString(),
  ]);

  // The link opens the reservation on another device with no session, without the reference.
  const link = new URL(/href="([^"]*#token=[^"]+)"/.exec(confirmation.html)?.[1] ?? '');
  expect(link.pathname).toBe(`${prefixOf('is')}/reservation/find/`);
  const device = await otherDevice(browser, testInfo);
  await device.goto(`${link.pathname}${link.search}${link.hash}`);
  await expect(device).toHaveURL(new RegExp(`${prefixOf('is')}/reservation/$`), { timeout: 15_000 });
  await expect(device.getByTestId('reservation-reference')).toHaveText(reference);
  expect(device.url()).not.toContain('token');

  // A wrong link lands on the find page with a message saying so.
  const stranger = await otherDevice(browser, testInfo);
  await stranger.goto(`${prefixOf('is')}/reservation/find/#token=${'x'.repeat(43)}`);
  await expect(stranger.getByTestId('find-failure')).toHaveText(
    localeStrings('is', 'reservation')('reservation.find.linkInvalid'),
  );

  // Check-in through the engine's endpoints (the pages are e2e/checkin.spec.ts's), then the signature.
  const api = device.request;
  const path = `/api/reservations/${reference}/check-in`;
  expect((await api.post(path, { data: {} })).status()).toBe(200);
  expect((await api.post(`${path}/details`, { data: testCheckInDetails })).status()).toBe(200);
  // The options as booked: nothing more to pay.
  const options = {
    extras: reservation.extras.map(({ id, quantity }) => ({ id, quantity })),
    insuranceId: reservation.insurance.id,
    extraDrivers: reservation.extraDrivers,
  };
  expect((await api.post(`${path}/options`, { data: options })).status()).toBe(200);
  // Nothing is due: the deposit is held on the card the booking's checkout kept, with no page to visit.
  const payment = await api.post(`${path}/payment`, {
    data: { returnUrl: new URL('/payment-return/', page.url()).toString() },
    headers: { 'idempotency-key': `mail-${reference}` },
  });
  expect(payment.status()).toBe(200);
  const contract = (await (await api.post(`${path}/contract`)).json()) as ReservationAnswer;
  const signed = await api.post(`${path}/signature`, {
    data: { contractSha256: contract.contract.sha256, signerName: 'Guðrún Jónsdóttir', image: signaturePng },
  });
  expect(signed.status()).toBe(201);

  const checkedIn = await waitForEmail((email) => email.subject === subjectOf('checkedIn', reference));
  const pdf = await emailAttachment(checkedIn, 'application/pdf');
  expect(pdf.subarray(0, 4).toString()).toBe('%PDF');
  expect((await extractPageTexts(new Uint8Array(pdf))).flat().join(' ')).toContain('Guðrún Jónsdóttir');
});

test('a cancellation brings its e-mail with the refund', async ({ page }) => {
  const reference = await book(page, 'is', 20, 2);
  const cancelled = await page.request.post(`/api/reservations/${reference}/cancel`, { data: {} });
  expect(cancelled.status()).toBe(200);
  const { reservation } = (await cancelled.json()) as ReservationAnswer;
  expect(reservation.refunded).toBeGreaterThan(0);

  const email = await waitForEmail((caught) => caught.subject === subjectOf('bookingCancelled', reference));
  expect(email.text).toContain(
    mail('mail.bookingCancelled.refund').replace('{{amount}}', money(reservation.refunded, reservation.currency)),
  );
});
