/**
 * @jest-environment node
 */
import { PDFDocument } from '@cantoo/pdf-lib';
import { checkInPaymentOptionId, checkInRentalAgreementTemplateId } from '../../src/config/constants';
import { localeCodes } from '../../src/config/locales';
import { formatPrice, fromMinorUnits } from '../../src/domain/money';
import { type ContractInput } from './contract-content';
import { contractText, pageSize, signatureGeometry, textWidth } from './contract-layout';
import { renderContractPdf, sha256Hex, stampSignature } from './contract-pdf.server';
import { extractPageTexts } from '../testing/pdf-text.server';

function contractInput(overrides: Partial<ContractInput> = {}): ContractInput {
  return {
    templateId: checkInRentalAgreementTemplateId,
    paymentOptionId: checkInPaymentOptionId,
    reference: 'NL-2025-004211',
    tenant: 'car',
    locale: 'en',
    companyName: 'Norðurljós Car Rental',
    issuedAt: new Date('2025-06-01T09:30:00Z'),
    customer: {
      firstName: 'Anna',
      lastName: 'Smith',
      email: 'anna.smith@example.com',
      phone: '+44 7700 900123',
      country: 'United Kingdom',
      dateOfBirth: '1990-04-12',
      address: '12 Baker Street',
      zipcode: 'NW1 6XE',
      city: 'London',
      licenseNumber: 'SMITH904120AB9CD',
    },
    drivers: [{ name: 'John Smith', licenseNumber: 'SMITH880101JS1AB' }],
    vehicle: { name: 'Toyota RAV4 Hybrid 4x4', classCode: 'IFAR', orSimilar: true },
    pickup: { location: 'Keflavík Airport', at: '2025-06-10T14:30' },
    return: { location: 'Reykjavík City', at: '2025-06-17T12:00' },
    lines: [
      { label: 'Rental, 7 days', amount: 84_000 },
      { label: 'Child seat', amount: 4_900 },
    ],
    total: 88_900,
    currency: 'EUR',
    paid: 20_000,
    dueAtPickup: 68_900,
    deposit: 150_000,
    extras: [{ name: 'Child seat', quantity: 1 }],
    insurance: 'Super collision damage waiver (SCDW)',
    ...overrides,
  };
}

/** A valid 1x1 transparent PNG. */
const onePixelPng = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
  'base64',
);

function allText(input: ContractInput): string[] {
  return contractText(input).pages.flatMap((page) => page.texts.map((text) => text.text));
}

function startsWithPdfHeader(bytes: Uint8Array): boolean {
  return Buffer.from(bytes.subarray(0, 5)).toString('latin1') === '%PDF-';
}

describe('renderContractPdf', () => {
  it.each(localeCodes)('renders an A4 PDF in locale %s', async (locale) => {
    const pdf = await renderContractPdf(contractInput({ locale }));

    expect(startsWithPdfHeader(pdf)).toBe(true);
    const document = await PDFDocument.load(pdf);
    expect(document.getPageCount()).toBe(contractText(contractInput({ locale })).pages.length);
    expect(document.getPage(0).getSize()).toEqual(pageSize);
  });

  it('gives byte-identical output for the same input', async () => {
    const first = await renderContractPdf(contractInput());
    const second = await renderContractPdf(contractInput());

    expect(sha256Hex(second)).toBe(sha256Hex(first));
  });

  it('changes the hash when the contract changes', async () => {
    const original = sha256Hex(await renderContractPdf(contractInput()));
    const changed = sha256Hex(await renderContractPdf(contractInput({ total: 89_000 })));

    expect(changed).not.toBe(original);
  });

  it('writes the issue date, fixed producer and language into the metadata', async () => {
    const document = await PDFDocument.load(await renderContractPdf(contractInput({ locale: 'is' })), {
      updateMetadata: false,
    });

    expect(document.getCreationDate()).toEqual(new Date('2025-06-01T09:30:00Z'));
    expect(document.getModificationDate()).toEqual(new Date('2025-06-01T09:30:00Z'));
    expect(document.getProducer()).toBe('@cantoo/pdf-lib 2.11.1');
    expect(document.getTitle()).toBe('Leigusamningur NL-2025-004211');
  });

  it('draws every laid-out line on its page', async () => {
    const input = contractInput({ locale: 'is' });
    const contents = await extractPageTexts(await renderContractPdf(input));

    contractText(input).pages.forEach((page, index) => {
      for (const text of page.texts) expect(contents[index]).toContain(text.text);
    });
  });

  it('prints the reference, template 1829, payment option 509 and the formatted amounts', () => {
    const input = contractInput();
    const text = allText(input);

    expect(text).toEqual(expect.arrayContaining(['NL-2025-004211', '1829', '509']));
    expect(text).toContain(formatPrice(fromMinorUnits(88_900, 'EUR'), 'EUR'));
    expect(text).toEqual(expect.arrayContaining(['889 €', '200 €', '689 €', '1.500 €']));
  });

  it('names the long-term company details and the lease period of a lease (issue 15)', () => {
    const text = allText(
      contractInput({
        tenant: 'longterm',
        companyName: 'Norðurljós Langtímaleiga ehf.',
        lease: {
          startDate: '2025-06-10',
          endDate: '2025-09-10',
          deliveryLocation: { address: 'Laugavegur 1', zipcode: '101', city: 'Reykjavík' },
        },
      }),
    ).join('\n');

    expect(text).toContain('Norðurljós Langtímaleiga ehf.');
    expect(text).toContain('530619-0420');
    expect(text).toContain('134512');
    expect(text).toContain('Lease period');
    expect(text).toContain('2025-06-10 – 2025-09-10');
    expect(text).toContain('Delivery to Laugavegur 1, 101 Reykjavík');
  });

  it('formats ISK amounts, which have no minor unit, as whole krónur', () => {
    const text = allText(
      contractInput({ currency: 'ISK', total: 123_456, lines: [{ label: 'Rental', amount: 123_456 }] }),
    );

    expect(text).toContain('123.456 kr');
  });

  it('says "or similar" only when the vehicle is not guaranteed', () => {
    const similar = contractInput();
    const exact = contractInput({ vehicle: { ...similar.vehicle, orSimilar: false } });

    expect(allText(similar)).toContain('Toyota RAV4 Hybrid 4x4 or similar');
    expect(allText(exact)).toContain('Toyota RAV4 Hybrid 4x4');
    expect(allText(exact).join(' ')).not.toContain('or similar');
  });

  it('prints the pickup and return in Iceland time, and the extras and drivers', () => {
    const text = allText(contractInput());

    expect(text).toContain('Keflavík Airport, 2025-06-10 14:30');
    expect(text).toContain('Reykjavík City, 2025-06-17 12:00');
    expect(text).toContain('1 × Child seat');
    expect(text).toContain('John Smith (Driving licence no. SMITH880101JS1AB)');
  });

  it('says "none" when there are no additional drivers or extras, and when no insurance was added', () => {
    const text = allText(contractInput({ drivers: [], extras: [], insurance: undefined }));

    expect(text.filter((line) => line === 'None')).toHaveLength(2);
    expect(text).toContain('No additional insurance selected');
  });

  it('prints every term, including unlimited kilometres and the road tax', () => {
    const text = allText(contractInput()).join(' ');

    expect(text).toContain('unlimited kilometres');
    expect(text).toContain('road tax');
    expect(text).toContain('at least 18 years old');
    expect(text).toContain('F-roads');
    expect(text).toContain('Icelandic law');
  });

  it('prints Chinese bookings in Chinese, tagged zh-CN', () => {
    const layout = contractText(contractInput({ locale: 'zh' }));

    expect(layout.language).toBe('zh-CN');
    expect(layout.pages.flatMap((page) => page.texts.map((text) => text.text))).toContain('租车合同');
  });

  it('prints the contract in the booking language', () => {
    expect(allText(contractInput({ locale: 'de' }))).toContain('Mietvertrag');
    expect(allText(contractInput({ locale: 'fr' }))).toContain('Contrat de location');
  });

  it('prints a name in Chinese characters, and a character no glyph covers as a question mark', async () => {
    const input = contractInput({
      locale: 'zh',
      customer: { ...contractInput().customer, firstName: '伟', lastName: '张 😀' },
    });

    await expect(renderContractPdf(input)).resolves.toBeInstanceOf(Uint8Array);
    expect(allText(input)).toContain('伟 张 ?');
  });

  it('keeps Icelandic letters intact', async () => {
    const input = contractInput({
      locale: 'is',
      customer: { ...contractInput().customer, firstName: 'Þórður', lastName: 'Ægisdóttir Öðlingsson' },
    });
    const contents = await extractPageTexts(await renderContractPdf(input));

    expect(allText(input)).toContain('Þórður Ægisdóttir Öðlingsson');
    expect(contents.flat().join('\n')).toContain('Þórður Ægisdóttir Öðlingsson');
  });

  it('wraps long text within the page margins', () => {
    const input = contractInput({ insurance: 'Gravel protection and sand and ash protection '.repeat(12) });
    const pages = contractText(input).pages;

    for (const text of pages.flatMap((page) => page.texts)) {
      expect(text.x + textWidth(text.text, text.style)).toBeLessThanOrEqual(pageSize.width - 50 + 0.01);
    }
  });

  it('flows 40 extra price lines onto a second page, with the signature box on the last page only', async () => {
    const extraLines = Array.from({ length: 40 }, (_, index) => ({ label: `Extra night ${index + 1}`, amount: 1_000 }));
    const input = contractInput({ lines: [...contractInput().lines, ...extraLines] });
    const pages = contractText(input).pages;
    const document = await PDFDocument.load(await renderContractPdf(input));

    expect(pages.length).toBeGreaterThanOrEqual(2);
    expect(document.getPageCount()).toBe(pages.length);
    expect(pages.map((page) => page.boxes.length)).toEqual([...pages.slice(1).map(() => 0), 1]);
    expect(pages.at(-1)?.boxes[0]).toEqual(signatureGeometry.box);
    expect(allText(input)).toContain(`Rental agreement | NL-2025-004211 | Page 2 of ${pages.length}`);
  });

  it('keeps the flowing text above the footer and out of the signature box', () => {
    const pages = contractText(contractInput()).pages;
    const lastPage = pages.at(-1);
    const box = signatureGeometry.box;
    const flowTexts = (lastPage?.texts ?? []).filter((text) => text.style !== 'footer');
    const insideBox = flowTexts.filter((text) => text.y < box.y + box.height);

    expect(insideBox.every((text) => text.x >= box.x && text.y > box.y)).toBe(true);
    expect(insideBox.map((text) => text.text)).toEqual([
      'Signature of the renter',
      expect.any(String),
      'Name:',
      'Signed:',
    ]);
  });

  it('rejects another template or payment option', () => {
    expect(() => contractText(contractInput({ templateId: 1830 }))).toThrow(/template 1830/);
    expect(() => contractText(contractInput({ paymentOptionId: 510 }))).toThrow(/Payment option 510/);
  });

  it('rejects amounts that are not integer minor units and malformed pickup times', () => {
    expect(() => contractText(contractInput({ total: 889.5 }))).toThrow(RangeError);
    expect(() => contractText(contractInput({ pickup: { location: 'KEF', at: '2025-06-10 14:30' } }))).toThrow(
      RangeError,
    );
  });
});

describe('stampSignature', () => {
  const signedAt = new Date('2025-06-09T18:05:07Z');

  async function signedContract(): Promise<{ unsigned: Uint8Array; signed: Uint8Array }> {
    const unsigned = await renderContractPdf(contractInput());
    const signed = await stampSignature(unsigned, {
      png: onePixelPng,
      signerName: 'Anna Smith',
      signedAt,
      contractSha256: sha256Hex(unsigned),
    });
    return { unsigned, signed };
  }

  it('embeds the PNG and changes the hash', async () => {
    const { unsigned, signed } = await signedContract();

    expect(startsWithPdfHeader(signed)).toBe(true);
    expect(sha256Hex(signed)).not.toBe(sha256Hex(unsigned));
    expect(Buffer.from(signed).includes('/Subtype /Image')).toBe(true);
    expect(Buffer.from(unsigned).includes('/Subtype /Image')).toBe(false);
  });

  it('draws the signer, the signing time and the document hash on the last page', async () => {
    const { unsigned, signed } = await signedContract();
    const contents = await extractPageTexts(signed);
    const lastPage = contents.at(-1) ?? [];

    expect(lastPage).toContain('Anna Smith');
    expect(lastPage).toContain('2025-06-09 18:05:07 UTC+00:00 (Atlantic/Reykjavik)');
    expect(lastPage).toContain(`Document SHA-256: ${sha256Hex(unsigned)}`);
  });

  it('is deterministic', async () => {
    const first = await signedContract();
    const second = await signedContract();

    expect(sha256Hex(second.signed)).toBe(sha256Hex(first.signed));
  });

  it('sets the modification date to the signing time and keeps the creation date', async () => {
    const { signed } = await signedContract();
    const document = await PDFDocument.load(signed, { updateMetadata: false });

    expect(document.getModificationDate()).toEqual(signedAt);
    expect(document.getCreationDate()).toEqual(new Date('2025-06-01T09:30:00Z'));
  });

  it('rejects an image that is not a PNG', async () => {
    const unsigned = await renderContractPdf(contractInput());
    const jpeg = Uint8Array.from([0xff, 0xd8, 0xff, 0xe0, 0x00, 0x10, 0x4a, 0x46, 0x49, 0x46, 0x00, 0x01]);

    await expect(
      stampSignature(unsigned, { png: jpeg, signerName: 'Anna Smith', signedAt, contractSha256: sha256Hex(unsigned) }),
    ).rejects.toThrow(/must be a PNG/);
  });

  it('rejects a hash that is not the hash of the PDF being signed', async () => {
    const unsigned = await renderContractPdf(contractInput());
    const other = await renderContractPdf(contractInput({ total: 1 }));

    await expect(
      stampSignature(unsigned, {
        png: onePixelPng,
        signerName: 'Anna Smith',
        signedAt,
        contractSha256: sha256Hex(other),
      }),
    ).rejects.toThrow(/not the SHA-256 of the PDF/);
  });
});
