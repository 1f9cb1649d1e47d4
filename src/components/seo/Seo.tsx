import { localeCodes, localeEntry } from '../../config/locales';
import { siteUrl } from '../../build/site';
import { canonicalUrl, localePrefix } from '../../domain/paths';
import type { BasePageContext } from '../../build/pages';

interface SeoProps {
  context: BasePageContext;
  title: string;
  description?: string;
  /** Error pages have no canonical link and no language alternates (spec §2). */
  isErrorPage?: boolean;
}

/** The tags of a page's `<head>`: language, title, description, canonical and hreflang alternates. */
export function Seo({ context, title, description, isErrorPage = false }: SeoProps) {
  const { language, i18n } = context;
  return (
    <>
      <html lang={localeEntry(language).language} />
      <title>{title}</title>
      {description ? <meta name="description" content={description} /> : null}
      <meta property="og:title" content={title} />
      {description ? <meta property="og:description" content={description} /> : null}
      <meta property="og:locale" content={localeEntry(language).language.replace('-', '_')} />
      {isErrorPage ? (
        <meta name="robots" content="noindex" />
      ) : (
        <>
          <link rel="canonical" href={canonicalUrl(siteUrl, i18n.path, {}, { whitelist: [] })} />
          {localeCodes.map((code) => (
            <link
              key={code}
              rel="alternate"
              hrefLang={localeEntry(code).language}
              href={`${siteUrl}${localePrefix(code)}${i18n.originalPath}`}
            />
          ))}
          <link rel="alternate" hrefLang="x-default" href={`${siteUrl}${i18n.originalPath}`} />
        </>
      )}
    </>
  );
}
