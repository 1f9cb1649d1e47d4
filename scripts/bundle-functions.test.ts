/**
 * @jest-environment node
 */
import { spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { Metafile } from 'esbuild';
import { fontFiles, fontModule, fontProblems, functionsGivenFonts, functionsNeedingFonts } from './function-fonts';

const root = path.resolve(__dirname, '..');

/** A metafile as esbuild writes it, with only what the font check reads. */
function metafileOf(outputs: Record<string, { entryPoint?: string; inputs: string[]; imports?: string[] }>): Metafile {
  return {
    inputs: {},
    outputs: Object.fromEntries(
      Object.entries(outputs).map(([file, { entryPoint, inputs, imports = [] }]) => [
        file,
        {
          bytes: 1,
          entryPoint,
          exports: [],
          imports: imports.map((imported) => ({ path: imported, kind: 'dynamic-import' as const })),
          inputs: Object.fromEntries(inputs.map((input) => [input, { bytesInOutput: 1 }])),
        },
      ]),
    ),
  };
}

const fontsBlock = (name: string) =>
  `[functions."${name}"]\n  included_files = [${fontFiles.map((file) => `"${file}"`).join(', ')}]\n`;

describe('the fonts of the functions', () => {
  const metafile = metafileOf({
    'out/functions/draws.mjs': { entryPoint: 'netlify/functions/draws.mts', inputs: ['server/a.ts', fontModule] },
    'out/functions/health.mjs': { entryPoint: 'netlify/functions/health.mts', inputs: ['server/a.ts'] },
    'out/functions/later.mjs': {
      entryPoint: 'netlify/functions/later.mts',
      inputs: ['server/b.ts'],
      imports: ['out/chunks/pdf.mjs'],
    },
    'out/chunks/pdf.mjs': { inputs: [fontModule] },
  });

  it('finds the functions whose bundle reaches the font module, through a chunk too', () => {
    expect(functionsNeedingFonts(metafile)).toEqual(['draws', 'later']);
  });

  it('reads the functions netlify.toml gives both font files to', () => {
    const toml = `[functions]\n  directory = "x"\n${fontsBlock('draws')}[functions."half"]\n  included_files = ["${fontFiles[0]}"]\n`;
    expect(functionsGivenFonts(toml)).toEqual(['draws']);
  });

  it('names a PDF function without its fonts, and fonts where no PDF is drawn', () => {
    const toml = `${fontsBlock('draws')}${fontsBlock('health')}`;
    const problems = fontProblems(metafile, toml);
    expect(problems).toHaveLength(2);
    expect(problems[0]).toMatch(/^later reaches server\/contracts\/contract-fonts\.ts .* gives it no fonts/);
    expect(problems[1]).toMatch(/^netlify\.toml gives health the fonts, but its bundle never reaches/);
    expect(fontProblems(metafile, `${fontsBlock('draws')}${fontsBlock('later')}`)).toEqual([]);
  });

  it('netlify.toml gives the fonts to exactly the functions whose bundles draw a PDF', () => {
    // The real bundles, in memory (scripts/bundle-functions.mts --check), against the real netlify.toml.
    const result = spawnSync(path.join(root, 'node_modules/.bin/tsx'), ['scripts/bundle-functions.mts', '--check'], {
      cwd: root,
      encoding: 'utf8',
      timeout: 170_000,
    });
    expect(`${result.stdout}${result.stderr}`).toMatch(/with the contract's fonts: check-in-contract, /);
    expect(result.status).toBe(0);
    // And the toml names some: a check of an empty list against an empty graph would prove nothing.
    expect(functionsGivenFonts(readFileSync(path.join(root, 'netlify.toml'), 'utf8'))).toEqual(
      expect.arrayContaining(['check-in-contract', 'check-in-signature', 'signing-link-signature']),
    );
  }, 180_000);
});
