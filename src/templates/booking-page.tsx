import { type HeadProps, type PageProps } from 'gatsby';
import type { BookingPageContext } from '../build/pages';
import type { BookingVehicleCard } from '../build/plan-content';
import { BookingWizard } from '../components/booking/BookingWizard';
import { Layout } from '../components/layout/Layout';
import { Seo } from '../components/seo/Seo';
import { tenants } from '../config/tenants';
import { createTranslator } from '../i18n/translate';

type BookingTemplateContext = BookingPageContext & { vehicles: Record<string, BookingVehicleCard> };

/**
 * A step of the booking wizard (spec §2 /book/…/) in one language: the header in booking mode, the
 * wizard, the minimal footer. Everything the step shows comes from the functions in the browser.
 */
export default function BookingPage({ pageContext }: PageProps<object, BookingTemplateContext>) {
  return (
    <Layout context={pageContext} headerMode="booking" minimalFooter>
      <BookingWizard context={pageContext} />
    </Layout>
  );
}

export function Head({ pageContext, location }: HeadProps<object, BookingTemplateContext>) {
  const t = createTranslator(pageContext.strings ?? {}, undefined, pageContext.language);
  const step = pageContext.step;
  return (
    <>
      <Seo
        context={pageContext}
        pageKind="bookingPage"
        location={location}
        title={`${t(`booking.steps.${step}`)} | ${tenants[pageContext.tenant].name}`}
        description={t('booking.description')}
      />
      {/* A booking step is personal and empty without a search: not for search engines. */}
      <meta name="robots" content="noindex, follow" />
    </>
  );
}
