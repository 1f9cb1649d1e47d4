import { type HeadProps, type PageProps } from 'gatsby';
import { useTranslation } from '../i18n/TranslationProvider';
import type { BasePageContext } from '../build/pages';
import type { ContentPageContext } from '../build/plan-content';
import { BlockList } from '../components/blocks/BlockList';
import { PageSearch } from '../components/booking/PageSearch';
import { Layout } from '../components/layout/Layout';
import { Seo } from '../components/seo/Seo';
import { Picture } from '../components/ui/Picture';
import { TextWithPrices } from '../components/ui/PriceText';
import { tenants } from '../config/tenants';
import { createTranslator } from '../i18n/translate';
import { ContentHead } from './content-head';
import * as styles from './home-page.module.css';

type HomePageContext = BasePageContext & Partial<Pick<ContentPageContext<'homePage'>, 'page' | 'alternates'>>;

const benefitKeys = ['airport', 'kilometres', 'checkin'] as const;

/**
 * The home page of a brand in one language: the editor's hero and blocks, or, for a language
 * without a home page document, the brand's standard introduction.
 */
export default function HomePage({ pageContext }: PageProps<object, HomePageContext>) {
  const { t } = useTranslation();
  const home = pageContext.page;
  const heroImage = home?.hero.image;
  return (
    <Layout context={pageContext} alternates={pageContext.alternates} headerMode={heroImage ? 'transparent' : 'home'}>
      <section
        className={heroImage ? `${styles.hero} ${styles.underHeader}` : styles.hero}
        aria-labelledby="home-title"
      >
        {heroImage ? <Picture image={heroImage} priority sizes="100vw" className={styles.heroImage} /> : null}
        <div className={styles.heroInner}>
          <h1 id="home-title">{home?.hero.title ?? t(`home.${pageContext.tenant}.title`)}</h1>
          <p className={styles.lead}>
            {home?.hero.text ? <TextWithPrices text={home.hero.text} /> : t(`home.${pageContext.tenant}.lead`)}
          </p>
        </div>
      </section>
      {tenants[pageContext.tenant].isMinimalHeader ? null : (
        <PageSearch language={pageContext.language} className={styles.search} />
      )}
      {home ? (
        <BlockList blocks={home.content} />
      ) : (
        <section className={styles.benefits} aria-labelledby="benefits-title">
          <h2 id="benefits-title">{t('home.benefitsTitle')}</h2>
          <ul>
            {benefitKeys.map((key) => (
              <li key={key}>{t(`home.benefits.${key}`)}</li>
            ))}
          </ul>
        </section>
      )}
    </Layout>
  );
}

export function Head(props: HeadProps<object, HomePageContext>) {
  const { pageContext, location } = props;
  if (pageContext.page) return <ContentHead {...(props as HeadProps<object, ContentPageContext>)} />;
  // The Head API renders outside the page's providers: translate from the page context directly.
  const t = createTranslator(pageContext.strings ?? {}, undefined, pageContext.language);
  const tenant = tenants[pageContext.tenant];
  return (
    <Seo
      context={pageContext}
      pageKind="homePage"
      location={location}
      title={`${t(`home.${tenant.id}.title`)} | ${tenant.name}`}
      description={t(`home.${tenant.id}.description`)}
    />
  );
}
