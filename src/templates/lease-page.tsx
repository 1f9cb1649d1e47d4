import { type HeadProps, type PageProps } from 'gatsby';
import type { LeasePageContext } from '../build/pages';
import type { BookingVehicleCard } from '../build/plan-content';
import { Layout } from '../components/layout/Layout';
import { LeaseWizard } from '../components/lease/LeaseWizard';
import { Seo } from '../components/seo/Seo';
import { tenants } from '../config/tenants';
import { createTranslator } from '../i18n/translate';

type LeaseTemplateContext = LeasePageContext & { vehicles: BookingVehicleCard[] };

/**
 * The lease page (issue 15, `/lease/`) of the long-term brand in one language: the header in booking
 * mode, the lease flow, the minimal footer. Prices and the lease come from the functions in the browser.
 */
export default function LeasePage({ pageContext }: PageProps<object, LeaseTemplateContext>) {
  return (
    <Layout context={pageContext} headerMode="booking" minimalFooter>
      <LeaseWizard context={pageContext} />
    </Layout>
  );
}

export function Head({ pageContext, location }: HeadProps<object, LeaseTemplateContext>) {
  const t = createTranslator(pageContext.strings ?? {}, undefined, pageContext.language);
  return (
    <>
      <Seo
        context={pageContext}
        pageKind="bookingPage"
        location={location}
        title={`${t('lease.title')} | ${tenants[pageContext.tenant].name}`}
        description={t('lease.description')}
      />
      {/* A lease is personal: not for search engines. */}
      <meta name="robots" content="noindex, follow" />
    </>
  );
}
