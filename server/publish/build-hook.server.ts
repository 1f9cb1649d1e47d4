import { sql } from 'drizzle-orm';
import type { Executor } from '../db/client.server';

/** At most one build hook call per hook in this long (docs/decisions/012). */
export const buildHookIntervalSeconds = 60;

/**
 * Claims the right to call `hook` now: true for exactly one caller per minute, however many function
 * instances ask at once (one conditional upsert: the row is locked while it is decided). A caller that
 * is refused marks a publish as waiting, which `claimPendingBuildHookCall` picks up once the minute is over.
 */
export async function claimBuildHookCall(db: Executor, hook: string, now: Date): Promise<boolean> {
  const claimed = await db.execute(sql`
    INSERT INTO build_hook_calls (hook, last_called_at) VALUES (${hook}, ${now.toISOString()})
    ON CONFLICT (hook) DO UPDATE SET last_called_at = excluded.last_called_at, pending_since = NULL
      WHERE build_hook_calls.last_called_at <= excluded.last_called_at - make_interval(secs => ${buildHookIntervalSeconds})
    RETURNING hook`);
  if (claimed.rows.length > 0) return true;
  await db.execute(sql`
    UPDATE build_hook_calls SET pending_since = COALESCE(pending_since, ${now.toISOString()}) WHERE hook = ${hook}`);
  return false;
}

/**
 * Claims a call for a publish that was refused within the last call's minute, once that minute is
 * over: true for exactly one caller, and only when a publish is waiting.
 */
export async function claimPendingBuildHookCall(db: Executor, hook: string, now: Date): Promise<boolean> {
  const claimed = await db.execute(sql`
    UPDATE build_hook_calls SET last_called_at = ${now.toISOString()}, pending_since = NULL
    WHERE hook = ${hook} AND pending_since IS NOT NULL
      AND last_called_at <= ${now.toISOString()}::timestamptz - make_interval(secs => ${buildHookIntervalSeconds})
    RETURNING hook`);
  return claimed.rows.length > 0;
}

/**
 * Gives a claimed call back after the hook failed, so the next publish (or the next minute's check)
 * tries again; the publish is kept as waiting.
 */
export async function releaseBuildHookCall(db: Executor, hook: string, claimedAt: Date): Promise<void> {
  await db.execute(sql`
    UPDATE build_hook_calls
    SET last_called_at = '-infinity', pending_since = COALESCE(pending_since, ${claimedAt.toISOString()})
    WHERE hook = ${hook} AND last_called_at = ${claimedAt.toISOString()}`);
}

/** Calls a Netlify build hook (an empty POST). Throws when it does not answer 2xx. */
export async function callBuildHook(url: string, fetch: typeof globalThis.fetch, title: string): Promise<void> {
  const hook = new URL(url);
  hook.searchParams.set('trigger_title', title);
  const response = await fetch(hook, { method: 'POST', signal: AbortSignal.timeout(10_000) });
  if (!response.ok) throw new Error(`The build hook answered HTTP ${response.status}.`);
}
