import { Link, type HeadProps, type PageProps } from 'gatsby';
import { useSyncExternalStore } from 'react';
import { useTranslation } from '../i18n/TranslationProvider';
import type { BasePageContext } from '../build/pages';
import { RichText } from '../components/blocks/RichText';
import { Layout } from '../components/layout/Layout';
import type { PortableText } from '../content/types';
import type { Resolved } from '../content/resolved';
import { Seo } from '../components/seo/Seo';
import { tenants } from '../config/tenants';
import { homePath } from '../domain/paths';
import { statusTitle } from '../domain/text';
import * as styles from './not-found-page.module.css';

const neverChanges = () => () => undefined;

/**
 * The 404 page of one language (spec §8: "Page not found: {path}"). The static HTML is served for
 * every unmatched path, so the requested path is read from the address once in the browser.
 */
type NotFoundPageContext = BasePageContext & { notFoundText?: Resolved<PortableText> };

export default function NotFoundPage({ pageContext, location }: PageProps<object, NotFoundPageContext>) {
  const { t } = useTranslation();
  // null while rendering the static HTML, the visited path once hydrated in the browser.
  const path = useSyncExternalStore(
    neverChanges,
    () => location.pathname,
    () => null,
  );
  return (
    <Layout context={pageContext}>
      <div className={styles.body}>
        <h1>{t('notFound.title')}</h1>
        <p role="status">{path === null ? t('notFound.title') : t('notFound.message', { path })}</p>
        <RichText value={pageContext.notFoundText} />
        <p>
          <Link to={homePath(pageContext.language)}>{t('notFound.backHome')}</Link>
        </p>
      </div>
    </Layout>
  );
}

export function Head({ pageContext }: HeadProps<object, BasePageContext>) {
  return <Seo context={pageContext} title={`${statusTitle(404)} | ${tenants[pageContext.tenant].name}`} isErrorPage />;
}
