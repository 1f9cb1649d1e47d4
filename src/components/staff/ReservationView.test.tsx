import { screen, within } from '@testing-library/react';
import type { StaffReservationFacts, StaffRole } from '../../api-client/staff-types';
import { renderWithI18n } from '../../i18n/test-utils';
import { ReservationView } from './ReservationView';
import { customerFields } from './labels';
import {
  emailKinds,
  emailStates,
  engineCodes,
  ledgerKinds,
  reservationStatuses,
  staffCodes,
} from './server-codes.testing';
import { answerRoutes, fullConditionAnswer, fullStaffAnswer } from './testing';

/**
 * The desk's reservation view, for people (issue 39): a full answer, with every history code and e-mail
 * kind the server writes, rendered in English and Icelandic, shows no raw key or code; times in Iceland
 * time, read as a person reads them; the day's work before the record.
 */

const deskRole: StaffRole = 'desk';
const ledgerPurposes = [
  'booking',
  'check-in',
  'change',
  'deposit',
  'cancellation',
  'refund',
  'refund-request',
  'rejected',
  'overpayment',
];

const history: StaffReservationFacts['history'] = [...engineCodes, ...staffCodes].map((action, index) => ({
  at: new Date(Date.UTC(2026, 10, 28, 14, 5) + index * 60_000).toISOString(),
  action,
  by: index % 3 === 0 ? 'customer' : index % 3 === 1 ? 'system' : 'desk@example.com',
  role: index % 3 === 0 ? 'customer' : index % 3 === 1 ? 'system' : 'desk',
  before: null,
  after: null,
  details: {},
}));
const emails: StaffReservationFacts['emails'] = emailKinds.map((kind, index) => ({
  kind,
  status: emailStates[index % emailStates.length],
  to: 'gudrun@example.com',
  // As Postgres's to_jsonb writes a timestamptz.
  createdAt: '2026-11-01T09:30:05.123456+00:00',
  sentAt: index % 2 === 0 ? '2026-11-01T09:31:00+00:00' : null,
}));
const ledger: StaffReservationFacts['ledger'] = ledgerKinds.map((kind, index) => ({
  kind,
  purpose: ledgerPurposes[index % ledgerPurposes.length] ?? 'booking',
  amount: 1000 * (index + 1),
  currency: 'EUR',
  at: '2026-11-02T10:00:00.000Z',
  cardBrand: 'visa',
  cardLast4: '4242',
  failureCode: null,
}));

/** Every raw code of the answer: the customer's keys, history codes, e-mail kinds and states, statuses, ledger codes. */
const rawCodes = [
  ...customerFields,
  ...engineCodes,
  ...staffCodes,
  ...history.map((entry) => entry.action.replace(/^staff\./, '')),
  ...emailKinds,
  ...emailStates,
  ...reservationStatuses,
  ...ledgerKinds,
  ...ledgerPurposes,
  'customer',
  'system',
  'staff',
  'approved',
  'IS',
  // The condition's angles, walks and the damage angle.
  ...fullConditionAnswer().condition.settings.angles,
  'pickup',
  'return',
  'damage',
];
/** Codes no sentence of the desk holds (a dot, an underscore, camelCase, or two words joined by a hyphen but `check-in`). */
const codeShaped = rawCodes.filter(
  (code) => /[._]|[a-z][A-Z]/.test(code) || (code.includes('-') && code !== 'check-in'),
);

function textNodes(root: Node): string[] {
  const walker = document.createTreeWalker(root, NodeFilter.SHOW_TEXT);
  const texts: string[] = [];
  for (let node = walker.nextNode(); node; node = walker.nextNode()) {
    const text = node.textContent?.trim();
    if (text) texts.push(text);
  }
  return texts;
}

async function renderView(language: 'en' | 'is') {
  answerRoutes({
    'GET /api/staff/reservations/CJY9NMP': { status: 200, body: fullStaffAnswer({ history, emails, ledger }) },
    'GET /api/staff/reservations/CJY9NMP/condition': { status: 200, body: fullConditionAnswer() },
  });
  const view = renderWithI18n(<ReservationView reference="CJY9NMP" role={deskRole} />, language, ['staff']);
  await screen.findByRole('heading', { level: 1 });
  await screen.findByTestId('staff-condition');
  return view;
}

function expectNoRawCode(container: HTMLElement) {
  const texts = textNodes(container);
  // No text is a code as it is (`lastName`, `confirmed`, `customer`, `IS`)…
  expect(texts.filter((text) => rawCodes.includes(text))).toEqual([]);
  // …nor holds one (`reservation.created`, `booking-confirmed`, `capture_requested`).
  const all = container.textContent ?? '';
  expect(codeShaped.filter((code) => all.includes(code))).toEqual([]);
  expect(all).not.toMatch(/\bIS\b/);
  // Times are said as a person says them, not as ISO stamps.
  expect(all).not.toMatch(/\d{4}-\d{2}-\d{2}/);
}

afterEach(() => {
  jest.restoreAllMocks();
});

describe('the desk’s reservation view, for people', () => {
  it('in English: labels, country names, event sentences, Iceland times, and no raw key or code', async () => {
    const { container } = await renderView('en');
    const customer = screen.getByTestId('staff-customer');
    expect(within(customer).getByText('Last name').nextElementSibling).toHaveTextContent('Jónsdóttir');
    expect(within(customer).getByText('Country').nextElementSibling).toHaveTextContent('Iceland');
    expect(within(customer).getByText('Date of birth').nextElementSibling).toHaveTextContent('2 May 1990');
    expect(screen.getAllByText('Booked').length).toBeGreaterThan(0);
    expect(screen.getByText('Payment started')).toBeInTheDocument();
    expect(screen.getByText('Handed over at the desk')).toBeInTheDocument();
    expect(screen.getByText('Booking confirmation')).toBeInTheDocument();
    // The first history entry, 14:05 UTC, is 14:05 in Iceland: "Sat 28 Nov 2026, 14:05".
    expect(screen.getAllByText('Sat 28 Nov 2026, 14:05').length).toBeGreaterThan(0);
    expect(screen.getByTestId('staff-status')).toHaveTextContent('Checked in');
    expect(screen.getByTestId('staff-handover')).toHaveTextContent(
      'Picked up Sat 28 Nov 2026, 14:05 (12,345 km · Fuel: full)',
    );
    expectNoRawCode(container);
  });

  it('in Icelandic: the same, in Icelandic', async () => {
    const { container } = await renderView('is');
    const customer = screen.getByTestId('staff-customer');
    expect(within(customer).getByText('Eftirnafn').nextElementSibling).toHaveTextContent('Jónsdóttir');
    expect(within(customer).getByText('Land').nextElementSibling).toHaveTextContent('Ísland');
    expect(within(customer).getByText('Fæðingardagur').nextElementSibling).toHaveTextContent('2. maí 1990');
    expect(screen.getByText('Greiðsla hafin')).toBeInTheDocument();
    expect(screen.getByText('Staðfesting bókunar')).toBeInTheDocument();
    expect(screen.getAllByText('lau., 28. nóv. 2026, 14:05').length).toBeGreaterThan(0);
    expect(screen.getByTestId('staff-status')).toHaveTextContent('Innritað');
    expectNoRawCode(container);
  });

  it('puts the day’s work (handover, deposit, claim, payment problems, refund requests) before the record', async () => {
    await renderView('en');
    const work = screen.getByTestId('staff-work');
    const record = screen.getByTestId('staff-record');
    expect(work.compareDocumentPosition(record) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    const workHeadings = within(work)
      .getAllByRole('heading', { level: 2 })
      .map((heading) => heading.textContent);
    expect(workHeadings).toEqual([
      'Handover',
      'Deposit',
      'Damage claim',
      'Authorisations not taken as payment',
      'Refund requests',
      'Cancellation',
    ]);
    const recordHeadings = within(record)
      .getAllByRole('heading', { level: 2 })
      .map((heading) => heading.textContent);
    expect(recordHeadings).toEqual([
      'Booking',
      'Condition of the vehicle',
      'Customer',
      'Drivers',
      'Payments',
      'Changes',
      'E-mails sent',
    ]);
  });
});
