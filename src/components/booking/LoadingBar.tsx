import { useEffect, useState } from 'react';
import { loadingIndicator } from '../../config/constants';
import { useTranslation } from '../../i18n/TranslationProvider';
import * as styles from './booking.module.css';

/**
 * The loading indicator of spec §9: a 4 px orange bar at the top, shown only when loading lasts
 * longer than the 200 ms throttle, growing over 2000 ms. Screen readers hear "Loading" once.
 */
export function LoadingBar({ active }: { active: boolean }) {
  const { t } = useTranslation();
  const [shown, setShown] = useState(false);
  useEffect(() => {
    if (!active) {
      setShown(false);
      return undefined;
    }
    const timer = window.setTimeout(() => setShown(true), loadingIndicator.throttleMs);
    return () => window.clearTimeout(timer);
  }, [active]);
  return (
    <div className={styles.loadingBar} data-shown={shown} role="status" aria-live="polite">
      {shown ? <span className={styles.visuallyHidden}>{t('booking.loading')}</span> : null}
    </div>
  );
}
