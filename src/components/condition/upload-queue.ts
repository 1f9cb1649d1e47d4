import { ApiError } from '../../api-client/errors';
import type { ConditionPhoto, ConditionStage, PhotoMeta } from './condition-api';

/**
 * The phone's queue of condition photos (issue 39: a car park at Keflavík often has no signal). Each photo
 * is written to the store (IndexedDB in the browser, `idb-queue-store.ts`) before anything is sent, then
 * sent one at a time in the order taken; it leaves the store only when the server has it (201, or 200 for
 * the same clientId sent again: stored once). A lost connection, a 5xx or a 429 is tried again with a
 * growing pause (and at once when the browser says it is online again); a 4xx stops the queue on that
 * photo with the server's message, so no later photo overtakes it. The store outlives the tab: a reopened
 * walk makes a new queue over the same store and carries on.
 */

export interface QueuedPhoto {
  /** The idempotency key the phone gave the photo when it was taken (crypto.randomUUID). */
  clientId: string;
  reference: string;
  stage: ConditionStage;
  meta: PhotoMeta;
  /** The reduced image, as it will be sent. */
  photo: Blob;
  /** Its report copy (800 px JPEG) when the phone could draw one; sent beside the photo. */
  reportCopy?: Blob;
  /** The store's order of arrival (set by `put`). */
  order?: number;
}

/** Where queued photos wait: IndexedDB in the browser, memory in tests. */
export interface QueueStore {
  /** Keeps the photo, after those already kept; the answer carries its `order`. */
  put(photo: QueuedPhoto): Promise<QueuedPhoto>;
  /** The reservation's waiting photos, in the order they were put. */
  all(reference: string): Promise<QueuedPhoto[]>;
  remove(clientId: string): Promise<void>;
}

export type UploadPhoto = (photo: QueuedPhoto, signal: AbortSignal) => Promise<ConditionPhoto>;

/** A photo the server refused (4xx): it stays on the phone and holds the queue until dealt with. */
export interface RefusedPhoto {
  clientId: string;
  stage: ConditionStage;
  angle: string;
  code: string;
  message: string;
  fields?: Record<string, string>;
}

export interface QueueState {
  /** The reservation's photos still on the phone only, in order. */
  waiting: { clientId: string; stage: ConditionStage; angle: string; sequence: number }[];
  uploading: boolean;
  online: boolean;
  refused: RefusedPhoto | null;
}

/** The pause before the `attempt`-th retry (1, 2, …): 1 s, 2 s, 4 s … at most 30 s; a Retry-After wins. */
export function retryDelay(attempt: number, retryAfterSeconds?: number): number {
  if (retryAfterSeconds !== undefined) return Math.min(60_000, retryAfterSeconds * 1000);
  return Math.min(30_000, 1000 * 2 ** Math.max(0, attempt - 1));
}

/** Whether a failed upload may succeed later as it is: no answer, a 5xx, 408 or 429. */
export function isTransient(error: unknown): boolean {
  if (!(error instanceof ApiError)) return true;
  return error.status === 0 || error.status >= 500 || error.status === 408 || error.status === 429;
}

/** Waits `ms` or until `signal` aborts (then resolves early: the caller decides what next). */
export function pause(ms: number, signal: AbortSignal): Promise<void> {
  return new Promise((resolve) => {
    if (signal.aborted) return resolve();
    const timer = setTimeout(done, ms);
    function done() {
      clearTimeout(timer);
      signal.removeEventListener('abort', done);
      resolve();
    }
    signal.addEventListener('abort', done);
  });
}

export interface UploadQueueOptions {
  reference: string;
  store: QueueStore;
  upload: UploadPhoto;
  online?: boolean;
  /** The pause between tries (tests pass a quick one). */
  wait?: (ms: number, signal: AbortSignal) => Promise<void>;
}

export class UploadQueue {
  private readonly reference: string;
  private readonly store: QueueStore;
  private readonly upload: UploadPhoto;
  private readonly wait: (ms: number, signal: AbortSignal) => Promise<void>;
  private state: QueueState;
  private running: Promise<void> | null = null;
  private wake = new AbortController();
  private stopped = new AbortController();
  private readonly listeners = new Set<(state: QueueState) => void>();
  private readonly uploadedListeners = new Set<(photo: ConditionPhoto, queued: QueuedPhoto) => void>();

  constructor({ reference, store, upload, online = true, wait = pause }: UploadQueueOptions) {
    this.reference = reference;
    this.store = store;
    this.upload = upload;
    this.wait = wait;
    this.state = { waiting: [], uploading: false, online, refused: null };
  }

  get current(): QueueState {
    return this.state;
  }

  /** Told of every change of the state; answers the unsubscribe. */
  subscribe(listener: (state: QueueState) => void): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  /** Told of each photo the server has stored, with the server's record. */
  onUploaded(listener: (photo: ConditionPhoto, queued: QueuedPhoto) => void): () => void {
    this.uploadedListeners.add(listener);
    return () => this.uploadedListeners.delete(listener);
  }

  /** Reads what waits from the store (a reopened tab) and sends it when online. */
  async resume(): Promise<void> {
    await this.refresh();
    return this.drain();
  }

  /** Keeps the photo on the phone first, then sends what waits. Resolves once it is kept. */
  async enqueue(photo: QueuedPhoto): Promise<void> {
    await this.store.put({ ...photo, reference: this.reference });
    await this.refresh();
    void this.drain();
  }

  /** The browser's online and offline events. Online again: the pause is cut short and sending resumes. */
  setOnline(online: boolean): void {
    this.setState({ online });
    if (online) {
      this.wake.abort();
      void this.drain();
    }
  }

  /** Sends the refused photo again (the customer's "Try again"). */
  retry(): Promise<void> {
    this.setState({ refused: null });
    return this.drain();
  }

  /**
   * Drops the refused photo from the phone (the server never stored it, and will not: the stage closed,
   * too many damage photos). Photos the server has are kept there; nothing here removes them.
   */
  async discardRefused(): Promise<void> {
    const refused = this.state.refused;
    if (!refused) return;
    await this.store.remove(refused.clientId);
    this.setState({ refused: null });
    await this.refresh();
    return this.drain();
  }

  /** Stops sending (the page is left); what waits stays in the store. */
  stop(): void {
    this.stopped.abort();
    this.wake.abort();
  }

  /** Sends the waiting photos one at a time, in order, until none is left, the phone is offline or one is refused. */
  drain(): Promise<void> {
    if (!this.running) {
      this.running = this.run().finally(() => {
        this.running = null;
        this.setState({ uploading: false });
      });
    }
    return this.running;
  }

  private async run(): Promise<void> {
    let attempt = 0;
    for (;;) {
      if (this.stopped.signal.aborted || !this.state.online || this.state.refused) return;
      const [next] = await this.store.all(this.reference);
      if (!next) {
        await this.refresh();
        return;
      }
      this.setState({ uploading: true });
      try {
        const stored = await this.upload(next, this.stopped.signal);
        await this.store.remove(next.clientId);
        attempt = 0;
        await this.refresh();
        for (const listener of this.uploadedListeners) listener(stored, next);
      } catch (error) {
        if (this.stopped.signal.aborted) return;
        if (!isTransient(error)) {
          const refused = error as ApiError;
          this.setState({
            uploading: false,
            refused: {
              clientId: next.clientId,
              stage: next.stage,
              angle: next.meta.angle,
              code: refused.code,
              message: refused.message,
              ...(refused.fields ? { fields: refused.fields } : {}),
            },
          });
          return;
        }
        attempt += 1;
        this.setState({ uploading: false });
        if (error instanceof ApiError && error.status === 0 && !this.state.online) return;
        this.wake = new AbortController();
        await this.wait(
          retryDelay(attempt, error instanceof ApiError ? error.retryAfterSeconds : undefined),
          this.wake.signal,
        );
      }
    }
  }

  private async refresh(): Promise<void> {
    const waiting = await this.store.all(this.reference);
    this.setState({
      waiting: waiting.map((photo) => ({
        clientId: photo.clientId,
        stage: photo.stage,
        angle: photo.meta.angle,
        sequence: photo.meta.sequence,
      })),
    });
  }

  private setState(change: Partial<QueueState>): void {
    this.state = { ...this.state, ...change };
    for (const listener of this.listeners) listener(this.state);
  }
}

/** A store in memory: the tests' and a browser's without IndexedDB (private windows of old browsers). */
export function memoryQueueStore(): QueueStore {
  const photos = new Map<string, QueuedPhoto>();
  let order = 0;
  return {
    async put(photo) {
      const existing = photos.get(photo.clientId);
      const kept = { ...photo, order: existing?.order ?? (order += 1) };
      photos.set(photo.clientId, kept);
      return kept;
    },
    async all(reference) {
      return [...photos.values()]
        .filter((photo) => photo.reference === reference)
        .sort((a, b) => (a.order ?? 0) - (b.order ?? 0));
    },
    async remove(clientId) {
      photos.delete(clientId);
    },
  };
}
