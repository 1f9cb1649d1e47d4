import { Slice } from 'gatsby';
import type { ReactNode } from 'react';
import { useTranslation } from '../../i18n/TranslationProvider';
import type { BasePageContext } from '../../build/pages';
import { localeCodes, type LocaleCode } from '../../config/locales';
import { localePrefix } from '../../domain/paths';
import { Island } from '../ui/Island';
import type { HeaderMode } from './SiteHeader';
import * as styles from './Layout.module.css';

interface LayoutProps {
  context: BasePageContext;
  /** The page in each language that has it; by default every language at the same path. */
  alternates?: Partial<Record<LocaleCode, string>>;
  headerMode?: HeaderMode;
  minimalFooter?: boolean;
  children: ReactNode;
}

/** Every language at the page's path without prefix, for pages that exist in all of them. */
export function sameInEveryLanguage(originalPath: string): Partial<Record<LocaleCode, string>> {
  return Object.fromEntries(localeCodes.map((code) => [code, `${localePrefix(code)}${originalPath}`]));
}

/** Page frame: skip link, the header slice of the page's language, the main content, the footer slice. */
export function Layout({ context, alternates, headerMode, minimalFooter, children }: LayoutProps) {
  const { t } = useTranslation();
  return (
    <>
      <a className={styles.skipLink} href="#main">
        {t('skipToContent')}
      </a>
      <Slice
        alias="header"
        alternates={alternates ?? sameInEveryLanguage(context.i18n.originalPath)}
        mode={headerMode}
      />
      <main id="main" className={styles.main} tabIndex={-1}>
        <Island name="main">{children}</Island>
      </main>
      <Slice alias="footer" minimal={minimalFooter} />
    </>
  );
}
