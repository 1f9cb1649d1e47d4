import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import { cardBrand } from './card';
import type { TestCardOutcome } from './test-cards';
import type {
  InjectedFault,
  ModificationKind,
  ModificationScript,
  ReceivedRequest,
  TestProcessorOptions,
} from './types';

/**
 * What the test processor keeps (README): its sessions, payments and stored cards, in memory, as an
 * outside system's test account would, and the small helpers every part of it uses. A restart forgets
 * it all.
 */

export interface Amount {
  currency: string;
  value: number;
}

export interface CardOnFile {
  /** Adyen's payment method variant: `visa`, `mc`, `amex`… */
  variant: string;
  last4: string;
  /** `MM/YYYY`. */
  expiryDate: string;
  outcome: TestCardOutcome;
}

export type SessionStatus = 'active' | 'completed' | 'refused' | 'canceled' | 'expired';

export interface Session {
  id: string;
  reference: string;
  amount: Amount;
  returnUrl: string;
  shopperLocale: string | undefined;
  shopperReference: string | undefined;
  description: string;
  storeCard: boolean;
  manualCapture: boolean;
  expiresAt: Date;
  status: Exclude<SessionStatus, 'expired'>;
  /** The authorised payment; refused ones are not a session's payments (Adyen lists authorised ones). */
  paymentPspReference: string | null;
  /** Refused payments so far; at `sessionRefusalLimit` the session is refused. */
  refusals: number;
  pendingChallenge: CardOnFile | null;
}

export interface Payment {
  pspReference: string;
  merchantReference: string;
  currency: string;
  resultCode: 'Authorised' | 'Refused';
  authorised: number;
  captured: number;
  refunded: number;
  cancelled: boolean;
  manualCapture: boolean;
  card: CardOnFile;
}

export interface StoredCard {
  shopperReference: string;
  card: CardOnFile;
}

export interface ApiAnswer {
  status: number;
  body: unknown;
}

/** Everything the processor keeps, shared by its parts (api.ts, checkout-page.ts, webhooks.ts, test-controls.ts). */
export interface ProcessorState {
  options: TestProcessorOptions;
  now: () => Date;
  merchantName: string;
  /** The processor's origin, known once it listens. */
  url: string;
  /** Signs the `sessionResult` of the return URL. */
  sessionResultSecret: Buffer;
  sessions: Map<string, Session>;
  payments: Map<string, Payment>;
  storedCards: Map<string, StoredCard>;
  /** API answers by Idempotency-Key, with the hash of the request they answered. */
  idempotent: Map<string, { bodyHash: string; answer: ApiAnswer }>;
  received: ReceivedRequest[];
  faults: InjectedFault[];
  /** Scripts for the next modifications of each kind, oldest first (`scriptNextModification`). */
  modificationScripts: Map<ModificationKind, ModificationScript[]>;
  nextAuthorisation: { value?: number; currency?: string } | null;
  isClosed: boolean;
}

export function createState(options: TestProcessorOptions): ProcessorState {
  return {
    options,
    now: options.now ?? (() => new Date()),
    merchantName: options.merchantName ?? options.merchantAccount,
    url: '',
    sessionResultSecret: randomBytes(32),
    sessions: new Map(),
    payments: new Map(),
    storedCards: new Map(),
    idempotent: new Map(),
    received: [],
    faults: [],
    modificationScripts: new Map(),
    nextAuthorisation: null,
    isClosed: false,
  };
}

/** Adyen's decimals for the currencies the site charges in (ISK with 2, unlike ISO 4217). */
export const adyenDecimals: Record<string, number> = { JPY: 0, KRW: 0, CVE: 0, DJF: 0 };

export function apiError(status: number, errorCode: string, message: string, errorType = 'validation'): ApiAnswer {
  return { status, body: { status, errorCode, message, errorType } };
}

/** Adyen-like references: 16 characters of digits and capitals. */
export function newReference(prefix = ''): string {
  const alphabet = '0123456789ABCDEFGHJKLMNPQRSTUVWXYZ';
  const bytes = randomBytes(16);
  return (
    prefix +
    Array.from(bytes, (byte) => alphabet[byte % alphabet.length])
      .join('')
      .slice(0, 16 - prefix.length)
  );
}

export function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

export function amountError(amount: unknown): ApiAnswer | null {
  if (!isRecord(amount)) return apiError(422, '100', 'Required field amount is missing');
  if (typeof amount.currency !== 'string' || !/^[A-Z]{3}$/.test(amount.currency)) {
    return apiError(422, '102', 'Invalid amount currency');
  }
  if (typeof amount.value !== 'number' || !Number.isSafeInteger(amount.value) || amount.value < 0) {
    return apiError(422, '137', 'Invalid amount specified');
  }
  return null;
}

export function variantOf(number: string): string {
  const brand = cardBrand(number);
  return brand === 'mastercard' ? 'mc' : brand === 'unionpay' ? 'cup' : brand;
}

export function readBody(request: IncomingMessage): Promise<string> {
  return new Promise((resolve, reject) => {
    let body = '';
    request.setEncoding('utf8');
    request.on('data', (chunk: string) => {
      body += chunk;
      if (body.length > 1_000_000) request.destroy(new Error('Request body too large'));
    });
    request.on('end', () => resolve(body));
    request.on('error', reject);
  });
}

export function statusOf(state: ProcessorState, session: Session): SessionStatus {
  return session.status === 'active' && state.now() >= session.expiresAt ? 'expired' : session.status;
}

/** The opaque `sessionResult` of the return URL: the session's id, signed by the processor. */
function sessionResultOf(state: ProcessorState, session: Session): string {
  const payload = Buffer.from(`${session.id}.${statusOf(state, session)}`).toString('base64url');
  return `${payload}.${createHmac('sha256', state.sessionResultSecret).update(payload).digest('base64url')}`;
}

export function isValidSessionResult(state: ProcessorState, session: Session, sessionResult: string): boolean {
  const [payload = '', signature = ''] = sessionResult.split('.');
  const expected = createHmac('sha256', state.sessionResultSecret).update(payload).digest();
  const given = Buffer.from(signature, 'base64url');
  const isSigned = given.length === expected.length && timingSafeEqual(given, expected);
  return isSigned && Buffer.from(payload, 'base64url').toString().startsWith(`${session.id}.`);
}

export function returnUrlOf(state: ProcessorState, session: Session): string {
  const url = new URL(session.returnUrl);
  url.searchParams.set('sessionId', session.id);
  url.searchParams.set('sessionResult', sessionResultOf(state, session));
  return url.toString();
}
