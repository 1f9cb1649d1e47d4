import { createEmbeddedSource } from '../content/sources/embedded-source';
import { ContentError, contentPagePaths } from './content-paths';
import { planContentPages, type ContentPlan } from './plan-content';

const ref = (id: string) => ({ _type: 'reference', _ref: id });
const slug = (current: string) => ({ _type: 'slug', current });
const asset = {
  _id: 'image-abc-800x533-webp',
  _type: 'sanity.imageAsset',
  assetId: 'abc',
  extension: 'webp',
  mimeType: 'image/webp',
  originalFilename: 'car.webp',
  path: 'images/abc-800x533.webp',
  url: 'images/abc-800x533.webp',
  sha1hash: 'abc',
  size: 100,
  metadata: {
    _type: 'sanity.imageMetadata',
    dimensions: { _type: 'sanity.imageDimensions', width: 800, height: 533, aspectRatio: 1.5 },
  },
};
const picture = { _type: 'image', asset: ref(asset._id), alt: 'A car' };

function page(type: string, language: string, key: string, fields: Record<string, unknown> = {}) {
  return {
    _id: `car-${language}-${type}${key ? `-${key}` : ''}`,
    _type: type,
    language,
    tenant: 'car',
    title: `${type} ${key} ${language}`,
    ...fields,
  };
}

const documents = [
  asset,
  { _id: 'vehicleBrand-toyota', _type: 'vehicleBrand', name: 'Toyota' },
  { _id: 'vehicleCategory-car-economy', _type: 'vehicleCategory', tenant: 'car', key: 'car-economy', order: 1 },
  {
    _id: 'vehicle-yaris',
    _type: 'vehicle',
    name: 'Toyota Yaris',
    classCode: 'car-yaris',
    brand: ref('vehicleBrand-toyota'),
    transmission: 'automatic',
    fuel: 'hybrid',
    seats: 5,
    doors: 5,
    fourByFour: false,
    fRoadAllowed: false,
    images: [picture],
    tenantPrimaryCategories: [{ _key: 'c', tenant: 'car', primaryCategory: ref('vehicleCategory-car-economy') }],
  },
  ...(['en', 'is'] as const).flatMap((language) => {
    const l =
      language === 'en'
        ? { cars: 'cars', economy: 'economy', blog: 'blog', tips: 'tips' }
        : { cars: 'bilar', economy: 'sparneytnir', blog: 'blogg', tips: 'rad' };
    return [
      page('homePage', language, '', { hero: { title: 'Welcome' } }),
      page('vehicleOverviewPage', language, '', { slug: slug(l.cars) }),
      page('vehicleCategoryPage', language, 'car-economy', {
        slug: slug(l.economy),
        category: ref('vehicleCategory-car-economy'),
      }),
      page('vehicleTransmissionPage', language, 'manual', { slug: slug('manual'), transmission: 'manual' }),
      page('vehiclePage', language, 'yaris', { slug: slug('toyota-yaris'), base: ref('vehicle-yaris') }),
      page('blogTopicPage', language, '', { slug: slug(l.blog) }),
      page('blogCategoryPage', language, 'travel-tips', {
        slug: slug(l.tips),
        topic: ref(`car-${language}-blogTopicPage`),
      }),
      ...['2026-01-10', '2026-05-02'].map((date, index) =>
        page('blogPostPage', language, `post-${index}`, {
          slug: slug(`post-${index}`),
          date,
          image: picture,
          topic: ref(`car-${language}-blogTopicPage`),
          category: ref(`car-${language}-blogCategoryPage-travel-tips`),
          body: [],
        }),
      ),
      page('page', language, 'terms', {
        slug: slug('legal/terms'),
        content: [
          {
            _key: 'b',
            _type: 'bannerBlock',
            type: 'text',
            title: 'Book',
            button: {
              label: 'Cars',
              customLink: {
                _type: 'link',
                type: 'internal',
                internalType: 'vehicleOverviewPage',
                internal: ref(`car-${language}-vehicleOverviewPage`),
              },
            },
          },
          {
            _key: 'x',
            _type: 'bannerBlock',
            type: 'text',
            title: 'Broken',
            button: { label: 'Nowhere', customLink: { _type: 'link', type: 'external' } },
          },
        ],
      }),
    ];
  }),
  { ...page('page', 'en', 'camper-only'), tenant: 'camper', slug: slug('campers-only') },
];

async function plan(docs: Record<string, unknown>[] = documents) {
  const warnings: string[] = [];
  const result = await planContentPages({
    source: createEmbeddedSource(docs),
    tenant: 'car',
    siteUrl: 'https://www.example-rental.is',
    buildImageUrl: ({ asset: a, width }) => `/images/${a.assetId}-${width}.webp`,
    warn: (message, documentId) => warnings.push(`${documentId}: ${message}`),
  });
  return { result, warnings };
}

const pathOf = (result: ContentPlan, id: string) => result.plans.find((p) => p.context.documentId === id)?.path;

describe('planContentPages (spec §2 content page paths)', () => {
  it('builds each page type’s path, with the locale prefix only off English', async () => {
    const { result } = await plan();
    expect(pathOf(result, 'car-en-homePage')).toBe('/');
    expect(pathOf(result, 'car-is-homePage')).toBe('/is/');
    expect(pathOf(result, 'car-en-vehicleOverviewPage')).toBe('/cars/');
    expect(pathOf(result, 'car-is-vehicleCategoryPage-car-economy')).toBe('/is/bilar/sparneytnir/');
    expect(pathOf(result, 'car-en-vehicleTransmissionPage-manual')).toBe('/cars/manual/');
    expect(pathOf(result, 'car-is-vehiclePage-yaris')).toBe('/is/bilar/sparneytnir/toyota-yaris/');
    expect(pathOf(result, 'car-en-blogTopicPage')).toBe('/blog/');
    expect(pathOf(result, 'car-is-blogCategoryPage-travel-tips')).toBe('/is/blogg/rad/');
    expect(pathOf(result, 'car-en-blogPostPage-post-1')).toBe('/blog/tips/post-1/');
    expect(pathOf(result, 'car-en-page-terms')).toBe('/legal/terms/');
  });

  it('plans only the tenant’s pages', async () => {
    const { result } = await plan();
    expect(result.plans.some((p) => p.context.documentId === 'car-en-page-camper-only')).toBe(false);
  });

  it('links each page to its other language versions', async () => {
    const { result } = await plan();
    const vehicle = result.plans.find((p) => p.context.documentId === 'car-en-vehiclePage-yaris');
    expect(vehicle?.context.alternates).toEqual({
      en: '/cars/economy/toyota-yaris/',
      is: '/is/bilar/sparneytnir/toyota-yaris/',
    });
  });

  it('lists the vehicles of a category and of a transmission', async () => {
    const { result } = await plan();
    const economy = result.plans.find((p) => p.context.documentId === 'car-en-vehicleCategoryPage-car-economy');
    expect(economy?.context.vehicles?.map((v) => [v.title, v.path])).toEqual([
      ['vehiclePage yaris en', '/cars/economy/toyota-yaris/'],
    ]);
    const manual = result.plans.find((p) => p.context.documentId === 'car-en-vehicleTransmissionPage-manual');
    expect(manual?.context.vehicles).toEqual([]);
  });

  it('lists blog posts newest first', async () => {
    const { result } = await plan();
    const topic = result.plans.find((p) => p.context.documentId === 'car-en-blogTopicPage');
    expect(topic?.context.posts?.map((post) => post.date)).toEqual(['2026-05-02', '2026-01-10']);
    // spec §3 Blog teaser: readTime, at least a minute for an empty body (spec §9).
    expect(topic?.context.posts?.map((post) => post.readTimeMinutes)).toEqual([1, 1]);
    // The date as the teaser writes it, formatted at build (no Intl in the browser's hydration).
    expect(topic?.context.posts?.map((post) => post.dateLabel)).toEqual(['May 2, 2026', 'January 10, 2026']);
    const post = result.plans.find((p) => p.context.pageType === 'blogPostPage' && p.context.language === 'en');
    expect(post?.context.dateLabel).toMatch(/^[A-Z][a-z]+ \d{1,2}, \d{4}$/);
  });

  it('resolves links and images in the page context', async () => {
    const { result, warnings } = await plan();
    const terms = result.plans.find(
      (p) => p.context.documentId === 'car-de-page-terms' || p.context.documentId === 'car-en-page-terms',
    );
    const page = terms?.context.page;
    const content = (page && 'content' in page ? page.content : []) as {
      button: { customLink: { href: string | null } };
    }[];
    expect(content[0]?.button.customLink.href).toBe('/cars/');
    expect(content[1]?.button.customLink.href).toBeNull();
    expect(warnings).toContain('car-en-page-terms: External link not set.');
    const vehicle = result.plans.find((p) => p.context.documentId === 'car-en-vehiclePage-yaris');
    expect(vehicle?.context.vehicle?.images[0]).toMatchObject({
      width: 1200,
      height: 800,
      alt: 'A car',
      src: '/images/abc-1200.webp',
    });
  });

  const plannedIds = (result: ContentPlan) => result.plans.map((plan) => plan.context.documentId);

  it('leaves out a page without a slug, with a warning naming it, and builds every other page', async () => {
    const broken = documents.map((d) => (d._id === 'car-is-vehiclePage-yaris' ? { ...d, slug: undefined } : d));
    const { result, warnings } = await plan(broken);
    expect(warnings).toContain('car-is-vehiclePage-yaris: This page is left out of the site: the page has no slug');
    expect(plannedIds(result)).not.toContain('car-is-vehiclePage-yaris');
    expect(plannedIds(result)).toContain('car-en-vehiclePage-yaris');
    expect(plannedIds(result)).toHaveLength(plannedIds((await plan()).result).length - 1);
  });

  it('leaves out a page that refers to a missing parent, naming it', async () => {
    const broken = documents.map((d) =>
      d._id === 'car-en-blogPostPage-post-0' ? { ...d, category: ref('nothing') } : d,
    );
    const { result, warnings } = await plan(broken);
    expect(warnings).toContain(
      'car-en-blogPostPage-post-0: This page is left out of the site: category refers to "nothing", which is not a page of this site',
    );
    expect(plannedIds(result)).not.toContain('car-en-blogPostPage-post-0');
  });

  it('leaves out the second of two pages that would share a path', async () => {
    const twin = { ...page('page', 'en', 'twin'), slug: slug('legal/terms') };
    const { result, warnings } = await plan([...documents, twin]);
    expect(warnings).toContain(
      'car-en-page-twin: This page is left out of the site: its path /legal/terms/ is already the path of "car-en-page-terms"',
    );
    expect(plannedIds(result)).toContain('car-en-page-terms');
    expect(plannedIds(result)).not.toContain('car-en-page-twin');
  });

  it('still throws a ContentError naming the page to a caller that leaves nothing out', () => {
    // A page document as the query answers it, without its slug (the test needs no other field).
    const pages = [{ _id: 'car-en-page-x', _type: 'page', language: 'en' }] as unknown as Parameters<
      typeof contentPagePaths
    >[0]['pages'];
    expect(() => contentPagePaths({ pages, vehicles: new Map(), tenant: 'car' })).toThrow(
      new ContentError('car-en-page-x', 'the page has no slug'),
    );
  });
});
