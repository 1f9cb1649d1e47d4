import { useRef, useState } from 'react';
import { useTranslation } from '../../i18n/TranslationProvider';
import type { GalleryBlock } from '../../content/types';
import type { Resolved } from '../../content/resolved';
import { Picture } from '../ui/Picture';
import { SmartLink } from '../ui/SmartLink';
import * as styles from './blocks.module.css';
import { BlockTitle } from './BlockTitle';

/**
 * A grid of pictures; each opens in full size in a dialog (`modal`), follows its link (`link`), or
 * nothing (spec §3). Without JavaScript a `modal` picture's link opens the image file itself.
 */
export function Gallery({ block }: { block: Resolved<GalleryBlock> }) {
  const { t } = useTranslation();
  const dialog = useRef<HTMLDialogElement>(null);
  const opener = useRef<HTMLAnchorElement | null>(null);
  const [shown, setShown] = useState<Resolved<GalleryBlock>['items'][number]['image'] | null>(null);
  return (
    <section className={styles.block} id={block.anchorId}>
      <BlockTitle title={block.title} />
      <ul className={styles.gallery}>
        {block.items.map(({ _key, image, link }) => {
          const picture = <Picture image={image} sizes="(min-width: 1000px) 400px, 50vw" />;
          return (
            <li key={_key}>
              {block.mediaType === 'modal' ? (
                <a
                  href={image.src}
                  aria-label={t('blocks.openImage', { alt: image.alt })}
                  aria-haspopup="dialog"
                  onClick={(event) => {
                    event.preventDefault();
                    opener.current = event.currentTarget;
                    setShown(image);
                    dialog.current?.showModal();
                  }}
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
      {block.mediaType === 'modal' ? (
        <dialog
          ref={dialog}
          className={styles.galleryDialog}
          aria-label={shown?.alt ?? ''}
          onClose={() => {
            setShown(null);
            opener.current?.focus();
          }}
        >
          <button type="button" className={styles.galleryClose} onClick={() => dialog.current?.close()}>
            {t('blocks.closeImage')}
          </button>
          {shown ? <img src={shown.src} alt={shown.alt} className={styles.galleryLarge} /> : null}
        </dialog>
      ) : null}
    </section>
  );
}
