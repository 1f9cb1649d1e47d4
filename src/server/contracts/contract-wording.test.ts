import { clauseNames, contractWording, contractWordings, type ContractWording } from './contract-wording';
import { isWinAnsiText } from './winansi-text';

function printedStrings(wording: ContractWording): string[] {
  const { clauses, pageOf, ...labels } = wording;
  return [...Object.values(labels), ...Object.values(clauses), pageOf(12, 34)];
}

describe('contract wording', () => {
  it.each(Object.entries(contractWordings))('prints every %s string without losing a character', (_locale, wording) => {
    for (const text of printedStrings(wording)) expect(isWinAnsiText(text)).toBe(true);
  });

  it.each(Object.entries(contractWordings))('has every clause in %s', (_locale, wording) => {
    for (const name of clauseNames) expect(wording.clauses[name].length).toBeGreaterThan(10);
  });

  it('states the minimum driver age of 18 in every language (spec §9)', () => {
    for (const wording of Object.values(contractWordings)) expect(wording.clauses.drivers).toContain('18');
  });

  it('prints Chinese bookings in English', () => {
    expect(contractWording('zh')).toBe(contractWordings.en);
  });
});
