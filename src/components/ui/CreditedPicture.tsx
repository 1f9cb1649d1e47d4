import type { ComponentProps } from 'react';
import { RichText } from '../blocks/RichText';
import { Picture } from './Picture';
import * as styles from './CreditedPicture.module.css';

/**
 * A content picture with its copyright credit under it when the editor marked it copyrighted
 * (spec §3 Image: copyright flag "yes" and a rich-text credit); otherwise the plain picture.
 */
export function CreditedPicture(props: ComponentProps<typeof Picture>) {
  const { image } = props;
  if (!image?.copyright || !image.copyrightText?.length) return <Picture {...props} />;
  return (
    <figure className={styles.figure}>
      <Picture {...props} />
      <figcaption className={styles.credit}>
        <span aria-hidden="true">© </span>
        <RichText value={image.copyrightText} />
      </figcaption>
    </figure>
  );
}
