import { siteUrl } from '../../build/site';
import type { BasePageContext } from '../../build/pages';
import { localeCodes, localeEntry, type LocaleCode } from '../../config/locales';
import { defaultLocale } from '../../config/locales';
import type { ResponsiveImage } from '../../content/images';
import { pricesInEur } from '../../domain/money';
import { canonicalUrl, localePrefix } from '../../domain/paths';

interface SeoProps {
  context: BasePageContext;
  title: string;
  description?: string;
  /** The page in each language that has it; by default every language at the same path. */
  alternates?: Partial<Record<LocaleCode, string>>;
  image?: ResponsiveImage | null;
  /** Error pages have no canonical link and no language alternates (spec §2). */
  isErrorPage?: boolean;
  /** The picture above the fold, fetched first (the page's largest paint). */
  preloadImage?: ResponsiveImage | null;
  preloadSizes?: string;
}

const absolute = (path: string) => (path.startsWith('http') ? path : `${siteUrl}${path}`);

/** The tags of a page's `<head>`: language, title, description, canonical, hreflang alternates, Open Graph. */
export function Seo({
  context,
  title: editorsTitle,
  description: editorsDescription,
  alternates,
  image,
  isErrorPage = false,
  preloadImage,
  preloadSizes,
}: SeoProps) {
  const { language, i18n } = context;
  // Head tags are plain text, built once: a price placeholder in them reads in EUR.
  const title = pricesInEur(editorsTitle);
  const description = editorsDescription === undefined ? undefined : pricesInEur(editorsDescription);
  const versions =
    alternates ?? Object.fromEntries(localeCodes.map((code) => [code, `${localePrefix(code)}${i18n.originalPath}`]));
  const xDefault = versions[defaultLocale];
  return (
    <>
      <html lang={localeEntry(language).language} />
      <title>{title}</title>
      <link rel="icon" href="/favicon.svg" type="image/svg+xml" />
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
      <meta property="og:locale" content={localeEntry(language).language.replace('-', '_')} />
      {image ? <meta property="og:image" content={absolute(image.src)} /> : null}
      {image ? <meta property="og:image:width" content={String(image.width)} /> : null}
      {image ? <meta property="og:image:height" content={String(image.height)} /> : null}
      {isErrorPage ? (
        <meta name="robots" content="noindex" />
      ) : (
        <>
          <link rel="canonical" href={canonicalUrl(siteUrl, i18n.path, {}, { whitelist: [] })} />
          <meta property="og:url" content={canonicalUrl(siteUrl, i18n.path, {}, { whitelist: [] })} />
          {localeCodes
            .filter((code) => versions[code])
            .map((code) => (
              <link
                key={code}
                rel="alternate"
                hrefLang={localeEntry(code).language}
                href={absolute(versions[code] as string)}
              />
            ))}
          {xDefault ? <link rel="alternate" hrefLang="x-default" href={absolute(xDefault)} /> : null}
        </>
      )}
    </>
  );
}
