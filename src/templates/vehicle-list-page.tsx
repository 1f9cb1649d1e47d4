import { type PageProps } from 'gatsby';
import { useTranslation } from '../i18n/TranslationProvider';
import type { ContentPageContext } from '../build/plan-content';
import { BlockList } from '../components/blocks/BlockList';
import { PageSearch } from '../components/booking/PageSearch';
import { Layout } from '../components/layout/Layout';
import { Island } from '../components/ui/Island';
import { TextWithPrices } from '../components/ui/PriceText';
import { VehicleCardView } from '../components/vehicles/VehicleCardView';
import * as vehicleStyles from '../components/vehicles/vehicles.module.css';
import { tenants } from '../config/tenants';
import { ContentHead } from './content-head';
import * as styles from './page.module.css';

/** The page types this template renders (src/build/plan-content.ts templateOfType). */
type VehicleListType =
  | 'vehicleOverviewPage'
  | 'vehicleCategoryPage'
  | 'vehicleBrandPage'
  | 'vehicleTransmissionPage'
  | 'vehicleSleepingSpotsPage';

/**
 * The vehicle overview and its category, brand, transmission and sleeping-spot pages: a list of
 * vehicles under a search of their own (header mode `search`), except for the long-term brand.
 */
export default function VehicleListPage({ pageContext }: PageProps<object, ContentPageContext<VehicleListType>>) {
  const { t } = useTranslation();
  const { page } = pageContext;
  // The overview page has an introduction, the pages under it a description.
  const lead = page._type === 'vehicleOverviewPage' ? page.intro : page.description;
  const vehicles = pageContext.vehicles ?? [];
  // The long-term brand has no search entry (spec §1).
  const hasSearch = !tenants[pageContext.tenant].isMinimalHeader;
  return (
    <Layout context={pageContext} alternates={pageContext.alternates} headerMode={hasSearch ? 'search' : 'home'}>
      <header className={styles.header}>
        <h1>{page.title}</h1>
        {lead ? (
          <p className={styles.lead}>
            <TextWithPrices text={lead} />
          </p>
        ) : null}
        <p className={styles.meta}>{t('vehicles.count', { count: vehicles.length })}</p>
      </header>
      {hasSearch ? <PageSearch language={pageContext.language} className={styles.section} /> : null}
      <div className={styles.section}>
        {/* The cards hydrate in a turn of their own after the page's (decision 051). */}
        <Island name="vehicles">
          <ul className={vehicleStyles.grid}>
            {vehicles.map((vehicle) => (
              <li key={vehicle.path}>
                <VehicleCardView
                  vehicle={vehicle}
                  {...(tenants[pageContext.tenant].offersLeases ? { leaseIn: pageContext.language } : {})}
                />
              </li>
            ))}
          </ul>
        </Island>
      </div>
      <BlockList blocks={page.content} />
    </Layout>
  );
}

export const Head = ContentHead;
