import { memoryQueueStore, type QueuedPhoto, type QueueStore } from './upload-queue';

/**
 * The upload queue's store in the browser: a small hand-written IndexedDB wrapper (no package), database
 * `condition-photos`, object store `queue` keyed by an auto-incremented `order` (the order photos were
 * taken in), with unique index `clientId` and index `reference`. Photos are kept as Blobs, so a closed tab
 * loses none: the walk opened again reads them back and sends them.
 */

const databaseName = 'condition-photos';
const storeName = 'queue';

function request<T>(operation: IDBRequest<T>): Promise<T> {
  return new Promise((resolve, reject) => {
    operation.onsuccess = () => resolve(operation.result);
    operation.onerror = () => reject(operation.error ?? new Error('IndexedDB request failed'));
  });
}

function done(transaction: IDBTransaction): Promise<void> {
  return new Promise((resolve, reject) => {
    transaction.oncomplete = () => resolve();
    transaction.onerror = () => reject(transaction.error ?? new Error('IndexedDB transaction failed'));
    transaction.onabort = () => reject(transaction.error ?? new Error('IndexedDB transaction aborted'));
  });
}

export function openQueueDatabase(factory: IDBFactory = indexedDB): Promise<IDBDatabase> {
  const opening = factory.open(databaseName, 1);
  opening.onupgradeneeded = () => {
    const queue = opening.result.createObjectStore(storeName, { keyPath: 'order', autoIncrement: true });
    queue.createIndex('clientId', 'clientId', { unique: true });
    queue.createIndex('reference', 'reference');
  };
  return request(opening);
}

export function idbQueueStore(database: IDBDatabase): QueueStore {
  return {
    async put(photo) {
      const transaction = database.transaction(storeName, 'readwrite');
      const queue = transaction.objectStore(storeName);
      const existing = await request<QueuedPhoto | undefined>(
        queue.index('clientId').get(photo.clientId) as IDBRequest<QueuedPhoto | undefined>,
      );
      let kept: QueuedPhoto;
      if (existing) {
        kept = existing;
      } else {
        const { order: _ignored, ...fresh } = photo;
        const key = await request(queue.add(fresh));
        kept = { ...fresh, order: Number(key) };
      }
      await done(transaction);
      return kept;
    },
    async all(reference) {
      const transaction = database.transaction(storeName, 'readonly');
      const photos = await request(
        transaction.objectStore(storeName).index('reference').getAll(reference) as IDBRequest<QueuedPhoto[]>,
      );
      return photos.sort((a, b) => (a.order ?? 0) - (b.order ?? 0));
    },
    async remove(clientId) {
      const transaction = database.transaction(storeName, 'readwrite');
      const queue = transaction.objectStore(storeName);
      const key = await request(queue.index('clientId').getKey(clientId));
      if (key !== undefined) queue.delete(key);
      await done(transaction);
    },
  };
}

/** IndexedDB where the browser has it; memory otherwise (the page then says photos are kept while it is open). */
export async function browserQueueStore(): Promise<{ store: QueueStore; durable: boolean }> {
  try {
    if (typeof indexedDB === 'undefined') throw new Error('No IndexedDB');
    return { store: idbQueueStore(await openQueueDatabase()), durable: true };
  } catch {
    return { store: memoryQueueStore(), durable: false };
  }
}
