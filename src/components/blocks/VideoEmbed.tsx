import { useEffect, useState } from 'react';
import { useTranslation } from '../../i18n/TranslationProvider';
import type { VideoBlock } from '../../content/types';
import { youtubeId } from '../../domain/text';
import * as styles from './blocks.module.css';

/** How long the player may take to load before the visitor is offered YouTube instead. */
export const playerLoadTimeoutMs = 10_000;

interface VideoEmbedProps {
  block: VideoBlock;
  /** Called when the player fails to load (spec §8: the player emits an error event). */
  onError?: (error: Error) => void;
}

/**
 * A YouTube video that loads nothing from YouTube until the visitor asks: a poster button first,
 * then the privacy-enhanced player. A link to YouTube replaces the player if it fails to load.
 */
export function VideoEmbed({ block, onError }: VideoEmbedProps) {
  const { t } = useTranslation();
  const [state, setState] = useState<'poster' | 'playing' | 'loaded' | 'failed'>('poster');
  const id = youtubeId(block.url);

  // An iframe reports no network failure, so a player that has not loaded in time counts as failed.
  useEffect(() => {
    if (state !== 'playing') return undefined;
    const timer = window.setTimeout(() => {
      setState('failed');
      onError?.(new Error(`The video player for ${id ?? block.url} did not load`));
    }, playerLoadTimeoutMs);
    return () => window.clearTimeout(timer);
  }, [state, id, block.url, onError]);

  if (!id) return null;
  const watchUrl = `https://www.youtube.com/watch?v=${id}`;
  return (
    <section className={styles.block} id={block.anchorId}>
      <h2>{block.title}</h2>
      <div className={styles.video}>
        {state === 'poster' ? (
          <button type="button" className={styles.videoPoster} onClick={() => setState('playing')}>
            <span aria-hidden="true" className={styles.play}>
              ▶
            </span>
            <span>{t('blocks.playVideo', { title: block.title })}</span>
          </button>
        ) : null}
        {state === 'playing' || state === 'loaded' ? (
          <iframe
            src={`https://www.youtube-nocookie.com/embed/${id}?autoplay=1`}
            title={block.title}
            allow="autoplay; encrypted-media; picture-in-picture"
            allowFullScreen
            onLoad={() => setState('loaded')}
          />
        ) : null}
        {state === 'failed' ? (
          <p role="alert">
            {t('blocks.videoFailed')} <a href={watchUrl}>{t('blocks.watchOnYouTube')}</a>
          </p>
        ) : null}
      </div>
      <noscript>
        <a href={watchUrl}>{t('blocks.watchOnYouTube')}</a>
      </noscript>
    </section>
  );
}
