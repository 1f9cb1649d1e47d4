import type { HeadProps, PageProps } from 'gatsby';
import type { StaffPageContext } from '../build/staff-pages';
import { StaffDesk } from '../components/staff/StaffDesk';
import { createTranslator } from '../i18n/translate';

const noStrings = {};

/**
 * The staff desk (issue 29), in English and Icelandic: a static page whose data all come from
 * /api/staff/… after the staff session check. Its own template, so its code is its own chunk and
 * never in the customers' pages; noindex and in no sitemap.
 */
export default function StaffPage({ pageContext }: PageProps<object, StaffPageContext>) {
  return (
    <StaffDesk
      basePath={pageContext.staffPath}
      language={pageContext.language}
      strings={pageContext.strings ?? noStrings}
      tenant={pageContext.tenant}
    />
  );
}

export function Head({ pageContext }: HeadProps<object, StaffPageContext>) {
  const t = createTranslator(pageContext.strings ?? {}, undefined, pageContext.language);
  return (
    <>
      <html lang={pageContext.language} />
      <title>{t('staff.title')}</title>
      <meta name="robots" content="noindex, nofollow" />
      <meta name="referrer" content="no-referrer" />
    </>
  );
}
