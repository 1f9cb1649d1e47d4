import { chunkErrorReloadWindowMs } from '../config/constants';

/**
 * A failed chunk load (spec §9): a new deploy replaced the scripts the open page still refers to, or
 * the network dropped one. Webpack names it ChunkLoadError ("Loading chunk 123 failed"), CSS chunks
 * "Loading CSS chunk", and a failed native `import()` says "Failed to fetch dynamically imported
 * module" (Chrome), "error loading dynamically imported module" (Firefox) or "Importing a module
 * script failed" (Safari).
 */
export function isChunkLoadError(error: unknown): boolean {
  if (!(error instanceof Error) && typeof error !== 'string') return false;
  const name = error instanceof Error ? error.name : '';
  const message = error instanceof Error ? error.message : error;
  return (
    name === 'ChunkLoadError' ||
    /loading (css )?chunk [\w-]* ?failed|dynamically imported module|importing a module script failed/i.test(message)
  );
}

const keyPrefix = 'chunk-reload:';

/** The storage a reload is remembered in: sessionStorage, one timestamp per path. */
export type ReloadMemory = Pick<Storage, 'getItem' | 'setItem'>;

/**
 * Whether a chunk error on `path` may reload the page (spec §9: once per path in 10 seconds), and if
 * so, remembers `now` as that path's reload. A second failure within the window is left to the error
 * page, so a chunk that is really gone cannot make the page reload for ever.
 */
export function claimChunkReload(path: string, now: number, memory: ReloadMemory): boolean {
  const last = Number(memory.getItem(keyPrefix + path));
  if (Number.isFinite(last) && last > 0 && now - last < chunkErrorReloadWindowMs) return false;
  memory.setItem(keyPrefix + path, String(now));
  return true;
}

/**
 * Reloads the page after a chunk error when the rule allows it; true when it does. Storage that
 * cannot be used (switched off, full) allows no reload: without memory there is no limit.
 */
export function reloadAfterChunkError(error: unknown): boolean {
  if (!isChunkLoadError(error)) return false;
  try {
    if (!claimChunkReload(window.location.pathname, Date.now(), window.sessionStorage)) return false;
  } catch {
    return false;
  }
  window.location.reload();
  return true;
}
