/**
 * @jest-environment node
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { localeCodes } from '../../src/config/locales';
import type { Footer, Page, ShuttleMapBlock } from '../../src/content/types';
import { isInShuttleBounds, shuttleRoute } from '../../src/domain/shuttle';
import { shuttleMapArt } from './shuttle';

/** The generated dataset of a brand, as committed (content/<tenant>.ndjson). */
function dataset(tenant: string): { _id: string; _type: string }[] {
  const file = path.resolve(__dirname, `../../content/${tenant}.ndjson`);
  return readFileSync(file, 'utf8')
    .split('\n')
    .filter(Boolean)
    .map((line) => JSON.parse(line) as { _id: string; _type: string });
}

describe('the airport shuttle page in the dataset', () => {
  it.each(['car', 'camper'])('exists for %s in every language, with the shuttle map and its labels', (tenant) => {
    const documents = dataset(tenant);
    const pages = localeCodes.map(
      (language) => documents.find((document) => document._id === `${tenant}-${language}-page-airport-shuttle`) as Page,
    );
    expect(pages.every(Boolean)).toBe(true);
    const blocks = pages.map(
      (page) => page.content?.find((block) => block._type === 'shuttleMapBlock') as ShuttleMapBlock,
    );
    for (const block of blocks) {
      expect(block.mapImage.asset?._ref).toMatch(/^image-[0-9a-f]{40}-1200x800-webp$/);
      for (const label of [block.mapLabel, block.shuttleLabel, block.lastMovementLabel, block.terminalLabel])
        expect(label.length).toBeGreaterThan(2);
    }
    // Written in each language: no two languages share the map's name.
    expect(new Set(blocks.map((block) => block.mapLabel)).size).toBe(localeCodes.length);
    // The footer links it.
    const footer = documents.find((document) => document._id === `${tenant}-de-footer`) as Footer;
    const links = footer.categories.flatMap((category) => category.links);
    expect(links.some((link) => link.link.internal?._ref === `${tenant}-de-page-airport-shuttle`)).toBe(true);
  });

  it('does not exist for the long-term brand, which has no airport desk', () => {
    const documents = dataset('longterm');
    expect(documents.filter((document) => document._id.includes('airport-shuttle'))).toEqual([]);
    expect(JSON.stringify(documents)).not.toContain('shuttleMapBlock');
  });

  it('draws the road the simulation drives inside the picture', () => {
    expect(shuttleRoute.every(isInShuttleBounds)).toBe(true);
    const svg = shuttleMapArt();
    expect(svg).toMatch(/^<svg [^>]*width="1200" height="800"/);
    // No words in the picture: the labels come from the content in the page's language.
    expect(svg).not.toMatch(/<text/);
  });
});
