import type { ResolvedLink } from '../build/links';
import type { ResponsiveImage } from './images';
import type { Image, Link } from './types';

/**
 * A content document as components receive it: every link replaced by where it goes and every
 * image by its responsive form (src/build/links.ts, src/content/images.ts).
 */
export type Resolved<T> = T extends Link
  ? ResolvedLink
  : T extends Image
    ? ResponsiveImage
    : T extends (infer Item)[]
      ? Resolved<Item>[]
      : T extends object
        ? { [Key in keyof T]: Resolved<T[Key]> }
        : T;
