import { imageDefaultSizes, imageDesktopPictureFromPx } from '../../config/constants';
import type { ResponsiveImage } from '../../content/images';

/** Spec §9: the 1200 px picture from a 600 px wide window, the 600 px one below it. */
const defaultSizes = `(min-width: ${imageDesktopPictureFromPx}px) ${imageDefaultSizes[1]}, ${imageDefaultSizes[0]}`;

interface PictureProps {
  image: ResponsiveImage | null | undefined;
  /** How wide the picture is shown, for the browser's choice among the widths (spec §9 default sizes). */
  sizes?: string;
  /** Above the fold: load at once with high priority; otherwise lazily. */
  priority?: boolean;
  className?: string;
}

/**
 * Every content picture goes through here: explicit width and height (no layout shift), WebP widths
 * in srcset, lazy loading below the fold, and the editor's alt text.
 */
export function Picture({ image, sizes = defaultSizes, priority = false, className }: PictureProps) {
  if (!image) return null;
  return (
    <img
      src={image.src}
      srcSet={image.srcSet}
      sizes={sizes}
      width={image.width}
      height={image.height}
      alt={image.alt}
      title={image.title}
      loading={priority ? 'eager' : 'lazy'}
      decoding={priority ? 'sync' : 'async'}
      // React 18 knows the attribute only in lowercase.
      {...{ fetchpriority: priority ? 'high' : 'auto' }}
      className={className}
    />
  );
}
