import { type RefObject, useEffect, useRef, useState } from 'react';
import { whenNearViewport } from '../../browser/near-viewport';
import { useTranslation } from '../../i18n/TranslationProvider';
import type { VideoBlock } from '../../content/types';
import { youtubeId } from '../../domain/text';
import * as styles from './blocks.module.css';
import { fetchThumbnail, oembedTimeoutMs } from './oembed';
import { pricesInEur } from '../../domain/money';
import { BlockTitle } from './BlockTitle';

/** How long the player may take to load before the visitor is offered YouTube instead. */
export const playerLoadTimeoutMs = 10_000;

/** How far below (or above) the viewport the poster may be when its thumbnail is asked for. */
export const thumbnailRootMargin = '200px';

const watchUrlOf = (videoId: string) => `https://www.youtube.com/watch?v=${videoId}`;

/**
 * The thumbnail of video `videoId` (an https address) once its oEmbed answer arrives, asked for when
 * `poster` comes near the viewport (at once without IntersectionObserver); null until then, in the
 * static HTML, and for good when the answer fails, is late or holds no https thumbnail.
 */
function useThumbnailNearViewport(poster: RefObject<HTMLElement | null>, videoId: string | null): string | null {
  const [thumbnailUrl, setThumbnailUrl] = useState<string | null>(null);
  useEffect(() => {
    const element = poster.current;
    if (!videoId || !element || typeof globalThis.fetch !== 'function') return undefined;
    const controller = new AbortController();
    let timer: number | undefined;
    const load = () => {
      timer = window.setTimeout(() => controller.abort(), oembedTimeoutMs);
      void fetchThumbnail(watchUrlOf(videoId), {
        fetch: (...args) => globalThis.fetch(...args),
        signal: controller.signal,
      }).then((url) => {
        window.clearTimeout(timer);
        // An answer after the timeout or the unmount comes too late to show.
        if (!controller.signal.aborted) setThumbnailUrl(url);
      });
    };
    const stopWatching = whenNearViewport(element, load, thumbnailRootMargin);
    return () => {
      stopWatching();
      window.clearTimeout(timer);
      controller.abort();
    };
  }, [poster, videoId]);
  return thumbnailUrl;
}

interface VideoEmbedProps {
  block: VideoBlock;
  /** Called when the player fails to load (spec §8: the player emits an error event). */
  onError?: (error: Error) => void;
}

/**
 * A YouTube video whose player loads only when the visitor asks: a poster button first (with the
 * video's thumbnail from the oEmbed endpoint once the block nears the viewport), then the
 * privacy-enhanced player. A link to YouTube replaces the player if it fails to load.
 */
export function VideoEmbed({ block, onError }: VideoEmbedProps) {
  const { t } = useTranslation();
  const [state, setState] = useState<'poster' | 'playing' | 'loaded' | 'failed'>('poster');
  const id = youtubeId(block.url);
  const frame = useRef<HTMLDivElement>(null);
  const thumbnailUrl = useThumbnailNearViewport(frame, id);

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
  const watchUrl = watchUrlOf(id);
  return (
    <section className={styles.block} id={block.anchorId}>
      <BlockTitle title={block.title} />
      <div className={styles.video} ref={frame}>
        {state === 'poster' ? (
          <button type="button" className={styles.videoPoster} onClick={() => setState('playing')}>
            {thumbnailUrl ? (
              <img
                src={thumbnailUrl}
                alt=""
                loading="lazy"
                decoding="async"
                referrerPolicy="no-referrer"
                className={styles.videoThumbnail}
              />
            ) : null}
            <span aria-hidden="true" className={styles.play}>
              ▶
            </span>
            <span>{t('blocks.playVideo', { title: pricesInEur(block.title) })}</span>
          </button>
        ) : null}
        {state === 'playing' || state === 'loaded' ? (
          <iframe
            src={`https://www.youtube-nocookie.com/embed/${id}?autoplay=1`}
            title={pricesInEur(block.title)}
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
