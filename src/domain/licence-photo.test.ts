import { checkLicencePhoto, isLicencePhotoPurgeDue, licencePhotoDeleteAt, sniffImageType } from './licence-photo';

const bytes = (...values: number[]) => new Uint8Array(values);
const text = (value: string) => new Uint8Array([...value].map((character) => character.charCodeAt(0)));
const jpeg = bytes(0xff, 0xd8, 0xff, 0xe0, 0, 0x10);
const png = bytes(0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0);
const webp = new Uint8Array([...text('RIFF'), 0x24, 0, 0, 0, ...text('WEBPVP8 ')]);

describe('sniffImageType', () => {
  it('knows JPEG, PNG and WebP by their first bytes', () => {
    expect(sniffImageType(jpeg)).toBe('image/jpeg');
    expect(sniffImageType(png)).toBe('image/png');
    expect(sniffImageType(webp)).toBe('image/webp');
  });

  it('refuses anything else, whatever it might be called', () => {
    expect(sniffImageType(text('%PDF-1.7'))).toBeNull();
    expect(sniffImageType(text('GIF89a'))).toBeNull();
    expect(sniffImageType(text('<svg xmlns="http://www.w3.org/2000/svg"/>'))).toBeNull();
    // A RIFF file that is not WebP (a WAV sound).
    expect(sniffImageType(new Uint8Array([...text('RIFF'), 0, 0, 0, 0, ...text('WAVE')]))).toBeNull();
    expect(sniffImageType(bytes(0xff, 0xd8))).toBeNull();
    expect(sniffImageType(bytes())).toBeNull();
  });
});

describe('checkLicencePhoto', () => {
  it('accepts an image up to the limit and names its type', () => {
    const atLimit = new Uint8Array(1_500_000);
    atLimit.set(jpeg);
    expect(checkLicencePhoto(atLimit)).toEqual({ ok: true, contentType: 'image/jpeg' });
  });

  it('refuses one byte over the limit, an empty body and a non-image', () => {
    const over = new Uint8Array(1_500_001);
    over.set(png);
    expect(checkLicencePhoto(over)).toMatchObject({ ok: false, problem: { code: 'photo_too_large' } });
    expect(checkLicencePhoto(bytes())).toMatchObject({ ok: false, problem: { code: 'empty_file' } });
    expect(checkLicencePhoto(text('hello'))).toMatchObject({ ok: false, problem: { code: 'unsupported_image_type' } });
  });
});

describe('licence photo retention', () => {
  const returnAt = new Date('2027-07-23T10:00:00Z');

  it('deletes the photos 30 days after the return', () => {
    expect(licencePhotoDeleteAt(returnAt).toISOString()).toBe('2027-08-22T10:00:00.000Z');
  });

  it('is due from that moment on, not a millisecond before', () => {
    expect(isLicencePhotoPurgeDue(returnAt, new Date('2027-08-22T09:59:59.999Z'))).toBe(false);
    expect(isLicencePhotoPurgeDue(returnAt, new Date('2027-08-22T10:00:00.000Z'))).toBe(true);
    expect(isLicencePhotoPurgeDue(returnAt, new Date('2027-07-24T00:00:00Z'))).toBe(false);
  });
});
