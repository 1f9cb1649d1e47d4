import {
  embeddedImageUrls,
  focalCrop,
  responsiveImage,
  sanityImageUrls,
  studioCropRect,
  type ImageVariant,
} from './images';
import type { Image, ImageAssetDocument } from './types';

const sha1 = '0123456789abcdef0123456789abcdef01234567';

/** An uploaded 2400 × 1600 picture, as `sanity dataset export` describes it. */
const asset: ImageAssetDocument = {
  _id: `image-${sha1}-2400x1600-jpg`,
  _type: 'sanity.imageAsset',
  assetId: sha1,
  extension: 'jpg',
  mimeType: 'image/jpeg',
  originalFilename: 'glacier.jpg',
  path: `images/${sha1}-2400x1600.jpg`,
  url: `images/${sha1}-2400x1600.jpg`,
  sha1hash: sha1,
  size: 1000,
  metadata: {
    _type: 'sanity.imageMetadata',
    dimensions: { _type: 'sanity.imageDimensions', width: 2400, height: 1600, aspectRatio: 1.5 },
  },
};

/** The Studio's crop keeps the right half of the picture (a fraction cut from each side). */
const rightHalf = { _type: 'sanity.imageCrop' as const, top: 0, bottom: 0, left: 0.5, right: 0 };

function image(extra: Partial<Image> = {}): Image {
  return { _type: 'image', asset: { _type: 'reference', _ref: asset._id }, alt: 'A glacier', ...extra };
}

function embedded(picture: Image) {
  const variants: ImageVariant[] = [];
  const responsive = responsiveImage(
    picture,
    asset,
    embeddedImageUrls((variant) => variants.push(variant)),
  );
  return { responsive, variants };
}

describe('studioCropRect (spec §3 Image: crop)', () => {
  it('is the whole picture without a crop', () => {
    expect(studioCropRect({ width: 2400, height: 1600 })).toEqual({ left: 0, top: 0, width: 2400, height: 1600 });
  });

  it('turns the fractions cut from each side into pixels', () => {
    expect(studioCropRect({ width: 2400, height: 1600 }, { top: 0.1, bottom: 0.2, left: 0.25, right: 0.05 })).toEqual({
      left: 600,
      top: 160,
      width: 1680,
      height: 1120,
    });
  });

  it('ignores a crop that leaves nothing', () => {
    expect(studioCropRect({ width: 100, height: 100 }, { top: 0.6, bottom: 0.6, left: 0, right: 0 })).toEqual({
      left: 0,
      top: 0,
      width: 100,
      height: 100,
    });
  });
});

describe('focalCrop', () => {
  const whole = { left: 0, top: 0, width: 1200, height: 1200 };

  it('cuts the widest 3:2 box out of a taller area, around the focal point', () => {
    expect(focalCrop(whole, { width: 1200, height: 800 }, { x: 600, y: 600 })).toEqual({
      left: 0,
      top: 200,
      width: 1200,
      height: 800,
    });
  });

  it('keeps the box inside the area when the focal point is near an edge, or outside it', () => {
    expect(focalCrop(whole, { width: 1200, height: 800 }, { x: 600, y: 60 })).toEqual({
      left: 0,
      top: 0,
      width: 1200,
      height: 800,
    });
    const lowerRight = { left: 600, top: 400, width: 600, height: 800 };
    expect(focalCrop(lowerRight, { width: 1, height: 1 }, { x: 0, y: 0 })).toEqual({
      left: 600,
      top: 400,
      width: 600,
      height: 600,
    });
  });

  it('crops the sides of a wide area for a narrower frame', () => {
    expect(
      focalCrop({ left: 0, top: 0, width: 1200, height: 800 }, { width: 600, height: 600 }, { x: 1200, y: 400 }),
    ).toEqual({
      left: 400,
      top: 0,
      width: 800,
      height: 800,
    });
  });
});

describe('responsiveImage', () => {
  it('without a crop, cuts the 3:2 frame from the whole picture', () => {
    const { responsive, variants } = embedded(image());
    expect([responsive.width, responsive.height]).toEqual([1200, 800]);
    expect(new Set(variants.map((variant) => JSON.stringify(variant.rect)))).toEqual(
      new Set([JSON.stringify({ left: 0, top: 0, width: 2400, height: 1600 })]),
    );
  });

  it('keeps the Studio’s crop: only its part of the picture is shown, in the shape it leaves', () => {
    // The right half is 1200 × 1600, taller than wide: it keeps its shape (no 3:2 cut).
    const { responsive, variants } = embedded(image({ crop: rightHalf }));
    expect([responsive.width, responsive.height]).toEqual([1200, 1600]);
    for (const variant of variants) expect(variant.rect).toEqual({ left: 1200, top: 0, width: 1200, height: 1600 });
    expect(responsive.src).toBe(`/images/${sha1}-1200x1600-1200-0-1200-1600.webp`);
  });

  it('places the hotspot inside the crop, never outside it', () => {
    const crop = { _type: 'sanity.imageCrop' as const, top: 0, bottom: 0.25, left: 0, right: 0 };
    const hotspot = { _type: 'sanity.imageHotspot' as const, x: 0.5, y: 0.05, width: 0.1, height: 0.1 };
    // The crop is 2400 × 1200 (2:1): the 3:2 frame is 1800 × 1200, around x = 1200, from the top.
    const { variants } = embedded(image({ crop, hotspot }));
    expect(variants[0]?.rect).toEqual({ left: 300, top: 0, width: 1800, height: 1200 });
  });

  it('asks Sanity’s CDN for the same part of the picture', () => {
    const responsive = responsiveImage(image({ crop: rightHalf }), asset, sanityImageUrls('project1', 'production'));
    expect(responsive.src).toBe(
      `https://cdn.sanity.io/images/project1/production/${sha1}-2400x1600.jpg?rect=1200,0,1200,1600&w=1200&h=1600&fit=crop&auto=format`,
    );
  });
});
