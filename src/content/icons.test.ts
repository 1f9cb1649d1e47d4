import { readFileSync } from 'node:fs';
import path from 'node:path';
import { iconNames } from './icons';
import { readDataset } from './sources/embedded-source';

const sprite = readFileSync(path.resolve(__dirname, '../../static/icons.svg'), 'utf8');

describe('the icons content may name (spec §2)', () => {
  it('has a symbol in static/icons.svg for every icon name', () => {
    for (const name of iconNames) expect([name, sprite.includes(`<symbol id="${name}"`)]).toEqual([name, true]);
  });

  it('knows every icon the embedded dataset names in headers', () => {
    const named = new Set<string>();
    const collect = (value: unknown): void => {
      if (Array.isArray(value)) value.forEach(collect);
      else if (value && typeof value === 'object') {
        const { icon } = value as { icon?: unknown };
        if (typeof icon === 'string') named.add(icon);
        Object.values(value).forEach(collect);
      }
    };
    collect(readDataset().filter((document) => document._type === 'header'));
    expect(named.size).toBeGreaterThan(0);
    expect([...named].filter((name) => !(iconNames as readonly string[]).includes(name))).toEqual([]);
  });
});
