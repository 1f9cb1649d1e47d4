/**
 * @jest-environment node
 */
import { contractWordings } from './contract-wording';
import { signatureGeometry, textWidth, wrapText } from './contract-layout';

describe('wrapText', () => {
  it('breaks between words within the width', () => {
    const lines = wrapText('Every driver must be at least 18 years old and hold a valid driving licence.', 'body', 150);

    expect(lines.length).toBeGreaterThan(1);
    for (const line of lines) expect(textWidth(line, 'body')).toBeLessThanOrEqual(150);
    expect(lines.join(' ')).toBe('Every driver must be at least 18 years old and hold a valid driving licence.');
  });

  it('breaks inside a word only when the word alone is too wide', () => {
    const lines = wrapText('to anna.smith.with.a.very.long.name@example.com', 'body', 80);

    expect(lines[0]).toBe('to');
    expect(lines.slice(1).join('')).toBe('anna.smith.with.a.very.long.name@example.com');
    for (const line of lines) expect(textWidth(line, 'body')).toBeLessThanOrEqual(80);
  });

  it('gives one empty line for empty text', () => {
    expect(wrapText('', 'body', 100)).toEqual(['']);
  });
});

describe('signature box', () => {
  const labelColumn = signatureGeometry.valueX - signatureGeometry.labelX - 4;
  const innerWidth = signatureGeometry.box.width - 2 * (signatureGeometry.labelX - signatureGeometry.box.x);

  it.each(Object.entries(contractWordings))('fits the %s labels and statement', (_locale, wording) => {
    expect(textWidth(`${wording.signerName}:`, 'label')).toBeLessThanOrEqual(labelColumn);
    expect(textWidth(`${wording.signedAt}:`, 'label')).toBeLessThanOrEqual(labelColumn);
    // Two lines fit between the title and the signature image.
    expect(wrapText(wording.signatureStatement, 'small', innerWidth).length).toBeLessThanOrEqual(2);
  });
});
