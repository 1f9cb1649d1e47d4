/**
 * Which functions get the contract's fonts (docs/decisions/050): exactly those whose bundle reaches the
 * module that reads them, `server/contracts/contract-fonts.ts`. The fonts (21 MB) are files read at run
 * time, not imports, so netlify.toml names them per function (`[functions."name"] included_files`); these
 * read esbuild's metafile of the bundles (scripts/bundle-functions.mts) and netlify.toml, and say where the
 * two disagree.
 */
import path from 'node:path';
import type { Metafile } from 'esbuild';
import { parse as parseToml } from 'smol-toml';

/** The module that reads the contract's font files at run time (relative to the project, as esbuild names inputs). */
export const fontModule = 'server/contracts/contract-fonts.ts';
/** The font files a PDF-drawing function ships, as netlify.toml lists them. */
export const fontFiles = [
  'node_modules/@expo-google-fonts/noto-sans-sc/400Regular/NotoSansSC_400Regular.ttf',
  'node_modules/@expo-google-fonts/noto-sans-sc/700Bold/NotoSansSC_700Bold.ttf',
];

/** The name of the function an output file is the entry of (`check-in-contract`), if it is one. */
function functionOf(output: Metafile['outputs'][string]): string | undefined {
  const entry = output.entryPoint;
  return entry?.startsWith('netlify/functions/') ? path.basename(entry, '.mts') : undefined;
}

/**
 * The functions whose bundle can reach the font module: through static imports and through `import()`
 * (a chunk a request may load), as the zip would need the fonts for either.
 */
export function functionsNeedingFonts(metafile: Metafile): string[] {
  const needing: string[] = [];
  for (const [file, output] of Object.entries(metafile.outputs)) {
    const name = functionOf(output);
    if (!name) continue;
    const seen = new Set<string>();
    const queue = [file];
    let reaches = false;
    while (queue.length > 0 && !reaches) {
      const current = queue.pop() as string;
      if (seen.has(current)) continue;
      seen.add(current);
      const chunk = metafile.outputs[current];
      if (!chunk) continue;
      if (fontModule in chunk.inputs) reaches = true;
      for (const imported of chunk.imports) if (!imported.external) queue.push(imported.path);
    }
    if (reaches) needing.push(name);
  }
  return needing.sort();
}

type FunctionsConfig = Record<string, { included_files?: string[] } | unknown>;

/** The functions netlify.toml gives the font files to (`[functions."name"] included_files`). */
export function functionsGivenFonts(netlifyToml: string): string[] {
  const functions = ((parseToml(netlifyToml) as { functions?: FunctionsConfig }).functions ?? {}) as FunctionsConfig;
  return Object.entries(functions)
    .filter(([, value]) => {
      const files = (value as { included_files?: unknown } | undefined)?.included_files;
      return Array.isArray(files) && fontFiles.every((font) => files.includes(font));
    })
    .map(([name]) => name)
    .sort();
}

/** Where netlify.toml and the import graph disagree: a PDF function without its fonts, or fonts where none is drawn. */
export function fontProblems(metafile: Metafile, netlifyToml: string): string[] {
  const needing = functionsNeedingFonts(metafile);
  const given = functionsGivenFonts(netlifyToml);
  const problems: string[] = [];
  for (const name of needing.filter((candidate) => !given.includes(candidate))) {
    problems.push(
      `${name} reaches ${fontModule} (it draws a PDF), but netlify.toml gives it no fonts: add a [functions."${name}"] block with the font files as included_files`,
    );
  }
  for (const name of given.filter((candidate) => !needing.includes(candidate))) {
    problems.push(
      `netlify.toml gives ${name} the fonts, but its bundle never reaches ${fontModule}: remove its [functions."${name}"] block (or its fonts)`,
    );
  }
  return problems;
}
