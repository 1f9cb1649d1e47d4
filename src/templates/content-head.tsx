import type { HeadProps } from 'gatsby';
import type { ContentPageContext } from '../build/plan-content';
import { Seo } from '../components/seo/Seo';
import { tenants } from '../config/tenants';
import { fallbackTitle } from '../domain/text';

/**
 * The `<head>` of every content page: the editor's SEO title as written (editors write it whole,
 * brand included), else the page title or the fallback title from the path (spec §2) with the brand
 * name after it; description, canonical (by the page type's rule) and hreflang.
 */
export function ContentHead({ pageContext, location }: HeadProps<object, ContentPageContext>) {
  const { page } = pageContext;
  // A blog post's picture and the home page's hero picture stand in for a missing sharing picture.
  const pagePicture = page._type === 'blogPostPage' ? page.image : undefined;
  const heroPicture = page._type === 'homePage' ? page.hero.image : undefined;
  const title =
    page.seo?.title ?? `${page.title ?? fallbackTitle(pageContext.i18n.path)} | ${tenants[pageContext.tenant].name}`;
  const image = page.seo?.image ?? pagePicture ?? heroPicture ?? pageContext.vehicle?.images[0] ?? null;
  return (
    <Seo
      context={pageContext}
      pageKind={pageContext.pageType}
      location={location}
      title={title}
      description={page.seo?.description}
      alternates={pageContext.alternates}
      image={image}
      preloadImage={heroPicture}
      preloadSizes="100vw"
    />
  );
}
