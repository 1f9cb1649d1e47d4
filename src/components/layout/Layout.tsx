import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { BasePageContext } from '../../build/pages';
import { SiteFooter } from './SiteFooter';
import { SiteHeader } from './SiteHeader';
import * as styles from './Layout.module.css';

interface LayoutProps {
  context: BasePageContext;
  children: ReactNode;
}

/** Page frame: skip link, header, the page's main content and footer. */
export function Layout({ context, children }: LayoutProps) {
  const { t } = useTranslation();
  return (
    <>
      <a className={styles.skipLink} href="#main">
        {t('skipToContent')}
      </a>
      <SiteHeader context={context} />
      <main id="main" className={styles.main} tabIndex={-1}>
        {children}
      </main>
      <SiteFooter context={context} />
    </>
  );
}
