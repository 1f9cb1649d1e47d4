import { PageSizes } from '@cantoo/pdf-lib';
import { contractContent, type ContractBlock, type ContractContent, type ContractInput } from './contract-content';
import { fontMetrics, type FontWeight } from './contract-fonts';
import { toPrintableText } from './printable-text';

/**
 * Where every word of the contract goes. Pure: the renderer draws exactly these pages, so tests read the
 * contract here instead of parsing PDF bytes. Coordinates are PDF points from the page's bottom-left.
 */

export interface TextStyle {
  weight: FontWeight;
  size: number;
  /** Distance between baselines of consecutive lines. */
  leading: number;
  isMuted: boolean;
}

export const textStyles = {
  company: { weight: 'bold', size: 13, leading: 17, isMuted: false },
  detail: { weight: 'regular', size: 8, leading: 10.5, isMuted: true },
  title: { weight: 'bold', size: 18, leading: 26, isMuted: false },
  heading: { weight: 'bold', size: 11, leading: 16, isMuted: false },
  label: { weight: 'regular', size: 9, leading: 13, isMuted: true },
  body: { weight: 'regular', size: 9, leading: 13, isMuted: false },
  strong: { weight: 'bold', size: 9, leading: 13, isMuted: false },
  small: { weight: 'regular', size: 8, leading: 10, isMuted: false },
  footer: { weight: 'regular', size: 7.5, leading: 10, isMuted: true },
} as const satisfies Record<string, TextStyle>;

export type TextStyleName = keyof typeof textStyles;

export interface PlacedText {
  text: string;
  /** Left end of the baseline. */
  x: number;
  y: number;
  style: TextStyleName;
}

export interface Rect {
  x: number;
  y: number;
  width: number;
  height: number;
}

export interface Rule {
  from: { x: number; y: number };
  to: { x: number; y: number };
}

export interface ContractPage {
  texts: PlacedText[];
  rules: Rule[];
  /** Outlined rectangles: the signature box, on the last page only. */
  boxes: Rect[];
}

export interface ContractLayout {
  /** BCP 47 tag of the printed language, for the PDF's metadata. */
  language: string;
  documentTitle: string;
  pages: ContractPage[];
}

const [pageWidth, pageHeight] = PageSizes.A4;
export const pageSize = { width: pageWidth, height: pageHeight } as const;

const margin = { left: 50, right: 50, top: 50, bottom: 56 } as const;
const contentWidth = pageWidth - margin.left - margin.right;
const rightEdge = pageWidth - margin.right;
const footerBaseline = 30;
/** Width of the label column of a field ("Booking reference", "Date of birth"). */
const labelColumnWidth = 135;
/** Room kept for an amount at the right of a price line. */
const amountColumnWidth = 120;
const itemIndent = 16;
const ruleHeight = 10;
const spaceHeight = 8;

const signatureBox: Rect = { x: margin.left, y: 64, width: contentWidth, height: 160 };
const signaturePadding = 10;

/**
 * The signature box sits at the same place on the last page of every contract, so `stampSignature` can
 * fill it in without the contract's input: the drawn signature goes in `image`, above a line; the signer's
 * name and the signing time go right of the printed labels; the document hash along the bottom.
 */
export const signatureGeometry = {
  box: signatureBox,
  image: { x: signatureBox.x + signaturePadding, y: signatureBox.y + 50, width: 250, height: 66 },
  labelX: signatureBox.x + signaturePadding,
  valueX: signatureBox.x + signaturePadding + 100,
  valueWidth: signatureBox.width - 2 * signaturePadding - 100,
  nameBaseline: signatureBox.y + 32,
  signedAtBaseline: signatureBox.y + 20,
  hashBaseline: signatureBox.y + 8,
} as const;

/** The width in points of already WinAnsi-safe text set in `style`. */
export function textWidth(text: string, style: TextStyleName): number {
  const { weight, size } = textStyles[style];
  return fontMetrics[weight].widthOfTextAtSize(text, size);
}

/**
 * The text cut into lines no wider than `width`, breaking between words, and inside a word only when the
 * word alone is wider (an e-mail address, a long reference). Empty text gives one empty line.
 */
export function wrapText(text: string, style: TextStyleName, width: number): string[] {
  const lines: string[] = [];
  let current = '';
  for (const word of text.split(' ').filter((part) => part !== '')) {
    const candidate = current === '' ? word : `${current} ${word}`;
    if (textWidth(candidate, style) <= width) {
      current = candidate;
      continue;
    }
    if (current !== '') lines.push(current);
    const pieces = breakWord(word, style, width);
    current = pieces.pop() ?? '';
    lines.push(...pieces);
  }
  lines.push(current);
  return lines;
}

function breakWord(word: string, style: TextStyleName, width: number): string[] {
  const pieces: string[] = [];
  let current = '';
  for (const character of word) {
    if (current !== '' && textWidth(current + character, style) > width) {
      pieces.push(current);
      current = '';
    }
    current += character;
  }
  pieces.push(current);
  return pieces;
}

/** One line of the flow: texts placed relative to the line's baseline, so the paginator can move it. */
interface Row {
  height: number;
  texts: { text: string; x: number; style: TextStyleName }[];
  hasRule?: boolean;
  /** A heading stays on the page of the block under it. */
  keepsWithNext?: boolean;
  /** Vertical space, dropped at the top of a page. */
  isSpace?: boolean;
}

/**
 * The contract for `input` laid out on A4 pages: every line wrapped to the page width, sections flowing
 * onto further pages as needed, a footer with the page number on each page, and the signature box at the
 * bottom of the last page. Throws as `contractContent` does for input that cannot be a check-in agreement.
 */
export function contractText(input: ContractInput): ContractLayout {
  const content = contractContent(input);
  const { pages, flowBottom } = paginate(content.blocks.map((block) => blockRows(printable(block))));
  placeSignatureBox(pages, flowBottom, content.signature);
  addFooters(pages, content.footer);
  return { language: content.language, documentTitle: toPrintableText(content.documentTitle), pages };
}

/** Every string of the block as the contract's font can print it (see `toPrintableText`). */
function printable(block: ContractBlock): ContractBlock {
  switch (block.kind) {
    case 'field':
      return { ...block, label: toPrintableText(block.label), value: toPrintableText(block.value) };
    case 'amount':
      return { ...block, label: toPrintableText(block.label), amount: toPrintableText(block.amount) };
    case 'item':
      return { ...block, marker: toPrintableText(block.marker), text: toPrintableText(block.text) };
    case 'rule':
    case 'space':
      return block;
    default:
      return { ...block, text: toPrintableText(block.text) };
  }
}

function blockRows(block: ContractBlock): Row[] {
  switch (block.kind) {
    case 'company':
    case 'detail':
    case 'title':
    case 'paragraph':
      return textRows(block.text, block.kind === 'paragraph' ? 'body' : block.kind);
    case 'heading':
      return textRows(block.text, 'heading').map((row) => ({ ...row, keepsWithNext: true }));
    case 'field':
      return columnRows(
        { lines: wrapText(block.label, 'label', labelColumnWidth - 8), x: margin.left, style: 'label' },
        {
          lines: wrapText(block.value, 'body', contentWidth - labelColumnWidth),
          x: margin.left + labelColumnWidth,
          style: 'body',
        },
      );
    case 'item':
      return columnRows(
        { lines: [block.marker], x: margin.left, style: 'body' },
        { lines: wrapText(block.text, 'body', contentWidth - itemIndent), x: margin.left + itemIndent, style: 'body' },
      );
    case 'amount':
      return amountRows(block);
    case 'rule':
      return [{ height: ruleHeight, texts: [], hasRule: true }];
    case 'space':
      return [{ height: spaceHeight, texts: [], isSpace: true }];
  }
}

function textRows(text: string, style: TextStyleName, width: number = contentWidth): Row[] {
  return wrapText(text, style, width).map((line) => ({
    height: textStyles[style].leading,
    texts: [{ text: line, x: margin.left, style }],
  }));
}

interface Column {
  lines: string[];
  x: number;
  style: TextStyleName;
}

/** Two columns side by side, line by line; the row count is that of the longer column. */
function columnRows(left: Column, right: Column): Row[] {
  const count = Math.max(left.lines.length, right.lines.length);
  return Array.from({ length: count }, (_, index) => ({
    height: Math.max(textStyles[left.style].leading, textStyles[right.style].leading),
    texts: [left, right].flatMap((column) => {
      const line = column.lines[index];
      return line === undefined || line === '' ? [] : [{ text: line, x: column.x, style: column.style }];
    }),
  }));
}

function amountRows(block: Extract<ContractBlock, { kind: 'amount' }>): Row[] {
  const style: TextStyleName = block.isEmphasised ? 'strong' : 'body';
  const rows = textRows(block.label, style, contentWidth - amountColumnWidth);
  // The amount is right-aligned on the label's first line.
  rows[0]?.texts.push({ text: block.amount, x: rightEdge - textWidth(block.amount, style), style });
  return rows;
}

function emptyPage(): ContractPage {
  return { texts: [], rules: [], boxes: [] };
}

const firstBaselineOffset = (row: Row): number => row.height * 0.75;

/** Height of the flow area of a page, between the top and bottom margins. */
const flowHeight = pageHeight - margin.top - margin.bottom;

/** The height a block needs free to start on this page: all of it if short enough to keep whole, else one row. */
function startHeight(block: Row[] | undefined): number {
  const whole = (block ?? []).reduce((sum, row) => sum + row.height, 0);
  return whole <= flowHeight / 2 ? whole : (block?.[0]?.height ?? 0);
}

/**
 * The blocks' rows flowed onto pages, and where the flow ended on the last page. A short block (a clause,
 * an address) moves whole to the next page rather than split, and a heading moves with the block under it.
 */
function paginate(blocks: Row[][]): { pages: ContractPage[]; flowBottom: number } {
  let page = emptyPage();
  const pages = [page];
  let top = pageHeight - margin.top;
  let isPageEmpty = true;
  const startNewPage = (): void => {
    page = emptyPage();
    pages.push(page);
    top = pageHeight - margin.top;
    isPageEmpty = true;
  };
  blocks.forEach((rows, index) => {
    const keepsWithNext = rows.some((row) => row.keepsWithNext);
    const needed = startHeight(rows) + (keepsWithNext ? startHeight(blocks[index + 1]) : 0);
    if (!isPageEmpty && top - needed < margin.bottom) startNewPage();
    for (const row of rows) {
      if (!isPageEmpty && top - row.height < margin.bottom) startNewPage();
      if (row.isSpace && isPageEmpty) continue;
      placeRow(page, row, top);
      top -= row.height;
      isPageEmpty = false;
    }
  });
  return { pages, flowBottom: top };
}

function placeRow(page: ContractPage, row: Row, top: number): void {
  const baseline = top - firstBaselineOffset(row);
  page.texts.push(...row.texts.map((text) => ({ ...text, y: baseline })));
  if (row.hasRule) {
    const y = top - row.height / 2;
    page.rules.push({ from: { x: margin.left, y }, to: { x: rightEdge, y } });
  }
}

/** The box, its title, the acceptance statement, the signature line and the printed labels. */
function placeSignatureBox(pages: ContractPage[], flowBottom: number, signature: ContractContent['signature']): void {
  const box = signatureGeometry.box;
  const page = pageWithRoomForSignature(pages, flowBottom);
  const innerWidth = box.width - 2 * signaturePadding;
  const { labelX } = signatureGeometry;
  const titleBaseline = box.y + box.height - 16;
  const statementLines = wrapText(toPrintableText(signature.statement), 'small', innerWidth);
  page.boxes.push(box);
  page.texts.push(
    { text: toPrintableText(signature.title), x: labelX, y: titleBaseline, style: 'strong' },
    ...statementLines.map((text, index) => ({
      text,
      x: labelX,
      y: titleBaseline - 12 - index * textStyles.small.leading,
      style: 'small' as const,
    })),
    { text: toPrintableText(signature.signerName), x: labelX, y: signatureGeometry.nameBaseline, style: 'label' },
    { text: toPrintableText(signature.signedAt), x: labelX, y: signatureGeometry.signedAtBaseline, style: 'label' },
  );
  const lineY = signatureGeometry.image.y - 4;
  page.rules.push({ from: { x: labelX, y: lineY }, to: { x: labelX + signatureGeometry.image.width, y: lineY } });
}

/** The last page when the flow ended above the signature box, else a new page for the box alone. */
function pageWithRoomForSignature(pages: ContractPage[], flowBottom: number): ContractPage {
  const last = pages[pages.length - 1];
  const box = signatureGeometry.box;
  if (last !== undefined && flowBottom - spaceHeight >= box.y + box.height) return last;
  const page = emptyPage();
  pages.push(page);
  return page;
}

function addFooters(pages: ContractPage[], footer: ContractContent['footer']): void {
  pages.forEach((page, index) => {
    page.texts.push({
      text: toPrintableText(footer(index + 1, pages.length)),
      x: margin.left,
      y: footerBaseline,
      style: 'footer',
    });
  });
}
