import { useTranslation } from '../../i18n/TranslationProvider';
import type { GalleryBlock } from '../../content/types';
import type { Resolved } from '../../content/resolved';
import { Picture } from '../ui/Picture';
import { SmartLink } from '../ui/SmartLink';
import * as styles from './blocks.module.css';
import { BlockTitle } from './BlockTitle';

/** A grid of pictures; each opens in full size (`modal`), follows its link (`link`), or nothing (spec §3). */
export function Gallery({ block }: { block: Resolved<GalleryBlock> }) {
  const { t } = useTranslation();
  return (
    <section className={styles.block} id={block.anchorId}>
      <BlockTitle title={block.title} />
      <ul className={styles.gallery}>
        {block.items.map(({ _key, image, link }) => {
          const picture = <Picture image={image} sizes="(min-width: 1000px) 400px, 50vw" />;
          return (
            <li key={_key}>
              {block.mediaType === 'modal' ? (
                <a href={image.src} aria-label={t('blocks.openImage', { alt: image.alt })}>
                  {picture}
                </a>
              ) : block.mediaType === 'link' && link ? (
                <SmartLink link={link}>{picture}</SmartLink>
              ) : (
                picture
              )}
            </li>
          );
        })}
      </ul>
    </section>
  );
}
