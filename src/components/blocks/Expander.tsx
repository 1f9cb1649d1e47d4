import { useId, useState } from 'react';
import { useTranslation } from '../../i18n/TranslationProvider';
import { expanderVisibleRows } from '../../config/constants';
import type { ExpanderBlock } from '../../content/types';
import type { Resolved } from '../../content/resolved';
import { RichText } from './RichText';
import * as styles from './blocks.module.css';
import { BlockTitle } from './BlockTitle';

/** Long text cut to a few rows (5 by default, spec §9) with Show more / Show less (spec §4). */
export function Expander({ block }: { block: Resolved<ExpanderBlock> }) {
  const { t } = useTranslation();
  const [expanded, setExpanded] = useState(false);
  const id = useId();
  return (
    <section className={styles.block} id={block.anchorId}>
      <BlockTitle title={block.title} />
      <div
        id={id}
        className={styles.expander}
        data-expanded={expanded ? 'true' : 'false'}
        style={{ ['--rows' as string]: String(block.visibleRows ?? expanderVisibleRows) }}
      >
        <RichText value={block.body} />
      </div>
      <button type="button" aria-expanded={expanded} aria-controls={id} onClick={() => setExpanded((value) => !value)}>
        {expanded ? t('blocks.showLess') : t('blocks.showMore')}
      </button>
    </section>
  );
}
