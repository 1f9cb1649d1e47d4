import { lazy, Suspense, useEffect, useState } from 'react';
import { whenIdle } from '../../browser/after-page-load';
import { useTranslation } from '../../i18n/TranslationProvider';
import * as styles from './search-shell.module.css';

const SearchEntry = lazy(() => import('./SearchEntry'));

/**
 * The search bar of a content page (spec §2), loaded once the page is idle so its machines and
 * calendar are in no page's first-load JavaScript. Until then, and without JavaScript, a box of the
 * same size holds its place (no layout shift) with a link to the booking pages.
 */
export function LazySearch({ bookPath }: { bookPath: string }) {
  const { t } = useTranslation();
  const [wanted, setWanted] = useState(false);
  useEffect(() => {
    whenIdle(() => setWanted(true));
  }, []);
  const shell = (
    <div className={styles.shell}>
      <a className={styles.shellLink} href={bookPath}>
        {t('search.shell')}
      </a>
    </div>
  );
  if (!wanted) return shell;
  return (
    <Suspense fallback={shell}>
      <div className={styles.loaded}>
        <SearchEntry variant="hero" />
      </div>
    </Suspense>
  );
}
