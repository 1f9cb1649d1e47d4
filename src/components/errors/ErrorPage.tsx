import { Link } from 'gatsby';
import { Component, lazy, Suspense, useEffect, useState, type ReactNode } from 'react';
import type { BasePageContext } from '../../build/pages';
import type { PortableText } from '../../content/types';
import type { Resolved } from '../../content/resolved';
import { tenants } from '../../config/tenants';
import { homePath, localePrefix } from '../../domain/paths';
import { statusTitle } from '../../domain/text';
import { useTranslation } from '../../i18n/TranslationProvider';
import { Layout } from '../layout/Layout';
import * as styles from '../../templates/not-found-page.module.css';

// The rich-text renderer is loaded only when an error page is shown.
const RichText = lazy(() => import('../blocks/RichText').then((module) => ({ default: module.RichText })));

type NotFoundText = Resolved<PortableText>;

/**
 * The not-found text of a language (the `notFound` document), read from the page data of that
 * language's 404 page, where gatsby-node put it: the error page needs it only when an error happens.
 */
export async function fetchNotFoundText(language: string): Promise<NotFoundText | null> {
  const response = await fetch(`/page-data${localePrefix(language)}/404/page-data.json`);
  if (!response.ok) return null;
  const data = (await response.json()) as { result?: { pageContext?: { notFoundText?: NotFoundText } } };
  return data.result?.pageContext?.notFoundText ?? null;
}

/** Shows nothing instead of its children when they fail (the rich text's chunk cannot be loaded). */
class Quietly extends Component<{ children: ReactNode }, { failed: boolean }> {
  override state = { failed: false };
  static getDerivedStateFromError() {
    return { failed: true };
  }
  override render() {
    return this.state.failed ? null : this.props.children;
  }
}

function NotFoundBody({ language }: { language: string }) {
  const [text, setText] = useState<NotFoundText | null>(null);
  useEffect(() => {
    let current = true;
    fetchNotFoundText(language)
      .then((value) => current && setText(value))
      .catch(() => undefined);
    return () => {
      current = false;
    };
  }, [language]);
  if (!text) return null;
  return (
    <Quietly>
      <Suspense fallback={null}>
        <RichText value={text} />
      </Suspense>
    </Quietly>
  );
}

/**
 * The error page (spec §2: header, a rich-text body for not-found, footer): the site's frame around
 * a heading, the content's not-found text and a link home. Without the page's context (a page that
 * failed before it had one) the heading and link stand alone.
 */
export function ErrorPage({ context }: { context: Partial<BasePageContext> }) {
  const { t, language } = useTranslation();
  useErrorTitle(context);
  const body = (
    <div className={styles.body} data-testid="error-page">
      <h1>{t('clientChrome.errorTitle')}</h1>
      <NotFoundBody language={language} />
      <p>
        <Link to={homePath(language)}>{t('notFound.backHome')}</Link>
      </p>
    </div>
  );
  if (!context.i18n || !context.language || !context.tenant || !context.siteUrl) return <main id="main">{body}</main>;
  return <Layout context={context as BasePageContext}>{body}</Layout>;
}

/**
 * The window's title of a page that failed to render: status code plus message (spec §2), then the
 * brand, as the not-found page's. Without it the failed page's own title stays (issue 30).
 */
export function useErrorTitle(context: Partial<BasePageContext>): void {
  const brand = context.tenant ? tenants[context.tenant].name : null;
  useEffect(() => {
    document.title = brand ? `${statusTitle(500)} | ${brand}` : statusTitle(500);
  }, [brand]);
}
