/**
 * @jest-environment node
 */
import { safeReturnTo } from './sign-in.server';

describe('where a staff sign-in may return to', () => {
  it('is a staff page of any of the site’s languages', () => {
    expect(safeReturnTo('/staff/')).toBe('/staff/');
    expect(safeReturnTo('/is/staff/?ref=ABC1234')).toBe('/is/staff/?ref=ABC1234');
    expect(safeReturnTo('/de/staff/?view=find')).toBe('/de/staff/?view=find');
    expect(safeReturnTo('/zh/staff/')).toBe('/zh/staff/');
  });

  it('is never another page, another site or an unknown language', () => {
    for (const elsewhere of [
      null,
      '',
      '/reservation/',
      'https://evil.example/staff/',
      '//evil.example/staff/',
      '/staff//evil.example',
      '/xx/staff/',
      '/staff/ x',
      '/staff/\\evil',
    ]) {
      expect(safeReturnTo(elsewhere)).toBe('/staff/');
    }
  });
});
