import { createImageUrlBuilder } from '@sanity/image-url';
import { imageBreakpoints, imageDefaultHeight, imageDefaultWidth } from '../config/constants';
import type { Resolved } from './resolved';
import type { Image, ImageAssetDocument, PortableText } from './types';

/** A picture ready for `<img>`: explicit size (no layout shift), WebP sources per width, alt text. */
export interface ResponsiveImage {
  _type: 'responsiveImage';
  src: string;
  srcSet: string;
  width: number;
  height: number;
  alt: string;
  title?: string;
  copyright?: boolean;
  /** The credit shown with a copyrighted picture (spec §3 Image), links resolved. */
  copyrightText?: Resolved<PortableText>;
}

/** A box in an asset's own pixels, from its top-left corner. */
export interface PixelRect {
  left: number;
  top: number;
  width: number;
  height: number;
}

/** One rendition of an asset: the part `rect` of it, scaled to `width`×`height`, WebP. */
export interface ImageVariant {
  asset: ImageAssetDocument;
  width: number;
  height: number;
  /**
   * The part of the asset shown, in its pixels: inside the Studio's crop, the largest box of the
   * variant's shape around the focal point (see `focalCrop`). The same for every width of an image.
   */
  rect: PixelRect;
}

/**
 * The part of an asset the Studio's crop keeps (spec §3 Image: crop), in the asset's pixels, rounded
 * as Sanity's image-url rounds it; the whole asset when there is no crop. A crop is the fraction cut
 * from each side.
 */
export function studioCropRect(
  dimensions: { width: number; height: number },
  crop?: { top: number; bottom: number; left: number; right: number } | null,
): PixelRect {
  if (!crop) return { left: 0, top: 0, width: dimensions.width, height: dimensions.height };
  const fraction = (value: number) => (Number.isFinite(value) ? Math.min(1, Math.max(0, value)) : 0);
  const left = Math.round(fraction(crop.left) * dimensions.width);
  const top = Math.round(fraction(crop.top) * dimensions.height);
  const width = Math.round(dimensions.width - fraction(crop.right) * dimensions.width - left);
  const height = Math.round(dimensions.height - fraction(crop.bottom) * dimensions.height - top);
  // A crop that leaves nothing (both sides past each other) is ignored rather than failing the build.
  return width > 0 && height > 0 ? { left, top, width, height } : studioCropRect(dimensions, null);
}

/**
 * The largest box of `shape`'s aspect ratio inside `area`, centred on the focal point `focus` (in the
 * asset's pixels) as far as the area's edges allow: Sanity's `crop=focalpoint`, within the Studio's crop.
 */
export function focalCrop(
  area: PixelRect,
  shape: { width: number; height: number },
  focus: { x: number; y: number },
): PixelRect {
  const ratio = shape.width / shape.height;
  const width = Math.min(area.width, Math.round(area.height * ratio));
  const height = Math.min(area.height, Math.round(width / ratio));
  const clamp = (value: number, min: number, max: number) => Math.max(min, Math.min(max, Math.round(value)));
  return {
    left: clamp(focus.x - width / 2, area.left, area.left + area.width - width),
    top: clamp(focus.y - height / 2, area.top, area.top + area.height - height),
    width,
    height,
  };
}

/** Turns a variant into an address: Sanity's image CDN, or a file the build renders (embedded). */
export type ImageUrlBuilder = (variant: ImageVariant) => string;

/**
 * Sanity's image CDN (spec §7): the variant's part of the asset (`rect`, the Studio's crop and the
 * focal point already applied) scaled to its size, in an automatic format. The embedded build cuts
 * the same rectangle, so both show the same picture.
 */
export function sanityImageUrls(projectId: string, dataset: string): ImageUrlBuilder {
  const builder = createImageUrlBuilder({ projectId, dataset });
  return ({ asset, width, height, rect }) =>
    builder
      .image(asset._id)
      .rect(rect.left, rect.top, rect.width, rect.height)
      .width(width)
      .height(height)
      .fit('crop')
      .auto('format')
      .url();
}

/** The file name of a variant rendered by the build into `public/images/`: the asset, size and part shown. */
export function embeddedVariantFile({ asset, width, height, rect }: ImageVariant): string {
  return `${asset.assetId}-${width}x${height}-${rect.left}-${rect.top}-${rect.width}-${rect.height}.webp`;
}

/** Addresses under `/images/` for the embedded dataset; `register` collects what the build must render. */
export function embeddedImageUrls(register: (variant: ImageVariant) => void): ImageUrlBuilder {
  return (variant) => {
    register(variant);
    return `/images/${embeddedVariantFile(variant)}`;
  };
}

/**
 * Wide and landscape pictures (after the Studio's crop) are cut to the default 3:2; square and tall
 * ones (badges, logos) keep their shape.
 */
function frameOf({ width, height }: { width: number; height: number }): { width: number; height: number } {
  if (width / height >= 1.2) return { width: imageDefaultWidth, height: imageDefaultHeight };
  const frameWidth = Math.min(width, imageDefaultWidth);
  return { width: frameWidth, height: Math.round(frameWidth * (height / width)) };
}

/**
 * The responsive form of an image field (spec §7, §9): the Studio's crop kept, then the default
 * 1200×800 frame cut from it around the focal point (the hotspot; the crop's centre when none), WebP
 * renditions at the spec's breakpoints up to the frame width.
 */
export function responsiveImage(image: Image, asset: ImageAssetDocument, buildUrl: ImageUrlBuilder): ResponsiveImage {
  const { dimensions } = asset.metadata;
  const cropped = studioCropRect(dimensions, image.crop);
  const frame = frameOf(cropped);
  const focus = image.hotspot
    ? { x: image.hotspot.x * dimensions.width, y: image.hotspot.y * dimensions.height }
    : { x: cropped.left + cropped.width / 2, y: cropped.top + cropped.height / 2 };
  const rect = focalCrop(cropped, frame, focus);
  const widths = [...Object.values(imageBreakpoints).filter((w) => w > 1 && w < frame.width), frame.width];
  const urlAt = (width: number) =>
    buildUrl({ asset, width, height: Math.round((width * frame.height) / frame.width), rect });
  return {
    _type: 'responsiveImage',
    src: urlAt(frame.width),
    srcSet: widths.map((width) => `${urlAt(width)} ${width}w`).join(', '),
    width: frame.width,
    height: frame.height,
    alt: image.alt ?? '',
    ...(image.title ? { title: image.title } : {}),
    ...(image.copyright === 'yes' ? { copyright: true } : {}),
    ...(image.copyright === 'yes' && image.copyrightText?.length
      ? { copyrightText: image.copyrightText as Resolved<PortableText> }
      : {}),
  };
}

function isImage(value: unknown): value is Image & { asset: NonNullable<Image['asset']> } {
  return (
    typeof value === 'object' &&
    value !== null &&
    (value as { _type?: unknown })._type === 'image' &&
    typeof (value as { asset?: { _ref?: unknown } }).asset?._ref === 'string'
  );
}

/**
 * A copy of `value` with every image field, at any depth, replaced by its responsive form.
 * @throws Error naming the asset when an image refers to an asset that does not exist.
 */
export function resolveImagesDeep<T>(
  value: T,
  assets: ReadonlyMap<string, ImageAssetDocument>,
  buildUrl: ImageUrlBuilder,
): T {
  if (Array.isArray(value)) return value.map((item: unknown) => resolveImagesDeep(item, assets, buildUrl)) as T;
  if (isImage(value)) {
    const asset = assets.get(value.asset._ref);
    if (!asset) throw new Error(`the image asset "${value.asset._ref}" does not exist`);
    return responsiveImage(value, asset, buildUrl) as T;
  }
  if (typeof value === 'object' && value !== null) {
    return Object.fromEntries(
      Object.entries(value).map(([name, item]) => [name, resolveImagesDeep(item, assets, buildUrl)]),
    ) as T;
  }
  return value;
}
