import { claimChunkReload, isChunkLoadError, type ReloadMemory } from './chunk-reload';

function memory(): ReloadMemory & { items: Map<string, string> } {
  const items = new Map<string, string>();
  return {
    items,
    getItem: (key) => items.get(key) ?? null,
    setItem: (key, value) => void items.set(key, value),
  };
}

const start = Date.UTC(2026, 5, 1, 12, 0, 0);

describe('claimChunkReload', () => {
  it('allows the first reload of a path and remembers when', () => {
    const stored = memory();
    expect(claimChunkReload('/cars/', start, stored)).toBe(true);
    expect([...stored.items.values()]).toEqual([String(start)]);
  });

  it('refuses a second reload of the same path within 10 seconds', () => {
    const stored = memory();
    claimChunkReload('/cars/', start, stored);
    expect(claimChunkReload('/cars/', start + 9_999, stored)).toBe(false);
  });

  it('allows it again once 10 seconds have passed', () => {
    const stored = memory();
    claimChunkReload('/cars/', start, stored);
    expect(claimChunkReload('/cars/', start + 10_000, stored)).toBe(true);
    expect(claimChunkReload('/cars/', start + 15_000, stored)).toBe(false);
  });

  it('counts each path on its own', () => {
    const stored = memory();
    claimChunkReload('/cars/', start, stored);
    expect(claimChunkReload('/de/cars/', start + 1_000, stored)).toBe(true);
  });

  it('ignores a stored value that is not a time', () => {
    const stored = memory();
    stored.items.set('chunk-reload:/cars/', 'garbage');
    expect(claimChunkReload('/cars/', start, stored)).toBe(true);
  });
});

describe('isChunkLoadError', () => {
  it.each([
    Object.assign(new Error('Loading chunk 532 failed.\n(error: https://example.is/532-abc.js)'), {
      name: 'ChunkLoadError',
    }),
    new Error('Loading chunk component---src-templates-booking-page-tsx failed.'),
    new Error('Loading CSS chunk 12 failed.'),
    new TypeError('Failed to fetch dynamically imported module: https://example.is/chat.js'),
    new TypeError('error loading dynamically imported module'),
    new TypeError('Importing a module script failed.'),
  ])('recognises %s', (error) => {
    expect(isChunkLoadError(error)).toBe(true);
  });

  it('leaves other errors to the error page', () => {
    expect(isChunkLoadError(new TypeError("Cannot read properties of undefined (reading 'map')"))).toBe(false);
    expect(isChunkLoadError(null)).toBe(false);
  });
});
