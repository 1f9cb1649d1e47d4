/**
 * @jest-environment node
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { once } from 'node:events';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { closeDatabase, getDatabase } from '../db/client.server';
import { createNetlifyBlobsStorage, createPostgresStorage, fileStorageFromEnv, type FileStorage } from './index.server';

/** What every adapter promises (README.md), run against each. */
function behavesAsFileStorage(open: () => FileStorage) {
  const jpeg = new Uint8Array([0xff, 0xd8, 0xff, 0xe0, 1, 2, 3]);
  const png = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 9]);

  it('reads back what was put, byte for byte, with its type', async () => {
    const storage = open();
    const key = `test/${crypto.randomUUID()}/0/front`;
    await storage.put(key, { bytes: jpeg, contentType: 'image/jpeg' });
    expect(await storage.get(key)).toEqual({ bytes: jpeg, contentType: 'image/jpeg' });
  });

  it('replaces a file put again under the same key', async () => {
    const storage = open();
    const key = `test/${crypto.randomUUID()}/0/back`;
    await storage.put(key, { bytes: jpeg, contentType: 'image/jpeg' });
    await storage.put(key, { bytes: png, contentType: 'image/png' });
    expect(await storage.get(key)).toEqual({ bytes: png, contentType: 'image/png' });
  });

  it('answers null for a missing key and deletes without complaint', async () => {
    const storage = open();
    const key = `test/${crypto.randomUUID()}/1/front`;
    expect(await storage.get(key)).toBeNull();
    await storage.put(key, { bytes: png, contentType: 'image/png' });
    await storage.delete(key);
    expect(await storage.get(key)).toBeNull();
    await expect(storage.delete(key)).resolves.toBeUndefined();
  });
}

describe('PostgreSQL storage (the default)', () => {
  afterAll(closeDatabase);
  behavesAsFileStorage(() => createPostgresStorage(getDatabase()));

  it('is what an unset FILE_STORAGE gives, and an unknown name throws', () => {
    expect(fileStorageFromEnv({}).name).toBe('postgres');
    expect(fileStorageFromEnv({ FILE_STORAGE: 'netlify-blobs' }).name).toBe('netlify-blobs');
    expect(() => fileStorageFromEnv({ FILE_STORAGE: 's3' })).toThrow('Unknown FILE_STORAGE "s3"');
  });
});

describe('Netlify Blobs storage, against the local Blobs server that netlify dev runs', () => {
  const token = 'test-token';
  let server: ChildProcess;
  let directory: string;
  let apiURL: string;

  beforeAll(async () => {
    directory = await mkdtemp(join(tmpdir(), 'blobs-'));
    server = spawn(process.execPath, [join(__dirname, '../testing/blobs-server.mjs'), directory, token], {
      stdio: ['ignore', 'pipe', 'inherit'],
    });
    const [firstLine] = (await once(server.stdout!, 'data')) as [Buffer];
    apiURL = `http://127.0.0.1:${firstLine.toString().trim()}`;
  });
  afterAll(async () => {
    server.kill('SIGTERM');
    if (server.exitCode === null) await once(server, 'exit');
    await rm(directory, { recursive: true, force: true });
  });

  behavesAsFileStorage(() => createNetlifyBlobsStorage({ siteID: 'site-test', token, apiURL }));
});
