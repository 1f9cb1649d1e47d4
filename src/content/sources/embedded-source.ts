import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { evaluate, parse } from 'groq-js';
import type { ContentSource } from './content-source';

/** The embedded dataset: a Sanity export beside the code, in one or more `.ndjson` files. */
export const defaultDatasetFolder = path.resolve(__dirname, '../../../content');

/**
 * Parses a Sanity export (NDJSON). A line that is not a JSON document with an `_id` and `_type`
 * fails loudly with its line number, so a broken dataset never builds a half site.
 */
export function parseNdjson(text: string, fileName = 'dataset'): Record<string, unknown>[] {
  const documents: Record<string, unknown>[] = [];
  text.split('\n').forEach((line, index) => {
    if (line.trim() === '') return;
    let document: unknown;
    try {
      document = JSON.parse(line);
    } catch (error) {
      throw new Error(`${fileName}:${index + 1}: not valid JSON (${(error as Error).message})`);
    }
    if (typeof document !== 'object' || document === null || Array.isArray(document)) {
      throw new Error(`${fileName}:${index + 1}: a document must be a JSON object`);
    }
    const { _id, _type } = document as Record<string, unknown>;
    if (typeof _id !== 'string' || typeof _type !== 'string') {
      throw new Error(`${fileName}:${index + 1}: a document needs a string _id and _type`);
    }
    documents.push(document as Record<string, unknown>);
  });
  return documents;
}

/** Answers GROQ queries from documents in memory with groq-js, as Sanity's query API would. */
export function createEmbeddedSource(documents: Record<string, unknown>[]): ContentSource {
  const published = documents.filter((document) => !String(document._id).startsWith('drafts.'));
  return {
    name: 'embedded',
    async fetch<T>(query: string, params: Record<string, unknown> = {}): Promise<T> {
      const tree = parse(query, { params });
      const result = await evaluate(tree, { dataset: published, params });
      return (await result.get()) as T;
    },
  };
}

/** The documents of an export file, or of every `.ndjson` file of a folder. */
export function readDataset(location = defaultDatasetFolder): Record<string, unknown>[] {
  const files = statSync(location).isDirectory()
    ? readdirSync(location)
        .filter((name) => name.endsWith('.ndjson'))
        .sort()
        .map((name) => path.join(location, name))
    : [location];
  if (files.length === 0) throw new Error(`No .ndjson dataset in ${location}`);
  return files.flatMap((file) => parseNdjson(readFileSync(file, 'utf8'), path.basename(file)));
}

/** The embedded source over the dataset (read once). */
export function createEmbeddedSourceFromFile(location = defaultDatasetFolder): ContentSource {
  return createEmbeddedSource(readDataset(location));
}
