import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { codeFingerprint } from './code-fingerprint';

describe('codeFingerprint', () => {
  let site: string;
  const write = (file: string, text: string) => {
    mkdirSync(path.dirname(path.join(site, file)), { recursive: true });
    writeFileSync(path.join(site, file), text);
  };

  beforeEach(() => {
    site = mkdtempSync(path.join(tmpdir(), 'fingerprint-'));
    write('src/components/Header.tsx', 'export const Header = 1;');
    write('locales/en/common.json', '{"a":"b"}');
    write('gatsby-node.ts', 'export {};');
    write('content/car.ndjson', '{"_id":"a","_type":"page"}');
  });
  afterEach(() => rmSync(site, { recursive: true, force: true }));

  const env = { TENANT: 'car', SITE_URL: 'https://example.is' };
  const fingerprint = (over: NodeJS.ProcessEnv = {}) => codeFingerprint(site, { ...env, ...over }, 'v20.20.2');

  it('is the same while only the content changes, so the next build is incremental', () => {
    const before = fingerprint();
    write('content/car.ndjson', '{"_id":"a","_type":"page","title":"Edited"}');
    expect(fingerprint({ CONTENT_DATASET: '/elsewhere', SANITY_TOKEN: 'secret' })).toBe(before);
  });

  it('changes with a code file, a UI string, a new file or a Gatsby file, so the next build is clean', () => {
    const before = fingerprint();
    write('src/components/Header.tsx', 'export const Header = 2;');
    const afterCode = fingerprint();
    expect(afterCode).not.toBe(before);
    write('locales/en/common.json', '{"a":"c"}');
    const afterStrings = fingerprint();
    expect(afterStrings).not.toBe(afterCode);
    write('src/components/Footer.module.css', '.a{}');
    const afterNewFile = fingerprint();
    expect(afterNewFile).not.toBe(afterStrings);
    write('gatsby-node.ts', 'export const x = 1;');
    expect(fingerprint()).not.toBe(afterNewFile);
  });

  it('changes with the brand, the public address, GATSBY_ variables and Node', () => {
    const before = fingerprint();
    expect(fingerprint({ TENANT: 'camper' })).not.toBe(before);
    expect(fingerprint({ SITE_URL: 'https://other.is' })).not.toBe(before);
    expect(fingerprint({ GATSBY_CHAT: 'on' })).not.toBe(before);
    expect(codeFingerprint(site, env, 'v22.1.0')).not.toBe(before);
  });
});
