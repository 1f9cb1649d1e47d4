import { ApiError } from '../../api-client/errors';
import type { ConditionPhoto } from './condition-api';
import {
  isTransient,
  memoryQueueStore,
  retryDelay,
  UploadQueue,
  type QueuedPhoto,
  type QueueStore,
} from './upload-queue';

const photoOf = (clientId: string, sequence: number, angle = 'front'): QueuedPhoto => ({
  clientId,
  reference: 'C7J3RFV',
  stage: 'pickup',
  meta: { angle, sequence, takenAt: '2027-07-14T10:02:11.000Z' },
  photo: new Blob([clientId], { type: 'image/jpeg' }),
});

const recordOf = (queued: QueuedPhoto): ConditionPhoto => ({
  id: `id-${queued.clientId}`,
  clientId: queued.clientId,
  angle: queued.meta.angle,
  sequence: queued.meta.sequence,
  note: null,
  position: null,
  takenAt: queued.meta.takenAt,
  receivedAt: '2027-07-14T10:05:40.120Z',
  place: null,
  author: 'customer',
  contentType: 'image/jpeg',
  size: queued.photo.size,
  url: `/api/reservations/C7J3RFV/condition/photos/id-${queued.clientId}`,
});

/**
 * A stand-in for the server as the contract says it answers: it stores a clientId once and answers 200
 * with the same record when the same clientId comes again; `failures` are thrown first, in order.
 */
function fakeServer(failures: unknown[] = []) {
  const stored = new Map<string, ConditionPhoto>();
  const sent: string[] = [];
  const statuses: number[] = [];
  const upload = async (photo: QueuedPhoto) => {
    sent.push(photo.clientId);
    const failure = failures.shift();
    if (failure) throw failure;
    const again = stored.get(photo.clientId);
    statuses.push(again ? 200 : 201);
    const record = again ?? recordOf(photo);
    stored.set(photo.clientId, record);
    return record;
  };
  return { stored, sent, statuses, upload };
}

// The queue's wait, answered at once.
const noWait = jest.fn(async (_ms: number, _signal: AbortSignal) => undefined);

describe('the upload queue', () => {
  beforeEach(() => noWait.mockClear());

  it('sends photos one at a time in the order they were taken, and empties the store', async () => {
    const store = memoryQueueStore();
    const server = fakeServer();
    let inFlight = 0;
    let most = 0;
    const queue = new UploadQueue({
      reference: 'C7J3RFV',
      store,
      wait: noWait,
      online: false,
      upload: async (photo) => {
        inFlight += 1;
        most = Math.max(most, inFlight);
        await Promise.resolve();
        inFlight -= 1;
        return server.upload(photo);
      },
    });
    for (const [index, id] of ['a', 'b', 'c', 'd'].entries()) await queue.enqueue(photoOf(id, index + 1));
    expect(queue.current.waiting.map((photo) => photo.clientId)).toEqual(['a', 'b', 'c', 'd']);
    expect(server.sent).toEqual([]);
    queue.setOnline(true);
    await queue.drain();
    expect(server.sent).toEqual(['a', 'b', 'c', 'd']);
    expect(most).toBe(1);
    expect(await store.all('C7J3RFV')).toEqual([]);
    expect(queue.current.waiting).toEqual([]);
  });

  it('keeps the order across a lost connection and a 5xx: the failed photo is sent again before the next', async () => {
    const server = fakeServer([
      new ApiError(0, 'network_error', 'The server could not be reached.'),
      new ApiError(503, 'unavailable', 'Try again', undefined, undefined, 2),
    ]);
    const queue = new UploadQueue({
      reference: 'C7J3RFV',
      store: memoryQueueStore(),
      upload: server.upload,
      wait: noWait,
    });
    queue.setOnline(false);
    await queue.enqueue(photoOf('a', 1));
    await queue.enqueue(photoOf('b', 2));
    queue.setOnline(true);
    await queue.drain();
    expect(server.sent).toEqual(['a', 'a', 'a', 'b']);
    expect(server.statuses).toEqual([201, 201]);
    // The pauses grow, and the server's Retry-After is followed.
    expect(noWait.mock.calls.map(([ms]) => ms)).toEqual([1000, 2000]);
  });

  it('stores a photo sent twice once: a lost answer sent again counts as done on 200', async () => {
    const server = fakeServer();
    // The first answer is lost on its way back: the server stored the photo, the phone saw an error.
    const lostAnswer = async (photo: QueuedPhoto) => {
      const record = await server.upload(photo);
      if (server.sent.length === 1) throw new ApiError(0, 'network_error', 'The connection dropped');
      return record;
    };
    const store = memoryQueueStore();
    const uploaded: string[] = [];
    const queue = new UploadQueue({ reference: 'C7J3RFV', store, upload: lostAnswer, wait: noWait });
    queue.onUploaded((photo) => uploaded.push(photo.id));
    await queue.enqueue(photoOf('a', 1));
    await queue.drain();
    expect(server.sent).toEqual(['a', 'a']);
    expect(server.statuses).toEqual([201, 200]);
    expect(server.stored.size).toBe(1);
    expect(uploaded).toEqual(['id-a']);
    expect(await store.all('C7J3RFV')).toEqual([]);
  });

  it('stops on a 4xx with the server’s message, keeps the photo and lets none overtake it', async () => {
    const refusal = new ApiError(409, 'stage_not_open', 'The condition walk is not open.');
    const server = fakeServer([refusal]);
    const store = memoryQueueStore();
    const queue = new UploadQueue({ reference: 'C7J3RFV', store, upload: server.upload, wait: noWait });
    queue.setOnline(false);
    await queue.enqueue(photoOf('a', 1));
    await queue.enqueue(photoOf('b', 2));
    queue.setOnline(true);
    await queue.drain();
    expect(server.sent).toEqual(['a']);
    expect(queue.current.refused).toMatchObject({ clientId: 'a', code: 'stage_not_open', message: refusal.message });
    expect((await store.all('C7J3RFV')).map((photo) => photo.clientId)).toEqual(['a', 'b']);
    // "Try again": the same photo first.
    await queue.retry();
    expect(server.sent).toEqual(['a', 'a', 'b']);
    expect(queue.current.refused).toBeNull();
  });

  it('a refused photo may be dropped from the phone, and the rest go on', async () => {
    const server = fakeServer([new ApiError(422, 'too_many_damage_photos', 'At most 8 damage photos.')]);
    const queue = new UploadQueue({
      reference: 'C7J3RFV',
      store: memoryQueueStore(),
      upload: server.upload,
      wait: noWait,
    });
    queue.setOnline(false);
    await queue.enqueue(photoOf('a', 1, 'damage'));
    await queue.enqueue(photoOf('b', 2));
    queue.setOnline(true);
    await queue.drain();
    await queue.discardRefused();
    expect(server.sent).toEqual(['a', 'b']);
    expect(queue.current.waiting).toEqual([]);
  });

  it('waits while offline and sends when the browser is online again', async () => {
    const server = fakeServer([new ApiError(0, 'network_error', 'offline')]);
    const queue = new UploadQueue({
      reference: 'C7J3RFV',
      store: memoryQueueStore(),
      upload: server.upload,
      // A long pause that only the online event cuts short.
      wait: (_ms, signal) => new Promise<void>((resolve) => signal.addEventListener('abort', () => resolve())),
    });
    await queue.enqueue(photoOf('a', 1));
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(server.sent).toEqual(['a']);
    expect(queue.current.waiting).toHaveLength(1);
    queue.setOnline(false);
    queue.setOnline(true);
    await queue.drain();
    expect(server.sent).toEqual(['a', 'a']);
    expect(queue.current.waiting).toEqual([]);
  });

  it('a queue made anew over the same store (the tab reopened) sends what the first one left', async () => {
    const store = memoryQueueStore();
    const first = new UploadQueue({ reference: 'C7J3RFV', store, upload: fakeServer().upload, online: false });
    await first.enqueue(photoOf('a', 1));
    await first.enqueue(photoOf('b', 2));
    first.stop();
    const server = fakeServer();
    const second = new UploadQueue({ reference: 'C7J3RFV', store, upload: server.upload, wait: noWait });
    await second.resume();
    expect(server.sent).toEqual(['a', 'b']);
  });

  it('keeps each reservation’s photos apart', async () => {
    const store: QueueStore = memoryQueueStore();
    await store.put({ ...photoOf('other', 1), reference: 'OTHER' });
    const server = fakeServer();
    const queue = new UploadQueue({ reference: 'C7J3RFV', store, upload: server.upload, wait: noWait });
    await queue.enqueue(photoOf('a', 1));
    await queue.drain();
    expect(server.sent).toEqual(['a']);
    expect((await store.all('OTHER')).map((photo) => photo.clientId)).toEqual(['other']);
  });
});

describe('retries', () => {
  it('grows the pause up to 30 s and follows Retry-After', () => {
    expect([1, 2, 3, 4, 5, 6, 7].map((attempt) => retryDelay(attempt))).toEqual([
      1000, 2000, 4000, 8000, 16000, 30000, 30000,
    ]);
    expect(retryDelay(1, 5)).toBe(5000);
  });
  it('tries again after no answer, a 5xx, 408 and 429, never after another 4xx', () => {
    expect(isTransient(new ApiError(0, 'network_error', ''))).toBe(true);
    expect(isTransient(new ApiError(502, 'bad_gateway', ''))).toBe(true);
    expect(isTransient(new ApiError(429, 'rate_limited', ''))).toBe(true);
    expect(isTransient(new TypeError('Failed to fetch'))).toBe(true);
    expect(isTransient(new ApiError(409, 'photo_not_replaceable', ''))).toBe(false);
    expect(isTransient(new ApiError(413, 'photo_too_large', ''))).toBe(false);
  });
});
