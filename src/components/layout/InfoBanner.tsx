import { useEffect, useRef } from 'react';
import type { BannerSettings } from '../../content/types';
import type { Resolved } from '../../content/resolved';
import { RichText } from '../blocks/RichText';
import * as styles from './InfoBanner.module.css';

interface InfoBannerProps {
  banner: Resolved<BannerSettings>;
  moreLabel: string;
}

/**
 * The info banner above the header (spec §2, §5: shown only when active and its template has a
 * title). Its longer text opens below it and closes on a click outside.
 */
export function InfoBanner({ banner, moreLabel }: InfoBannerProps) {
  const details = useRef<HTMLDetailsElement>(null);
  useEffect(() => {
    const onClick = (event: MouseEvent) => {
      if (details.current?.open && !details.current.contains(event.target as Node)) details.current.open = false;
    };
    document.addEventListener('click', onClick);
    return () => document.removeEventListener('click', onClick);
  }, []);
  if (!banner.active || !banner.template.title) return null;
  const hasMore = (banner.expanderText ?? []).length > 0;
  return (
    <aside
      className={styles.banner}
      data-important={banner.important ? 'true' : undefined}
      aria-label={banner.template.title}
    >
      {hasMore ? (
        <details ref={details} className={styles.details}>
          <summary>
            <strong>{banner.template.title}</strong> {banner.template.text}{' '}
            <span className={styles.more}>{moreLabel}</span>
          </summary>
          <div className={styles.expander}>
            <RichText value={banner.expanderText} />
          </div>
        </details>
      ) : (
        <p className={styles.line}>
          <strong>{banner.template.title}</strong> {banner.template.text}
        </p>
      )}
    </aside>
  );
}
