import type { QuoteBlock } from '../../content/types';
import { TextWithPrices } from '../ui/PriceText';
import * as styles from './blocks.module.css';

/** A quotation with its author (spec §1 quote block). */
export function Quote({ block }: { block: QuoteBlock }) {
  return (
    <figure className={`${styles.block} ${styles.quote}`} id={block.anchorId}>
      <blockquote>
        <p>
          <TextWithPrices text={block.quote} />
        </p>
      </blockquote>
      {block.author ? (
        <figcaption>
          {block.author}
          {block.role ? `, ${block.role}` : ''}
        </figcaption>
      ) : null}
    </figure>
  );
}
