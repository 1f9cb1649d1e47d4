import { maxConditionReportCopyBytes } from '../../config/constants';
import {
  isEncodedAs,
  nextQuality,
  nextReportCopyQuality,
  photoTypeFor,
  reportCopy,
  reportCopySize,
  targetSize,
} from './licence-image';

describe('targetSize', () => {
  it('brings the longest side of a landscape phone photo down to 1600 px, keeping the aspect', () => {
    expect(targetSize(4032, 3024)).toEqual({ width: 1600, height: 1200 });
  });

  it('does the same for a portrait photo', () => {
    expect(targetSize(3000, 4000)).toEqual({ width: 1200, height: 1600 });
  });

  it('never enlarges a small image', () => {
    expect(targetSize(800, 600)).toEqual({ width: 800, height: 600 });
    expect(targetSize(1600, 1600)).toEqual({ width: 1600, height: 1600 });
  });

  it('rounds to whole pixels and keeps at least one', () => {
    expect(targetSize(10000, 3)).toEqual({ width: 1600, height: 1 });
    expect(targetSize(3001, 2001)).toEqual({ width: 1600, height: 1067 });
  });

  it('takes another longest side', () => {
    expect(targetSize(2000, 1000, 1000)).toEqual({ width: 1000, height: 500 });
  });

  it('refuses an image without size', () => {
    expect(() => targetSize(0, 100)).toThrow(RangeError);
    expect(() => targetSize(Number.NaN, 100)).toThrow(RangeError);
  });
});

describe('photoTypeFor and isEncodedAs', () => {
  it('prefers WebP when the canvas writes it, JPEG otherwise', () => {
    expect(photoTypeFor(true)).toBe('image/webp');
    expect(photoTypeFor(false)).toBe('image/jpeg');
  });

  it('notices a browser that fell back to PNG', () => {
    expect(isEncodedAs({ type: 'image/png' }, 'image/webp')).toBe(false);
    expect(isEncodedAs({ type: 'image/jpeg' }, 'image/jpeg')).toBe(true);
  });
});

describe('nextQuality', () => {
  it('keeps the quality of a photo within the limit', () => {
    expect(nextQuality(700_000, 0.85)).toBe(0.85);
  });

  it('lowers it for a photo above the limit, and gives up below 0.4', () => {
    expect(nextQuality(1_600_000, 0.85)).toBe(0.7);
    expect(nextQuality(1_600_000, 0.5)).toBeNull();
  });
});

describe('a condition photo’s report copy', () => {
  it('is drawn at most 800 px on its longest side, keeping the aspect', () => {
    expect(reportCopySize(4032, 3024)).toEqual({ width: 800, height: 600 });
    expect(reportCopySize(1200, 1600)).toEqual({ width: 600, height: 800 });
  });

  it('is never enlarged', () => {
    expect(reportCopySize(640, 480)).toEqual({ width: 640, height: 480 });
  });

  it('is a JPEG at quality 0.7 within the engine’s limit for copies', () => {
    expect(reportCopy).toEqual({ maxSide: 800, quality: 0.7, maxBytes: maxConditionReportCopyBytes });
    expect(maxConditionReportCopyBytes).toBe(250_000);
  });

  it('keeps its quality within the limit, lowers it above, and is left out past the lowest', () => {
    expect(nextReportCopyQuality(120_000, 0.7)).toBe(0.7);
    expect(nextReportCopyQuality(250_001, 0.7)).toBe(0.55);
    expect(nextReportCopyQuality(260_000, 0.55)).toBe(0.4);
    expect(nextReportCopyQuality(260_000, 0.4)).toBeNull();
  });
});
