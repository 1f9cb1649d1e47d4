import type { Translate } from '../../i18n/translate';

/**
 * The desk's words for the codes the server answers with (issue 39, "the desk's reservation view, for
 * people"): a customer's fields, history events, e-mail kinds, statuses, ledger entries. Each code has a
 * key in `locales/*\/staff.json`; a code this build does not know yet (a server newer than the page) is
 * said by a general word, never shown as the code itself.
 */

/** The customer's fields in the order the desk reads them (server/rental/reservations.server.ts `customerOf`). */
export const customerFields = ['firstName', 'lastName', 'email', 'phone', 'country', 'dateOfBirth'] as const;

/** The translation of `key`, or of `fallback` when the strings have no `key`. */
function either(t: Translate, key: string, fallback: string): string {
  const text = t(key);
  return text === key ? t(fallback) : text;
}

/**
 * A history event's key: the code with its dots as slashes (`reservation.created` →
 * `staff.events.reservation/created`), since a dot in a key would be read as a level of the strings.
 */
export const eventKey = (code: string) => `staff.events.${code.replaceAll('.', '/')}`;

/** A history event (`reservation.created`, `staff.picked-up`) as a sentence of the desk's language. */
export const eventLabel = (t: Translate, code: string) => either(t, eventKey(code), 'staff.events.other');

/** Who made a change: the customer, the system, or the staff member's e-mail as it is. */
export function actorLabel(t: Translate, by: string): string {
  if (by === 'customer') return t('staff.reservation.byCustomer');
  if (by === 'system') return t('staff.reservation.bySystem');
  return by;
}

/** A customer field's label (`lastName` → "Last name"). */
export const fieldLabel = (t: Translate, field: string) =>
  either(t, `staff.customerFields.${field}`, 'staff.customerFields.other');

/** An e-mail's kind (`booking-confirmed`) as the desk names the message. */
export const emailKindLabel = (t: Translate, kind: unknown) =>
  either(t, `staff.emailKinds.${String(kind)}`, 'staff.emailKinds.other');

/** An e-mail's state in the outbox (`pending`, `sent`, `skipped`, `failed`). */
export const emailStateLabel = (t: Translate, state: unknown) =>
  either(t, `staff.emailStates.${String(state)}`, 'staff.emailStates.other');

/** A reservation's status (`checked_in` → "Checked in"). */
export const statusLabel = (t: Translate, status: string) =>
  either(t, `staff.statuses.${status}`, 'staff.statuses.other');

/** A ledger entry's kind (`capture_requested`) and purpose (`check-in`). */
export const ledgerKindLabel = (t: Translate, kind: string) =>
  either(t, `staff.ledgerKinds.${kind}`, 'staff.ledgerKinds.other');
export const ledgerPurposeLabel = (t: Translate, purpose: string) =>
  either(t, `staff.ledgerPurposes.${purpose}`, 'staff.ledgerPurposes.other');

/** A refund request's state. */
export const refundStateLabel = (t: Translate, state: string) =>
  either(t, `staff.refundStates.${state}`, 'staff.refundStates.other');
