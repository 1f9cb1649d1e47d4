/**
 * @jest-environment node
 */
import { checkInPaymentOptionId, checkInRentalAgreementTemplateId } from '../../src/config/constants';
import type { LocaleCode } from '../../src/config/locales';
import { extractPageTexts } from '../testing/pdf-text.server';
import type { ContractInput } from './contract-content';
import { contractText } from './contract-layout';
import { renderContractPdf, sha256Hex, stampSignature } from './contract-pdf.server';

/**
 * fontkit's subsetting has known faults with CJK fonts (glyphs mapped to the wrong characters), so the
 * contract is read back out of the PDF through each font's ToUnicode map, as a reader copying the text
 * would, and compared with what the layout meant to print (docs: server/contracts/README.md).
 */
function input(locale: LocaleCode, overrides: Partial<ContractInput> = {}): ContractInput {
  return {
    templateId: checkInRentalAgreementTemplateId,
    paymentOptionId: checkInPaymentOptionId,
    reference: 'NL-2027-000042',
    tenant: 'car',
    locale,
    companyName: 'Norðurljós Car Rental',
    issuedAt: new Date('2027-07-13T10:00:00Z'),
    customer: {
      firstName: locale === 'zh' ? '伟' : 'Þórður',
      lastName: locale === 'zh' ? '张' : 'Ægisson',
      email: 'renter@example.com',
      phone: '+354 555 1234',
      country: locale === 'zh' ? '中国' : 'Ísland',
      dateOfBirth: '1990-05-01',
      address: locale === 'zh' ? '北京市朝阳区建国路 88 号' : 'Laugavegur 1',
      zipcode: '101',
      city: locale === 'zh' ? '北京' : 'Reykjavík',
      licenseNumber: 'IS-1234567',
    },
    licencePhotosGiven: true,
    drivers: [
      { name: locale === 'zh' ? '李娜' : 'Guðrún Jónsdóttir', licenseNumber: 'IS-7654321', licencePhotosGiven: false },
    ],
    vehicle: { name: 'Suzuki Vitara 4x4', classCode: 'IFAR', orSimilar: true },
    pickup: { location: locale === 'zh' ? '凯夫拉维克机场' : 'Keflavíkurflugvöllur', at: '2027-07-20T10:00' },
    return: { location: 'Reykjavík', at: '2027-07-23T10:00' },
    lines: [{ label: locale === 'zh' ? '租金' : 'Leiga', amount: 45_000 }],
    total: 45_000,
    currency: 'EUR',
    paid: 45_000,
    dueAtPickup: 0,
    deposit: 150_000,
    extras: [{ name: locale === 'zh' ? '儿童座椅' : 'Barnastóll', quantity: 1 }],
    insurance: locale === 'zh' ? '基本保险' : 'Grunntrygging',
    ...overrides,
  };
}

async function expectTextToReadBack(contract: ContractInput) {
  const pdf = await renderContractPdf(contract);
  const extracted = await extractPageTexts(pdf);
  const laidOut = contractText(contract).pages.map((page) => page.texts.map((text) => text.text));
  expect(extracted).toEqual(laidOut);
  return pdf;
}

describe('the contract PDF reads back as written', () => {
  it('in Chinese', async () => {
    const pdf = await expectTextToReadBack(input('zh'));
    const text = (await extractPageTexts(pdf)).flat();
    expect(text).toEqual(expect.arrayContaining(['租车合同', '伟 张', '承租方签名']));
    expect(text.join('\n')).toContain('驾驶证照片');
  });

  it('in Icelandic, þ ð æ ö included', async () => {
    const pdf = await expectTextToReadBack(input('is'));
    const text = (await extractPageTexts(pdf)).flat().join('\n');
    expect(text).toContain('Þórður Ægisson');
    expect(text).toContain('Myndir af ökuskírteini');
    expect(text).toContain('fram- og bakhlið gefnar');
  });

  it.each(['en', 'de', 'es', 'fr', 'pt'] as const)('in %s', async (locale) => {
    await expectTextToReadBack(input(locale));
  });

  it('stays small: a subset of the font, not the 10 MB file', async () => {
    const english = await renderContractPdf(input('en'));
    const chinese = await renderContractPdf(input('zh'));
    console.log(`contract PDF sizes: en ${english.byteLength} bytes, zh ${chinese.byteLength} bytes`);
    expect(english.byteLength).toBeLessThan(150_000);
    expect(chinese.byteLength).toBeLessThan(150_000);
  });

  it('signed in Chinese: starts with %PDF and names the signer, drawn or typed', async () => {
    const unsigned = await renderContractPdf(input('zh'));
    const signed = await stampSignature(unsigned, {
      signerName: '张伟',
      signedAt: new Date('2027-07-13T10:05:00Z'),
      contractSha256: sha256Hex(unsigned),
    });
    expect(Buffer.from(signed.subarray(0, 4)).toString('latin1')).toBe('%PDF');
    const lastPage = (await extractPageTexts(signed)).at(-1) ?? [];
    expect(lastPage).toContain('张伟');
    expect(lastPage).toContain('Signed electronically by typing the name (no drawn signature).');
    console.log(`signed zh contract: ${signed.byteLength} bytes`);
  });
});
