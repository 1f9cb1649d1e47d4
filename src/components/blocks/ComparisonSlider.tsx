import { useEffect, useRef, useState } from 'react';
import { useTranslation } from '../../i18n/TranslationProvider';
import { comparisonSlider } from '../../config/constants';
import type { ComparisonSliderBlock } from '../../content/types';
import type { Resolved } from '../../content/resolved';
import { Picture } from '../ui/Picture';
import * as styles from './blocks.module.css';
import { BlockTitle } from './BlockTitle';

/** Where the handle starts, in percent. */
const startPosition = 51;

/** Two pictures over each other and a handle between 3 and 97 percent, in steps of 3 (spec §4, §9): a range input, so keys work. */
export function ComparisonSlider({ block }: { block: Resolved<ComparisonSliderBlock> }) {
  const { t } = useTranslation();
  const [position, setPosition] = useState(startPosition);
  const range = useRef<HTMLInputElement>(null);
  // The served range input moves without the page's code: a handle moved before hydration (which keeps
  // the input's value) is where the pictures are cut once the page runs (issue 30, decision 040).
  useEffect(() => {
    const moved = Number(range.current?.value ?? startPosition);
    if (moved !== startPosition) setPosition(moved);
  }, []);
  return (
    <section className={styles.block} id={block.anchorId}>
      <BlockTitle title={block.title} />
      <div className={styles.comparison} style={{ ['--position' as string]: `${position}%` }}>
        <Picture image={block.after} sizes="(min-width: 1000px) 1200px, 100vw" />
        <div className={styles.comparisonBefore}>
          <Picture image={block.before} sizes="(min-width: 1000px) 1200px, 100vw" />
        </div>
        <input
          ref={range}
          type="range"
          min={comparisonSlider.min}
          max={comparisonSlider.max}
          step={comparisonSlider.step}
          value={position}
          onChange={(event) => setPosition(Number(event.target.value))}
          aria-label={t('blocks.comparison')}
          aria-valuetext={`${block.beforeLabel ?? ''} ${position}% · ${block.afterLabel ?? ''} ${100 - position}%`}
          className={styles.comparisonRange}
        />
      </div>
      <p className={styles.comparisonLabels}>
        <span>{block.beforeLabel}</span>
        <span>{block.afterLabel}</span>
      </p>
    </section>
  );
}
