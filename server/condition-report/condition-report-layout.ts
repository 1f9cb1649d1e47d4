import { DateTime } from 'luxon';
import { businessTimeZone } from '../../src/config/constants';
import { localeEntry, type LocaleCode } from '../../src/config/locales';
import { damageAngle } from '../../src/domain/condition';
import { formatDate } from '../../src/i18n/format-date';
import type { Translate } from '../../src/i18n/translate';
import { pageSize, textStyles, textWidth, wrapText, type TextStyleName } from '../contracts/contract-layout';
import { toPrintableText } from '../contracts/printable-text';

/**
 * Where every word and photo of the condition report goes (issue 39). Pure, like the contract's layout
 * (server/contracts/contract-layout.ts, whose fonts, styles and text helpers it reuses): the renderer
 * draws exactly these pages, so tests read the report here and compare it with the PDF's text.
 * Coordinates are PDF points from the page's bottom-left.
 */

export interface ReportPhoto {
  id: string;
  angle: string;
  sequence: number;
  takenAt: Date;
  receivedAt: Date;
  note: string | null;
  position: { x: number; y: number } | null;
  place: { latitude: number; longitude: number; accuracy: number | null } | null;
  author: 'customer' | 'staff';
  /** Whether the renderer can draw its bytes (a JPEG or PNG it could embed); else a line says it cannot. */
  drawable: boolean;
  /** Not drawn because the report's image budget was used (the line then says where the photo is). */
  overBudget?: boolean;
}

export interface ReportStage {
  stage: string;
  confirmedAt: Date | null;
  closedAt: Date | null;
  photos: ReportPhoto[];
  notes: { text: string; createdAt: Date }[];
}

export interface ConditionReportInput {
  locale: LocaleCode;
  t: Translate;
  companyName: string;
  reference: string;
  vehicle: string;
  customerName: string;
  /** The booked pickup and return, Iceland local 'YYYY-MM-DDTHH:mm'. */
  pickup: { place: string; at: string };
  return: { place: string; at: string };
  /** The required angles, in the walk's order. */
  angles: string[];
  /** The walks, in order: shown in pairs, the first beside the second (pickup beside return). */
  stages: ReportStage[];
  generatedAt: Date;
}

export interface PlacedReportText {
  text: string;
  x: number;
  y: number;
  style: TextStyleName;
}

export interface PlacedPhoto {
  photoId: string;
  /** The frame the photo is fitted into, keeping its proportions. */
  x: number;
  y: number;
  width: number;
  height: number;
}

export interface ReportPage {
  texts: PlacedReportText[];
  photos: PlacedPhoto[];
  rules: { from: { x: number; y: number }; to: { x: number; y: number } }[];
}

export interface ConditionReportLayout {
  language: string;
  documentTitle: string;
  pages: ReportPage[];
}

const margin = { left: 42, right: 42, top: 46, bottom: 52 } as const;
const contentWidth = pageSize.width - margin.left - margin.right;
const columnGap = 15;
const columnWidth = (contentWidth - columnGap) / 2;
const columnX = [margin.left, margin.left + columnWidth + columnGap] as const;
const labelWidth = 120;
/** A thumbnail's frame: the column's width, in a 4:3 box a little flatter, so three rows fit a page. */
const photoFrame = { width: columnWidth, height: 150 } as const;
const footerBaseline = 28;

/** An instant in Iceland time as the language writes the date, with the time to the second. */
export function reportTime(locale: LocaleCode, instant: Date): string {
  const local = DateTime.fromJSDate(instant, { zone: businessTimeZone });
  const date = formatDate(local.toFormat('yyyy-MM-dd'), locale, { dateStyle: 'medium' });
  return `${date} ${local.toFormat('HH:mm:ss')}`;
}

/** A booked Iceland local 'YYYY-MM-DDTHH:mm' as the language writes it. */
function localTime(locale: LocaleCode, local: string): string {
  return `${formatDate(local.slice(0, 10), locale, { dateStyle: 'medium' })} ${local.slice(11, 16)}`;
}

/** The name of a walk in the report's language (`check-3`: "Monthly check 3"). */
export function stageName(t: Translate, stage: string): string {
  const check = /^check-(\d+)$/.exec(stage);
  if (check) return t('mail.conditionReport.stages.check', { number: check[1] ?? '' });
  return t(`mail.conditionReport.stages.${stage}`);
}

/** The name of an angle in the report's language; an angle the strings do not know is printed as its key. */
export function angleName(t: Translate, angle: string): string {
  const key = `mail.conditionReport.angles.${angle.replace(/-([a-z])/g, (_, letter: string) => letter.toUpperCase())}`;
  const name = t(key);
  return name === key ? angle : name;
}

/** A piece of a row: text lines or a photo frame, at an offset below the row's top. */
type Piece =
  | { kind: 'text'; text: string; x: number; below: number; style: TextStyleName }
  | { kind: 'photo'; photoId: string; x: number; below: number };

interface Row {
  height: number;
  pieces: Piece[];
  hasRule?: boolean;
  keepsWithNext?: boolean;
}

/** Lines of text in a column from `below` under its top; answers the pieces and the height they take. */
function columnLines(lines: { text: string; style: TextStyleName }[], x: number, width: number, start = 0) {
  const pieces: Piece[] = [];
  let below = start;
  for (const line of lines) {
    const style = textStyles[line.style];
    for (const wrapped of wrapText(toPrintableText(line.text), line.style, width)) {
      below += style.leading;
      pieces.push({
        kind: 'text',
        text: wrapped,
        x,
        below: below - (style.leading - style.size) / 2,
        style: line.style,
      });
    }
  }
  return { pieces, height: below };
}

function textRow(text: string, style: TextStyleName, width = contentWidth, x: number = margin.left): Row {
  const { pieces, height } = columnLines([{ text, style }], x, width);
  return { height, pieces };
}

function fieldRow(label: string, value: string): Row {
  const left = columnLines([{ text: label, style: 'label' }], margin.left, labelWidth - 8);
  const right = columnLines([{ text: value, style: 'body' }], margin.left + labelWidth, contentWidth - labelWidth);
  return { height: Math.max(left.height, right.height), pieces: [...left.pieces, ...right.pieces] };
}

/** Two columns side by side; the row is as tall as the taller. */
function twoColumns(left: { pieces: Piece[]; height: number }, right: { pieces: Piece[]; height: number }): Row {
  return { height: Math.max(left.height, right.height), pieces: [...left.pieces, ...right.pieces] };
}

function photoLines(input: ConditionReportInput, photo: ReportPhoto): { text: string; style: TextStyleName }[] {
  const { t, locale } = input;
  const lines: { text: string; style: TextStyleName }[] = [];
  if (!photo.drawable) {
    const why = photo.overBudget ? 'mail.conditionReport.imageNotIncluded' : 'mail.conditionReport.imageUnavailable';
    lines.push({ text: t(why), style: 'label' });
  }
  lines.push({ text: t('mail.conditionReport.taken', { time: reportTime(locale, photo.takenAt) }), style: 'small' });
  lines.push({
    text: t('mail.conditionReport.received', { time: reportTime(locale, photo.receivedAt) }),
    style: 'small',
  });
  if (photo.position) {
    const percent = (value: number) => String(Math.round(value * 100));
    lines.push({
      text: t('mail.conditionReport.position', { x: percent(photo.position.x), y: percent(photo.position.y) }),
      style: 'small',
    });
  }
  if (photo.place) {
    const place = t('mail.conditionReport.place', {
      latitude: photo.place.latitude.toFixed(5),
      longitude: photo.place.longitude.toFixed(5),
    });
    const accuracy =
      photo.place.accuracy === null
        ? ''
        : ` (${t('mail.conditionReport.accuracy', { accuracy: String(Math.round(photo.place.accuracy)) })})`;
    lines.push({ text: `${place}${accuracy}`, style: 'small' });
  }
  if (photo.note) lines.push({ text: t('mail.conditionReport.note', { text: photo.note }), style: 'body' });
  if (photo.author === 'staff') lines.push({ text: t('mail.conditionReport.byDesk'), style: 'strong' });
  return lines;
}

/** A photo's cell: its frame (when it can be drawn) and its lines under it. */
function photoCell(input: ConditionReportInput, photo: ReportPhoto, x: number) {
  const frame = photo.drawable ? photoFrame.height + 4 : 0;
  const lines = columnLines(photoLines(input, photo), x, columnWidth, frame);
  const pieces: Piece[] = photo.drawable
    ? [{ kind: 'photo', photoId: photo.id, x, below: 0 }, ...lines.pieces]
    : lines.pieces;
  return { pieces, height: lines.height + 10 };
}

function emptyCell(input: ConditionReportInput, x: number) {
  return columnLines([{ text: input.t('mail.conditionReport.noPhoto'), style: 'label' }], x, columnWidth);
}

const none = { pieces: [] as Piece[], height: 0 };

/** One pair of walks: their names, their confirmations, each angle's photos side by side, the desk's notes. */
function pairRows(input: ConditionReportInput, pair: ReportStage[]): Row[] {
  const { t, locale } = input;
  const rows: Row[] = [{ height: 10, pieces: [], hasRule: true }];
  const cells = (cell: (stage: ReportStage, x: number) => { pieces: Piece[]; height: number }) => {
    const [left, right] = pair;
    return twoColumns(left ? cell(left, columnX[0]) : none, right ? cell(right, columnX[1]) : none);
  };
  rows.push({
    ...cells((stage, x) => columnLines([{ text: stageName(t, stage.stage), style: 'heading' }], x, columnWidth)),
    keepsWithNext: true,
  });
  rows.push(
    cells((stage, x) =>
      columnLines(
        [
          {
            text: stage.confirmedAt
              ? t('mail.conditionReport.confirmed', { time: reportTime(locale, stage.confirmedAt) })
              : t('mail.conditionReport.notConfirmed'),
            style: 'small',
          },
          ...(stage.closedAt
            ? [
                {
                  text: t('mail.conditionReport.closed', { time: reportTime(locale, stage.closedAt) }),
                  style: 'small' as const,
                },
              ]
            : []),
        ],
        x,
        columnWidth,
      ),
    ),
  );
  const photoAngles = pair.flatMap((stage) => stage.photos.map((photo) => photo.angle));
  const extra = [...new Set(photoAngles)].filter((angle) => angle !== damageAngle && !input.angles.includes(angle));
  const angles = [...input.angles, ...extra, ...(photoAngles.includes(damageAngle) ? [damageAngle] : [])];
  for (const angle of angles) {
    const photosOf = (stage: ReportStage | undefined) => stage?.photos.filter((photo) => photo.angle === angle) ?? [];
    const [left, right] = [photosOf(pair[0]), photosOf(pair[1])];
    rows.push({ height: 6, pieces: [] });
    rows.push({ ...textRow(angleName(t, angle), 'strong'), keepsWithNext: true });
    const count = Math.max(left.length, right.length, 1);
    for (let index = 0; index < count; index += 1) {
      const cell = (photos: ReportPhoto[], stage: ReportStage | undefined, x: number) => {
        const photo = photos[index];
        if (photo) return photoCell(input, photo, x);
        return stage && index === 0 ? emptyCell(input, x) : none;
      };
      rows.push(twoColumns(cell(left, pair[0], columnX[0]), cell(right, pair[1], columnX[1])));
    }
  }
  if (pair.some((stage) => stage.notes.length > 0)) {
    rows.push({ height: 6, pieces: [] });
    rows.push({ ...textRow(t('mail.conditionReport.deskNotes'), 'strong'), keepsWithNext: true });
    rows.push(
      cells((stage, x) =>
        columnLines(
          stage.notes.map((note) => ({
            text: `${reportTime(locale, note.createdAt)}: ${note.text}`,
            style: 'body' as const,
          })),
          x,
          columnWidth,
        ),
      ),
    );
  }
  return rows;
}

/**
 * The report for `input` on A4 pages: the company, the reservation and its booked times, then the walks in
 * pairs (pickup beside return; a lease's delivery beside its first check, and so on), each required angle
 * with every photo of it, its times, place, note and damage position, desk photos marked as the desk's,
 * then the desk's notes; a footer with the reference and the page on each page.
 */
export function conditionReportLayout(input: ConditionReportInput): ConditionReportLayout {
  const { t, locale } = input;
  const rows: Row[] = [
    textRow(input.companyName, 'company'),
    textRow(t('mail.conditionReport.title'), 'title'),
    fieldRow(t('mail.common.reference'), input.reference),
    fieldRow(t('mail.common.vehicle'), input.vehicle),
    fieldRow(t('mail.conditionReport.customer'), input.customerName),
    fieldRow(t('mail.common.pickup'), `${localTime(locale, input.pickup.at)}, ${input.pickup.place}`),
    fieldRow(t('mail.common.return'), `${localTime(locale, input.return.at)}, ${input.return.place}`),
    { height: 4, pieces: [] },
    textRow(t('mail.conditionReport.timesNote'), 'detail'),
    textRow(t('mail.conditionReport.generated', { time: reportTime(locale, input.generatedAt) }), 'detail'),
  ];
  for (let index = 0; index < input.stages.length; index += 2) {
    rows.push(...pairRows(input, input.stages.slice(index, index + 2)));
  }
  const pages = paginate(rows);
  pages.forEach((page, index) => {
    page.texts.push({
      text: toPrintableText(
        t('mail.conditionReport.page', { reference: input.reference, page: index + 1, pages: pages.length }),
      ),
      x: margin.left,
      y: footerBaseline,
      style: 'footer',
    });
  });
  return {
    language: localeEntry(locale).language,
    documentTitle: toPrintableText(t('mail.conditionReport.documentTitle', { reference: input.reference })),
    pages,
  };
}

function paginate(rows: Row[]): ReportPage[] {
  const newPage = (): ReportPage => ({ texts: [], photos: [], rules: [] });
  let page = newPage();
  const pages = [page];
  let top = pageSize.height - margin.top;
  let empty = true;
  rows.forEach((row, index) => {
    const needed = row.height + (row.keepsWithNext ? (rows[index + 1]?.height ?? 0) : 0);
    if (!empty && top - needed < margin.bottom) {
      page = newPage();
      pages.push(page);
      top = pageSize.height - margin.top;
      empty = true;
    }
    if (empty && row.pieces.length === 0 && !row.hasRule) return;
    for (const piece of row.pieces) {
      if (piece.kind === 'text')
        page.texts.push({ text: piece.text, x: piece.x, y: top - piece.below, style: piece.style });
      else page.photos.push({ photoId: piece.photoId, x: piece.x, y: top - photoFrame.height, ...photoFrame });
    }
    if (row.hasRule) {
      const y = top - row.height / 2;
      page.rules.push({ from: { x: margin.left, y }, to: { x: pageSize.width - margin.right, y } });
    }
    top -= row.height;
    empty = false;
  });
  return pages;
}

/** The two columns and the photo frame, for tests: nothing runs past its column. */
export const reportColumns = { width: columnWidth, xs: columnX, margin, photoFrame, textWidth } as const;
