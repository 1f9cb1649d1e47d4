/**
 * @jest-environment node
 */
import sharp from 'sharp';
import { localeCodes, type LocaleCode } from '../../src/config/locales';
import { textWidth } from '../contracts/contract-layout';
import { mailTranslator } from '../mail/strings';
import type { StoredFile } from '../storage/port.server';
import { extractPageTexts } from '../testing/pdf-text.server';
import { conditionReportLayout, reportColumns, reportTime, type ConditionReportInput } from './condition-report-layout';
import {
  renderConditionReportPdf,
  reportImageBudgetBytes,
  reportInputOf,
  type ConditionReportSource,
} from './condition-report-pdf.server';

/**
 * The condition report read back out of the PDF (through each font's ToUnicode map, as a reader copying
 * the text would; see server/contracts/README.md) and compared with what the layout meant to print, in
 * all seven languages, with real JPEG and PNG photos embedded and a WebP one the PDF cannot carry.
 */

const at = (iso: string) => new Date(iso);

async function photoFiles(): Promise<Record<string, StoredFile>> {
  const image = (r: number, g: number, b: number) =>
    sharp({ create: { width: 64, height: 48, channels: 3, background: { r, g, b } } });
  return {
    front: { contentType: 'image/jpeg', bytes: new Uint8Array(await image(200, 30, 30).jpeg().toBuffer()) },
    back: { contentType: 'image/png', bytes: new Uint8Array(await image(30, 200, 30).png().toBuffer()) },
    damage: { contentType: 'image/jpeg', bytes: new Uint8Array(await image(30, 30, 200).jpeg().toBuffer()) },
    webp: { contentType: 'image/webp', bytes: new Uint8Array(await image(90, 90, 90).webp().toBuffer()) },
    returned: { contentType: 'image/jpeg', bytes: new Uint8Array(await image(10, 10, 10).jpeg().toBuffer()) },
    desk: { contentType: 'image/jpeg', bytes: new Uint8Array(await image(250, 250, 10).jpeg().toBuffer()) },
  };
}

const photo = (id: string, angle: string, sequence: number, takenAt: string, extra: Record<string, unknown> = {}) => ({
  id,
  angle,
  sequence,
  takenAt: at(takenAt),
  receivedAt: new Date(at(takenAt).getTime() + 95_120),
  note: null,
  position: null,
  place: null,
  author: 'customer' as const,
  ...extra,
});

function source(locale: LocaleCode): ConditionReportSource {
  return {
    locale,
    t: mailTranslator(locale),
    companyName: 'Norðurljós Car Rental',
    reference: 'C7J3RFV',
    vehicle: 'Suzuki Vitara 4x4',
    customerName: locale === 'zh' ? '张伟' : 'Þórður Ægisson',
    pickup: { place: locale === 'zh' ? '凯夫拉维克机场' : 'Keflavíkurflugvöllur', at: '2027-07-14T10:00' },
    return: { place: 'Reykjavík', at: '2027-07-20T10:00' },
    angles: ['front', 'back', 'left', 'right', 'windscreen', 'dashboard'],
    generatedAt: at('2027-07-20T11:00:00Z'),
    stages: [
      {
        stage: 'pickup',
        confirmedAt: at('2027-07-14T10:12:30Z'),
        closedAt: at('2027-07-20T09:40:00Z'),
        notes: [],
        photos: [
          photo('front', 'front', 1, '2027-07-14T10:02:11Z', {
            place: { latitude: 63.985, longitude: -22.605, accuracy: 25 },
          }),
          photo('back', 'back', 2, '2027-07-14T10:03:02Z'),
          photo('webp', 'left', 3, '2027-07-14T10:03:40Z'),
          photo('damage', 'damage', 7, '2027-07-14T10:08:00Z', {
            note: locale === 'zh' ? '后保险杠有划痕' : 'Rispa á afturstuðara 😀',
            position: { x: 0.42, y: 0.81 },
          }),
        ],
      },
      {
        stage: 'return',
        confirmedAt: null,
        closedAt: at('2027-07-20T09:40:00Z'),
        notes: [
          {
            text: locale === 'zh' ? '客户确认凹痕是新的。' : 'The customer agreed the dent is new.',
            createdAt: at('2027-07-20T09:45:00Z'),
          },
        ],
        photos: [
          photo('returned', 'front', 1, '2027-07-20T09:20:00Z'),
          photo('desk', 'damage', 2, '2027-07-20T09:42:00Z', {
            note: locale === 'zh' ? '左门凹痕' : 'Dent in the left door',
            position: { x: 0.2, y: 0.5 },
            author: 'staff',
          }),
        ],
      },
    ],
  };
}

/** The layout the renderer drew: the WebP photo is the one it cannot carry. */
function expectedLayout(locale: LocaleCode) {
  const input = source(locale);
  const withDrawable: ConditionReportInput = {
    ...input,
    stages: input.stages.map((stage) => ({
      ...stage,
      photos: stage.photos.map((one) => ({ ...one, drawable: one.id !== 'webp' })),
    })),
  };
  return conditionReportLayout(withDrawable);
}

async function render(locale: LocaleCode) {
  const files = await photoFiles();
  return renderConditionReportPdf(source(locale), async (id) => files[id] ?? null);
}

describe('the condition report PDF', () => {
  it.each(localeCodes)('reads back as laid out in %s', async (locale) => {
    const pdf = await render(locale);
    const extracted = await extractPageTexts(pdf);
    expect(extracted).toEqual(expectedLayout(locale).pages.map((page) => page.texts.map((text) => text.text)));
  });

  it('in English: the reservation, both walks with their times, notes, places and the desk’s entries', async () => {
    const text = (await extractPageTexts(await render('en'))).flat();
    expect(text).toEqual(
      expect.arrayContaining([
        'Norðurljós Car Rental',
        'Vehicle condition report',
        'C7J3RFV',
        'Pickup',
        'Return',
        'Taken Jul 14, 2027 10:02:11',
        'Received Jul 14, 2027 10:03:46',
        'Taken Jul 20, 2027 09:20:00',
        'Confirmed by the customer Jul 14, 2027 10:12:30',
        'Not confirmed by the customer',
        'Vehicle returned Jul 20, 2027 09:40:00',
        'Place 63.98500, -22.60500 (within 25 m)',
        'On the outline: 42 % from the left, 81 % from the top',
        'Note: Dent in the left door',
        'Added by the desk',
        'The photo cannot be shown in this document.',
        'Jul 20, 2027 09:45:00: The customer agreed the dent is new.',
        'C7J3RFV | Page 1 of 2',
      ]),
    );
    // The emoji the font cannot print is replaced, never dropped silently.
    expect(text).toContain('Note: Rispa á afturstuðara ?');
  });

  it('in Chinese: the walks, angles and times read back through the subset font', async () => {
    const text = (await extractPageTexts(await render('zh'))).flat();
    expect(text).toEqual(
      expect.arrayContaining([
        '车辆状况报告',
        '取车',
        '还车',
        '车头',
        '损伤',
        `拍摄 ${reportTime('zh', at('2027-07-14T10:02:11Z'))}`,
        `接收 ${reportTime('zh', at('2027-07-14T10:03:46.120Z'))}`,
        `拍摄 ${reportTime('zh', at('2027-07-20T09:20:00Z'))}`,
        '备注：后保险杠有划痕',
        '由柜台添加',
        '张伟',
      ]),
    );
    expect(reportTime('zh', at('2027-07-14T10:02:11Z'))).toBe('2027年7月14日 10:02:11');
  });

  it('puts pickup beside return for each angle, embeds the JPEG and PNG photos, and keeps every line in its column', async () => {
    const layout = expectedLayout('en');
    const texts = layout.pages.flatMap((page, index) => page.texts.map((text) => ({ ...text, page: index })));
    const pickupFront = texts.find((text) => text.text === 'Taken Jul 14, 2027 10:02:11');
    const returnFront = texts.find((text) => text.text === 'Taken Jul 20, 2027 09:20:00');
    expect(pickupFront?.x).toBe(reportColumns.xs[0]);
    expect(returnFront?.x).toBe(reportColumns.xs[1]);
    expect([returnFront?.page, returnFront?.y]).toEqual([pickupFront?.page, pickupFront?.y]);
    const frames = layout.pages.flatMap((page) => page.photos.map((frame) => frame.photoId)).sort();
    expect(frames).toEqual(['back', 'damage', 'desk', 'front', 'returned']);
    for (const text of texts) {
      if (text.style === 'footer' || text.x < reportColumns.xs[1] - 1) continue;
      expect(text.x + reportColumns.textWidth(text.text, text.style)).toBeLessThanOrEqual(
        reportColumns.xs[1] + reportColumns.width + 0.01,
      );
    }
    // A line of the left column beside one of the right column never reaches it.
    const rightLines = new Set(
      texts.filter((one) => one.x === reportColumns.xs[1]).map((one) => `${one.page}:${one.y}`),
    );
    const besideRight = texts.filter((one) => one.x === reportColumns.xs[0] && rightLines.has(`${one.page}:${one.y}`));
    expect(besideRight.length).toBeGreaterThan(10);
    for (const text of besideRight) {
      expect(textWidth(text.text, text.style)).toBeLessThanOrEqual(reportColumns.width + 0.01);
    }
    const pdf = await render('en');
    const images =
      Buffer.from(pdf)
        .toString('latin1')
        .match(/\/Subtype \/Image/g) ?? [];
    expect(images).toHaveLength(5);
    console.log(`condition report PDF: en ${pdf.byteLength} bytes with 5 small photos`);
  });
});

/**
 * A photo-like JPEG made by sharp: blurred noise, which compresses about as a phone photo of a car does
 * (1600 px at quality 85: about 300 KB). `side` and `quality` make the phone's photo (1600, 85) or its
 * report copy (800, 70) of the same picture.
 */
async function photoLike(seed: number, side: number, quality: number): Promise<StoredFile> {
  const picture = sharp({
    create: {
      width: 1600,
      height: 1200,
      channels: 3,
      background: { r: 100 + seed, g: 120, b: 140 },
      noise: { type: 'gaussian', mean: 128, sigma: 40 },
    },
  }).blur(1.5);
  const bytes = await sharp(await picture.png().toBuffer())
    .resize(side)
    .jpeg({ quality })
    .toBuffer();
  return { contentType: 'image/jpeg', bytes: new Uint8Array(bytes) };
}

const camperAngles = ['front', 'back', 'left', 'right', 'windscreen', 'dashboard', 'living-area', 'awning'];

/** A camper's two full walks: 8 angles and 12 damage photos each, and two of the desk's at the return. */
function camperTwoWalks(): ConditionReportSource {
  const walk = (stage: string, day: string) => ({
    stage,
    confirmedAt: at(`${day}T10:30:00Z`),
    closedAt: null,
    notes: [],
    photos: [
      ...camperAngles.map((angle, index) => photo(`${stage}-${angle}`, angle, index + 1, `${day}T10:0${index}:00Z`)),
      ...Array.from({ length: 12 }, (_, index) =>
        photo(`${stage}-damage-${index + 1}`, 'damage', 9 + index, `${day}T10:${10 + index}:00Z`, {
          note: `Scratch ${index + 1}`,
          position: { x: 0.5, y: 0.05 * (index + 1) },
        }),
      ),
      ...(stage === 'return'
        ? [1, 2].map((index) =>
            photo(`desk-${index}`, 'damage', 30 + index, `${day}T11:0${index}:00Z`, {
              note: `Desk ${index}`,
              author: 'staff',
            }),
          )
        : []),
    ],
  });
  return {
    ...source('en'),
    angles: camperAngles,
    stages: [walk('pickup', '2027-07-14'), walk('return', '2027-07-20')],
  };
}

describe('the condition report’s size (the function answers at most 6 MB; the e-mail carries it)', () => {
  const report = camperTwoWalks();
  const ids = report.stages.flatMap((stage) => stage.photos.map((one) => one.id));
  const sizes = (files: StoredFile[]) => files.reduce((sum, file) => sum + file.bytes.byteLength, 0);
  const imagesIn = (pdf: Uint8Array) =>
    (
      Buffer.from(pdf)
        .toString('latin1')
        .match(/\/Subtype \/Image/g) ?? []
    ).length;
  let originals: StoredFile[] = [];
  let copies: StoredFile[] = [];

  beforeAll(async () => {
    // Four pictures, cycled: pdf-lib embeds each photo on its own, so the sizes add up as for 42 pictures.
    const pictures = [0, 1, 2, 3];
    const big = await Promise.all(pictures.map((seed) => photoLike(seed, 1600, 85)));
    const small = await Promise.all(pictures.map((seed) => photoLike(seed, 800, 70)));
    originals = ids.map((_, index) => big[index % 4]!);
    copies = ids.map((_, index) => small[index % 4]!);
  });

  it('without report copies, stops embedding at the budget and says which photos are not drawn, and where they are', async () => {
    const files = new Map(ids.map((id, index) => [id, originals[index]!]));
    const pdf = await renderConditionReportPdf(report, async (id) => files.get(id) ?? null);
    // Every photo is the same size here: the first that fit the budget are drawn, in the report's order.
    const fitting = Math.floor(reportImageBudgetBytes / originals[0]!.bytes.byteLength);
    expect(fitting).toBeLessThan(ids.length);
    expect(imagesIn(pdf)).toBe(fitting);
    expect(pdf.byteLength).toBeLessThan(reportImageBudgetBytes + 500_000);
    const drawn = new Set(ids.slice(0, fitting));
    const expected = conditionReportLayout(
      reportInputOf(
        report,
        (id) => drawn.has(id),
        (id) => !drawn.has(id),
      ),
    );
    const extracted = await extractPageTexts(pdf);
    expect(extracted).toEqual(expected.pages.map((page) => page.texts.map((text) => text.text)));
    const lines = extracted.flat().join(' ');
    const notIncluded = 'Not shown here, to keep this document small enough to send.';
    expect(lines.split(notIncluded)).toHaveLength(ids.length - fitting + 1);
    expect(lines).not.toContain('The photo cannot be shown in this document.');
    console.log(
      `condition report, camper's two full walks (${ids.length} photos) without copies: ` +
        `photos ${sizes(originals)} bytes (${originals[0]!.bytes.byteLength} each, 1600 px q85), ` +
        `PDF ${pdf.byteLength} bytes with ${fitting} drawn`,
    );
  });

  it('with report copies, embeds every copy: the PDF is about the copies’ sum, not the originals’', async () => {
    const files = new Map(ids.map((id, index) => [id, copies[index]!]));
    const pdf = await renderConditionReportPdf(report, async (id) => files.get(id) ?? null);
    expect(imagesIn(pdf)).toBe(ids.length);
    const copiesSum = sizes(copies);
    expect(pdf.byteLength).toBeGreaterThan(copiesSum);
    // The rest is the subset fonts, the pages' text and the PDF's own objects.
    expect(pdf.byteLength).toBeLessThan(copiesSum + 400_000);
    expect(pdf.byteLength).toBeLessThan(sizes(originals) / 3);
    const lines = (await extractPageTexts(pdf)).flat().join(' ');
    expect(lines).not.toContain('Not shown here');
    console.log(
      `condition report, camper's two full walks (${ids.length} photos) with copies: ` +
        `copies ${copiesSum} bytes (${copies[0]!.bytes.byteLength} each, 800 px q70), PDF ${pdf.byteLength} bytes`,
    );
  });
});
