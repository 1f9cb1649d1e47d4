import type { BasePageContext } from '../../build/pages';
import { localeCodes, localeEntry, type LocaleCode } from '../../config/locales';
import { defaultLocale } from '../../config/locales';
import type { ResponsiveImage } from '../../content/images';
import { pageCanonicalUrl, type CanonicalPageKind } from '../../domain/canonical';
import { pricesInEur } from '../../domain/money';
import { localePrefix } from '../../domain/paths';
import { brandColours, manifestPath } from '../../offline/brand';

interface CommonSeoProps {
  context: BasePageContext;
  title: string;
  description?: string;
  /** The page in each language that has it; by default every language at the same path. */
  alternates?: Partial<Record<LocaleCode, string>>;
  image?: ResponsiveImage | null;
  /** The picture above the fold, fetched first (the page's largest paint). */
  preloadImage?: ResponsiveImage | null;
  preloadSizes?: string;
}

type SeoProps = CommonSeoProps &
  (
    | {
        isErrorPage?: false;
        /** Decides which query parameters the canonical link keeps (src/domain/canonical.ts). */
        pageKind: CanonicalPageKind;
        /** The Head's `location`: its query (in the browser) goes through the kind's whitelist. */
        location: { pathname: string };
      }
    /** Error pages have no canonical link and no language alternates (spec §2). */
    | { isErrorPage: true }
  );

/**
 * The query of a Head's `location`: Gatsby passes the browser's location there (with `search`), and
 * only `{ pathname }` while building.
 */
function searchOf(location: { pathname: string }): string {
  return 'search' in location && typeof location.search === 'string' ? location.search : '';
}

/** The tags of a page's `<head>`: language, title, description, canonical, hreflang alternates, Open Graph. */
export function Seo(props: SeoProps) {
  const { context, title: editorsTitle, description: editorsDescription, alternates, image } = props;
  const { preloadImage, preloadSizes } = props;
  const { language, i18n, siteUrl } = context;
  // Absolute addresses come from the page context, the same while building and in the browser.
  const absolute = (path: string) => (path.startsWith('http') ? path : `${siteUrl}${path}`);
  // Head tags are plain text, built once: a price placeholder in them reads in EUR.
  const title = pricesInEur(editorsTitle);
  const description = editorsDescription === undefined ? undefined : pricesInEur(editorsDescription);
  const versions =
    alternates ?? Object.fromEntries(localeCodes.map((code) => [code, `${localePrefix(code)}${i18n.originalPath}`]));
  const xDefault = versions[defaultLocale];
  const canonical = props.isErrorPage
    ? undefined
    : pageCanonicalUrl(siteUrl, i18n.path, searchOf(props.location), props.pageKind);
  return (
    <>
      <html lang={localeEntry(language).language} />
      <title>{title}</title>
      <link rel="icon" href="/favicon.svg" type="image/svg+xml" />
      {/* Installable (issue 40): the brand's manifest in the page's language opens on the trip. */}
      <link rel="manifest" href={manifestPath(language)} />
      <meta name="theme-color" content={brandColours[context.tenant].theme} />
      {preloadImage ? (
        <link
          rel="preload"
          as="image"
          href={preloadImage.src}
          imageSrcSet={preloadImage.srcSet}
          imageSizes={preloadSizes}
          {...{ fetchpriority: 'high' }}
        />
      ) : null}
      {description ? <meta name="description" content={description} /> : null}
      <meta property="og:title" content={title} />
      {description ? <meta property="og:description" content={description} /> : null}
      <meta property="og:type" content="website" />
      {/* Open Graph wants language_TERRITORY here (en_US, is_IS), unlike hreflang. */}
      <meta property="og:locale" content={localeEntry(language).language.replace('-', '_')} />
      {image ? <meta property="og:image" content={absolute(image.src)} /> : null}
      {image ? <meta property="og:image:width" content={String(image.width)} /> : null}
      {image ? <meta property="og:image:height" content={String(image.height)} /> : null}
      {props.isErrorPage ? (
        <meta name="robots" content="noindex" />
      ) : (
        <>
          <link rel="canonical" href={canonical} />
          <meta property="og:url" content={canonical} />
          {localeCodes
            .filter((code) => versions[code])
            .map((code) => (
              <link
                key={code}
                rel="alternate"
                hrefLang={localeEntry(code).hreflang}
                href={absolute(versions[code] as string)}
              />
            ))}
          {xDefault ? <link rel="alternate" hrefLang="x-default" href={absolute(xDefault)} /> : null}
        </>
      )}
    </>
  );
}
