import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { installedVersions, starterFingerprint, starterPackages } from './bench-site-starter';

describe("the bench's starter build is kept while nothing it is made of changed", () => {
  let folder: string;
  const versions = { gatsby: '5.16.1', react: '18.3.1' };

  beforeEach(() => {
    folder = mkdtempSync(path.join(os.tmpdir(), 'bench-starter-'));
    mkdirSync(path.join(folder, 'src', 'pages'), { recursive: true });
    writeFileSync(path.join(folder, 'gatsby-config.js'), 'module.exports = {}');
    writeFileSync(path.join(folder, 'src', 'pages', 'index.js'), 'export default () => null');
  });
  afterEach(() => rmSync(folder, { recursive: true, force: true }));

  it('is the same for the same files and versions, whatever Gatsby wrote in public/ and .cache/', () => {
    const before = starterFingerprint(folder, versions);
    for (const built of ['public', '.cache']) {
      mkdirSync(path.join(folder, built), { recursive: true });
      writeFileSync(path.join(folder, built, 'index.html'), `<p>${built}</p>`);
    }
    expect(starterFingerprint(folder, versions)).toBe(before);
  });

  it('changes with a page of the starter, and with the version of a package that builds it', () => {
    const before = starterFingerprint(folder, versions);
    writeFileSync(path.join(folder, 'src', 'pages', 'index.js'), 'export default () => "changed"');
    const edited = starterFingerprint(folder, versions);
    expect(edited).not.toBe(before);
    expect(starterFingerprint(folder, { ...versions, gatsby: '5.16.2' })).not.toBe(edited);
  });

  it('reads the installed versions, and says which package is missing', () => {
    const nodeModules = path.join(folder, 'node_modules');
    mkdirSync(path.join(nodeModules, 'gatsby'), { recursive: true });
    writeFileSync(path.join(nodeModules, 'gatsby', 'package.json'), JSON.stringify({ version: '5.16.1' }));
    const installed = installedVersions(nodeModules);
    expect(Object.keys(installed)).toEqual([...starterPackages]);
    expect(installed.gatsby).toBe('5.16.1');
    expect(installed['gatsby-plugin-image']).toBe('missing');
  });
});
