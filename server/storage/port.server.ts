/**
 * The port every file storage adapter implements (see README.md beside this file for what each promises).
 * Keys are opaque strings chosen by the engine (`licence-photos/<reservation id>/<driver>/<side>`); the
 * bytes are the customer's own files, so no adapter logs a key's contents or the bytes.
 */
export interface StoredFile {
  bytes: Uint8Array;
  /** The type the engine found by sniffing the bytes, stored with them. */
  contentType: string;
}

export interface FileStorage {
  /** Which adapter this is, for health checks and tests. */
  readonly name: string;
  /** Stores the file under the key, replacing whatever was there. */
  put(key: string, file: StoredFile): Promise<void>;
  /** The file under the key, or null when there is none. */
  get(key: string): Promise<StoredFile | null>;
  /** Removes the file under the key; removing a key that holds nothing is not an error. */
  delete(key: string): Promise<void>;
}
