import { normalizeCardNumber } from './card';

/**
 * What the test processor does with each test card. A valid card that is not listed is refused, as a
 * processor in test mode refuses real cards. The refusal reasons are Adyen's
 * (docs.adyen.com/development-resources/refusal-reasons).
 */
export type TestCardOutcome =
  | { kind: 'authorise' }
  /** Customer-present payments authorise; later merchant-initiated ones on the stored card are refused. */
  | { kind: 'authorise_then_refuse_stored' }
  | { kind: 'challenge' }
  | { kind: 'refuse'; refusalReason: string };

export interface TestCard {
  number: string;
  outcome: TestCardOutcome;
}

/** The test cards, as the hosted page lists them. */
export const testCards: readonly TestCard[] = [
  { number: '4242 4242 4242 4242', outcome: { kind: 'authorise' } },
  { number: '5555 5555 5555 4444', outcome: { kind: 'authorise' } },
  { number: '3782 822463 10005', outcome: { kind: 'authorise' } },
  { number: '4000 0000 0000 3220', outcome: { kind: 'challenge' } },
  { number: '4000 0000 0000 0002', outcome: { kind: 'refuse', refusalReason: 'Refused' } },
  { number: '4000 0000 0000 9995', outcome: { kind: 'refuse', refusalReason: 'Not enough balance' } },
  { number: '4000 0000 0000 0069', outcome: { kind: 'refuse', refusalReason: 'Expired Card' } },
  { number: '4000 0000 0000 0127', outcome: { kind: 'refuse', refusalReason: 'CVC Declined' } },
  { number: '4000 0000 0000 0119', outcome: { kind: 'refuse', refusalReason: 'Acquirer Error' } },
  { number: '4000 0000 0000 0341', outcome: { kind: 'authorise_then_refuse_stored' } },
];

/** A valid card that is not a test card: refused, as no real money moves here. */
export const otherCardOutcome: TestCardOutcome = { kind: 'refuse', refusalReason: 'Refused' };

export function testCardOutcome(number: string): TestCardOutcome {
  const digits = normalizeCardNumber(number);
  return testCards.find((card) => normalizeCardNumber(card.number) === digits)?.outcome ?? otherCardOutcome;
}
