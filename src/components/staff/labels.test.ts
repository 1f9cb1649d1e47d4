import { localeCodes } from '../../config/locales';
import { readStrings } from '../../build/translate';
import { createTranslator, type Translate } from '../../i18n/translate';
import {
  customerFields,
  emailKindLabel,
  emailStateLabel,
  eventKey,
  eventLabel,
  fieldLabel,
  ledgerKindLabel,
  ledgerPurposeLabel,
  refundStateLabel,
  statusLabel,
} from './labels';

import {
  emailKinds,
  emailStates,
  engineCodes,
  ledgerKinds,
  reservationStatuses,
  staffCodes,
  templateCodes,
  templatesSeen,
} from './server-codes.testing';

/** Every code the server can write (found in its code: server-codes.testing.ts) has the desk's words in all seven languages. */

const translators = Object.fromEntries(
  localeCodes.map((language) => [language, createTranslator(readStrings(language, 'staff'), undefined, language)]),
) as Record<(typeof localeCodes)[number], Translate>;

describe('the desk says every code the server writes', () => {
  it('finds the history codes in the server code', () => {
    // A sample the server is known to write: the search found the calls.
    expect(engineCodes).toEqual(
      expect.arrayContaining(['reservation.created', 'payment.started', 'check-in.options', 'payment.refund_failed']),
    );
    expect(staffCodes).toEqual(expect.arrayContaining(['staff.picked-up', 'staff.returned', 'staff.deposit.captured']));
    // Every listed template is still in the server's code (else its list is stale).
    expect([...templatesSeen].sort()).toEqual(Object.keys(templateCodes).sort());
  });

  it.each(localeCodes)('labels every history event in %s', (language) => {
    const t = translators[language];
    const missing = [...engineCodes, ...staffCodes].filter((code) => t(eventKey(code)) === eventKey(code));
    expect(missing).toEqual([]);
  });

  it.each(localeCodes)('names every e-mail kind and state, status, ledger entry and field in %s', (language) => {
    const t = translators[language];
    const said = (key: string) => t(key) !== key;
    const unsaid = [
      ...emailKinds.map((kind) => `staff.emailKinds.${kind}`),
      ...emailStates.map((state) => `staff.emailStates.${state}`),
      ...reservationStatuses.map((status) => `staff.statuses.${status}`),
      ...ledgerKinds.map((kind) => `staff.ledgerKinds.${kind}`),
      ...['requested', 'approved', 'rejected'].map((state) => `staff.refundStates.${state}`),
      ...customerFields.map((field) => `staff.customerFields.${field}`),
    ].filter((key) => !said(key));
    expect(unsaid).toEqual([]);
  });

  it('says a code it does not know by a general word, never as the code', () => {
    const t = translators.en;
    expect(eventLabel(t, 'reservation.created')).toBe('Booked');
    expect(eventLabel(t, 'something.new')).toBe('Another change');
    expect(emailKindLabel(t, 'booking-confirmed')).toBe('Booking confirmation');
    expect(emailKindLabel(t, 'newsletter')).toBe('Another message');
    expect(emailStateLabel(t, 'sent')).toBe('Sent');
    expect(statusLabel(t, 'checked_in')).toBe('Checked in');
    expect(ledgerKindLabel(t, 'capture_requested')).toBe('Charge asked of the processor');
    expect(ledgerPurposeLabel(t, 'refund-request')).toBe('Refund request');
    expect(ledgerPurposeLabel(t, 'mystery')).toBe('Other purpose');
    expect(refundStateLabel(t, 'approved')).toBe('Approved');
    expect(fieldLabel(t, 'lastName')).toBe('Last name');
    expect(fieldLabel(translators.is, 'lastName')).toBe('Eftirnafn');
    expect(eventLabel(translators.is, 'payment.started')).toBe('Greiðsla hafin');
  });
});
