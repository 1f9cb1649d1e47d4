import { localeCodes, type LocaleCode } from '../config/locales';
import { tenants, type TenantId } from '../config/tenants';
import type { ImageUrlBuilder, ResponsiveImage } from '../content/images';
import { resolveImagesDeep } from '../content/images';
import {
  bannerSettingsQuery,
  footerQuery,
  headerQuery,
  notFoundQuery,
  recentPostsQuery,
  settingsQuery,
} from '../content/queries';
import type { ContentSource } from '../content/sources/content-source';
import type {
  BannerSettings,
  Footer,
  Header,
  ImageAssetDocument,
  NotFound,
  PortableText,
  Settings,
} from '../content/types';
import { recentPostsLimit } from '../config/constants';
import { readTime, withSingleFullStops } from '../domain/text';
import { wordCount } from '../content/portable-text';
import type { Resolved } from '../content/resolved';
import { ContentError } from './content-paths';
import { resolveLinksDeep } from './links';
import type { RedirectTargets } from './redirects';
import { buildTranslator } from './translate';
import { postDateLabel } from './post-date-label';

/** A recent post in the header's dropdown (spec §2: image, title, short date). */
export interface RecentPost {
  id: string;
  path: string;
  title: string;
  date: string;
  /** `date` as the header writes it ("Mar 3"), formatted at build: see `postDateLabel`. */
  dateLabel: string;
  image: ResponsiveImage;
  readTimeMinutes: number;
}

/** What the header and footer slices of one language render (spec §2 Header and footer). */
export interface ChromeContext {
  language: LocaleCode;
  tenant: TenantId;
  header: Resolved<Header> | null;
  footer: Resolved<Footer> | null;
  settings: Settings | null;
  banner: Resolved<BannerSettings> | null;
  notFound: Resolved<NotFound> | null;
  recentPosts: RecentPost[];
  /** UI labels, translated at build time: slices render outside the page's i18n provider. */
  labels: Record<string, string>;
}

const labelKeys = [
  'skipToContent',
  'homeLinkLabel',
  'language.label',
  'language.chooserLabel',
  'header.mainNavigation',
  'header.menu',
  'header.book',
  'header.quickLinks',
  'header.recentPosts',
  'footer.offices',
  'footer.contactUs',
  'footer.phone',
  'footer.email',
  'footer.followUs',
  'footer.legal',
  'footer.certificates',
  'footer.company',
  'footer.registrationNumber',
  'footer.vatNumber',
  'footer.directions',
  'footer.opensInNewTab',
  'footer.copyright',
  'currency.label',
  'banner.more',
  'region.open',
  'region.title',
  'region.language',
  'region.currency',
  'region.apply',
  'region.close',
] as const;

export interface ChromePlanInput {
  source: ContentSource;
  tenant: TenantId;
  paths: ReadonlyMap<string, string>;
  assets: ReadonlyMap<string, ImageAssetDocument>;
  buildImageUrl: ImageUrlBuilder;
  warn: (message: string, documentId: string) => void;
  /** The site's redirects: links to a redirected path go to its target (src/build/redirects.ts). */
  redirects?: RedirectTargets;
}

/** The header and footer data of every language of a tenant, with links and images resolved. */
export async function planChrome(input: ChromePlanInput): Promise<ChromeContext[]> {
  const { source, tenant, paths, assets, buildImageUrl, warn, redirects } = input;
  return Promise.all(
    localeCodes.map(async (language) => {
      const params = { language, tenant };
      const [header, footer, settings, banner, notFound, posts] = await Promise.all([
        source.fetch<Header | null>(headerQuery, params),
        source.fetch<Footer | null>(footerQuery, params),
        source.fetch<Settings | null>(settingsQuery, params),
        source.fetch<BannerSettings | null>(bannerSettingsQuery, params),
        source.fetch<NotFound | null>(notFoundQuery, params),
        source.fetch<{ _id: string; title: string; date: string; image: unknown; body?: PortableText }[]>(
          recentPostsQuery,
          { ...params, limit: recentPostsLimit },
        ),
      ]);
      // Every page shows them: a missing one fails the build, naming it (docs/decisions/028).
      const singletons = { header, footer, settings };
      for (const [type, document] of Object.entries(singletons)) {
        if (!document) {
          throw new ContentError(
            `${tenant}-${language}-${type}`,
            `the ${type} of the "${tenant}" brand in "${language}" is missing; every page needs it (publish it in the Studio)`,
          );
        }
      }
      const resolve = <T>(value: T, documentId: string): Resolved<T> =>
        resolveImagesDeep(
          resolveLinksDeep(value, { paths, language, documentId, warn, redirects }),
          assets,
          buildImageUrl,
        ) as Resolved<T>;
      const t = buildTranslator(language);
      const labels: Record<string, string> = {};
      for (const key of labelKeys) labels[key] = t(key);
      labels.homeLinkLabel = t('homeLinkLabel', { brand: tenants[tenant].name });
      // The year is filled in when the page renders (spec §9: the copyright year is the current year).
      const company = tenants[tenant].company?.name ?? footer?.copyright ?? tenants[tenant].name;
      // A company name ends in "ehf.": the translation's own full stop after it is not doubled.
      labels['footer.copyright'] = withSingleFullStops(t('footer.copyright', { year: '{{year}}', company }));
      const recentPosts = posts
        .filter((post) => paths.has(post._id))
        .map((post) => ({
          id: post._id,
          path: paths.get(post._id) as string,
          title: post.title,
          date: post.date,
          dateLabel: postDateLabel(post.date, language, 'short'),
          image: resolve(post.image, post._id) as unknown as ResponsiveImage,
          readTimeMinutes: readTime(wordCount(post.body)),
        }));
      return {
        language,
        tenant,
        header: header && resolve(header, header._id),
        footer: footer && resolve(footer, footer._id),
        settings,
        banner: banner && resolve(banner, banner._id),
        notFound: notFound && resolve(notFound, notFound._id),
        recentPosts,
        labels,
      };
    }),
  );
}
