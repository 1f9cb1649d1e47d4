import { existsSync, mkdirSync } from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import { embeddedVariantFile, type ImageVariant } from '../content/images';

/** Folder of the embedded dataset's image files. */
export const contentImagesFolder = path.resolve(__dirname, '../../content/images');

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
    // The Studio's crop and the focal point, as Sanity's CDN applies them (src/content/images.ts).
    await sharp(source)
      .extract(variant.rect)
      .resize(variant.width, variant.height)
      .webp({ quality: 78 })
      .toFile(target);
    rendered += 1;
  }
  return rendered;
}
