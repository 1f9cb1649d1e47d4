import {
  decodePDFRawStream,
  PDFArray,
  PDFDict,
  PDFDocument,
  PDFName,
  PDFRawStream,
  type PDFObject,
} from '@cantoo/pdf-lib';

/**
 * The text drawn on each page of a PDF, one string per text-showing operator (`Tj`), decoded through each
 * font's own ToUnicode CMap as a PDF reader does for copy and search. This checks what the file really
 * says: a glyph that fontkit's subsetting mis-mapped decodes to the wrong character here.
 * It reads what pdf-lib writes (hex strings with `Tj`, fonts set with `Tf`); it is not a general PDF parser.
 */
export async function extractPageTexts(pdf: Uint8Array): Promise<string[][]> {
  const document = await PDFDocument.load(pdf);
  const lookup = (object: PDFObject | undefined) =>
    object === undefined ? undefined : document.context.lookup(object);
  const streamText = (object: PDFObject | undefined): string => {
    const resolved = lookup(object);
    if (resolved instanceof PDFArray) return resolved.asArray().map(streamText).join('\n');
    if (resolved instanceof PDFRawStream) return Buffer.from(decodePDFRawStream(resolved).decode()).toString('latin1');
    return '';
  };
  return document.getPages().map((page) => {
    const fonts = new Map<string, ToUnicode>();
    const fontDict = lookup(page.node.Resources()?.get(PDFName.of('Font')));
    if (fontDict instanceof PDFDict) {
      for (const [name, ref] of fontDict.entries()) {
        const font = lookup(ref);
        if (font instanceof PDFDict)
          fonts.set(name.decodeText(), parseToUnicode(streamText(font.get(PDFName.of('ToUnicode')))));
      }
    }
    const texts: string[] = [];
    let current: ToUnicode | undefined;
    const operators = /\/([^\s/<>[\]()]+)\s+[\d.]+\s+Tf|<([0-9A-Fa-f]*)>\s*Tj/g;
    for (const match of streamText(page.node.Contents()).matchAll(operators)) {
      if (match[1] !== undefined) current = fonts.get(match[1]);
      else if (match[2] !== undefined) texts.push(current ? current.decode(match[2]) : `<${match[2]}>`);
    }
    return texts;
  });
}

interface ToUnicode {
  decode(hex: string): string;
}

const utf16 = (hex: string) => Buffer.from(hex, 'hex').swap16().toString('utf16le');

/** A ToUnicode CMap's `bfchar` and `bfrange` entries; codes are as wide as its codespace range. */
function parseToUnicode(cmap: string): ToUnicode {
  const map = new Map<number, string>();
  const codeHexLength = /begincodespacerange\s*<([0-9A-Fa-f]+)>/.exec(cmap)?.[1]?.length ?? 4;
  for (const block of cmap.matchAll(/beginbfchar([\s\S]*?)endbfchar/g)) {
    for (const [, code, unicode] of (block[1] ?? '').matchAll(/<([0-9A-Fa-f]+)>\s*<([0-9A-Fa-f]+)>/g)) {
      map.set(parseInt(code as string, 16), utf16(unicode as string));
    }
  }
  for (const block of cmap.matchAll(/beginbfrange([\s\S]*?)endbfrange/g)) {
    for (const [, low, high, target] of (block[1] ?? '').matchAll(
      /<([0-9A-Fa-f]+)>\s*<([0-9A-Fa-f]+)>\s*(<[0-9A-Fa-f]+>|\[[^\]]*\])/g,
    )) {
      const from = parseInt(low as string, 16);
      const to = parseInt(high as string, 16);
      const targets = (target as string).startsWith('[')
        ? [...(target as string).matchAll(/<([0-9A-Fa-f]+)>/g)].map((hex) => utf16(hex[1] as string))
        : undefined;
      const first = targets ? 0 : parseInt((target as string).slice(1, -1), 16);
      for (let code = from; code <= to; code += 1) {
        map.set(code, targets ? (targets[code - from] ?? '') : String.fromCodePoint(first + code - from));
      }
    }
  }
  return {
    decode(hex) {
      let text = '';
      for (let index = 0; index < hex.length; index += codeHexLength) {
        text += map.get(parseInt(hex.slice(index, index + codeHexLength), 16)) ?? '\uFFFD';
      }
      return text;
    },
  };
}
