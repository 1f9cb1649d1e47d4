/**
 * @jest-environment node
 */
import { createEmbeddedSource, parseNdjson } from './embedded-source';

const documents = [
  { _id: 'car-en-header', _type: 'header', language: 'en', tenant: 'car', menuTitleBook: 'Book now' },
  { _id: 'car-is-header', _type: 'header', language: 'is', tenant: 'car', menuTitleBook: 'Bóka' },
  { _id: 'drafts.car-en-header', _type: 'header', language: 'en', tenant: 'car', menuTitleBook: 'Draft' },
  { _id: 'p1', _type: 'blogPostPage', language: 'en', tenant: 'car', date: '2026-01-02', title: 'Old' },
  { _id: 'p2', _type: 'blogPostPage', language: 'en', tenant: 'car', date: '2026-03-04', title: 'New' },
];

describe('parseNdjson', () => {
  it('reads one document a line and skips blank lines', () => {
    const text = documents.map((document) => JSON.stringify(document)).join('\n\n') + '\n';
    expect(parseNdjson(text)).toHaveLength(documents.length);
  });

  it('names the line of a broken document', () => {
    expect(() => parseNdjson('{"_id":"a","_type":"x"}\n{not json}\n', 'dataset.ndjson')).toThrow(
      /^dataset.ndjson:2: not valid JSON/,
    );
  });

  it('refuses a document without _id or _type', () => {
    expect(() => parseNdjson('{"_type":"x"}', 'd.ndjson')).toThrow(
      'd.ndjson:1: a document needs a string _id and _type',
    );
    expect(() => parseNdjson('[1,2]', 'd.ndjson')).toThrow('d.ndjson:1: a document must be a JSON object');
  });
});

describe('createEmbeddedSource', () => {
  const source = createEmbeddedSource(documents);

  it('answers a GROQ query with parameters, as Sanity would', async () => {
    const header = await source.fetch<{ menuTitleBook: string }>(
      '*[_type == "header" && language == $language && tenant == $tenant][0]',
      { language: 'is', tenant: 'car' },
    );
    expect(header.menuTitleBook).toBe('Bóka');
  });

  it('never answers drafts', async () => {
    const titles = await source.fetch<string[]>('*[_type == "header"].menuTitleBook');
    expect(titles).not.toContain('Draft');
  });

  it('orders and slices', async () => {
    const latest = await source.fetch<string[]>('*[_type == "blogPostPage"] | order(date desc)[0...1].title');
    expect(latest).toEqual(['New']);
  });

  it('answers null when nothing matches', async () => {
    expect(await source.fetch('*[_type == "footer"][0]')).toBeNull();
  });

  it('rejects a query that does not parse', async () => {
    await expect(source.fetch('*[_type == ')).rejects.toThrow();
  });
});
