import { fontMetrics } from './contract-fonts';

/** Printed in place of a character the contract's font has no glyph for. */
export const unprintableReplacement = '?';

/**
 * The text as the contract can print it: Unicode composed (NFC, so a decomposed "a" + accent becomes "á"),
 * every run of whitespace or control characters one space, trimmed, and each character Noto Sans SC has no
 * glyph for (an emoji, Cyrillic) replaced by '?'. Never throws, so customer-supplied text cannot crash
 * rendering. Both weights cover the same characters.
 */
export function toPrintableText(text: string): string {
  const normalised = text
    .normalize('NFC')
    .replace(/[\s\p{Cc}]+/gu, ' ')
    .trim();
  let printable = '';
  // for…of walks code points, so a surrogate pair (an emoji) becomes one '?', not two.
  for (const character of normalised) {
    const codePoint = character.codePointAt(0) ?? 0;
    printable += fontMetrics.regular.canPrint(codePoint) ? character : unprintableReplacement;
  }
  return printable;
}

/** Whether the text prints exactly as written, with nothing replaced or collapsed. */
export function isPrintableText(text: string): boolean {
  return toPrintableText(text) === text;
}
