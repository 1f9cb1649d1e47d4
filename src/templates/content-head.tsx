import type { HeadProps } from 'gatsby';
import type { ContentPageContext } from '../build/plan-content';
import { Seo } from '../components/seo/Seo';
import { tenants } from '../config/tenants';
import type { ResponsiveImage } from '../content/images';
import { fallbackTitle } from '../domain/text';

interface PageSeoFields {
  title?: string;
  seo?: { title?: string; description?: string; image?: ResponsiveImage };
  image?: ResponsiveImage;
  hero?: { image?: ResponsiveImage };
}

/**
 * The `<head>` of every content page: the editor's SEO title as written (editors write it whole,
 * brand included), else the page title or the fallback title from the path (spec §2) with the brand
 * name after it; description, canonical (by the page type's rule) and hreflang.
 */
export function ContentHead({ pageContext, location }: HeadProps<object, ContentPageContext>) {
  const page = pageContext.page as PageSeoFields;
  const title =
    page.seo?.title ?? `${page.title ?? fallbackTitle(pageContext.i18n.path)} | ${tenants[pageContext.tenant].name}`;
  const image = page.seo?.image ?? page.image ?? page.hero?.image ?? pageContext.vehicle?.images[0] ?? null;
  return (
    <Seo
      context={pageContext}
      pageKind={pageContext.pageType}
      location={location}
      title={title}
      description={page.seo?.description}
      alternates={pageContext.alternates}
      image={image}
      preloadImage={page.hero?.image}
      preloadSizes="100vw"
    />
  );
}
