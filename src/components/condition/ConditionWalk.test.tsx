import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Reservation } from '../../api-client/types';
import { renderWithI18n } from '../../i18n/test-utils';
import { confirmedReservation } from '../reservation/testing';
import { createConditionApi, type ConditionPhoto, type ConditionView, type PhotoMeta } from './condition-api';
import ConditionWalk, { defaultStage, openStages } from './ConditionWalk';
import { memoryQueueStore, type QueueStore } from './upload-queue';

jest.mock('gatsby', () => ({
  Link: ({ to, children, ...rest }: { to: string; children: unknown }) => (
    <a href={to} {...rest}>
      {children as string}
    </a>
  ),
}));

const files = ['common', 'booking', 'reservation', 'condition'] as const;
const angles = ['front', 'back', 'left', 'right', 'windscreen', 'dashboard'];
const reservation: Reservation = { ...confirmedReservation, status: 'checked_in' };

interface Answer {
  ok: boolean;
  status: number;
  headers: { get: (name: string) => string | null };
  json: () => Promise<unknown>;
}
const answer = (status: number, body: unknown): Answer => ({
  ok: status >= 200 && status < 300,
  status,
  headers: { get: () => null },
  json: async () => body,
});

/**
 * A stand-in for the server's condition endpoints as the contract (CONDITION-CONTRACT.md) says they
 * answer: a clientId stored once (200 with the same record again), 409 for other bytes, 422 confirming
 * without every angle, 409 on DELETE. `offline` makes every call fail as a lost connection does.
 */
function standInServer() {
  const stage = {
    stage: 'pickup',
    opensAt: '2027-03-01T10:00:00.000Z',
    confirmedAt: null as string | null,
    closedAt: null,
    photos: [] as ConditionPhoto[],
    notes: [],
  };
  const state = {
    offline: false,
    puts: [] as { clientId: string; meta: PhotoMeta; status: number; reportCopy: Blob | null }[],
    deletes: 0,
  };
  const view = (): ConditionView => ({
    settings: { angles, maxDamagePhotos: 2 },
    open: 'pickup',
    stages: [JSON.parse(JSON.stringify(stage)) as ConditionView['stages'][number]],
    report: stage.photos.length ? '/api/reservations/CJY9NMP/condition/report.pdf' : null,
  });
  const fetch = jest.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    if (state.offline) throw new TypeError('Failed to fetch');
    const url = String(input);
    const method = init?.method ?? 'GET';
    if (method === 'GET' && url.endsWith('/condition')) return answer(200, { condition: view() });
    const put = /\/condition\/pickup\/photos\/([^/]+)$/.exec(url);
    if (put && method === 'PUT') {
      const form = init?.body as FormData;
      const meta = JSON.parse(String(form.get('meta'))) as PhotoMeta;
      const photo = form.get('photo') as Blob;
      const clientId = decodeURIComponent(put[1]!);
      const known = stage.photos.find((candidate) => candidate.clientId === clientId);
      if (known && known.size !== photo.size)
        return answer(409, { error: { code: 'photo_not_replaceable', message: 'Kept as first recorded' } });
      const record: ConditionPhoto = known ?? {
        id: `p${stage.photos.length + 1}`,
        clientId,
        angle: meta.angle,
        sequence: meta.sequence,
        note: meta.note ?? null,
        position: meta.position ?? null,
        takenAt: meta.takenAt,
        receivedAt: '2027-03-01T10:05:00.000Z',
        place: meta.place ?? null,
        author: 'customer',
        contentType: photo.type,
        size: photo.size,
        url: `/api/reservations/CJY9NMP/condition/photos/p${stage.photos.length + 1}`,
      };
      if (!known) stage.photos.push(record);
      state.puts.push({ clientId, meta, status: known ? 200 : 201, reportCopy: form.get('reportCopy') as Blob | null });
      return answer(known ? 200 : 201, { photo: record });
    }
    if (method === 'DELETE') {
      state.deletes += 1;
      return answer(409, { error: { code: 'photo_not_removable', message: 'Cannot be removed' } });
    }
    if (method === 'POST' && url.endsWith('/pickup/confirm')) {
      const missing = angles.filter((angle) => !stage.photos.some((photo) => photo.angle === angle));
      if (missing.length)
        return answer(422, {
          error: {
            code: 'condition_incomplete',
            message: 'Missing',
            fields: Object.fromEntries(missing.map((a) => [a, 'missing'])),
          },
        });
      stage.confirmedAt ??= '2027-03-01T10:10:00.000Z';
      return answer(200, { condition: view() });
    }
    return answer(404, { error: { code: 'not_found', message: 'Not found' } });
  });
  return {
    stage,
    state,
    fetch,
    api: createConditionApi({ baseUrl: '', fetch: fetch as unknown as typeof globalThis.fetch }),
  };
}

let ids = 0;
function renderWalk(
  server: ReturnType<typeof standInServer>,
  store: QueueStore = memoryQueueStore(),
  language: 'en' | 'zh' = 'en',
) {
  return renderWithI18n(
    <ConditionWalk
      reservation={reservation}
      conditionApi={server.api}
      openStore={async () => ({ store, durable: true })}
      preparePhoto={async (file) => ({
        photo: new Blob([file], { type: 'image/jpeg' }),
        reportCopy: new Blob([`report copy of ${file.name}`], { type: 'image/jpeg' }),
      })}
      now={() => new Date('2027-03-01T10:04:00.000Z')}
      newClientId={() => `client-${(ids += 1)}`}
    />,
    language,
    files,
  );
}

const photo = (name: string) =>
  new File([`bytes of ${name}`], `${name}.jpg`, {
    type: 'image/jpeg',
    lastModified: Date.parse('2027-03-01T10:02:00.000Z'),
  });

async function takeAndUse(user: ReturnType<typeof userEvent.setup>, name: string) {
  await user.upload(await screen.findByTestId('condition-camera'), photo(name));
  await user.click(await screen.findByRole('button', { name: 'Use this photo' }));
}

describe('the condition walk', () => {
  beforeEach(() => {
    ids = 0;
    // jsdom has no object URLs: the preview's address stands in.
    URL.createObjectURL = jest.fn(() => 'blob:preview');
    URL.revokeObjectURL = jest.fn();
    Object.defineProperty(window.navigator, 'onLine', { configurable: true, value: true });
  });

  it('asks for each angle in order, one damage photo with a note and where it is, then confirms for good', async () => {
    const server = standInServer();
    const user = userEvent.setup();
    renderWalk(server);
    for (const [index, angle] of angles.entries()) {
      const heading = await screen.findByRole('heading', { level: 2, name: new RegExp(`^Photo ${index + 1} of 6`) });
      // Each later step's heading takes focus as it shows (the first: the page's h1).
      if (index > 0) await waitFor(() => expect(heading).toHaveFocus());
      await user.upload(screen.getByTestId('condition-camera'), photo(angle));
      // The customer looks before accepting; taking it again is offered until then.
      expect(await screen.findByRole('img', { name: /^Your photo/ })).toBeInTheDocument();
      expect(screen.getByRole('button', { name: 'Take it again' })).toBeInTheDocument();
      await user.click(screen.getByRole('button', { name: 'Use this photo' }));
    }
    await screen.findByRole('heading', { level: 2, name: 'Any damage?' });
    await user.click(screen.getByRole('button', { name: 'Add a damage photo' }));
    await user.upload(await screen.findByTestId('condition-camera'), photo('scratch'));
    // Without a note and a place it is not queued.
    await user.click(await screen.findByRole('button', { name: 'Use this photo' }));
    expect(await screen.findByText('Write a short note about the damage.')).toBeInTheDocument();
    expect(screen.getByText('Show where the damage is on the car.')).toBeInTheDocument();
    await user.type(screen.getByLabelText('What is it?'), 'Scratch on the driver door');
    // The outline by keyboard: focus and arrow keys mark a place; the list names it.
    const outline = screen.getByTestId('car-outline');
    outline.focus();
    fireEvent.keyDown(outline, { key: 'ArrowLeft', shiftKey: true });
    fireEvent.keyDown(outline, { key: 'ArrowLeft', shiftKey: true });
    expect((screen.getByLabelText('Part of the car') as HTMLSelectElement).value).toBe('left');
    await user.click(screen.getByRole('button', { name: 'Use this photo' }));
    await screen.findByRole('heading', { level: 2, name: 'Any damage?' });
    expect(screen.getByText('1 damage photo so far.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'No more damage: continue' }));

    await screen.findByRole('heading', { level: 2, name: 'Summary' });
    await waitFor(() => expect(screen.getByTestId('condition-waiting')).toHaveTextContent('All photos are uploaded.'));
    expect(server.state.puts.map((put) => [put.meta.angle, put.meta.sequence])).toEqual([
      ...angles.map((angle, index) => [angle, index + 1]),
      ['damage', 7],
    ]);
    const damage = server.state.puts[6]!.meta;
    expect(damage).toMatchObject({
      note: 'Scratch on the driver door',
      position: { x: 0.1, y: 0.5 },
      takenAt: '2027-03-01T10:02:00.000Z',
    });
    // Each photo went with its report copy, in the same upload.
    expect(server.state.puts.map((put) => put.reportCopy?.size)).toEqual(
      [...angles, 'scratch'].map((name) => `report copy of ${name}.jpg`.length),
    );
    // No place unless the customer ticks it.
    expect(server.state.puts.every((put) => put.meta.place === undefined)).toBe(true);
    expect(screen.getByText(/Confirming is final/)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Confirm the condition' }));
    await screen.findByRole('heading', { level: 2, name: 'Condition recorded' });
    expect(screen.getByTestId('condition-confirmed-at')).toHaveTextContent('Confirmed on');
    // Final: no way to confirm again or go back, and no control removes or replaces a photo.
    expect(screen.queryByRole('button', { name: 'Confirm the condition' })).toBeNull();
    expect(screen.queryByRole('button', { name: /remove|delete|replace|take it again/i })).toBeNull();
    expect(screen.getByRole('link', { name: 'Open the condition report (PDF)' })).toHaveAttribute(
      'href',
      '/api/reservations/CJY9NMP/condition/report.pdf?lang=en',
    );
    // Adding stays possible.
    expect(screen.getByRole('button', { name: 'Add a damage photo' })).toBeInTheDocument();
  });

  it('keeps photos taken offline on the phone, says how many wait, and sends them in order when online', async () => {
    const server = standInServer();
    const store = memoryQueueStore();
    const user = userEvent.setup();
    renderWalk(server, store);
    await takeAndUse(user, 'front');
    await waitFor(() => expect(server.state.puts).toHaveLength(1));
    server.state.offline = true;
    Object.defineProperty(window.navigator, 'onLine', { configurable: true, value: false });
    act(() => void window.dispatchEvent(new Event('offline')));
    await takeAndUse(user, 'back');
    await takeAndUse(user, 'left');
    await waitFor(() =>
      expect(screen.getByTestId('condition-waiting')).toHaveTextContent('2 photos are waiting to upload.'),
    );
    expect(screen.getByTestId('condition-waiting')).toHaveTextContent(/You are offline/);
    expect((await store.all('CJY9NMP')).map((queued) => queued.meta.angle)).toEqual(['back', 'left']);
    // The walk goes on offline.
    expect(await screen.findByRole('heading', { level: 2, name: /^Photo 4 of 6/ })).toBeInTheDocument();
    server.state.offline = false;
    Object.defineProperty(window.navigator, 'onLine', { configurable: true, value: true });
    act(() => void window.dispatchEvent(new Event('online')));
    await waitFor(() => expect(screen.getByTestId('condition-waiting')).toHaveTextContent('All photos are uploaded.'));
    expect(server.state.puts.map((put) => put.meta.angle)).toEqual(['front', 'back', 'left']);
    expect(await store.all('CJY9NMP')).toEqual([]);
  });

  it('does not offer the confirmation while photos wait', async () => {
    const server = standInServer();
    const store = memoryQueueStore();
    server.state.offline = true;
    Object.defineProperty(window.navigator, 'onLine', { configurable: true, value: false });
    // A reopened tab: every angle waits on the phone, the server has none (its GET is answered first).
    for (const [index, angle] of angles.entries()) {
      await store.put({
        clientId: `w-${angle}`,
        reference: 'CJY9NMP',
        stage: 'pickup',
        meta: { angle, sequence: index + 1, takenAt: '2027-03-01T10:02:00.000Z' },
        photo: new Blob([angle], { type: 'image/jpeg' }),
      });
    }
    const fetch = server.fetch.getMockImplementation()!;
    server.fetch.mockImplementationOnce(async (input, init) => {
      server.state.offline = false;
      const first = await fetch(input, init);
      server.state.offline = true;
      return first;
    });
    const user = userEvent.setup();
    renderWalk(server, store);
    await screen.findByRole('heading', { level: 2, name: 'Any damage?' });
    expect(screen.getByTestId('condition-waiting')).toHaveTextContent('6 photos are waiting to upload.');
    await user.click(screen.getByRole('button', { name: 'No more damage: continue' }));
    expect(screen.getByRole('button', { name: 'Confirm the condition' })).toBeDisabled();
    expect(screen.getByText('The confirmation can be sent once every photo is uploaded.')).toBeInTheDocument();
    server.state.offline = false;
    act(() => void window.dispatchEvent(new Event('online')));
    await waitFor(() => expect(screen.getByRole('button', { name: 'Confirm the condition' })).toBeEnabled());
    expect(server.state.puts.map((put) => put.clientId)).toEqual(angles.map((angle) => `w-${angle}`));
  });

  it('shows the walk in Chinese', async () => {
    const server = standInServer();
    renderWalk(server, memoryQueueStore(), 'zh');
    const step = await screen.findByTestId('walk-step');
    expect(within(step).getByRole('heading', { level: 2 })).toHaveTextContent('车头');
    expect(screen.getByTestId('condition-stage')).toHaveTextContent('取车时');
  });
});

describe('which walk is shown', () => {
  const stageOf = (stage: string, confirmedAt: string | null = null, closedAt: string | null = null) => ({
    stage,
    opensAt: '2027-03-01T10:00:00.000Z',
    confirmedAt,
    closedAt,
    photos: [],
    notes: [],
  });
  const record = (open: string | null, stages: ReturnType<typeof stageOf>[]): ConditionView => ({
    settings: { angles, maxDamagePhotos: 2 },
    open,
    stages,
    report: null,
  });

  it('offers every walk up to the one the server names open, the earliest unconfirmed first', () => {
    const both = record('return', [stageOf('pickup'), stageOf('return')]);
    expect(openStages(both).map((stage) => stage.stage)).toEqual(['pickup', 'return']);
    expect(defaultStage(openStages(both))?.stage).toBe('pickup');
    const pickupDone = record('return', [stageOf('pickup', '2027-03-01T10:10:00.000Z'), stageOf('return')]);
    expect(defaultStage(openStages(pickupDone))?.stage).toBe('return');
    const allDone = record('return', [stageOf('pickup', 'x'), stageOf('return', 'y')]);
    expect(defaultStage(openStages(allDone))?.stage).toBe('return');
    expect(openStages(record('pickup', [stageOf('pickup'), stageOf('return')])).map((stage) => stage.stage)).toEqual([
      'pickup',
    ]);
    expect(openStages(record(null, [stageOf('pickup'), stageOf('return')]))).toEqual([]);
  });
});
