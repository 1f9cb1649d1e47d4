import { useState } from 'react';
import { useTranslation } from '../../i18n/TranslationProvider';
import { comparisonSlider } from '../../config/constants';
import type { ComparisonSliderBlock } from '../../content/types';
import type { Resolved } from '../../content/resolved';
import { Picture } from '../ui/Picture';
import * as styles from './blocks.module.css';
import { BlockTitle } from './BlockTitle';

/** Two pictures over each other and a handle between 3 and 97 percent, in steps of 3 (spec §4, §9): a range input, so keys work. */
export function ComparisonSlider({ block }: { block: Resolved<ComparisonSliderBlock> }) {
  const { t } = useTranslation();
  const [position, setPosition] = useState(51);
  return (
    <section className={styles.block} id={block.anchorId}>
      <BlockTitle title={block.title} />
      <div className={styles.comparison} style={{ ['--position' as string]: `${position}%` }}>
        <Picture image={block.after} sizes="(min-width: 1000px) 1200px, 100vw" />
        <div className={styles.comparisonBefore}>
          <Picture image={block.before} sizes="(min-width: 1000px) 1200px, 100vw" />
        </div>
        <input
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
