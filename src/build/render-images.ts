import { existsSync, mkdirSync } from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import { embeddedVariantFile, type ImageVariant } from '../content/images';

/** Folder of the embedded dataset's image files. */
export const contentImagesFolder = path.resolve(__dirname, '../../content/images');

/**
 * The largest box of the variant's aspect ratio inside the source, centred on the focal point as
 * far as the edges allow: what Sanity's `crop=focalpoint` cuts out.
 */
export function focalCrop(
  source: { width: number; height: number },
  variant: Pick<ImageVariant, 'width' | 'height' | 'focalX' | 'focalY'>,
): { left: number; top: number; width: number; height: number } {
  const ratio = variant.width / variant.height;
  const width = Math.min(source.width, Math.round(source.height * ratio));
  const height = Math.min(source.height, Math.round(width / ratio));
  const clamp = (value: number, max: number) => Math.max(0, Math.min(max, Math.round(value)));
  return {
    left: clamp(variant.focalX * source.width - width / 2, source.width - width),
    top: clamp(variant.focalY * source.height - height / 2, source.height - height),
    width,
    height,
  };
}

/** Renders each variant once into `outputFolder` (WebP), skipping files already there from an earlier build. */
export async function renderImageVariants(variants: Iterable<ImageVariant>, outputFolder: string): Promise<number> {
  mkdirSync(outputFolder, { recursive: true });
  const unique = new Map<string, ImageVariant>();
  for (const variant of variants) unique.set(embeddedVariantFile(variant), variant);
  let rendered = 0;
  for (const [file, variant] of unique) {
    const target = path.join(outputFolder, file);
    if (existsSync(target)) continue;
    const source = path.join(contentImagesFolder, path.basename(variant.asset.path));
    const { width, height } = variant.asset.metadata.dimensions;
    await sharp(source)
      .extract(focalCrop({ width, height }, variant))
      .resize(variant.width, variant.height)
      .webp({ quality: 78 })
      .toFile(target);
    rendered += 1;
  }
  return rendered;
}
