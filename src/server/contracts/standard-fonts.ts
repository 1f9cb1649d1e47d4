import { StandardFontEmbedder, StandardFonts } from 'pdf-lib';

/**
 * The contract is set in Helvetica, a PDF standard font: no font file is embedded, but its glyphs are
 * limited to the WinAnsi encoding. These embedders give the fonts' metrics and encoding without a
 * PDFDocument, so layout stays synchronous and pure; the renderer embeds the same two fonts.
 */
export type FontWeight = 'regular' | 'bold';

export const standardFontNames: Record<FontWeight, StandardFonts> = {
  regular: StandardFonts.Helvetica,
  bold: StandardFonts.HelveticaBold,
};

// `StandardFontEmbedder.for` is typed with the FontNames enum of @pdf-lib/standard-fonts, which holds the
// same strings as pdf-lib's StandardFonts ('Helvetica'); pdf-lib passes one for the other the same way.
type EmbedderFontName = Parameters<typeof StandardFontEmbedder.for>[0];

export const fontMetrics: Record<FontWeight, StandardFontEmbedder> = {
  regular: StandardFontEmbedder.for(standardFontNames.regular as string as EmbedderFontName),
  bold: StandardFontEmbedder.for(standardFontNames.bold as string as EmbedderFontName),
};
