import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithI18n } from '../../i18n/test-utils';
import { FindPage } from './FindPage';
import { answerWith, confirmedReservation } from './testing';

const files = ['common', 'booking', 'reservation'] as const;

async function findWith(reference: string, contact: string, language: 'en' | 'de' = 'en') {
  const onFound = jest.fn();
  renderWithI18n(<FindPage onFound={onFound} />, language, files);
  const user = userEvent.setup();
  if (reference) await user.type(screen.getByRole('textbox', { name: /reference|Buchungsnummer/i }), reference);
  if (contact) await user.type(screen.getByRole('textbox', { name: /email|E-Mail/i }), contact);
  await user.click(screen.getByRole('button', { name: /Find reservation|Buchung finden/ }));
  return onFound;
}

afterEach(() => jest.restoreAllMocks());

describe('FindPage', () => {
  it('names the missing fields in a focused summary and on the fields', async () => {
    await findWith('', '');
    const summary = await screen.findByRole('alert', { name: 'There is a problem' });
    expect(summary).toHaveFocus();
    expect(screen.getByRole('textbox', { name: 'Booking reference' })).toHaveAccessibleDescription(
      expect.stringContaining('Booking reference is required'),
    );
  });

  it('shows the engine’s field messages (400) on their fields, translated', async () => {
    answerWith({
      status: 400,
      body: { error: { code: 'invalid_request', message: 'x', fields: { email: 'Email is invalid' } } },
    });
    await findWith('CJY9NMP', 'a@b', 'de');
    expect(await screen.findByRole('textbox', { name: 'E-Mail oder Nachname' })).toHaveAccessibleDescription(
      expect.stringContaining('E-Mail ist ungültig'),
    );
  });

  it('shows the engine’s not-found message (404)', async () => {
    answerWith({ status: 404, body: { error: { code: 'not_found', message: 'No reservation matches' } } });
    await findWith('CJY9NMP', 'nobody@example.com');
    expect(await screen.findByTestId('find-failure')).toHaveTextContent(
      'No reservation matches this reference and email or last name.',
    );
  });

  it('says when to try again after too many attempts (429, Retry-After 900)', async () => {
    answerWith({
      status: 429,
      body: { error: { code: 'too_many_attempts', message: 'Too many' } },
      headers: { 'Retry-After': '900' },
    });
    await findWith('CJY9NMP', 'Jónsdóttir', 'de');
    expect(await screen.findByTestId('find-failure')).toHaveTextContent('in 15 Minuten erneut');
  });

  it('sends a last name as lastName and goes to the overview when found', async () => {
    const fetch = answerWith({ status: 200, body: { reservation: confirmedReservation } });
    const onFound = await findWith('cjy9nmp', 'Jónsdóttir');
    await screen.findByRole('button', { name: 'Find reservation' });
    expect(JSON.parse(String(fetch.mock.calls[0]?.[1]?.body))).toEqual({
      reference: 'cjy9nmp',
      lastName: 'Jónsdóttir',
    });
    expect(onFound).toHaveBeenCalledWith('/reservation/');
    expect(window.sessionStorage.getItem('reservation-reference')).toBe('CJY9NMP');
  });

  describe('opened from an e-mail link (#token=…)', () => {
    const token = 'jk03h0n8Pi86Yk3IptpXs31C5svWcT_6uIrdUc6r3hk';
    afterEach(() => window.history.replaceState(null, '', '/'));

    /** The page's session check answers (once per page load, src/browser/session-check.ts); the paths asked, in order. */
    function withSessionCheck(): string[] {
      const asked: string[] = [];
      const functions = globalThis.fetch;
      globalThis.fetch = jest.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
        asked.push(String(input));
        if (String(input) === '/api/session') return { ok: true, status: 200, text: async () => '{}' } as Response;
        return functions(input, init);
      });
      return asked;
    }

    it('opens the reservation with the token, without the form, and takes the token out of the address', async () => {
      window.history.replaceState(null, '', `/is/reservation/find/#token=${token}`);
      const fetch = answerWith({ status: 200, body: { reservation: confirmedReservation } });
      const asked = withSessionCheck();
      const onFound = jest.fn();
      renderWithI18n(<FindPage onFound={onFound} />, 'en', files);
      expect(screen.getByRole('status')).toHaveTextContent('Opening your reservation');
      await waitFor(() => expect(onFound).toHaveBeenCalledWith('/reservation/'));
      // The link is opened after the session check has answered, never beside it: a new device's
      // check would otherwise set a session of its own over the one the link proved.
      expect(asked.indexOf('/api/reservations/open')).toBeGreaterThan(-1);
      expect(asked.slice(0, asked.indexOf('/api/reservations/open'))).toEqual(
        asked.includes('/api/session') ? ['/api/session'] : [],
      );
      expect(fetch.mock.calls[0]?.[0]).toBe('/api/reservations/open');
      expect(JSON.parse(String(fetch.mock.calls[0]?.[1]?.body))).toEqual({ token });
      expect(window.location.hash).toBe('');
    });

    it.each([
      [410, 'link_expired', 'This link has expired.'],
      [404, 'link_invalid', 'This link does not open a reservation.'],
    ])('shows the find form with a message for a %s answer', async (status, code, message) => {
      window.history.replaceState(null, '', `/reservation/find/#token=${token}`);
      answerWith({ status, body: { error: { code, message: 'x' } } });
      withSessionCheck();
      renderWithI18n(<FindPage />, 'en', files);
      expect(await screen.findByTestId('find-failure')).toHaveTextContent(message);
      expect(screen.getByRole('textbox', { name: 'Booking reference' })).toBeInTheDocument();
    });
  });
});
