import { robotsTxt, sitemapPath, sitemapXml } from './sitemap';

const pages = [
  { path: '/cars/', language: 'en' as const, alternates: { en: '/cars/', is: '/is/bilar/' } },
  { path: '/is/bilar/', language: 'is' as const, alternates: { en: '/cars/', is: '/is/bilar/' } },
  { path: '/', language: 'en' as const, alternates: { en: '/' } },
];

describe('sitemapXml', () => {
  it('lists the pages of one language with their language alternates', () => {
    const xml = sitemapXml('https://rental.is', 'en', pages);
    expect(xml).toContain('<loc>https://rental.is/</loc>');
    expect(xml).toContain('<loc>https://rental.is/cars/</loc>');
    expect(xml).not.toContain('<loc>https://rental.is/is/bilar/</loc>');
    expect(xml).toContain('<xhtml:link rel="alternate" hreflang="is" href="https://rental.is/is/bilar/"/>');
    expect(xml).toContain('<xhtml:link rel="alternate" hreflang="en" href="https://rental.is/cars/"/>');
  });

  it('names languages without regions and the English version as x-default (issue 13)', () => {
    const xml = sitemapXml('https://rental.is', 'is', pages);
    const hreflangs = [...xml.matchAll(/hreflang="([^"]+)"/g)].map((match) => match[1]);
    expect(hreflangs).toEqual(['en', 'is', 'x-default']);
    expect(xml).toContain('<xhtml:link rel="alternate" hreflang="x-default" href="https://rental.is/cars/"/>');
  });

  it('gives a page without an English version no x-default', () => {
    const xml = sitemapXml('https://a.is', 'zh', [{ path: '/zh/a/', language: 'zh', alternates: { zh: '/zh/a/' } }]);
    expect(xml).toContain('hreflang="zh-Hans"');
    expect(xml).not.toContain('x-default');
  });

  it('escapes addresses', () => {
    expect(sitemapXml('https://a.is', 'en', [{ path: '/a&b/', language: 'en', alternates: {} }])).toContain(
      '<loc>https://a.is/a&amp;b/</loc>',
    );
  });
});

describe('robotsTxt', () => {
  it('names the sitemap of every language and keeps crawlers out of booking flows', () => {
    const robots = robotsTxt('https://rental.is');
    expect(robots).toContain('Sitemap: https://rental.is/sitemap.xml');
    expect(robots).toContain('Sitemap: https://rental.is/zh/sitemap.xml');
    expect(robots).toContain('Disallow: /de/book/');
    expect(sitemapPath('is')).toBe('/is/sitemap.xml');
  });
});
