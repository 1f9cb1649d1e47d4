import { getStore, type Store } from '@netlify/blobs';
import type { FileStorage, StoredFile } from './port.server';

/** The Blobs store that holds customers' uploads. */
export const netlifyBlobsStoreName = 'customer-uploads';

export interface NetlifyBlobsOptions {
  /** Outside a Netlify function (tests, scripts): the site, a token and the API's address. */
  siteID?: string;
  token?: string;
  apiURL?: string;
}

/**
 * The deployment adapter: Netlify Blobs, in a site-wide store with strong consistency (a replaced photo
 * reads back as the new one at once). Inside a Netlify function the store configures itself from the
 * platform's environment; elsewhere pass `siteID`, `token` and `apiURL`.
 */
export function createNetlifyBlobsStorage(options: NetlifyBlobsOptions = {}): FileStorage {
  let store: Store | undefined;
  // Opened on first use: getStore reads the platform's environment, which exists only inside a request.
  const blobs = () =>
    (store ??=
      options.siteID && options.token
        ? getStore({
            name: netlifyBlobsStoreName,
            consistency: 'strong',
            siteID: options.siteID,
            token: options.token,
            ...(options.apiURL ? { apiURL: options.apiURL } : {}),
          })
        : getStore({ name: netlifyBlobsStoreName, consistency: 'strong' }));
  return {
    name: 'netlify-blobs',
    async put(key, file) {
      const bytes = file.bytes;
      const body = bytes.buffer.slice(bytes.byteOffset, bytes.byteOffset + bytes.byteLength) as ArrayBuffer;
      await blobs().set(key, body, { metadata: { contentType: file.contentType } });
    },
    async get(key): Promise<StoredFile | null> {
      const entry = await blobs().getWithMetadata(key, { type: 'arrayBuffer' });
      if (!entry) return null;
      const contentType = entry.metadata.contentType;
      return {
        bytes: new Uint8Array(entry.data),
        contentType: typeof contentType === 'string' ? contentType : 'application/octet-stream',
      };
    },
    async delete(key) {
      await blobs().delete(key);
    },
  };
}
