import { type HeadProps, type PageProps } from 'gatsby';
import type { ReservationPageContext } from '../build/pages';
import { ReservationPages } from '../components/reservation/ReservationPages';
import { isEditPage, titleKeyOf } from '../components/reservation/page-title';
import { Layout } from '../components/layout/Layout';
import { Seo } from '../components/seo/Seo';
import { tenants } from '../config/tenants';
import { createTranslator } from '../i18n/translate';

/**
 * A reservation page (spec §2 /reservation/…) in one language: the header in reservation mode, the
 * page's frame, the minimal footer. The reservation itself comes from the functions in the browser.
 */
export default function ReservationPage({ pageContext }: PageProps<object, ReservationPageContext>) {
  return (
    <Layout context={pageContext} headerMode={isEditPage(pageContext.page) ? 'edit' : 'reservation'} minimalFooter>
      <ReservationPages context={pageContext} />
    </Layout>
  );
}

export function Head({ pageContext, location }: HeadProps<object, ReservationPageContext>) {
  const t = createTranslator(pageContext.strings ?? {}, undefined, pageContext.language);
  return (
    <>
      <Seo
        context={pageContext}
        pageKind="reservationPage"
        location={location}
        title={`${t(titleKeyOf(pageContext.page))} | ${tenants[pageContext.tenant].name}`}
        description={t('reservation.description')}
      />
      {/* A reservation is personal: not for search engines. */}
      <meta name="robots" content="noindex, follow" />
    </>
  );
}
