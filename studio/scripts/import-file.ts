/**
 * Turns the embedded dataset (`content/*.ndjson` + `content/images/`) into one file that
 * `sanity dataset import` takes into a real Sanity project (README "Editors"):
 * - the images: the dataset's `sanity.imageAsset` documents point at files in `content/images/`,
 *   which Sanity cannot fetch; each image field gets `_sanityAsset: "image@file://…"` instead, so the
 *   import uploads the file (Sanity names the asset by the file's SHA-1, the same id as here);
 * - the translations: documents that differ only in their language (`car-de-page-about`,
 *   `car-en-page-about`) are linked by a `translation.metadata` document, as the Studio's
 *   document-internationalization plugin links them.
 *
 *   tsx studio/scripts/import-file.ts [output file, default studio/.sanity/import/dataset.ndjson]
 */
import { mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { translationKey } from '../../src/build/plan-content';
import { pageTypes, singletonTypes } from '../../src/content/schema/page-types';

type Document = Record<string, unknown> & { _id: string; _type: string };

const root = resolve(dirname(fileURLToPath(import.meta.url)), '../..');
const contentFolder = join(root, 'content');
const output = resolve(process.argv[2] ?? join(root, 'studio/.sanity/import/dataset.ndjson'));

const documents: Document[] = readdirSync(contentFolder)
  .filter((name) => name.endsWith('.ndjson'))
  .sort()
  .flatMap((name) =>
    readFileSync(join(contentFolder, name), 'utf8')
      .split('\n')
      .filter((line) => line.trim() !== '')
      .map((line) => JSON.parse(line) as Document),
  );

const assets = new Map(
  documents
    .filter((document) => document._type === 'sanity.imageAsset')
    .map((document) => [document._id, join(contentFolder, String(document.path))]),
);

/** A copy of `value` whose image fields upload their file from content/images/ on import. */
function withUploads(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(withUploads);
  if (typeof value !== 'object' || value === null) return value;
  const object = value as Record<string, unknown>;
  const reference = (object.asset as { _ref?: string } | undefined)?._ref;
  if (object._type === 'image' && reference) {
    const file = assets.get(reference);
    if (!file) throw new Error(`the image asset "${reference}" is not in the dataset`);
    const { asset: _asset, ...rest } = object;
    return { ...(withUploads(rest) as Record<string, unknown>), _sanityAsset: `image@file://${file}` };
  }
  return Object.fromEntries(Object.entries(object).map(([name, item]) => [name, withUploads(item)]));
}

const translated = new Set<string>([...pageTypes, ...singletonTypes]);
const groups = new Map<string, Document[]>();
for (const document of documents) {
  if (!translated.has(document._type) || typeof document.language !== 'string') continue;
  const key = translationKey({ _id: document._id, language: document.language });
  groups.set(key, [...(groups.get(key) ?? []), document]);
}
const metadata = [...groups]
  .filter(([, group]) => group.length > 1)
  .map(([key, group]) => ({
    _id: `translation-${key.replace('-*-', '-')}`,
    _type: 'translation.metadata',
    schemaTypes: [group[0]?._type],
    translations: group.map((document) => ({
      _key: String(document.language),
      _type: 'internationalizedArrayReferenceValue',
      value: { _type: 'reference', _ref: document._id, _weak: true },
    })),
  }));

const lines = [
  ...documents.filter((document) => document._type !== 'sanity.imageAsset').map(withUploads),
  ...metadata,
].map((document) => JSON.stringify(document));
mkdirSync(dirname(output), { recursive: true });
writeFileSync(output, `${lines.join('\n')}\n`);
console.log(
  `${lines.length - metadata.length} documents, ${assets.size} images to upload and ${metadata.length} translation links written to ${output}`,
);
