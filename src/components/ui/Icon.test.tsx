import { readFileSync } from 'node:fs';
import path from 'node:path';
import { render } from '@testing-library/react';
import { readDataset } from '../../content/sources/embedded-source';
import { Icon, iconNames } from './Icon';

const sprite = readFileSync(path.resolve(__dirname, '../../../static/icons.svg'), 'utf8');

describe('Icon (spec §2 "an optional icon")', () => {
  it('draws a named icon as a decorative 16 by 16 picture from the sprite', () => {
    const { container } = render(<Icon name="key" />);
    const svg = container.querySelector('svg');
    expect(svg).toHaveAttribute('width', '16');
    expect(svg).toHaveAttribute('height', '16');
    expect(svg).toHaveAttribute('aria-hidden', 'true');
    expect(svg?.querySelector('use')).toHaveAttribute('href', '/icons.svg#key');
  });

  it('shows nothing for a name the sprite does not have', () => {
    expect(render(<Icon name="unicorn" />).container).toBeEmptyDOMElement();
    expect(render(<Icon name={undefined} />).container).toBeEmptyDOMElement();
  });

  it('has a symbol in the sprite for every icon name', () => {
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
