/**
 * @jest-environment node
 */
import { encodeSignatureHeader } from '@sanity/webhook';
import { spawn, type ChildProcess } from 'node:child_process';
import { once } from 'node:events';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import { tenantFromEnv } from '../../../src/config/tenants';
import { closeDatabase, getDatabase } from '../../../server/db/client.server';
import { ApiClient } from '../../../server/testing/api-client.server';
import rebuildWaiting from '../rebuild-waiting-publishes.mts';
import webhook from '../sanity-webhook.mts';
import { pinClock } from './fixtures';

/** Sanity's webhook on publish, signed as Sanity signs it, against a local build hook server. */
describe('sanity-webhook: editors publish, the site rebuilds', () => {
  const client = new ApiClient();
  const secret = 'test-webhook-secret-of-some-length';
  const document = JSON.stringify({ _id: 'page-about', _type: 'page', title: 'About us' });
  let server: ChildProcess;
  let hookServer: string;
  const posts = async (): Promise<Record<string, number>> =>
    (await fetch(`${hookServer}/requests`)).json() as Promise<Record<string, number>>;
  const signed = async (body: string, at = Date.parse('2027-03-01T10:00:00Z'), key = secret) => ({
    'content-type': 'application/json',
    'sanity-webhook-signature': await encodeSignatureHeader(body, at, key),
  });
  const send = (body: string, headers: Record<string, string>) =>
    client.call<Record<string, unknown>>(webhook, { path: '/api/sanity-webhook', rawBody: body, headers });
  const useHook = async (name: string) => {
    process.env.NETLIFY_BUILD_HOOK_URL = `${hookServer}/build_hooks/${name}`;
    // Another run against the same (external) database starts afresh.
    await getDatabase().execute(sql`DELETE FROM build_hook_calls WHERE hook = ${tenantFromEnv(process.env.TENANT).id}`);
  };

  beforeAll(async () => {
    server = spawn(process.execPath, [join(__dirname, '../../../server/testing/build-hook-server.mjs')], {
      stdio: ['ignore', 'pipe', 'inherit'],
    });
    const [firstLine] = (await once(server.stdout!, 'data')) as [Buffer];
    hookServer = `http://127.0.0.1:${firstLine.toString().trim()}`;
  });
  beforeEach(() => {
    process.env.SANITY_WEBHOOK_SECRET = secret;
    pinClock('2027-03-01T10:00:00Z');
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
  });
  afterAll(async () => {
    delete process.env.SANITY_WEBHOOK_SECRET;
    delete process.env.NETLIFY_BUILD_HOOK_URL;
    server.kill('SIGTERM');
    if (server.exitCode === null) await once(server, 'exit');
    await closeDatabase();
  });

  it('refuses a publish without a signature (401) and calls no hook', async () => {
    await useHook('unsigned');
    const answer = await send(document, { 'content-type': 'application/json' });
    expect(answer).toMatchObject({ status: 401, body: { error: { code: 'missing_signature' } } });
    expect((await posts())['/build_hooks/unsigned']).toBeUndefined();
  });

  it.each([
    ['signed with another secret', async () => signed(document, undefined, 'another-secret')],
    ['signed for another body', async () => signed(JSON.stringify({ _id: 'page-home', _type: 'page' }))],
    [
      'signed at another time',
      async () => {
        const headers = await signed(document);
        const signature = headers['sanity-webhook-signature'].replace(
          /^t=\d+/,
          `t=${Date.parse('2027-03-01T09:00:00Z')}`,
        );
        return { ...headers, 'sanity-webhook-signature': signature };
      },
    ],
    [
      'with a signature that is not one',
      async () => ({ 'content-type': 'application/json', 'sanity-webhook-signature': 'sha256=abc' }),
    ],
  ])('refuses a publish %s (401) and calls no hook', async (_, headers) => {
    await useHook('wrong');
    const answer = await send(document, await headers());
    expect(answer).toMatchObject({ status: 401, body: { error: { code: 'invalid_signature' } } });
    expect((await posts())['/build_hooks/wrong']).toBeUndefined();
  });

  it.each([
    ['not JSON', '{"_id": "page-about",'],
    ['a JSON array', '[{"_id": "page-about"}]'],
    ['a JSON string', '"page-about"'],
  ])('refuses a signed body that is %s (400)', async (_, body) => {
    await useHook('bad-body');
    const answer = await send(body, await signed(body));
    expect(answer).toMatchObject({ status: 400, body: { error: { code: 'invalid_json' } } });
    expect((await posts())['/build_hooks/bad-body']).toBeUndefined();
  });

  it('refuses a wrong method with a JSON 405', async () => {
    const answer = await client.call(webhook, { method: 'GET', path: '/api/sanity-webhook' });
    expect(answer).toMatchObject({ status: 405, body: { error: { code: 'method_not_allowed' } } });
  });

  it('answers 503 without saying more when the site has no secret or no hook', async () => {
    await useHook('unset');
    delete process.env.SANITY_WEBHOOK_SECRET;
    const noSecret = await send(document, await signed(document));
    expect(noSecret).toMatchObject({ status: 503, body: { error: { code: 'not_configured' } } });
    process.env.SANITY_WEBHOOK_SECRET = secret;
    delete process.env.NETLIFY_BUILD_HOOK_URL;
    const noHook = await send(document, await signed(document));
    expect(noHook).toMatchObject({ status: 503, body: { error: { code: 'not_configured' } } });
    expect(String(jest.mocked(console.error).mock.calls)).not.toContain(secret);
  });

  it('calls the build hook once for many publishes within a minute, and once more after it', async () => {
    await useHook('site');
    const first = await send(document, await signed(document));
    expect(first).toMatchObject({ status: 202, body: { status: 'build_requested' } });
    expect((await posts())['/build_hooks/site']).toBe(1);

    // Ten documents published together: the build asked for above covers them or one after the minute.
    pinClock('2027-03-01T10:00:30Z');
    const together = await Promise.all(
      Array.from({ length: 10 }, async (_, index) => {
        const body = JSON.stringify({ _id: `post-${index}`, _type: 'blogPostPage' });
        return send(body, await signed(body, Date.parse('2027-03-01T10:00:30Z')));
      }),
    );
    expect(together.map((answer) => answer.status)).toEqual(Array(10).fill(202));
    expect(together.map((answer) => answer.body.status)).toEqual(Array(10).fill('build_waiting'));
    expect((await posts())['/build_hooks/site']).toBe(1);

    // Within the minute the check has nothing to do; once it is over, it asks for one build.
    pinClock('2027-03-01T10:00:59Z');
    expect((await client.call(rebuildWaiting, { method: 'POST', path: '/', body: {} })).body).toEqual({
      status: 'nothing_waiting',
    });
    pinClock('2027-03-01T10:01:00Z');
    expect((await client.call(rebuildWaiting, { method: 'POST', path: '/', body: {} })).body).toEqual({
      status: 'build_requested',
    });
    pinClock('2027-03-01T10:02:30Z');
    expect((await client.call(rebuildWaiting, { method: 'POST', path: '/', body: {} })).body).toEqual({
      status: 'nothing_waiting',
    });
    expect((await posts())['/build_hooks/site']).toBe(2);

    const later = await send(document, await signed(document, Date.parse('2027-03-01T10:02:30Z')));
    expect(later).toMatchObject({ status: 202, body: { status: 'build_requested' } });
    expect((await posts())['/build_hooks/site']).toBe(3);
  });

  it('answers 502 when the hook fails, and the next publish tries again', async () => {
    await useHook('failing');
    const failed = await send(document, await signed(document));
    expect(failed).toMatchObject({ status: 502, body: { error: { code: 'build_hook_failed' } } });
    pinClock('2027-03-01T10:00:10Z');
    expect((await send(document, await signed(document))).status).toBe(502);
    expect((await posts())['/build_hooks/failing']).toBe(2);
  });
});
