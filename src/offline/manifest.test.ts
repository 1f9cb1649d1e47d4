import { readFileSync } from 'node:fs';
import path from 'node:path';
import { localeCodes } from '../config/locales';
import { tenantIds } from '../config/tenants';
import { brandColours, manifestPath, webAppManifest } from './manifest';

describe('webAppManifest', () => {
  it('is installable: name, short name, standalone, a start URL in scope, 192 and 512 px icons, one maskable', () => {
    const manifest = webAppManifest('car', 'en');
    expect(manifest.name).toBe('Norðurljós Car Rental');
    expect(manifest.short_name.length).toBeLessThanOrEqual(12);
    expect(manifest.display).toBe('standalone');
    expect(manifest.start_url.startsWith(manifest.scope)).toBe(true);
    expect(manifest.icons.map((icon) => [icon.sizes, icon.purpose])).toEqual([
      ['192x192', 'any'],
      ['512x512', 'any'],
      ['512x512', 'maskable'],
    ]);
  });

  it('opens on the reservation in the page’s language', () => {
    expect(webAppManifest('car', 'en').start_url).toBe('/reservation/');
    expect(webAppManifest('camper', 'is').start_url).toBe('/is/reservation/');
    expect(manifestPath('de')).toBe('/manifest-de.webmanifest');
    for (const language of localeCodes) expect(webAppManifest('car', language).lang).toBe(language);
  });

  it('has each brand’s name and the colour its style sheet gives the brand', () => {
    const css = readFileSync(path.join(__dirname, '../styles/global.css'), 'utf8');
    const primaryOf = (block: string) => /--color-primary:\s*(#[0-9a-f]{6})/.exec(block)?.[1];
    expect(primaryOf(css.slice(css.indexOf(':root')))).toBe(brandColours.car.theme);
    for (const tenant of ['camper', 'longterm'] as const) {
      expect(primaryOf(css.slice(css.indexOf(`html[data-tenant='${tenant}']`)))).toBe(brandColours[tenant].theme);
    }
    expect(new Set(tenantIds.map((tenant) => webAppManifest(tenant, 'en').name)).size).toBe(tenantIds.length);
  });
});
