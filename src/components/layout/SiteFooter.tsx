import { useTranslation } from 'react-i18next';
import type { BasePageContext } from '../../build/pages';
import { tenants } from '../../config/tenants';
import { translateWithNode } from '../../i18n/with-node';
import * as styles from './SiteFooter.module.css';

interface SiteFooterProps {
  context: BasePageContext;
}

/** The site footer: contact and copyright (the copyright year is the current year, spec §9). */
export function SiteFooter({ context }: SiteFooterProps) {
  const { t } = useTranslation();
  const tenant = tenants[context.tenant];
  const company = tenant.company?.name ?? tenant.name;
  return (
    <footer className={styles.footer}>
      <div className={styles.inner}>
        <p>{translateWithNode(t, 'footer.contact', 'email', <a href={`mailto:${tenant.email}`}>{tenant.email}</a>)}</p>
        <p>{t('footer.copyright', { year: new Date().getFullYear(), company })}</p>
      </div>
    </footer>
  );
}
