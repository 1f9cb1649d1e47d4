import fontkit from '@cantoo/fontkit';
import { PDFDocument, rgb, type PDFFont, type PDFImage } from '@cantoo/pdf-lib';
import { fontBytes, type FontWeight } from '../contracts/contract-fonts';
import { pageSize, textStyles } from '../contracts/contract-layout';
import type { StoredFile } from '../storage/port.server';
import { conditionReportLayout, type ConditionReportInput, type ReportStage } from './condition-report-layout';

/**
 * The condition report as a PDF (issue 39): A4 pages exactly as `conditionReportLayout` lays them out,
 * in Noto Sans SC (the contract's fonts, subset), each photo embedded as the caller gives it (its report
 * copy, else as stored: a JPEG's bytes pass through unchanged; a PNG is re-compressed by pdf-lib) and
 * fitted into its frame. A photo the PDF cannot carry (WebP, or bytes that do not decode) gets a line
 * saying so instead; so does one past the byte budget below.
 */

/**
 * At most this many bytes of images are embedded in one report. A Netlify function's answer is at most
 * 6 MB, and a binary answer may travel base64-encoded inside that limit (4/3 larger): 4 MB of images,
 * plus the subset fonts (about 30 KB), the pages' text and the PDF's own objects (tens of KB), stays
 * under it either way, and is a modest attachment for the "returned" e-mail. Photos with report copies
 * (about 50-120 KB each) stay far below it; it guards a report of many photos sent without copies (older
 * photos, API clients): once used, a photo that does not fit is not drawn, and a line says where it is.
 */
export const reportImageBudgetBytes = 4_000_000;

const producer = '@cantoo/pdf-lib 2.11.1';
const creator = 'Vehicle condition report (server/condition-report)';
const ink = rgb(0.1, 0.1, 0.1);
const mutedInk = rgb(0.38, 0.38, 0.38);
const ruleInk = rgb(0.7, 0.7, 0.7);

/** The report's input without `drawable` (the renderer finds it by embedding each photo). */
export type ConditionReportSource = Omit<ConditionReportInput, 'stages'> & {
  stages: (Omit<ReportStage, 'photos'> & { photos: Omit<ReportStage['photos'][number], 'drawable'>[] })[];
};

async function embedPhoto(document: PDFDocument, file: StoredFile): Promise<PDFImage | null> {
  try {
    if (file.contentType === 'image/jpeg') return await document.embedJpg(file.bytes);
    if (file.contentType === 'image/png') return await document.embedPng(file.bytes);
  } catch {
    // Bytes that claim to be a JPEG or PNG but do not decode: the report says the photo cannot be shown.
  }
  return null;
}

/** The layout's input: each photo drawn or not, and when not, whether the image budget left it out. */
export function reportInputOf(
  source: ConditionReportSource,
  drawn: (photoId: string) => boolean,
  overBudget: (photoId: string) => boolean = () => false,
): ConditionReportInput {
  return {
    ...source,
    stages: source.stages.map((stage) => ({
      ...stage,
      photos: stage.photos.map((photo) => ({
        ...photo,
        drawable: drawn(photo.id),
        ...(overBudget(photo.id) ? { overBudget: true } : {}),
      })),
    })),
  };
}

/**
 * The report as PDF bytes; `photos` gives the file to embed of each photo by its id (its report copy, else
 * the stored photo; null: purged or missing). Photos are embedded in the report's order while their bytes
 * fit `budgetBytes`; one that does not fit is left out (a smaller one after it may still fit).
 */
export async function renderConditionReportPdf(
  source: ConditionReportSource,
  photos: (photoId: string) => Promise<StoredFile | null>,
  budgetBytes = reportImageBudgetBytes,
): Promise<Uint8Array> {
  const document = await PDFDocument.create({ updateMetadata: false });
  document.registerFontkit(fontkit);
  const images = new Map<string, PDFImage>();
  const overBudget = new Set<string>();
  let embedded = 0;
  for (const stage of source.stages) {
    for (const photo of stage.photos) {
      const file = await photos(photo.id);
      if (!file) continue;
      if (embedded + file.bytes.byteLength > budgetBytes) {
        overBudget.add(photo.id);
        continue;
      }
      const image = await embedPhoto(document, file);
      if (!image) continue;
      images.set(photo.id, image);
      embedded += file.bytes.byteLength;
    }
  }
  const layout = conditionReportLayout(
    reportInputOf(
      source,
      (id) => images.has(id),
      (id) => overBudget.has(id),
    ),
  );
  const fonts: Record<FontWeight, PDFFont> = {
    regular: await document.embedFont(fontBytes('regular'), { subset: true }),
    bold: await document.embedFont(fontBytes('bold'), { subset: true }),
  };
  for (const page of layout.pages) {
    const pdfPage = document.addPage([pageSize.width, pageSize.height]);
    for (const rule of page.rules) pdfPage.drawLine({ start: rule.from, end: rule.to, thickness: 0.6, color: ruleInk });
    for (const frame of page.photos) {
      const image = images.get(frame.photoId);
      if (!image) continue;
      const scale = Math.min(frame.width / image.width, frame.height / image.height);
      const width = image.width * scale;
      const height = image.height * scale;
      pdfPage.drawImage(image, { x: frame.x, y: frame.y + (frame.height - height), width, height });
      pdfPage.drawRectangle({
        x: frame.x,
        y: frame.y + (frame.height - height),
        width,
        height,
        borderColor: ruleInk,
        borderWidth: 0.5,
      });
    }
    let weight: FontWeight | undefined;
    for (const text of page.texts) {
      const style = textStyles[text.style];
      if (style.weight !== weight) {
        pdfPage.setFont(fonts[style.weight]);
        weight = style.weight;
      }
      pdfPage.drawText(text.text, { x: text.x, y: text.y, size: style.size, color: style.isMuted ? mutedInk : ink });
    }
  }
  document.setTitle(layout.documentTitle);
  document.setAuthor(source.companyName);
  document.setLanguage(layout.language);
  document.setProducer(producer);
  document.setCreator(creator);
  document.setCreationDate(source.generatedAt);
  document.setModificationDate(source.generatedAt);
  return document.save();
}

export { conditionReportLayout };
