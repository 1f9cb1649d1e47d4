import { type PageProps } from 'gatsby';
import { useTranslation } from '../i18n/TranslationProvider';
import type { ContentPageContext } from '../build/plan-content';
import { BlockList } from '../components/blocks/BlockList';
import { Layout } from '../components/layout/Layout';
import { tenants } from '../config/tenants';
import { Picture } from '../components/ui/Picture';
import { TextWithPrices } from '../components/ui/PriceText';
import { LeaseLink } from '../components/lease/LeaseLink';
import { VehicleFacts } from '../components/vehicles/VehicleFacts';
import { ContentHead } from './content-head';
import * as styles from './page.module.css';

/** One vehicle model: pictures, "or similar", key facts, description and features. */
export default function VehiclePage({ pageContext }: PageProps<object, ContentPageContext<'vehiclePage'>>) {
  const { t } = useTranslation();
  const { page } = pageContext;
  const vehicle = pageContext.vehicle;
  return (
    <Layout context={pageContext} alternates={pageContext.alternates}>
      <header className={styles.header}>
        <h1>
          {page.title} <small className={styles.meta}>{t('vehicles.orSimilar')}</small>
        </h1>
        {vehicle ? <p className={styles.meta}>{vehicle.brandName}</p> : null}
      </header>
      <div className={`${styles.section} ${styles.vehicleLayout}`}>
        <Picture
          image={vehicle?.images[0]}
          priority
          sizes="(min-width: 1000px) 720px, 100vw"
          className={styles.heroImage}
        />
        <div>
          {vehicle ? (
            <>
              <h2>{t('vehicles.facts')}</h2>
              <VehicleFacts vehicle={vehicle} />
            </>
          ) : null}
          {vehicle && tenants[pageContext.tenant].offersLeases ? (
            <section aria-labelledby="lease-offer-title" className={styles.section}>
              <h2 id="lease-offer-title">{t('vehicles.leaseTitle')}</h2>
              <p>{t('vehicles.leaseText')}</p>
              <LeaseLink classCode={vehicle.classCode} name={page.title} language={pageContext.language} />
            </section>
          ) : null}
          {page.description ? (
            <p>
              <TextWithPrices text={page.description} />
            </p>
          ) : null}
          {page.features?.length ? (
            <>
              <h2>{t('vehicles.features')}</h2>
              <ul>
                {page.features.map((feature) => (
                  <li key={feature}>{feature}</li>
                ))}
              </ul>
            </>
          ) : null}
        </div>
      </div>
      <BlockList blocks={page.content} />
    </Layout>
  );
}

export const Head = ContentHead;
