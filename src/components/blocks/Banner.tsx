import type { BannerBlock } from '../../content/types';
import type { Resolved } from '../../content/resolved';
import { Picture } from '../ui/Picture';
import { TextWithPrices } from '../ui/PriceText';
import { SmartLink } from '../ui/SmartLink';
import * as styles from './blocks.module.css';

/** A banner with a picture beside the text, or text alone on the brand colour (spec §3 Banner). */
export function Banner({ block }: { block: Resolved<BannerBlock> }) {
  return (
    <section className={`${styles.block} ${styles.banner}`} data-type={block.type} id={block.anchorId}>
      {block.type === 'picture' ? (
        <Picture image={block.image} className={styles.bannerImage} sizes="(min-width: 1000px) 600px, 100vw" />
      ) : null}
      <div className={styles.bannerText}>
        {block.overline ? (
          <p className={styles.overline}>
            <TextWithPrices text={block.overline} />
          </p>
        ) : null}
        <h2>
          <TextWithPrices text={block.title} />
        </h2>
        {block.description ? (
          <p>
            <TextWithPrices text={block.description} />
          </p>
        ) : null}
        {block.button ? (
          <SmartLink link={block.button.customLink} className={styles.button}>
            {block.button.label}
          </SmartLink>
        ) : null}
      </div>
    </section>
  );
}
