import { readFileSync } from 'node:fs';
import fontkit, { type Font } from '@cantoo/fontkit';

/**
 * The contract is set in Noto Sans SC (from the npm package `@expo-google-fonts/noto-sans-sc`, SIL Open
 * Font License 1.1), which has glyphs for all seven languages: Latin-1 with Icelandic þ ð æ ö, and
 * Simplified Chinese. PDF standard fonts encode WinAnsi only, so Chinese could not be printed with them.
 * The renderer embeds a subset (only the glyphs used), keeping a contract small. Metrics here are
 * computed exactly as pdf-lib's embedder computes them, so layout stays synchronous and matches the PDF.
 */
export type FontWeight = 'regular' | 'bold';

/** Resolved from node_modules; netlify.toml includes these files in the functions' bundle. */
export const fontFiles: Record<FontWeight, string> = {
  regular: require.resolve('@expo-google-fonts/noto-sans-sc/400Regular/NotoSansSC_400Regular.ttf'),
  bold: require.resolve('@expo-google-fonts/noto-sans-sc/700Bold/NotoSansSC_700Bold.ttf'),
};

export interface FontMetrics {
  widthOfTextAtSize(text: string, size: number): number;
  canPrint(codePoint: number): boolean;
}

// The font files are constants of the build, read once per process on first use (about 10 MB each).
const loaded: Partial<Record<FontWeight, { bytes: Uint8Array; font: Font }>> = {};

/** The one face of a font file (a collection of faces, `.ttc`, is not a file the contract uses). */
function faceOf(bytes: Uint8Array, file: string): Font {
  const created = fontkit.create(bytes);
  if ('fonts' in created) throw new Error(`${file} is a font collection, not one face`);
  return created;
}

function load(weight: FontWeight) {
  const bytes = new Uint8Array(readFileSync(fontFiles[weight]));
  return (loaded[weight] ??= { bytes, font: faceOf(bytes, fontFiles[weight]) });
}

/** The font file's bytes, for `PDFDocument.embedFont(bytes, { subset: true })`. */
export function fontBytes(weight: FontWeight): Uint8Array {
  return (loaded[weight] ?? load(weight)).bytes;
}

function metricsOf(weight: FontWeight): FontMetrics {
  return {
    widthOfTextAtSize(text, size) {
      const { font } = loaded[weight] ?? load(weight);
      // As pdf-lib's CustomFontEmbedder: advance widths of the shaped glyphs, in 1000ths of the size.
      const scale = 1000 / font.unitsPerEm;
      const width = font.layout(text).glyphs.reduce((sum, glyph) => sum + glyph.advanceWidth * scale, 0);
      return (width * size) / 1000;
    },
    canPrint(codePoint) {
      return (loaded[weight] ?? load(weight)).font.hasGlyphForCodePoint(codePoint);
    },
  };
}

export const fontMetrics: Record<FontWeight, FontMetrics> = { regular: metricsOf('regular'), bold: metricsOf('bold') };
