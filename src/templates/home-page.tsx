import { graphql, type HeadProps, type PageProps } from 'gatsby';
import { useTranslation } from 'react-i18next';
import type { BasePageContext } from '../build/pages';
import { Layout } from '../components/layout/Layout';
import { Seo } from '../components/seo/Seo';
import { tenants } from '../config/tenants';
import { headTranslator, type LocaleQueryData } from '../i18n/locale-data';
import * as styles from './home-page.module.css';

const benefitKeys = ['airport', 'kilometres', 'checkin'] as const;

/** The home page of a brand in one language. */
export default function HomePage({ pageContext }: PageProps<LocaleQueryData, BasePageContext>) {
  const { t } = useTranslation();
  const tenant = pageContext.tenant;
  return (
    <Layout context={pageContext}>
      <section className={styles.hero} aria-labelledby="home-title">
        <div className={styles.heroInner}>
          <h1 id="home-title">{t(`home.${tenant}.title`)}</h1>
          <p className={styles.lead}>{t(`home.${tenant}.lead`)}</p>
        </div>
      </section>
      <section className={styles.benefits} aria-labelledby="benefits-title">
        <h2 id="benefits-title">{t('home.benefitsTitle')}</h2>
        <ul>
          {benefitKeys.map((key) => (
            <li key={key}>{t(`home.benefits.${key}`)}</li>
          ))}
        </ul>
      </section>
    </Layout>
  );
}

export function Head({ data, pageContext }: HeadProps<LocaleQueryData, BasePageContext>) {
  const t = headTranslator(data, pageContext.language);
  const tenant = tenants[pageContext.tenant];
  return (
    <Seo
      context={pageContext}
      title={`${t(`home.${tenant.id}.title`)} | ${tenant.name}`}
      description={t(`home.${tenant.id}.description`)}
    />
  );
}

export const query = graphql`
  query HomePage($language: String!) {
    locales: allLocale(filter: { language: { eq: $language } }) {
      edges {
        node {
          ns
          data
          language
        }
      }
    }
  }
`;
