import { createHash } from 'node:crypto';
import { writeFileSync } from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import type { Image, ImageAssetDocument } from '../../src/content/types';

/** Where the embedded dataset keeps its image files. */
export const imagesFolder = path.resolve(__dirname, '../../content/images');

export interface GeneratedImage {
  asset: ImageAssetDocument;
  /** An image field pointing at the asset, with alt text (and optional focal point). */
  image: (alt: string, options?: { hotspot?: { x: number; y: number }; title?: string; key?: string }) => Image;
}

/**
 * Renders an SVG drawing to a WebP file in `content/images/` and describes it as a Sanity image
 * asset document (`image-<sha1>-<w>x<h>-webp`), as `sanity dataset export` writes them.
 */
export async function imageFromSvg(name: string, svg: string): Promise<GeneratedImage> {
  const rendered = sharp(Buffer.from(svg)).webp({ quality: 78, effort: 6 });
  const { data, info } = await rendered.toBuffer({ resolveWithObject: true });
  const sha1 = createHash('sha1').update(data).digest('hex');
  const { width, height } = info;
  const fileName = `${sha1}-${width}x${height}.webp`;
  writeFileSync(path.join(imagesFolder, fileName), data);
  const asset: ImageAssetDocument = {
    _id: `image-${sha1}-${width}x${height}-webp`,
    _type: 'sanity.imageAsset',
    assetId: sha1,
    extension: 'webp',
    mimeType: 'image/webp',
    originalFilename: `${name}.webp`,
    path: `images/${fileName}`,
    url: `images/${fileName}`,
    sha1hash: sha1,
    size: data.length,
    metadata: {
      _type: 'sanity.imageMetadata',
      dimensions: { _type: 'sanity.imageDimensions', width, height, aspectRatio: width / height },
    },
  };
  return {
    asset,
    image: (alt, options = {}) => ({
      _type: 'image',
      ...(options.key ? { _key: options.key } : {}),
      asset: { _type: 'reference', _ref: asset._id },
      ...(options.hotspot
        ? {
            hotspot: {
              _type: 'sanity.imageHotspot',
              x: options.hotspot.x,
              y: options.hotspot.y,
              width: 0.5,
              height: 0.5,
            },
          }
        : {}),
      alt,
      ...(options.title ? { title: options.title } : {}),
    }),
  };
}
