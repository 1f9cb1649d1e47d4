import { fireEvent, render, screen } from '@testing-library/react';
import { pageStrings } from '../../build/translate';
import { deskLanguageKey } from './DeskLanguage';
import { StaffDesk } from './StaffDesk';
import { answerRoutes, fullConditionAnswer, fullStaffAnswer } from './testing';

/**
 * The desk's language (issue 39): chosen by the staff member, kept on this device, applied at once
 * without a reload (the reservation is not fetched again), and in force the next time the desk opens.
 */

const me = {
  staff: { email: 'desk@example.com', name: 'Desk Person', role: 'desk', expiresAt: '2026-11-28T20:00:00Z' },
};
const reservation = fullStaffAnswer({ history: [], emails: [], ledger: [] });
const routes = {
  'GET /api/staff/me': { status: 200, body: me },
  'GET /api/staff/reservations/CJY9NMP': { status: 200, body: reservation },
  'GET /api/staff/reservations/CJY9NMP/condition': { status: 200, body: fullConditionAnswer() },
};

function renderDesk() {
  return render(<StaffDesk basePath="/staff/" language="en" strings={pageStrings('en', ['staff'])} />);
}

beforeEach(() => {
  window.localStorage.clear();
  window.history.replaceState(null, '', '/staff/?ref=CJY9NMP');
});

afterAll(() => {
  window.history.replaceState(null, '', '/');
});

describe('the desk’s language', () => {
  it('is the page’s until chosen; a choice applies at once, is kept on the device, and holds the next time', async () => {
    const calls = answerRoutes(routes);
    const first = renderDesk();
    expect(await screen.findByRole('heading', { level: 1, name: 'Reservation CJY9NMP' })).toBeInTheDocument();
    expect(screen.getByTestId('staff-status')).toHaveTextContent('Checked in');

    fireEvent.change(screen.getByLabelText('Desk language'), { target: { value: 'is' } });
    expect(await screen.findByRole('heading', { level: 1, name: 'Bókun CJY9NMP' })).toBeInTheDocument();
    expect(screen.getByTestId('staff-status')).toHaveTextContent('Innritað');
    expect(screen.getByLabelText('Tungumál afgreiðslu')).toHaveValue('is');
    expect(document.documentElement.lang).toBe('is');
    expect(window.localStorage.getItem(deskLanguageKey)).toBe('is');
    // Applied in place: nothing was fetched again.
    expect(calls.map((call) => call.path).sort()).toEqual([
      '/api/staff/me',
      '/api/staff/reservations/CJY9NMP',
      '/api/staff/reservations/CJY9NMP/condition',
    ]);
    first.unmount();

    // The next time the desk opens on this device (the English page), it is in Icelandic.
    answerRoutes(routes);
    renderDesk();
    expect(await screen.findByRole('heading', { level: 1, name: 'Bókun CJY9NMP' })).toBeInTheDocument();

    // Back to the page's language.
    fireEvent.change(screen.getByLabelText('Tungumál afgreiðslu'), { target: { value: 'en' } });
    expect(await screen.findByRole('heading', { level: 1, name: 'Reservation CJY9NMP' })).toBeInTheDocument();
    expect(window.localStorage.getItem(deskLanguageKey)).toBe('en');
    expect(document.documentElement.lang).toBe('en');
  });

  it('offers all seven languages, each named in itself', async () => {
    answerRoutes(routes);
    renderDesk();
    await screen.findByRole('heading', { level: 1 });
    const options = Array.from((screen.getByLabelText('Desk language') as HTMLSelectElement).options).map(
      (option) => option.textContent,
    );
    expect(options).toEqual(['English', 'Íslenska', 'Deutsch', 'Español', 'Français', 'Português', '中文']);
  });
});
