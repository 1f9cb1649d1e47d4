import { useTranslation } from '../../i18n/TranslationProvider';
import type { CarouselBlock } from '../../content/types';
import type { Resolved } from '../../content/resolved';
import { Picture } from '../ui/Picture';
import { SmartLink } from '../ui/SmartLink';
import * as styles from './blocks.module.css';
import { TextWithPrices } from '../ui/PriceText';
import { BlockTitle, blockLabel } from './BlockTitle';

/**
 * Slides in a row that scrolls and snaps (touch, trackpad, keyboard: the strip takes focus) with CSS
 * alone. Previous and Next only add to that: the document's click listener of block-controls.ts (an
 * inline script, so they work before the page has hydrated) scrolls the strip; without JavaScript they
 * are hidden (`data-js-only`, gatsby-ssr.tsx).
 */
export function Carousel({ block }: { block: Resolved<CarouselBlock> }) {
  const { t } = useTranslation();
  return (
    <section className={styles.block} id={block.anchorId} data-carousel="">
      <BlockTitle title={block.title} />
      <div
        data-carousel-track=""
        className={styles.carouselViewport}
        role="region"
        aria-label={blockLabel(block.title)}
        tabIndex={0}
      >
        <ul className={styles.carousel}>
          {block.slides.map((slide) => (
            <li key={slide._key} className={styles.slide}>
              <Picture image={slide.image} sizes="(min-width: 1000px) 400px, 80vw" />
              {slide.title ? (
                <h3>
                  <TextWithPrices text={slide.title} />
                </h3>
              ) : null}
              {slide.text ? (
                <p>
                  <TextWithPrices text={slide.text} />
                </p>
              ) : null}
              {slide.link ? (
                <SmartLink link={slide.link}>
                  <TextWithPrices text={slide.title ?? slide.text ?? ''} />
                </SmartLink>
              ) : null}
            </li>
          ))}
        </ul>
      </div>
      <div className={styles.carouselButtons} data-js-only="">
        <button type="button" data-carousel-step="-1">
          {t('blocks.previous')}
        </button>
        <button type="button" data-carousel-step="1">
          {t('blocks.next')}
        </button>
      </div>
    </section>
  );
}
