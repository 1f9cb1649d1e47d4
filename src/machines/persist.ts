import { createActor, type Actor, type ActorOptions, type AnyStateMachine, type Snapshot } from 'xstate';

/**
 * Session-storage persistence of a machine's actor (DESIGN.md "After the booking"). The snapshot is
 * `actor.getPersistedSnapshot()` wrapped with a version; a stored snapshot of another version, or one
 * that cannot be read or restored, is dropped and the machine starts from its input.
 *
 * Snapshots are written only at stable states: a state tagged `busy` runs an invoked actor (a request),
 * and invoked actors restart on restore (xstate issues 5331, 4860) while their input (a card, a
 * signature image) would be written with them. The server calls are idempotent, so losing a busy state
 * to a reload is safe: the page opens at the last stable state and asks again.
 */

/** The tag of states that run a request: never persisted. */
export const busyTag = 'busy';

export type SnapshotStorage = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

export interface PersistOptions {
  storage: SnapshotStorage;
  /** The session-storage key, one per machine and reservation. */
  key: string;
  /** Raise when the machine's states or context change shape: older snapshots are then dropped. */
  version: number;
}

interface StoredSnapshot {
  version: number;
  snapshot: Snapshot<unknown>;
}

interface TaggedSnapshot {
  status: string;
  hasTag: (tag: string) => boolean;
}

/** Whether a snapshot may be written: the machine is running (or done) and no request is under way. */
export function isStable(snapshot: TaggedSnapshot): boolean {
  return (snapshot.status === 'active' || snapshot.status === 'done') && !snapshot.hasTag(busyTag);
}

/** Writes the actor's persisted snapshot when it is stable; answers whether it wrote. */
export function persistSnapshot(actor: Actor<AnyStateMachine>, options: PersistOptions): boolean {
  if (!isStable(actor.getSnapshot())) return false;
  const stored: StoredSnapshot = { version: options.version, snapshot: actor.getPersistedSnapshot() };
  try {
    options.storage.setItem(options.key, JSON.stringify(stored));
    return true;
  } catch {
    // Storage full or switched off: the machine still works until the next reload.
    return false;
  }
}

/** The stored snapshot when its version matches; anything else is removed and answers null. */
export function loadSnapshot(options: PersistOptions): Snapshot<unknown> | null {
  let raw: string | null = null;
  try {
    raw = options.storage.getItem(options.key);
  } catch {
    // Storage switched off: nothing was kept.
    return null;
  }
  if (raw === null) return null;
  try {
    const parsed = JSON.parse(raw) as Partial<StoredSnapshot> | null;
    if (parsed?.version === options.version && typeof parsed.snapshot === 'object' && parsed.snapshot !== null) {
      return parsed.snapshot;
    }
  } catch {
    // Unreadable JSON: dropped below like an old version.
  }
  dropSnapshot(options);
  return null;
}

export function dropSnapshot(options: PersistOptions): void {
  try {
    options.storage.removeItem(options.key);
  } catch {
    // Storage switched off: there is nothing to remove.
  }
}

/** Whether the machine knows every state of the snapshot (XState only finds out when it runs). */
function isRestorable(machine: AnyStateMachine, snapshot: Snapshot<unknown>): boolean {
  const { value, context } = snapshot as Snapshot<unknown> & { value?: unknown; context?: unknown };
  if (value === undefined || typeof context !== 'object' || context === null) return false;
  try {
    machine.resolveState({ value: value as string, context: context as Record<string, unknown> });
    return true;
  } catch {
    // resolveState throws on a state the machine does not have.
    return false;
  }
}

/**
 * An actor of `machine`, restored from storage when a snapshot of this version is kept there and
 * started from `actorOptions.input` otherwise. It writes its snapshot at every stable state. A stored
 * snapshot the machine cannot restore (a state that no longer exists) is dropped.
 */
export function createPersistedActor<TMachine extends AnyStateMachine>(
  machine: TMachine,
  options: PersistOptions,
  actorOptions: ActorOptions<TMachine>,
): Actor<TMachine> {
  const snapshot = loadSnapshot(options);
  let actor: Actor<TMachine>;
  if (snapshot && isRestorable(machine, snapshot)) {
    actor = createActor(machine, { ...actorOptions, snapshot } as ActorOptions<TMachine>);
  } else {
    // Nothing kept, or a snapshot of states that no longer exist: start afresh from the input.
    if (snapshot) dropSnapshot(options);
    actor = createActor(machine, actorOptions as ActorOptions<TMachine>);
  }
  actor.subscribe(() => {
    persistSnapshot(actor as Actor<AnyStateMachine>, options);
  });
  return actor;
}
