import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useSelector } from '@xstate/react';
import { createActor, fromPromise } from 'xstate';
import { ApiError } from '../../api-client/errors';
import type { Reservation } from '../../api-client/types';
import { renderWithI18n } from '../../i18n/test-utils';
import { fakePayment } from '../../machines/payment-fakes';
import {
  editMachine,
  type ChangeQuote,
  type ChangeReservationInput,
  type EditableReservation,
  type QuoteChangeInput,
} from '../../machines/edit.machine';
import { changeQuoteOf, changeRequestOf } from './edit-actors';
import { EditPage } from './EditPages';
import { PaymentEdit } from './EditPaymentStep';
import { resetEditActor } from './use-edit-actor';
import { confirmedReservation } from './testing';

const files = ['common', 'search', 'booking', 'reservation', 'edit'] as const;
const now = '2027-01-15T12:00:00.000Z';
const newTrip = {
  pickupLocationId: 'kef',
  returnLocationId: 'rvk',
  pickupAt: '2027-03-01T10:00',
  returnAt: '2027-03-05T10:00',
};

afterEach(() => {
  jest.restoreAllMocks();
  window.sessionStorage.clear();
  resetEditActor();
});

interface Fakes {
  quotes: ChangeQuote[];
  changes: (Reservation | ApiError)[];
  loaded?: Reservation;
}

/** The edit machine with fake requests, walked to the payment step's review. */
function actorAtReview(fakes: Fakes) {
  const quotes = [...fakes.quotes];
  const changes = [...fakes.changes];
  const changeCalls: { version: number }[] = [];
  const machine = editMachine.provide({
    actors: {
      quoteChange: fromPromise<ChangeQuote, QuoteChangeInput>(async () => {
        const quote = quotes.shift();
        if (!quote) throw new Error('No quote left');
        return quote;
      }),
      changeReservation: fromPromise<EditableReservation, ChangeReservationInput>(async ({ input }) => {
        changeCalls.push({ version: input.version });
        const next = changes.shift();
        if (!next) throw new Error('No change left');
        if (next instanceof ApiError) throw next;
        return next;
      }),
      loadReservation: fromPromise<EditableReservation, { reference: string }>(async () => {
        if (!fakes.loaded) throw new Error('Nothing to load');
        return fakes.loaded;
      }),
      payment: fakePayment(confirmedReservation, { ...confirmedReservation, amountDue: 0 }).machine,
    },
  });
  const actor = createActor(machine, { input: { reservation: confirmedReservation, step: 'terms', now } });
  actor.start();
  actor.send({ type: 'terms.submit', trip: newTrip });
  actor.send({ type: 'details.submit', details: null });
  actor.send({ type: 'options.submit', options: null });
  return { actor, changeCalls };
}

function Review({ actor }: { actor: ReturnType<typeof actorAtReview>['actor'] }) {
  const snapshot = useSelector(actor, (s) => s);
  return <PaymentEdit snapshot={snapshot} actor={actor} />;
}

describe('EditPage', () => {
  it('refuses within 12 h of pickup and says until when changes were possible', () => {
    const closed: Reservation = {
      ...confirmedReservation,
      edit: { allowed: false, until: '2026-01-10T10:00:00.000Z' },
    };
    renderWithI18n(<EditPage page="editTerms" reservation={closed} />, 'en', files);
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('This reservation can no longer be changed');
    expect(screen.getByTestId('edit-refused')).toHaveTextContent(/12 hours before pickup.*Jan 10, 2026 10:00/);
    expect(screen.getByRole('link', { name: 'Back to your reservation' })).toHaveAttribute('href', '/reservation/');
  });
});

describe('PaymentEdit', () => {
  it('shows the new total and the difference before confirming, then the card form for the difference', async () => {
    const changed = { ...confirmedReservation, total: 19100, amountDue: 4700, version: 3 };
    const { actor, changeCalls } = actorAtReview({
      quotes: [{ total: 19100, toPay: 4700, refund: 0 }],
      changes: [changed],
    });
    renderWithI18n(<Review actor={actor} />, 'en', files);
    expect(await screen.findByTestId('edit-confirm')).toBeInTheDocument();
    expect(screen.getByTestId('edit-new-total')).toHaveTextContent('191');
    expect(screen.getByTestId('edit-difference')).toHaveTextContent('47');
    expect(screen.getByText('To pay now')).toBeInTheDocument();
    await userEvent.setup().click(screen.getByTestId('edit-confirm'));
    expect(await screen.findByRole('button', { name: /^Pay .*47/ })).toBeInTheDocument();
    expect(screen.getByText(/Pay the difference of .*47/)).toBeInTheDocument();
    expect(screen.getByTestId('payment-due-now')).toHaveTextContent(/47.*EUR/);
    expect(changeCalls).toEqual([{ version: 2 }]);
  });

  it('on a version conflict (409) shows the fresh reservation and asks again with its version', async () => {
    const fresh = { ...confirmedReservation, total: 15000, version: 5 };
    const { actor, changeCalls } = actorAtReview({
      quotes: [
        { total: 19100, toPay: 4700, refund: 0 },
        { total: 19800, toPay: 4800, refund: 0 },
      ],
      changes: [
        new ApiError(409, 'version_conflict', 'This reservation was changed meanwhile.'),
        { ...fresh, total: 19800, amountDue: 4800, version: 6 },
      ],
      loaded: fresh,
    });
    renderWithI18n(<Review actor={actor} />, 'en', files);
    const user = userEvent.setup();
    await user.click(await screen.findByTestId('edit-confirm'));
    expect(await screen.findByTestId('edit-error')).toHaveTextContent('changed meanwhile');
    expect(screen.getByTestId('edit-new-total')).toHaveTextContent('198');
    expect(screen.getByTestId('edit-figures')).toHaveTextContent('150');
    await user.click(screen.getByTestId('edit-confirm'));
    expect(await screen.findByRole('button', { name: /^Pay .*48/ })).toBeInTheDocument();
    expect(changeCalls).toEqual([{ version: 2 }, { version: 5 }]);
  });

  it('shows the refund of a surplus instead of a payment', async () => {
    const { actor } = actorAtReview({
      quotes: [{ total: 12400, toPay: 0, refund: 2000 }],
      changes: [{ ...confirmedReservation, total: 12400, refunded: 2000, amountDue: 0, version: 3 }],
    });
    renderWithI18n(<Review actor={actor} />, 'en', files);
    expect(await screen.findByText('Refunded to your card')).toBeInTheDocument();
    expect(screen.getByTestId('edit-difference')).toHaveTextContent('20');
    await userEvent.setup().click(screen.getByTestId('edit-confirm'));
    expect(await screen.findByTestId('edit-outcome')).toHaveTextContent(/refunded to your card/);
    expect(screen.getByTestId('edit-outcome')).toHaveTextContent('20');
    expect(screen.queryByRole('button', { name: /^Pay/ })).not.toBeInTheDocument();
    await act(async () => undefined);
  });
});

describe('the change sent', () => {
  it('carries only what PATCH accepts, with the version', () => {
    expect(changeRequestOf({ trip: newTrip, details: { customer: { phone: '555 0000' } }, options: null }, 4)).toEqual({
      ...newTrip,
      customer: { phone: '555 0000' },
      version: 4,
    });
  });

  it('prices the difference as the engine does: due now less what is held, or the surplus back', () => {
    expect(changeQuoteOf(confirmedReservation, 19100, 19100)).toEqual({ total: 19100, toPay: 4700, refund: 0 });
    expect(changeQuoteOf(confirmedReservation, 12400, 12400)).toEqual({ total: 12400, toPay: 0, refund: 2000 });
  });
});
