import { fireEvent, screen, within } from '@testing-library/react';
import type { StaffRole } from '../../api-client/staff-types';
import type { ConditionClaim, StaffConditionAnswer } from '../../api-client/types';
import { renderWithI18n } from '../../i18n/test-utils';
import { ReservationView } from './ReservationView';
import { answerRoutes, fullConditionAnswer, fullStaffAnswer, type FakeAnswer } from './testing';

/**
 * The desk's condition panel (issue 39): per angle the pickup's photos beside the return's, with times
 * and authors (the desk's marked), damage with notes and places, the desk's notes; the desk adds a
 * photo and a note, opens a claim with a note and closes it, each after a confirmation; the purge date
 * is said plainly. Our functions are answered by a fake fetch by path; the photo's canvas is stood in for.
 */

const deskRole: StaffRole = 'desk';
const path = '/api/staff/reservations/CJY9NMP';
const prepared = new Blob(['prepared photo'], { type: 'image/webp' });
const preparedCopy = new Blob(['its report copy'], { type: 'image/jpeg' });

/** The routes of one reservation, whose condition answer is `condition()` at each read. */
function routes(
  condition: () => StaffConditionAnswer,
  more: Record<string, FakeAnswer | ((body: unknown) => FakeAnswer)> = {},
) {
  return answerRoutes({
    [`GET ${path}`]: { status: 200, body: fullStaffAnswer({ history: [], emails: [], ledger: [] }) },
    [`GET ${path}/condition`]: () => ({ status: 200, body: condition() }),
    ...more,
  });
}

async function renderPanel(language: 'en' | 'is' = 'en') {
  const preparePhoto = jest.fn(async () => ({ photo: prepared, reportCopy: preparedCopy }));
  renderWithI18n(<ReservationView reference="CJY9NMP" role={deskRole} preparePhoto={preparePhoto} />, language, [
    'staff',
  ]);
  await screen.findByTestId('staff-condition');
  return preparePhoto;
}

describe('the desk’s condition panel', () => {
  it('shows each angle’s pickup photos beside its return photos, with times, authors, damage and notes', async () => {
    routes(() => fullConditionAnswer());
    await renderPanel();
    const front = screen.getByTestId('staff-angle-front');
    expect(within(front).getByRole('heading', { level: 3 })).toHaveTextContent('Front');
    const pickup = within(front).getByTestId('staff-angle-front-pickup');
    const back = within(front).getByTestId('staff-angle-front-return');
    // Side by side: the pickup's column comes first, the return's beside it.
    expect(pickup.compareDocumentPosition(back) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    expect(within(pickup).getAllByRole('img', { name: 'Photo: Front, Pickup' })).toHaveLength(2);
    expect(within(back).getByRole('img', { name: 'Photo: Front, Return' })).toHaveAttribute(
      'src',
      `${path}/condition/photos/return-front-1`,
    );
    const [customerPhoto, deskPhoto] = within(pickup).getAllByTestId('staff-condition-photo');
    expect(customerPhoto).toHaveTextContent('By the customer');
    expect(customerPhoto).toHaveTextContent('Taken Sat 28 Nov 2026, 14:02');
    expect(customerPhoto).toHaveTextContent('Received Sat 28 Nov 2026, 14:03');
    expect(deskPhoto).toHaveTextContent("The desk's");
    expect(deskPhoto).toHaveAttribute('data-author', 'staff');
    // The windscreen has no return photo yet.
    expect(screen.getByTestId('staff-angle-windscreen-return')).toHaveTextContent('No photo');

    const damage = screen.getByTestId('staff-angle-damage');
    expect(damage).toHaveTextContent('Scratch on the rear bumper');
    expect(damage).toHaveTextContent('On the outline: 42% from the left, 81% from the top');
    expect(screen.getByTestId('staff-condition-notes')).toHaveTextContent(
      "The desk's Pickup, written Sat 28 Nov 2026, 14:25: “Small chip in the windscreen”".replace(/[“”]/g, ''),
    );
    expect(screen.getByRole('link', { name: 'Condition report (PDF)' })).toHaveAttribute(
      'href',
      `${path}/condition/report.pdf`,
    );
    expect(screen.getByText('Pickup: confirmed by the customer Sat 28 Nov 2026, 14:10')).toBeInTheDocument();
    expect(screen.getByText('Return: not confirmed by the customer')).toBeInTheDocument();
    expect(screen.getByTestId('staff-condition-purge')).toHaveTextContent(
      'The condition photos are deleted on Sat 30 Jan 2027, 10:00. A damage claim keeps them until it is closed.',
    );
  });

  it('in Icelandic, with the desk’s mark and the walks by name', async () => {
    routes(() => fullConditionAnswer());
    await renderPanel('is');
    const pickup = screen.getByTestId('staff-angle-front-pickup');
    expect(within(pickup).getAllByRole('img', { name: 'Mynd: Framhlið, Afhending' })).toHaveLength(2);
    expect(pickup).toHaveTextContent('Frá afgreiðslu');
    expect(screen.getByTestId('staff-condition-purge')).toHaveTextContent(
      'Ástandsmyndunum er eytt lau., 30. jan. 2027',
    );
  });

  it('adds the desk’s note to a walk, and shows it once stored', async () => {
    let condition = fullConditionAnswer();
    const calls = routes(() => condition, {
      [`POST ${path}/condition/return/notes`]: (body) => {
        const text = (body as { text: string }).text;
        const note = { id: 'n2', text, author: 'staff' as const, createdAt: '2026-12-01T10:00:00.000Z' };
        condition = fullConditionAnswer({
          stages: condition.condition.stages.map((stage) =>
            stage.stage === 'return' ? { ...stage, notes: [note] } : stage,
          ),
        });
        return { status: 201, body: { note } };
      },
    });
    await renderPanel();
    const form = screen.getByRole('form', { name: 'Add a note' });
    expect(within(form).getByLabelText('Walk')).toHaveValue('return');
    expect(within(form).getByRole('button', { name: 'Add the note' })).toBeDisabled();
    fireEvent.change(within(form).getByLabelText('Note'), { target: { value: 'Returned with a full tank' } });
    fireEvent.click(within(form).getByRole('button', { name: 'Add the note' }));
    expect(await within(form).findByText('Added.')).toBeInTheDocument();
    expect(calls.find((call) => call.method === 'POST')).toEqual({
      method: 'POST',
      path: `${path}/condition/return/notes`,
      body: { text: 'Returned with a full tank' },
    });
    expect(await screen.findByText(/Returned with a full tank/)).toBeInTheDocument();
    expect(within(form).getByLabelText('Note')).toHaveValue('');
  });

  it('adds the desk’s photo: a damage photo needs a note; the reduced photo goes with its angle and sequence', async () => {
    const calls = routes(() => fullConditionAnswer(), {
      [`PUT ${path}/condition/return/photos/*`]: { status: 201, body: { photo: {} } },
    });
    const preparePhoto = await renderPanel();
    const form = screen.getByRole('form', { name: 'Add a photo' });
    const file = new File(['raw camera bytes'], 'scratch.jpg', {
      type: 'image/jpeg',
      lastModified: Date.parse('2026-11-28T09:50:00Z'),
    });
    expect(within(form).getByLabelText('Walk')).toHaveValue('return');
    fireEvent.change(within(form).getByLabelText('What it shows'), { target: { value: 'damage' } });
    fireEvent.change(within(form).getByLabelText('Photo'), { target: { files: [file] } });
    fireEvent.click(within(form).getByRole('button', { name: 'Add the photo' }));
    expect(await within(form).findByText('A damage photo needs a note saying what it shows.')).toBeInTheDocument();
    expect(calls.filter((call) => call.method === 'PUT')).toHaveLength(0);

    fireEvent.change(within(form).getByLabelText('Note (needed for damage)'), {
      target: { value: 'Dent in the driver’s door' },
    });
    fireEvent.click(within(form).getByRole('button', { name: 'Add the photo' }));
    expect(await within(form).findByText('Added.')).toBeInTheDocument();
    expect(preparePhoto).toHaveBeenCalledWith(file);
    const puts = calls.filter((call) => call.method === 'PUT');
    expect(puts).toHaveLength(1);
    expect(puts[0]?.path).toMatch(new RegExp(`^${path}/condition/return/photos/[0-9a-f-]{36}$`));
    const sent = puts[0]?.body as { meta: unknown; photo: Blob; reportCopy: Blob };
    // The return's photos are 1 to 3: this is the 4th; taken when the camera wrote the file.
    expect(sent.meta).toEqual({
      angle: 'damage',
      sequence: 4,
      takenAt: '2026-11-28T09:50:00.000Z',
      note: 'Dent in the driver’s door',
    });
    // The prepared photo, not the camera's file (jsdom's Blob cannot be read back as text).
    expect(sent.photo).toBeInstanceOf(Blob);
    expect(sent.photo.type).toBe('image/webp');
    expect(sent.photo.size).toBe(prepared.size);
    // Its report copy goes beside it, in the same upload.
    expect(sent.reportCopy).toBeInstanceOf(Blob);
    expect(sent.reportCopy.type).toBe('image/jpeg');
    expect(sent.reportCopy.size).toBe(preparedCopy.size);
  });

  it('opens a claim with a note after a confirmation, then closes it after another', async () => {
    let claim: ConditionClaim | null = null;
    const calls = routes(
      () => fullConditionAnswer({ claim, purgeAfter: claim && !claim.closedAt ? null : '2027-01-30T10:00:00.000Z' }),
      {
        [`POST ${path}/condition/claim`]: (body) => {
          claim = {
            id: 'c1',
            openedAt: '2026-12-01T10:00:00.000Z',
            openedBy: 'desk@example.com',
            note: (body as { note: string }).note,
            closedAt: null,
            closedBy: null,
          };
          return { status: 201, body: { claim } };
        },
        [`POST ${path}/condition/claim/close`]: () => {
          claim = claim && { ...claim, closedAt: '2026-12-20T10:00:00.000Z', closedBy: 'manager@example.com' };
          return { status: 200, body: { claim } };
        },
      },
    );
    await renderPanel();
    expect(screen.getByTestId('staff-claim')).toHaveTextContent('No damage claim.');
    const open = screen.getByRole('button', { name: 'Open a damage claim' });
    expect(open).toBeDisabled();
    fireEvent.change(screen.getByLabelText('What the claim is about'), {
      target: { value: 'Dent in the driver’s door' },
    });
    fireEvent.click(open);
    const confirmOpen = screen.getByRole('group', { name: 'Open a damage claim' });
    expect(confirmOpen).toHaveTextContent('Open a damage claim? The condition photos are kept until it is closed.');
    expect(calls.filter((call) => call.method === 'POST')).toHaveLength(0);
    fireEvent.click(within(confirmOpen).getByRole('button', { name: 'Confirm' }));
    expect(await screen.findByText('Claim opened Tue 1 Dec 2026, 10:00 by desk@example.com:')).toBeInTheDocument();
    expect(calls.find((call) => call.method === 'POST')?.body).toEqual({ note: 'Dent in the driver’s door' });
    expect(screen.getByTestId('staff-condition-purge')).toHaveTextContent(
      'A damage claim is open: the condition photos are kept until it is closed.',
    );

    fireEvent.click(screen.getByRole('button', { name: 'Close the claim' }));
    const confirmClose = screen.getByRole('group', { name: 'Close the claim' });
    fireEvent.click(within(confirmClose).getByRole('button', { name: 'Confirm' }));
    expect(await screen.findByText(/Closed Sun 20 Dec 2026, 10:00 by manager@example.com\./)).toBeInTheDocument();
    expect(screen.getByTestId('staff-condition-purge')).toHaveTextContent('deleted on Sat 30 Jan 2027, 10:00');
    expect(calls.filter((call) => call.path === `${path}/condition/claim/close`)).toHaveLength(1);
  });

  it('says so when the condition cannot be loaded, and the rest of the reservation still shows', async () => {
    answerRoutes({
      [`GET ${path}`]: { status: 200, body: fullStaffAnswer({ history: [], emails: [], ledger: [] }) },
      [`GET ${path}/condition`]: { status: 500, body: { error: { code: 'internal', message: 'Something failed.' } } },
    });
    renderWithI18n(<ReservationView reference="CJY9NMP" role={deskRole} />, 'en', ['staff']);
    expect(await screen.findByText('The condition records could not be loaded: Something failed.')).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: 'Customer' })).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Damage claim' })).toBeNull();
  });
});
