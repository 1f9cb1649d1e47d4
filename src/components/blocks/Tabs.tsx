import { useId, useState, type KeyboardEvent } from 'react';
import type { TabsBlock } from '../../content/types';
import type { Resolved } from '../../content/resolved';
import { TextWithPrices } from '../ui/PriceText';
import { RichText } from './RichText';
import * as styles from './blocks.module.css';

/** Tabs with the WAI-ARIA tab pattern: arrow keys move between tabs, Home and End jump. */
export function Tabs({ block }: { block: Resolved<TabsBlock> }) {
  const [selected, setSelected] = useState(0);
  const id = useId();
  const onKeyDown = (event: KeyboardEvent<HTMLButtonElement>) => {
    const last = block.tabs.length - 1;
    const next =
      event.key === 'ArrowRight'
        ? selected === last
          ? 0
          : selected + 1
        : event.key === 'ArrowLeft'
          ? selected === 0
            ? last
            : selected - 1
          : event.key === 'Home'
            ? 0
            : event.key === 'End'
              ? last
              : null;
    if (next === null) return;
    event.preventDefault();
    setSelected(next);
    document.getElementById(`${id}-tab-${next}`)?.focus();
  };
  return (
    <section className={styles.block} id={block.anchorId}>
      <div role="tablist" className={styles.tablist}>
        {block.tabs.map((tab, index) => (
          <button
            key={tab._key}
            id={`${id}-tab-${index}`}
            type="button"
            role="tab"
            aria-selected={index === selected}
            aria-controls={`${id}-panel-${index}`}
            tabIndex={index === selected ? 0 : -1}
            onClick={() => setSelected(index)}
            onKeyDown={onKeyDown}
          >
            <TextWithPrices text={tab.title} />
          </button>
        ))}
      </div>
      {block.tabs.map((tab, index) => (
        <div
          key={tab._key}
          id={`${id}-panel-${index}`}
          role="tabpanel"
          aria-labelledby={`${id}-tab-${index}`}
          hidden={index !== selected}
          className={styles.tabpanel}
        >
          <RichText value={tab.block} />
        </div>
      ))}
    </section>
  );
}
