import { useTranslation } from '../../i18n/TranslationProvider';
import type { GalleryBlock } from '../../content/types';
import type { Resolved } from '../../content/resolved';
import { Picture } from '../ui/Picture';
import { SmartLink } from '../ui/SmartLink';
import * as styles from './blocks.module.css';
import { BlockTitle } from './BlockTitle';

/**
 * A grid of pictures; each opens in full size in a dialog (`modal`), follows its link (`link`), or
 * nothing (spec §3). A `modal` picture is a link to its file: the document's click listener of
 * block-controls.ts (an inline script, so it works before the page has hydrated) opens the file in the
 * dialog instead, and puts focus back on the link when it closes. Without JavaScript the link opens the
 * file itself (docs/decisions/040).
 */
export function Gallery({ block }: { block: Resolved<GalleryBlock> }) {
  const { t } = useTranslation();
  const modal = block.mediaType === 'modal';
  return (
    <section className={styles.block} id={block.anchorId} data-gallery={modal ? '' : undefined}>
      <BlockTitle title={block.title} />
      <ul className={styles.gallery}>
        {block.items.map(({ _key, image, link }) => {
          const picture = <Picture image={image} sizes="(min-width: 1000px) 400px, 50vw" />;
          return (
            <li key={_key}>
              {modal ? (
                <a
                  href={image.src}
                  aria-label={t('blocks.openImage', { alt: image.alt })}
                  aria-haspopup="dialog"
                  data-gallery-open=""
                >
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
      {modal ? (
        <dialog className={styles.galleryDialog} data-gallery-dialog="">
          <button type="button" className={styles.galleryClose} data-gallery-close="">
            {t('blocks.closeImage')}
          </button>
          {/* The picture is put here when the dialog opens (block-controls.ts). */}
          <div className={styles.galleryLarge} data-gallery-frame="" />
        </dialog>
      ) : null}
    </section>
  );
}
