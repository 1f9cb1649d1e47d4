import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { build } from 'esbuild';
import sharp from 'sharp';
import { localeCodes } from '../config/locales';
import type { TenantId } from '../config/tenants';
import { brandColours, manifestIcons, manifestPath, webAppManifest } from '../offline/manifest';

/**
 * The build's part of the trip offline (issue 40, docs/decisions/049), run by `onPostBuild`: the service
 * worker bundled with its Workbox modules into `public/sw.js`, a web app manifest per language, and the
 * manifest's icons rendered from the favicon in the brand's colour.
 */
export async function writeOfflineFiles(tenant: TenantId, publicDir: string): Promise<{ workerBytes: number }> {
  const worker = await build({
    entryPoints: [path.resolve('src/offline/service-worker.ts')],
    bundle: true,
    minify: true,
    format: 'iife',
    target: 'es2020',
    write: false,
    legalComments: 'none',
    define: { __TENANT__: JSON.stringify(tenant), 'process.env.NODE_ENV': '"production"' },
  });
  const code = worker.outputFiles[0]?.contents;
  if (!code) throw new Error('The service worker was not bundled');
  writeFileSync(path.join(publicDir, 'sw.js'), code);

  for (const language of localeCodes) {
    writeFileSync(
      path.join(publicDir, manifestPath(language)),
      `${JSON.stringify(webAppManifest(tenant, language), null, 2)}\n`,
    );
  }

  const colours = brandColours[tenant];
  // The favicon drawn in the brand's colour (its square's fill is the car brand's).
  const logo = readFileSync(path.resolve('static/favicon.svg'), 'utf8').replace(
    /fill="#0b2a4a"/,
    `fill="${colours.theme}"`,
  );
  mkdirSync(path.join(publicDir, 'icons'), { recursive: true });
  for (const icon of manifestIcons) {
    const file = path.join(publicDir, icon.src);
    if (icon.purpose === 'any') {
      await sharp(Buffer.from(logo)).resize(icon.size, icon.size).png().toFile(file);
    } else {
      // Maskable: full bleed in the brand's colour, the mark inside the 80 % safe circle.
      const inner = Math.round(icon.size * 0.6);
      const mark = await sharp(Buffer.from(logo)).resize(inner, inner).png().toBuffer();
      await sharp({ create: { width: icon.size, height: icon.size, channels: 4, background: colours.theme } })
        .composite([{ input: mark, gravity: 'centre' }])
        .png()
        .toFile(file);
    }
  }
  return { workerBytes: code.byteLength };
}
