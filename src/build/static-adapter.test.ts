import { immutableAssetsHeaders, immutableCaching } from './static-adapter';

const revalidate = [{ key: 'cache-control', value: 'public, max-age=0, must-revalidate' }];
const immutable = [{ key: 'cache-control', value: immutableCaching }];

describe('immutableAssetsHeaders', () => {
  it('names each hashed asset Gatsby lists with the immutable Cache-Control, and nothing else', () => {
    const file = immutableAssetsHeaders([
      // Gatsby's defaults: the wildcard routes stay with netlify.toml.
      { path: '/*', headers: revalidate },
      { path: '/static/*', headers: immutable },
      { path: '/framework-0123456789abcdef0123.js', headers: immutable },
      { path: '/app-0123456789abcdef0123.js', headers: immutable },
      { path: '/styles.0123456789abcdef0123.css/', headers: immutable },
      { path: '/page-data/app-data.json', headers: revalidate },
    ]);
    expect(file.split('\n').filter((line) => !line.startsWith('#'))).toEqual([
      '/app-0123456789abcdef0123.js',
      `  Cache-Control: ${immutableCaching}`,
      '/framework-0123456789abcdef0123.js',
      `  Cache-Control: ${immutableCaching}`,
      '/styles.0123456789abcdef0123.css',
      `  Cache-Control: ${immutableCaching}`,
      '',
    ]);
  });
});
