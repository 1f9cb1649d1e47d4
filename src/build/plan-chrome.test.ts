import { localeCodes } from '../config/locales';
import { tenantIds, type TenantId } from '../config/tenants';
import { createEmbeddedSource, createEmbeddedSourceFromFile, readDataset } from '../content/sources/embedded-source';
import { ContentError } from './content-paths';
import { planChrome, type ChromeContext } from './plan-chrome';
import { planContentPages } from './plan-content';

const source = createEmbeddedSourceFromFile();
const buildImageUrl = () => '/images/unused.webp';
const warn = () => undefined;

/** The header and footer the build plans for a brand from the embedded dataset, every language. */
async function plannedChrome(tenant: TenantId): Promise<ChromeContext[]> {
  const content = await planContentPages({
    source,
    tenant,
    siteUrl: 'https://www.example-rental.is',
    buildImageUrl,
    warn,
  });
  return planChrome({ source, tenant, paths: content.paths, assets: content.assets, buildImageUrl, warn });
}

describe('planChrome over the embedded dataset', () => {
  const planned = new Map<TenantId, Promise<ChromeContext[]>>();
  const chromeOf = (tenant: TenantId) => {
    if (!planned.has(tenant)) planned.set(tenant, plannedChrome(tenant));
    return planned.get(tenant) as Promise<ChromeContext[]>;
  };

  it.each(tenantIds)(
    'composes the %s copyright line without doubled punctuation in every language (issue 13)',
    async (tenant) => {
      const chrome = await chromeOf(tenant);
      expect(chrome.map((slice) => slice.language).sort()).toEqual([...localeCodes].sort());
      for (const slice of chrome) {
        const copyright = slice.labels['footer.copyright'] ?? '';
        expect([slice.language, copyright]).toEqual([slice.language, expect.stringContaining('{{year}}')]);
        expect([slice.language, copyright]).not.toEqual([slice.language, expect.stringMatching(/[.。]\s*[.。]/)]);
        expect([slice.language, copyright]).not.toEqual([slice.language, expect.stringMatching(/\{\{(?!year)/)]);
        // The footer's labels are translated here, every one (slices render outside the page's strings).
        expect(slice.labels['footer.opensInNewTab']).toMatch(/\S/);
        expect(slice.labels['footer.directions']).toMatch(/\S/);
      }
    },
    30_000,
  );

  it("writes the recent posts' short dates at build, in the slice's language", async () => {
    const chrome = await chromeOf('car');
    const english = chrome.find((slice) => slice.language === 'en');
    const german = chrome.find((slice) => slice.language === 'de');
    expect(english?.recentPosts.length).toBeGreaterThan(0);
    for (const post of english?.recentPosts ?? []) {
      const day = Number(post.date.slice(8, 10));
      expect(post.dateLabel).toMatch(new RegExp(`^[A-Z][a-z]{2} ${day}$`));
    }
    for (const post of german?.recentPosts ?? []) expect(post.dateLabel).toMatch(/^\d{1,2}\. \S+$/);
  }, 30_000);

  it('fails naming the document when a brand has no footer in a language', async () => {
    const withoutFooter = createEmbeddedSource(readDataset().filter((document) => document._id !== 'car-de-footer'));
    const content = await planContentPages({
      source: withoutFooter,
      tenant: 'car',
      siteUrl: 'https://www.example-rental.is',
      buildImageUrl,
      warn,
    });
    await expect(
      planChrome({
        source: withoutFooter,
        tenant: 'car',
        paths: content.paths,
        assets: content.assets,
        buildImageUrl,
        warn,
      }),
    ).rejects.toThrow(
      new ContentError(
        'car-de-footer',
        'the footer of the "car" brand in "de" is missing; every page needs it (publish it in the Studio)',
      ),
    );
  }, 30_000);
});
