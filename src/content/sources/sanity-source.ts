import { createClient, type ClientConfig } from '@sanity/client';
import {
  contentApiVersion,
  contentDataTimeoutMs,
  contentQueryMaxTries,
  contentQueryRetryBaseDelayMs,
  contentTimeoutMs,
} from '../../config/constants';
import { ContentRequestError, ContentServerError, type ContentSource } from './content-source';

export interface SanitySourceOptions {
  projectId: string;
  dataset: string;
  token?: string;
  /** Reads drafts too; never through the CDN. */
  preview?: boolean;
  /** Reads Sanity's API, never the CDN: what was published a moment ago (the rental-data sync). */
  live?: boolean;
  /** For tests: a local server that speaks Sanity's query API. */
  apiHost?: string;
}

/** Spec §9: about 100 ms times a power of two, plus up to 100 ms of jitter, before try `attempt + 1`. */
export function contentRetryDelayMs(attempt: number, random: () => number = Math.random): number {
  return contentQueryRetryBaseDelayMs * 2 ** attempt + Math.round(random() * contentQueryRetryBaseDelayMs);
}

/** Client settings of spec §7 and §9: the CDN unless a token is set, preview is on or `live`, 120 s timeout, 5 tries. */
export function sanityClientConfig(options: SanitySourceOptions): ClientConfig {
  return {
    projectId: options.projectId,
    dataset: options.dataset,
    apiVersion: contentApiVersion,
    token: options.token,
    useCdn: !options.token && !options.preview && !options.live,
    perspective: options.preview ? 'drafts' : 'published',
    timeout: contentTimeoutMs,
    maxRetries: contentQueryMaxTries - 1,
    retryDelay: contentRetryDelayMs,
    ...(options.apiHost ? { apiHost: options.apiHost, useProjectHostname: false } : {}),
  };
}

function statusOf(error: unknown): number | undefined {
  const status = (error as { statusCode?: unknown }).statusCode;
  return typeof status === 'number' ? status : undefined;
}

/** Each data request (a GROQ query) waits up to 300 s, over the client's 120 s default (spec §9). */
export const dataRequestOptions = { timeout: contentDataTimeoutMs } as const;

/** Answers GROQ queries from a Sanity project through @sanity/client. */
export function createSanitySource(options: SanitySourceOptions): ContentSource {
  const client = createClient(sanityClientConfig(options));
  return {
    name: 'sanity',
    async fetch<T>(query: string, params: Record<string, unknown> = {}): Promise<T> {
      try {
        return await client.fetch<T>(query, params, dataRequestOptions);
      } catch (error) {
        const status = statusOf(error);
        const message = error instanceof Error ? error.message : String(error);
        if (status !== undefined && status >= 400 && status < 500) throw new ContentRequestError(message, status);
        if (status !== undefined && status >= 500) throw new ContentServerError(message, status);
        throw error;
      }
    },
  };
}
