import { Link } from 'gatsby';
import { useTranslation } from 'react-i18next';
import type { BasePageContext } from '../../build/pages';
import { localeEntry, locales } from '../../config/locales';
import { tenants } from '../../config/tenants';
import { homePath, localePrefix } from '../../domain/paths';
import * as styles from './SiteHeader.module.css';

interface SiteHeaderProps {
  context: BasePageContext;
}

/** The site header: the logo links home in the current language; the language chooser keeps the page. */
export function SiteHeader({ context }: SiteHeaderProps) {
  const { t } = useTranslation();
  const tenant = tenants[context.tenant];
  const { language, i18n } = context;
  return (
    <header className={styles.header}>
      <div className={styles.inner}>
        <Link className={styles.logo} to={homePath(language)} aria-label={t('homeLinkLabel', { brand: tenant.name })}>
          {tenant.name}
        </Link>
        {tenant.isMinimalHeader ? null : (
          <nav aria-label={t('language.chooserLabel')}>
            <ul className={styles.languages}>
              {locales.map((locale) => (
                <li key={locale.code}>
                  <Link
                    to={`${localePrefix(locale.code)}${i18n.originalPath}`}
                    hrefLang={locale.language}
                    lang={locale.language}
                    aria-current={locale.code === language ? 'true' : undefined}
                    className={styles.language}
                  >
                    <abbr title={locale.name}>{locale.code.toUpperCase()}</abbr>
                  </Link>
                </li>
              ))}
            </ul>
            <span className="visually-hidden">
              {t('language.label')}: {localeEntry(language).name}
            </span>
          </nav>
        )}
      </div>
    </header>
  );
}
