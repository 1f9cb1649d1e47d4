import type { AccordionBlock, FaqBlock } from '../../content/types';
import type { Resolved } from '../../content/resolved';
import { RichText } from './RichText';
import * as styles from './blocks.module.css';
import { TextWithPrices } from '../ui/PriceText';
import { BlockTitle } from './BlockTitle';

/**
 * Questions and answers as `<details>` sharing one `name`: the browser keeps only one open at a
 * time (spec §4), and without JavaScript every answer can still be opened.
 */
export function Accordion({ block }: { block: Resolved<AccordionBlock> | Resolved<FaqBlock> }) {
  return (
    <section className={styles.block} id={block.anchorId}>
      <BlockTitle title={block.title} />
      <div className={styles.accordion}>
        {block.items.map((item) => (
          <details key={item._key} name={`accordion-${block._key}`} className={styles.accordionItem}>
            <summary>
              <TextWithPrices text={item.question} />
            </summary>
            <div className={styles.accordionAnswer}>
              <RichText value={item.answer} />
            </div>
          </details>
        ))}
      </div>
    </section>
  );
}
