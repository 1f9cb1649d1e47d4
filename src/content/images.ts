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

/** One rendition of an asset: a focal-point crop to `width`×`height`, WebP. */
export interface ImageVariant {
  asset: ImageAssetDocument;
  width: number;
  height: number;
  /** Focal point, 0–1 from the left and top (Sanity's hotspot); the centre when none is set. */
  focalX: number;
  focalY: number;
}

/** Turns a variant into an address: Sanity's image CDN, or a file the build renders (embedded). */
export type ImageUrlBuilder = (variant: ImageVariant) => string;

/** Sanity's image CDN with a focal-point crop and automatic format (spec §7). */
export function sanityImageUrls(projectId: string, dataset: string): ImageUrlBuilder {
  const builder = createImageUrlBuilder({ projectId, dataset });
  return ({ asset, width, height, focalX, focalY }) =>
    builder
      .image(asset._id)
      .width(width)
      .height(height)
      .fit('crop')
      .crop('focalpoint')
      .focalPoint(focalX, focalY)
      .auto('format')
      .url();
}

/** The file name of a variant rendered by the build into `public/images/`. */
export function embeddedVariantFile({ asset, width, height, focalX, focalY }: ImageVariant): string {
  const focus = `${Math.round(focalX * 100)}-${Math.round(focalY * 100)}`;
  return `${asset.assetId}-${width}x${height}-${focus}.webp`;
}

/** Addresses under `/images/` for the embedded dataset; `register` collects what the build must render. */
export function embeddedImageUrls(register: (variant: ImageVariant) => void): ImageUrlBuilder {
  return (variant) => {
    register(variant);
    return `/images/${embeddedVariantFile(variant)}`;
  };
}

/** Wide and landscape pictures are cropped to the default 3:2; square and tall ones (badges, logos) keep their shape. */
function frameOf(asset: ImageAssetDocument): { width: number; height: number } {
  const { width, height, aspectRatio } = asset.metadata.dimensions;
  if (aspectRatio >= 1.2) return { width: imageDefaultWidth, height: imageDefaultHeight };
  const frameWidth = Math.min(width, imageDefaultWidth);
  return { width: frameWidth, height: Math.round(frameWidth * (height / width)) };
}

/**
 * The responsive form of an image field (spec §7, §9): the default 1200×800 frame, WebP renditions at
 * the spec's breakpoints up to the frame width, cropped around the focal point.
 */
export function responsiveImage(image: Image, asset: ImageAssetDocument, buildUrl: ImageUrlBuilder): ResponsiveImage {
  const frame = frameOf(asset);
  const focalX = image.hotspot?.x ?? 0.5;
  const focalY = image.hotspot?.y ?? 0.5;
  const widths = [...Object.values(imageBreakpoints).filter((w) => w > 1 && w < frame.width), frame.width];
  const urlAt = (width: number) =>
    buildUrl({ asset, width, height: Math.round((width * frame.height) / frame.width), focalX, focalY });
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
