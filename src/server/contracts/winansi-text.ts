import { fontMetrics } from './standard-fonts';

/**
 * Helvetica encodes WinAnsi (Windows-1252) only. WinAnsi covers Icelandic (þ, ð, æ, ö, á, é, í, ó, ú, ý
 * and their capitals) and the other printed languages, but not Chinese, emoji or most other scripts.
 * Both weights share the encoding.
 */
const winAnsi = fontMetrics.regular.encoding;

/** Printed in place of a character the font cannot encode. */
export const unencodableReplacement = '?';

/**
 * The text as the contract can print it: Unicode composed (NFC, so a decomposed "a" + accent becomes "á"),
 * every run of whitespace or control characters one space, trimmed, and each character WinAnsi cannot
 * encode replaced by '?'. Never throws, so customer-supplied text (a name in Chinese characters) cannot
 * crash rendering.
 */
export function toWinAnsiText(text: string): string {
  const normalised = text
    .normalize('NFC')
    .replace(/[\s\p{Cc}]+/gu, ' ')
    .trim();
  let printable = '';
  // for…of walks code points, so a surrogate pair (an emoji) becomes one '?', not two.
  for (const character of normalised) {
    const codePoint = character.codePointAt(0) ?? 0;
    printable += winAnsi.canEncodeUnicodeCodePoint(codePoint) ? character : unencodableReplacement;
  }
  return printable;
}

/** Whether the text prints exactly as written, with nothing replaced or collapsed. */
export function isWinAnsiText(text: string): boolean {
  return toWinAnsiText(text) === text;
}
