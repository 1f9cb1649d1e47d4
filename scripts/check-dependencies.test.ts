/**
 * @jest-environment node
 */
import { spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { importsOf, packagesOf } from './dependency-imports';

const root = path.resolve(__dirname, '..');

/** `tsx scripts/check-dependencies.mts [folder]`, as a developer runs it. */
function check(folder?: string) {
  const result = spawnSync(
    path.join(root, 'node_modules/.bin/tsx'),
    ['scripts/check-dependencies.mts', ...(folder ? [folder] : [])],
    { cwd: root, encoding: 'utf8', timeout: 60_000 },
  );
  return { status: result.status, output: `${result.stdout}${result.stderr}` };
}

describe('importsOf', () => {
  it('tells imports erased by the compiler from those that run', () => {
    const text = [
      "import type { Config } from '@netlify/functions';",
      "import { type A, type B } from 'only-types';",
      "import { type C, d } from 'mixed';",
      "export type { E } from 'exported-type';",
      "export { f } from '@scope/pkg/sub/path';",
      "const g = await import('dynamic');",
      "const h = require('required');",
      "type I = import('type-query').I;",
      "import 'node:fs';",
      "import './relative';",
    ].join('\n');
    expect(importsOf('file.ts', text)).toEqual([
      { specifier: '@netlify/functions', typeOnly: true },
      { specifier: 'only-types', typeOnly: true },
      { specifier: 'mixed', typeOnly: false },
      { specifier: 'exported-type', typeOnly: true },
      { specifier: '@scope/pkg/sub/path', typeOnly: false },
      { specifier: 'dynamic', typeOnly: false },
      { specifier: 'required', typeOnly: false },
      { specifier: 'type-query', typeOnly: true },
      { specifier: 'node:fs', typeOnly: false },
      { specifier: './relative', typeOnly: false },
    ]);
  });

  it('counts the automatic JSX runtime of a TSX file', () => {
    expect(importsOf('View.tsx', 'export const View = () => <p />;')).toEqual([
      { specifier: 'react/jsx-runtime', typeOnly: false },
    ]);
  });
});

describe('packagesOf', () => {
  it('names the package of a specifier, each loader of a webpack request, and no builtin or relative path', () => {
    expect(packagesOf('@scope/pkg/sub/path')).toEqual(['@scope/pkg']);
    expect(packagesOf('leaflet/dist/leaflet.css')).toEqual(['leaflet']);
    expect(packagesOf('!!style-loader!css-loader?{"sourceMap":false}!leaflet/dist/leaflet.css')).toEqual([
      'style-loader',
      'css-loader',
      'leaflet',
    ]);
    expect(packagesOf('node:fs')).toEqual([]);
    expect(packagesOf('path')).toEqual([]);
    expect(packagesOf('../server/db')).toEqual([]);
  });

  it("takes the site's alias of Gatsby's .cache folder for no package (gatsby-node.ts)", () => {
    expect(packagesOf('gatsby-cache/production-app')).toEqual([]);
    expect(packagesOf('gatsby-cached')).toEqual(['gatsby-cached']);
  });
});

describe('scripts/check-dependencies.mts', () => {
  it('passes on the project: every package used, every import declared, no function on a devDependency', () => {
    const { status, output } = check();
    expect(output).toContain('Every declared package is used');
    expect(status).toBe(0);
  });

  it('names an unused package (optional ones too), an undeclared import and a devDependency a function bundles', () => {
    const folder = mkdtempSync(path.join(tmpdir(), 'check-dependencies-'));
    try {
      const write = (file: string, text: string) => {
        mkdirSync(path.dirname(path.join(folder, file)), { recursive: true });
        writeFileSync(path.join(folder, file), text);
      };
      write(
        'package.json',
        JSON.stringify({
          dependencies: { used: '1.0.0', unused: '1.0.0' },
          devDependencies: {
            'dev-only': '1.0.0',
            'dev-types': '1.0.0',
            '@types/used': '1.0.0',
            '@types/gone': '1.0.0',
          },
          optionalDependencies: { 'optional-unused': '1.0.0', 'optional-used': '1.0.0' },
        }),
      );
      write('studio/package.json', JSON.stringify({ dependencies: {} }));
      write(
        'src/page.ts',
        "import used from 'used';\nimport ghost from 'ghost';\nimport maybe from 'optional-used';\nexport const x = [used, ghost, maybe];\n",
      );
      write('netlify/functions/hello.mts', "export { answer as default } from '../../server/answer';\n");
      write(
        'server/answer.ts',
        "import type { T } from 'dev-types';\nimport tool from 'dev-only';\nexport const answer = (t: T) => tool(t);\n",
      );

      const { status, output } = check(folder);
      expect(status).toBe(1);
      expect(output).toContain('package.json declares unused, which nothing imports');
      expect(output).toContain('package.json declares @types/gone, which nothing imports');
      expect(output).toContain('package.json declares optional-unused, which nothing imports');
      expect(output).not.toContain('imports optional-used, which package.json does not declare');
      expect(output).toContain('src/page.ts imports ghost, which package.json does not declare');
      expect(output).toContain('server/answer.ts is bundled into a function and imports dev-only, a devDependency');
      // A type-only import is erased from the bundle, so a devDependency is fine there.
      expect(output).not.toContain('imports dev-types, a devDependency');
      expect(output).not.toContain('declares used,');
      expect(output).not.toContain('declares @types/used,');
    } finally {
      rmSync(folder, { recursive: true, force: true });
    }
  });
});
