/**
 * @jest-environment node
 */
import ICAL from 'ical.js';
import { confirmedReservation } from '../../src/components/reservation/testing';
import { localeCodes, type LocaleCode } from '../../src/config/locales';
import type { Strings } from '../../src/i18n/translate';
import { messageKinds, type MessageDetails, type MessageKind } from './kinds';
import { renderMessage, reservationLinkUrl } from './render.server';
import { mailStrings } from './strings';

const now = new Date('2027-01-10T12:00:00Z');
const link = { token: 'jk03h0n8Pi86Yk3IptpXs31C5svWcT_6uIrdUc6r3hk', expiresAt: new Date('2027-04-03T10:00:00Z') };

const details: Record<MessageKind, MessageDetails> = {
  'booking-confirmed': {},
  'lease-confirmed': {},
  'booking-changed': { refunded: 2700 },
  'booking-cancelled': { refunded: 14400, cancellationFee: 0 },
  'refund-requested': { refundRequest: { amount: 5000, requestedAt: now.toISOString() } },
  'refund-decided': { refundDecision: { approved: true, amount: 5000 } },
  'payment-received': {
    payment: { amount: 12400, cardBrand: 'visa', cardLast4: '4242', paidAt: now.toISOString(), testMode: true },
  },
  'check-in-open': {},
  'checked-in': {},
  'deposit-hold-refused': { depositHold: { amount: 250_000 } },
  returned: { conditionReport: true },
};

function render(kind: MessageKind, locale: LocaleCode) {
  return renderMessage({
    kind,
    tenant: 'car',
    locale,
    facts: { reservation: { ...confirmedReservation, locale }, details: details[kind] },
    link,
    siteUrl: 'https://cars.example.is/',
    now,
  });
}

/** Every dotted key of a strings tree. */
function keysOf(strings: Strings, prefix = ''): string[] {
  return Object.entries(strings).flatMap(([key, value]) =>
    typeof value === 'string' ? [`${prefix}${key}`] : keysOf(value, `${prefix}${key}.`),
  );
}

describe('the messages in seven languages', () => {
  it('have every string of English in every language, and none English lacks', () => {
    const english = keysOf(mailStrings('en'))
      .filter((key) => key.startsWith('mail.'))
      .sort();
    for (const locale of localeCodes) {
      expect(
        keysOf(mailStrings(locale))
          .filter((key) => key.startsWith('mail.'))
          .sort(),
      ).toEqual(english);
    }
  });

  it.each(localeCodes.flatMap((locale) => messageKinds.map((kind) => [kind, locale] as const)))(
    '%s in %s: HTML and text, no untranslated key, the reference, the language, the brand',
    async (kind, locale) => {
      const message = await render(kind, locale);
      expect(message.subject).toContain('CJY9NMP');
      for (const part of [message.subject, message.html, message.text]) {
        expect(part).not.toMatch(/\b(mail|booking)\.[a-zA-Z]+\.[a-zA-Z]+/);
        expect(part).not.toContain('{{');
      }
      expect(message.html).toContain(`lang="${message.language}"`);
      expect(message.html).toContain('Norðurljós Car Rental');
      expect(message.html).toContain('cars@example-rental.is');
      expect(message.text).toContain('CJY9NMP');
      // One h1; images none, so no missing alt text.
      expect(message.html.match(/<h1/g)).toHaveLength(1);
      expect(message.html).not.toMatch(/<img(?![^>]*alt=)/);
      // At most 600 px wide, so a 360 px phone shows it without zooming.
      expect(message.html).toContain('max-width:600px');
    },
  );

  it('writes money with the domain formatter and the receipt with the VAT it includes', async () => {
    const receipt = await render('payment-received', 'en');
    expect(receipt.text).toMatch(/Amount charged +124 €/);
    expect(receipt.text).toMatch(/VAT included \(24%\) +24 €/);
    expect(receipt.text).toMatch(/Amount without VAT +100 €/);
    expect(receipt.text).toContain('Test payment: no money was taken.');
    const confirmed = await render('booking-confirmed', 'de');
    expect(confirmed.text).toMatch(/Gesamt +144 €/);
    expect(confirmed.text).toContain('Toyota Aygo X oder ähnlich');
    expect(confirmed.text).toContain('Montag, 1. März 2027 um 10:00 Uhr');
  });

  it('attaches to a confirmation a calendar file with the pickup and the return at the offices', async () => {
    const message = await render('booking-confirmed', 'is');
    expect(message.attachments).toHaveLength(1);
    const [ics] = message.attachments;
    expect(ics?.contentType).toContain('text/calendar');
    const events = new ICAL.Component(ICAL.parse(String(ics?.content)))
      .getAllSubcomponents('vevent')
      .map((component) => new ICAL.Event(component));
    expect(
      events.map((event) => [event.startDate.toJSDate().toISOString(), event.endDate.toJSDate().toISOString()]),
    ).toEqual([
      ['2027-03-01T10:00:00.000Z', '2027-03-01T10:30:00.000Z'],
      ['2027-03-04T10:00:00.000Z', '2027-03-04T10:30:00.000Z'],
    ]);
    expect(events.map((event) => event.location)).toEqual([
      'Blikavöllur 2, 235 Keflavíkurflugvöllur, Iceland',
      'Skeifan 9, 108 Reykjavík, Iceland',
    ]);
    expect(events[0]?.summary).toBe('Afhending: Toyota Aygo X eða sambærilegt (Norðurljós Car Rental)');
    expect(events[0]?.uid).toBe('CJY9NMP-pickup@car.rental');
    expect((await render('booking-cancelled', 'is')).attachments).toEqual([]);
  });

  it('links to the find page of the language with the token in the fragment', async () => {
    expect(reservationLinkUrl('https://cars.example.is/', 'en', 'abc')).toBe(
      'https://cars.example.is/reservation/find/#token=abc',
    );
    expect(reservationLinkUrl('https://cars.example.is', 'is', 'abc', '/reservation/checkin/start/')).toBe(
      'https://cars.example.is/is/reservation/find/?next=%2Fis%2Freservation%2Fcheckin%2Fstart%2F#token=abc',
    );
    const open = await render('check-in-open', 'fr');
    expect(open.html).toContain(
      'https://cars.example.is/fr/reservation/find/?next=%2Ffr%2Freservation%2Fcheckin%2Fstart%2F#token=',
    );
  });
});
