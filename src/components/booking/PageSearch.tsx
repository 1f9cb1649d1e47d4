import { useTranslation } from '../../i18n/TranslationProvider';
import { localePrefix } from '../../domain/paths';
import type { LocaleCode } from '../../config/locales';
import { pageSearchAttribute } from '../layout/page-search';
import { LazySearch } from './LazySearch';
import * as styles from './search-shell.module.css';

/**
 * A page's own search section (the home page's, a vehicle list's). The header knows it by its
 * attribute: its book entry leads here while it is in view, and turns to sticky search once it is
 * scrolled past (spec §2).
 */
export function PageSearch({ language, className }: { language: LocaleCode; className?: string }) {
  const { t } = useTranslation();
  return (
    <section
      className={className ? `${styles.section} ${className}` : styles.section}
      aria-label={t('search.label')}
      {...{ [pageSearchAttribute]: '' }}
    >
      <LazySearch bookPath={`${localePrefix(language)}/book/vehicles/`} />
    </section>
  );
}
