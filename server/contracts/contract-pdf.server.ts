import { DateTime } from 'luxon';
import { PDFDocument, rgb, type PDFFont, type PDFImage, type PDFPage } from '@cantoo/pdf-lib';
import { businessTimeZone } from '../../src/config/constants';
import type { ContractInput } from './contract-content';
import { contractText, pageSize, signatureGeometry, textStyles, type ContractPage } from './contract-layout';
import fontkit from '@cantoo/fontkit';
import { fontBytes, type FontWeight } from './contract-fonts';
import { toPrintableText } from './printable-text';
import { sha256Hex } from './sha256.server';

export type { ContractInput } from './contract-content';
export { contractText } from './contract-layout';

/**
 * The check-in rental agreement as a PDF (spec §9: template 1829, payment option 509). Those ids live in
 * src/config/constants.ts (`checkInRentalAgreementTemplateId`, `checkInPaymentOptionId`), not here.
 *
 * Output is byte-for-byte deterministic: the SHA-256 of the unsigned PDF is what the customer's signature
 * binds to, so rendering the same input again must give the same hash.
 */

/** Fixed document metadata: pdf-lib would otherwise write its own name and the current time. */
const producer = '@cantoo/pdf-lib 2.11.1';
const creator = 'Rental agreement template 1829 (server/contracts)';

const ink = rgb(0.1, 0.1, 0.1);
const mutedInk = rgb(0.38, 0.38, 0.38);
const ruleInk = rgb(0.7, 0.7, 0.7);

type Fonts = Record<FontWeight, PDFFont>;

/**
 * The unsigned rental agreement for `input`: A4 pages exactly as `contractText(input)` lays them out.
 * The same input always gives the same bytes (metadata dates are `issuedAt`, no random ids). Throws as
 * `contractText` does for input that cannot be a check-in agreement.
 */
export async function renderContractPdf(input: ContractInput): Promise<Uint8Array> {
  const { pages, documentTitle, language } = contractText(input);
  const document = await PDFDocument.create({ updateMetadata: false });
  document.registerFontkit(fontkit);
  const fonts: Fonts = {
    regular: await embedContractFont(document, 'regular'),
    bold: await embedContractFont(document, 'bold'),
  };
  for (const page of pages) drawPage(document.addPage([pageSize.width, pageSize.height]), page, fonts);
  document.setTitle(documentTitle);
  document.setAuthor(input.companyName);
  document.setLanguage(language);
  setFixedMetadata(document, input.issuedAt);
  return document.save();
}

/** Noto Sans SC, subset to the glyphs the document uses (see contract-fonts.ts and README.md). */
function embedContractFont(document: PDFDocument, weight: FontWeight): Promise<PDFFont> {
  return document.embedFont(fontBytes(weight), { subset: true });
}

function setFixedMetadata(document: PDFDocument, at: Date): void {
  document.setProducer(producer);
  document.setCreator(creator);
  document.setCreationDate(at);
  document.setModificationDate(at);
}

function drawPage(pdfPage: PDFPage, page: ContractPage, fonts: Fonts): void {
  for (const box of page.boxes) {
    pdfPage.drawRectangle({ ...box, borderColor: ruleInk, borderWidth: 0.8 });
  }
  for (const rule of page.rules) {
    pdfPage.drawLine({ start: rule.from, end: rule.to, thickness: 0.6, color: ruleInk });
  }
  let weight: FontWeight | undefined;
  for (const text of page.texts) {
    const style = textStyles[text.style];
    // Passing `font` to every drawText would add a resource entry per line; switch only when it changes.
    if (style.weight !== weight) {
      pdfPage.setFont(fonts[style.weight]);
      weight = style.weight;
    }
    pdfPage.drawText(text.text, { x: text.x, y: text.y, size: style.size, color: style.isMuted ? mutedInk : ink });
  }
}

export interface Signature {
  /**
   * The customer's drawing, as exported by signature_pad (`toDataURL('image/png')`, decoded); absent for a
   * typed signature, where the typed name stands in the signature line (docs/decisions/009).
   */
  png?: Uint8Array;
  signerName: string;
  signedAt: Date;
  /** `sha256Hex` of the unsigned PDF the customer saw and signed. */
  contractSha256: string;
}

/** Printed under a typed signature, so the document says how it was signed. */
export const typedSignatureNote = 'Signed electronically by typing the name (no drawn signature).';

const pngSignature = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];

/**
 * The contract with the customer's signature drawn into the signature box on its last page, with the
 * signer's name, the signing time and "Document SHA-256: <hash>". Deterministic like `renderContractPdf`
 * (the modification date becomes `signedAt`). Rejects with an Error when the image is not a PNG, when the
 * hash is not the SHA-256 of `pdf` (the signature must bind to the document it is drawn on), or when
 * `signedAt` is not a valid date.
 */
export async function stampSignature(pdf: Uint8Array, signature: Signature): Promise<Uint8Array> {
  if (signature.png) assertPng(signature.png);
  assertSignsThisDocument(pdf, signature.contractSha256);
  const signedAt = formatSigningTime(signature.signedAt);
  const document = await PDFDocument.load(pdf, { updateMetadata: false });
  const page = document.getPage(document.getPageCount() - 1);
  document.registerFontkit(fontkit);
  // The stamp embeds its own subset: the signer's name may use glyphs the contract did not.
  const font = await embedContractFont(document, 'regular');
  page.setFont(font);
  const { valueX, labelX } = signatureGeometry;
  const signerName = toPrintableText(signature.signerName);
  if (signature.png) {
    const image = await embedSignatureImage(document, signature.png);
    page.drawImage(image, fitInto(image, signatureGeometry.image));
  } else {
    // A typed signature: the name in the signature line, and how it was given (docs/decisions/009).
    const area = signatureGeometry.image;
    page.drawText(signerName, {
      x: area.x,
      y: area.y + 22,
      size: sizeToFit(font, signerName, area.width, 20),
      color: ink,
    });
    page.drawText(typedSignatureNote, { x: area.x, y: area.y + 8, size: textStyles.footer.size, color: mutedInk });
  }
  page.drawText(signerName, {
    x: valueX,
    y: signatureGeometry.nameBaseline,
    size: sizeToFit(font, signerName, signatureGeometry.valueWidth, textStyles.body.size),
    color: ink,
  });
  page.drawText(signedAt, { x: valueX, y: signatureGeometry.signedAtBaseline, size: textStyles.body.size, color: ink });
  page.drawText(`Document SHA-256: ${signature.contractSha256}`, {
    x: labelX,
    y: signatureGeometry.hashBaseline,
    size: textStyles.footer.size,
    color: mutedInk,
  });
  document.setModificationDate(signature.signedAt);
  return document.save();
}

function assertPng(bytes: Uint8Array): void {
  const isPng = bytes.length > pngSignature.length && pngSignature.every((byte, index) => bytes[index] === byte);
  if (!isPng) throw new Error('Signature image must be a PNG (it does not start with the PNG signature)');
}

function assertSignsThisDocument(pdf: Uint8Array, contractSha256: string): void {
  if (sha256Hex(pdf) !== contractSha256.toLowerCase()) {
    throw new Error('Signature contractSha256 is not the SHA-256 of the PDF being signed');
  }
}

async function embedSignatureImage(document: PDFDocument, png: Uint8Array): Promise<PDFImage> {
  try {
    return await document.embedPng(png);
  } catch (error) {
    throw new Error('Signature image is not a valid PNG', { cause: error });
  }
}

/** The image scaled to fit the area, keeping its aspect ratio, anchored bottom-left on the signature line. */
function fitInto(image: PDFImage, area: { x: number; y: number; width: number; height: number }) {
  const scale = Math.min(area.width / image.width, area.height / image.height);
  return { x: area.x, y: area.y, width: image.width * scale, height: image.height * scale };
}

/** The font size, at most `size`, at which the text fits the width: a long name shrinks rather than leave the box. */
function sizeToFit(font: PDFFont, text: string, width: number, size: number): number {
  const naturalWidth = font.widthOfTextAtSize(text, size);
  return naturalWidth <= width ? size : size * (width / naturalWidth);
}

/**
 * The signing time in Iceland (spec §9: Atlantic/Reykjavik), with its offset from UTC. Iceland keeps UTC
 * all year, so this reads "UTC+00:00"; the offset is printed rather than assumed.
 */
function formatSigningTime(signedAt: Date): string {
  const time = DateTime.fromJSDate(signedAt, { zone: businessTimeZone });
  if (!time.isValid) throw new Error('Signature signedAt is not a valid date');
  return `${time.toFormat("yyyy-MM-dd HH:mm:ss 'UTC'ZZ")} (${businessTimeZone})`;
}

// The SHA-256 of a document has its own module: licence photos are hashed without the PDF library.
export { sha256Hex };
