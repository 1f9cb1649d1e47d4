/**
 * @jest-environment node
 */
import { clauseNames, contractWording, contractWordings, type ContractWording } from './contract-wording';
import { isPrintableText } from './printable-text';

function printedStrings(wording: ContractWording): string[] {
  const { clauses, pageOf, ...labels } = wording;
  return [...Object.values(labels), ...Object.values(clauses), pageOf(12, 34)];
}

describe('contract wording', () => {
  it.each(Object.entries(contractWordings))('prints every %s string without losing a character', (_locale, wording) => {
    for (const text of printedStrings(wording)) expect(isPrintableText(text)).toBe(true);
  });

  it.each(Object.entries(contractWordings))('has every clause in %s', (locale, wording) => {
    // Chinese says in a dozen characters what takes a Latin script fifty.
    for (const name of clauseNames) expect(wording.clauses[name].length).toBeGreaterThan(locale === 'zh' ? 5 : 10);
  });

  it('states the minimum driver age of 18 in every language (spec §9)', () => {
    for (const wording of Object.values(contractWordings)) expect(wording.clauses.drivers).toContain('18');
  });

  it('prints Chinese bookings in Chinese', () => {
    expect(contractWording('zh')).toBe(contractWordings.zh);
    expect(contractWording('zh').title).toBe('租车合同');
  });
});
