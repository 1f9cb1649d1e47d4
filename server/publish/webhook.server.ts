import { isValidSignature, SIGNATURE_HEADER_NAME } from '@sanity/webhook';
import { tenantFromEnv, type TenantId } from '../../src/config/tenants';
import { contentSourceFromEnv } from '../../src/content/sources';
import { clock } from '../clock.server';
import { getDatabase, type Database } from '../db/client.server';
import { ApiError } from '../http/api-error.server';
import { parseJsonObject, readBodyText } from '../http/request.server';
import { endpoint, json } from '../http/responses.server';
import { readRentalContent, RentalDataError, syncTenant, type SyncReport } from '../rental/sync.server';
import {
  callBuildHook,
  claimBuildHookCall,
  claimPendingBuildHookCall,
  releaseBuildHookCall,
} from './build-hook.server';

/** A published document as Sanity's webhook sends it can be large (its whole projection). */
const maxWebhookBodyBytes = 512 * 1024;

export type PublishOutcome = 'build_requested' | 'build_waiting' | 'nothing_waiting';

interface PublishDeps {
  db: Database;
  /** The tenant's site: one row of `build_hook_calls` each. */
  hook: string;
  hookUrl: string;
  fetch: typeof globalThis.fetch;
  now: Date;
}

/** The environment's settings; 503 (and a log line naming the variable, never its value) when one is missing. */
function setting(name: 'SANITY_WEBHOOK_SECRET' | 'NETLIFY_BUILD_HOOK_URL'): string {
  const value = process.env[name];
  if (value) return value;
  console.error(`sanity-webhook: ${name} is not set`);
  throw new ApiError(503, 'not_configured', 'Publishing is not set up on this site.');
}

/** Calls the hook when the claim allows; a failed call gives the claim back and answers 502. */
async function requestBuild(deps: PublishDeps, claim: typeof claimBuildHookCall, title: string): Promise<boolean> {
  if (!(await claim(deps.db, deps.hook, deps.now))) return false;
  try {
    await callBuildHook(deps.hookUrl, deps.fetch, title);
  } catch (error) {
    await releaseBuildHookCall(deps.db, deps.hook, deps.now);
    console.error(`sanity-webhook: ${error instanceof Error ? error.message : 'the build hook failed'}`);
    throw new ApiError(
      502,
      'build_hook_failed',
      'The site could not be asked to rebuild; the next publish tries again.',
    );
  }
  return true;
}

/**
 * The document types the rental engine takes from the content (server/rental/sync.server.ts): a publish of
 * one of them is synced to the engine before the site rebuilds, so a closure or a price is in force at once
 * (docs/decisions/027). A body without `_type` is synced too: the webhook's projection may leave it out.
 */
export const rentalDataTypes = new Set([
  'priceList',
  'carenSettings',
  'rentalCompany',
  'vehicle',
  'vehicleCategory',
  'promotionSettings',
]);

/**
 * The engine follows the published rental data of `tenant` now. 422 `rental_data_refused` naming each
 * problem (a class without rates, a fleet smaller than the bookings of a day …): nothing is written.
 */
export async function syncPublishedRentalData(db: Database, tenant: TenantId, now: Date): Promise<SyncReport> {
  try {
    const content = await readRentalContent(contentSourceFromEnv(process.env, { live: true }), tenant);
    return await syncTenant(db, tenant, content, now);
  } catch (error) {
    if (!(error instanceof RentalDataError)) throw error;
    console.error(`sanity-webhook: ${error.message}`);
    throw new ApiError(422, 'rental_data_refused', error.message, undefined, {}, { problems: error.problems });
  }
}

/** A publish: the site rebuilds now, or once the minute of the last rebuild is over. */
export async function publish(deps: PublishDeps): Promise<PublishOutcome> {
  return (await requestBuild(deps, claimBuildHookCall, 'Sanity publish')) ? 'build_requested' : 'build_waiting';
}

/** The minute's check: the publishes that came within the last rebuild's minute get their rebuild. */
export async function flushWaitingPublishes(deps: PublishDeps): Promise<PublishOutcome> {
  return (await requestBuild(deps, claimPendingBuildHookCall, 'Sanity publish (waited)'))
    ? 'build_requested'
    : 'nothing_waiting';
}

function publishDeps(): PublishDeps {
  return {
    db: getDatabase(),
    hook: tenantFromEnv(process.env.TENANT).id,
    hookUrl: setting('NETLIFY_BUILD_HOOK_URL'),
    fetch: globalThis.fetch,
    now: clock.now(),
  };
}

/**
 * POST /api/sanity-webhook: Sanity's webhook on publish. 401 without a valid `sanity-webhook-signature`
 * (HMAC of the raw body with `SANITY_WEBHOOK_SECRET`, checked by `@sanity/webhook`), 400 when the
 * signed body is not a JSON object; a rental-data document is synced to the engine first (422 naming the
 * problems when the engine cannot take it, and no rebuild); then 202 with whether the site rebuilds now
 * or within the minute.
 */
export const sanityWebhookEndpoint = endpoint({
  POST: async (request) => {
    const signature = request.headers.get(SIGNATURE_HEADER_NAME);
    if (!signature) throw new ApiError(401, 'missing_signature', `The ${SIGNATURE_HEADER_NAME} header is missing.`);
    const secret = setting('SANITY_WEBHOOK_SECRET');
    const body = await readBodyText(request, maxWebhookBodyBytes);
    if (!(await isValidSignature(body, signature, secret))) {
      throw new ApiError(401, 'invalid_signature', 'The webhook signature does not match the body.');
    }
    const published = parseJsonObject(body);
    const type = typeof published._type === 'string' ? published._type : undefined;
    if (type === undefined || rentalDataTypes.has(type)) {
      await syncPublishedRentalData(getDatabase(), tenantFromEnv(process.env.TENANT).id, clock.now());
    }
    return json({ status: await publish(publishDeps()) }, 202);
  },
});

/** The scheduled minute's check as a function: 200 with what it did. */
export const flushWaitingPublishesEndpoint = endpoint({
  POST: async () => json({ status: await flushWaitingPublishes(publishDeps()) }),
});
