import type { IncomingMessage } from 'node:http';
import type { Api } from './api';
import { apiError, isRecord, readBody, type ApiAnswer, type ProcessorState } from './state';
import type { ModificationKind, ModificationScript } from './types';
import type { Webhooks } from './webhooks';

/**
 * The test controls (README), over HTTP for the e2e and as functions for the Jest tests: scripts for the
 * next modifications, and when webhooks are sent. This stand-in's own; Adyen has none.
 */

export function createTestControls(state: ProcessorState, webhooks: Webhooks, api: Api) {
  const { options, modificationScripts } = state;

  function scriptModification(kind: ModificationKind, script: ModificationScript): void {
    const queue = modificationScripts.get(kind) ?? [];
    queue.push({ ...script });
    modificationScripts.set(kind, queue);
  }

  /** `POST /__test/modifications` `{ kind, fail?, delayMs?, deliveries? }` with the API key: a test's script. */
  function scriptFromRequest(headers: Record<string, string>, body: string): ApiAnswer {
    if (headers['x-api-key'] !== options.apiKey) return apiError(401, '000', 'Unauthorized', 'security');
    let parsed: unknown;
    try {
      parsed = JSON.parse(body);
    } catch {
      return apiError(400, '702', 'Unparsable JSON body');
    }
    if (!isRecord(parsed) || !(typeof parsed.kind === 'string' && parsed.kind in api.modificationEvents)) {
      return apiError(422, '702', 'kind must be captures, cancels, refunds or amountUpdates');
    }
    const { fail, delayMs, deliveries } = parsed;
    if (fail !== undefined && (typeof fail !== 'string' || fail === '')) return apiError(422, '702', 'fail: a reason');
    if (delayMs !== undefined && !(typeof delayMs === 'number' && Number.isSafeInteger(delayMs) && delayMs >= 0)) {
      return apiError(422, '702', 'delayMs: whole milliseconds');
    }
    if (deliveries !== undefined && !(deliveries === 1 || deliveries === 2)) {
      return apiError(422, '702', 'deliveries: 1 or 2');
    }
    scriptModification(parsed.kind as ModificationKind, {
      ...(fail === undefined ? {} : { fail }),
      ...(delayMs === undefined ? {} : { delayMs }),
      ...(deliveries === undefined ? {} : { deliveries }),
    });
    return { status: 201, body: { scripted: parsed.kind } };
  }

  /**
   * The webhook controls over HTTP, for the e2e (this stand-in only; Adyen has none), with the API key:
   * `POST /__test/webhooks` `{ timing?, copies? }` sets them, `GET /__test/webhooks` answers them with
   * the held bodies, `POST /__test/webhooks/release` `{ order?, only? }` sends the held ones and answers
   * once the site answered them.
   */
  async function webhookControlFromRequest(
    method: string,
    path: string,
    headers: Record<string, string>,
    request: IncomingMessage,
  ): Promise<ApiAnswer> {
    if (headers['x-api-key'] !== options.apiKey) return apiError(401, '000', 'Unauthorized', 'security');
    const controlsAnswer = () => ({ status: 200, body: { ...webhooks.controls, held: webhooks.held() } });
    if (method === 'GET' && path === '/__test/webhooks') return controlsAnswer();
    if (method !== 'POST') return apiError(405, '000', `${method} is not allowed here`);
    let parsed: unknown;
    try {
      const text = await readBody(request);
      parsed = text.trim() === '' ? {} : JSON.parse(text);
    } catch {
      return apiError(400, '702', 'Unparsable JSON body');
    }
    if (!isRecord(parsed)) return apiError(400, '702', 'The body must be a JSON object');
    if (path === '/__test/webhooks/release') {
      const { order, only } = parsed;
      if (order !== undefined && order !== 'oldest_first' && order !== 'newest_first') {
        return apiError(422, '702', 'order: oldest_first or newest_first');
      }
      if (only !== undefined && !(Array.isArray(only) && only.every((index) => Number.isSafeInteger(index)))) {
        return apiError(422, '702', 'only: indexes of held webhooks');
      }
      await webhooks.releaseWebhooks({ ...(order ? { order } : {}), ...(only ? { only: only as number[] } : {}) });
      return controlsAnswer();
    }
    const { timing, copies } = parsed;
    if (timing !== undefined && timing !== 'immediate' && timing !== 'before_return' && timing !== 'held') {
      return apiError(422, '702', 'timing: immediate, before_return or held');
    }
    if (copies !== undefined && !(typeof copies === 'number' && Number.isSafeInteger(copies) && copies >= 1)) {
      return apiError(422, '702', 'copies: a whole number from 1');
    }
    webhooks.controlWebhooks({ ...(timing ? { timing } : {}), ...(copies !== undefined ? { copies } : {}) });
    return controlsAnswer();
  }

  return { scriptModification, scriptFromRequest, webhookControlFromRequest };
}
