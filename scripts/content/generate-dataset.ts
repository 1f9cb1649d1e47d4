/**
 * Writes the embedded dataset: a Sanity export (one document a line, sorted by id) split into
 * `content/<tenant>.ndjson` and `content/shared.ndjson` (documents of no tenant: image assets,
 * vehicles, brands), so no file grows large; `cat content/*.ndjson` is one importable export. The
 * images go to `content/images/`. Run with `npm run content:generate`; the output is committed, so
 * builds never run this.
 */
import { mkdirSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { ContentDocument } from '../../src/content/types';
import { blogDocuments } from './blog';
import { imagesFolder } from './images';
import { priceListDocuments } from './price-list';
import { redirectDocuments } from './redirects';
import { shuttleDocuments } from './shuttle';
import { siteDocuments } from './site';
import { vehicleDocuments } from './vehicles';

const contentFolder = path.resolve(__dirname, '../../content');

async function main(): Promise<void> {
  rmSync(imagesFolder, { recursive: true, force: true });
  mkdirSync(imagesFolder, { recursive: true });
  const parts = await Promise.all([
    vehicleDocuments(),
    blogDocuments(),
    siteDocuments(),
    redirectDocuments(),
    shuttleDocuments(),
    priceListDocuments(),
  ]);
  const byId = new Map<string, ContentDocument>();
  for (const document of parts.flat()) {
    const existing = byId.get(document._id);
    if (existing && existing._type !== 'sanity.imageAsset')
      throw new Error(`Two documents have the id ${document._id}`);
    byId.set(document._id, document);
  }
  const documents = [...byId.values()].sort((a, b) => a._id.localeCompare(b._id));
  const files = new Map<string, ContentDocument[]>();
  for (const document of documents) {
    const file = 'tenant' in document && document._type !== 'vehicleCategory' ? document.tenant : 'shared';
    files.set(file, [...(files.get(file) ?? []), document]);
  }
  for (const file of readdirSync(contentFolder).filter((name) => name.endsWith('.ndjson'))) {
    rmSync(path.join(contentFolder, file));
  }
  for (const [file, content] of files) {
    writeFileSync(
      path.join(contentFolder, `${file}.ndjson`),
      content.map((document) => JSON.stringify(document)).join('\n') + '\n',
    );
  }
  console.log(
    `Wrote ${documents.length} documents in ${files.size} files and ${readdirSync(imagesFolder).length} images`,
  );
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
