import { focalCrop } from './render-images';

describe('focalCrop', () => {
  it('cuts the widest 3:2 box out of a taller source, around the focal point', () => {
    expect(focalCrop({ width: 1200, height: 1200 }, { width: 1200, height: 800, focalX: 0.5, focalY: 0.5 })).toEqual({
      left: 0,
      top: 200,
      width: 1200,
      height: 800,
    });
  });

  it('keeps the box inside the picture when the focal point is near an edge', () => {
    expect(focalCrop({ width: 1200, height: 1200 }, { width: 1200, height: 800, focalX: 0.5, focalY: 0.05 })).toEqual({
      left: 0,
      top: 0,
      width: 1200,
      height: 800,
    });
  });

  it('crops the sides of a wide source for a narrower frame', () => {
    expect(focalCrop({ width: 1200, height: 800 }, { width: 600, height: 600, focalX: 1, focalY: 0.5 })).toEqual({
      left: 400,
      top: 0,
      width: 800,
      height: 800,
    });
  });
});
