import type { Currency } from '../config/currencies';
import type { LocaleCode } from '../config/locales';
import type { Location } from '../domain/hours';
import type { PriceSummary } from '../domain/pricing';
import type { Season } from '../domain/season';
import type { Customer } from '../domain/validation';

// The price summary is the domain's own shape, sent as it is. No card ever crosses this API: the card is
// typed into the processor's page (issue 26).
export type { PriceLine, PriceLineType, PriceSummary } from '../domain/pricing';
export type { Customer } from '../domain/validation';

/** The answers and bodies of our functions, as docs/api.md describes them. Amounts are minor units. */

export interface Session {
  /** `active: false`, `expiresAt: null` when the caller has no session (none is created by the check). */
  session: { active: boolean; expiresAt: string | null; reservations: string[] };
}

export interface Place {
  id: string;
  title: string;
}

export interface SearchLocationAnswer extends Place {
  pickup: boolean;
  return: boolean;
  hours: Location;
}

export interface ExtraOption {
  id: string;
  name: string;
  pricing: 'perDay' | 'perRental';
  priceEur: number;
  maxPriceEur: number | null;
  maxQuantity: number;
}

export interface InsuranceOption {
  id: string;
  name: string;
  description: string;
  pricePerDayEur: number;
  excessEur: number;
  included: boolean;
}

export interface ExchangeRatesAnswer {
  rates: Partial<Record<Currency, number>>;
  source: string;
  fetchedAt: string | null;
  /** The day the rates are of (`YYYY-MM-DD`); null when no rate is stored. */
  ratesDate: string | null;
}

export interface SearchOptions {
  tenant: string;
  highSeason?: Season;
  selfService: boolean;
  hours: {
    hoursUntilCheckInOpen: number;
    minimumBookingHoursInAdvanceForSelfService: number;
    minimumBookingHoursInAdvanceForPickupReturnChange: number;
  };
  locations: SearchLocationAnswer[];
  extras: ExtraOption[];
  insurances: InsuranceOption[];
  terms: {
    minimumLeadHours: number;
    minimumRentalDays: number;
    maximumRentalDays: number;
    payNowPercent: number;
    freeCancellationHours: number;
    lateCancellationFeePercent: number;
    extraDriverPerDayEur: number;
    freeExtraDrivers: number;
    maximumExtraDrivers: number;
    oneWayFeeEur: number;
    roadTaxPerDayEur: Record<string, number>;
  };
  exchangeRates: ExchangeRatesAnswer;
}

/** A trip as availability, quote and booking take it: Iceland local times `YYYY-MM-DDTHH:mm`. */
export interface Trip {
  pickupLocationId: string;
  returnLocationId: string;
  pickupAt: string;
  returnAt: string;
  currency: Currency;
  locale?: LocaleCode;
  promoCode?: string;
}

export interface VehicleClassSummary {
  classId: string;
  vehicleDocumentId: string;
  name: string;
  category: string;
  transmission: 'manual' | 'automatic';
  fuel: 'petrol' | 'diesel' | 'electric' | 'hybrid';
  seats: number;
  doors: number | null;
  sleepingSpots: number | null;
  fourByFour: boolean;
  fRoadAllowed: boolean;
  orSimilar: boolean;
}

export interface VehicleOffer extends VehicleClassSummary {
  available: number;
  price: PriceSummary;
}

export interface PromoCodeResult {
  code: string;
  applied: boolean;
  percent?: number;
  message?: string;
}

export interface AvailabilityAnswer {
  search: {
    pickupLocation: Place;
    returnLocation: Place;
    pickupAt: string;
    returnAt: string;
    days: number;
    selfService: boolean;
    currency: Currency;
  };
  vehicles: VehicleOffer[];
  promoCode?: PromoCodeResult;
}

export interface QuoteRequest extends Trip {
  classId: string;
  extras?: { id: string; quantity: number }[];
  insuranceId?: string;
  extraDrivers?: number;
}

export interface QuoteAnswer {
  quote: VehicleOffer & { days: number; selfService: boolean };
  promoCode?: PromoCodeResult;
}

/** The main driver when the customer does not drive (spec §3 Driver). */
export interface BookingDriver {
  fullName: string;
  dateOfBirth: string;
  licenseNumber: string;
}

/** The Trip Details section of the details step (spec §2). */
export interface TripDetails {
  numberOfPassengers: number;
  flightNumber?: string;
  arrivalTime?: string;
  specialComments?: string;
}

export interface BookingRequest extends QuoteRequest {
  customer: Customer;
  driver?: BookingDriver;
  trip?: TripDetails;
}

export type ReservationStatus = 'pending_payment' | 'confirmed' | 'checked_in' | 'cancelled' | 'expired';

/** The step of a reservation's online check-in (`done` once the contract is signed). */
export type CheckInStep = 'start' | 'details' | 'options' | 'payment' | 'contract' | 'signature' | 'done';

/** What cancelling now would do (docs/api.md GET reservation `cancellation`). */
export interface CancellationNow {
  /** Live and not started. */
  allowed: boolean;
  free: boolean;
  freeUntil: string;
  fee: number;
  refund: number;
}

/**
 * The reservation as the customer sees it (GET /api/reservations/{reference} and every answer that
 * carries one). One type for both sides: the server's `reservationView` is declared to return it,
 * so a change on one side that the other does not follow fails `npm run typecheck`.
 */
export interface Reservation {
  reference: string;
  status: ReservationStatus;
  classId: string;
  vehicle: Partial<VehicleClassSummary> & { classId: string };
  pickup: { location: Place; at: string };
  return: { location: Place; at: string };
  selfService: boolean;
  customer: Record<string, string>;
  /** null when the customer drives. */
  driver: BookingDriver | null;
  trip: {
    numberOfPassengers: number;
    flightNumber: string | null;
    arrivalTime: string | null;
    specialComments: string | null;
  } | null;
  extraDrivers: number;
  extras: { id: string; quantity: number; name: string }[];
  insurance: { id: string; name: string };
  promoCode: string | null;
  locale: string;
  currency: Currency;
  price: PriceSummary & { couponPercent: number };
  total: number;
  dueNow: number;
  paid: number;
  refunded: number;
  amountDue: number;
  dueAtPickup: number;
  holdExpiresAt: string | null;
  /** The deposit hold, from the payment ledger. */
  deposit: DepositState;
  /** The ledger's totals: charged, given back, and held on the card now. */
  payments: { paid: number; refunded: number; held: number };
  /** The payment ledger, oldest first (card brand and last four digits only). */
  ledger: PaymentLedgerEntry[];
  policies: {
    freeCancellationHours: number;
    lateCancellationFeePercent: number;
    editableUntilHoursBeforePickup: number;
    checkInOpensHoursBeforePickup: number;
  };
  cancellation: CancellationNow;
  edit: { allowed: boolean; until: string };
  checkInWindow: { opensAt: string; open: boolean };
  checkIn: CheckInState | null;
  /**
   * GET /api/reservations/{reference} only (issue 39): the condition walk open now (or null) and the
   * condition report's address (null while no photo was recorded). Details: GET …/condition.
   */
  condition?: { open: string | null; report: string | null };
  /** A lease's period, handover and lessee (long-term brand, issue 15); null for any other booking. */
  lease: LeaseView | null;
  createdAt: string;
  updatedAt: string;
  version: number;
}

export interface ReservationAnswer {
  reservation: Reservation;
}

/** What a payment attempt is for: the booking, the rest at check-in, a change's difference, the deposit hold. */
export type PaymentPurpose = 'booking' | 'check-in' | 'change' | 'deposit';

/**
 * One payment attempt (POST …/payments and …/check-in/payment). `pending` until the processor decides;
 * `capture: 'manual'` is a hold (the deposit), not a charge. The card's brand and last four digits are
 * the processor's, known once the customer has typed the card on its page.
 */
export interface PaymentAttempt {
  id: string;
  status: 'pending' | 'succeeded' | 'failed';
  purpose: PaymentPurpose;
  amount: number;
  currency: Currency;
  capture: 'automatic' | 'manual';
  testMode: boolean;
  cardBrand: string | null;
  cardLast4: string | null;
  failureCode: string | null;
}

/** The processor's hosted page where the customer types the card (shown in a frame of its origin). */
export interface ProcessorCheckout {
  url: string;
  expiresAt: string;
}

/** POST /api/reservations/{reference}/payments (201, or 200 replayed for the same Idempotency-Key). */
export interface StartPaymentAnswer {
  payment: PaymentAttempt;
  /** null when the processor needs no page (an attempt that is already decided). */
  checkout: ProcessorCheckout | null;
  reservation: Reservation;
}

/** The body of a payment start: where the processor sends the customer's frame back (our origin). */
export interface StartPaymentRequest {
  returnUrl: string;
}

/** POST …/payments/{paymentId}/result: 200 when succeeded or pending; 402 (with the same body) when failed. */
export interface PaymentResultAnswer {
  payment: PaymentAttempt;
  reservation: Reservation;
}

/** POST …/check-in/payment: 200 `{ reservation }` when nothing is to pay now, else as a payment start. */
export type CheckInPaymentAnswer = ReservationAnswer | StartPaymentAnswer;

/** The deposit (the excess) as a hold on the customer's card (issue 26). */
export interface DepositState {
  amount: number;
  status: 'not_held' | 'held' | 'released' | 'captured' | 'partly_captured';
  heldAmount: number;
  capturedAmount: number;
  /** The day the hold is released (ISO), once held. */
  releaseOn: string | null;
  heldAt: string | null;
  /** Why staff charged part or all of the hold (the reasons given at the desk, oldest first). */
  captureReasons: string[];
  /**
   * Asked of the processor and not yet confirmed by it: not in the amounts above until it is (a capture
   * in minor units, a release in minor units, a renewal of the hold).
   */
  pending: { capture: number; release: number; renewal: boolean };
  /** Captures, releases and renewals the processor refused: they did not happen (oldest first). */
  failures: DepositFailure[];
  /** The hold could not be renewed: it lapses on `lapsesOn` unless a new one is authorised. */
  renewalFailed: boolean;
  lapsesOn: string | null;
  /** The card kept at booking refused the hold and none is held: the customer is asked to authorise it. */
  holdRefused: boolean;
}

/** A deposit capture, release or renewal the processor refused. */
export interface DepositFailure {
  action: 'capture' | 'release' | 'renewal';
  amount: number;
  at: string;
}

/** One line of the reservation's payment ledger, as the customer may see it. */
export interface PaymentLedgerEntry {
  kind: 'authorised' | 'captured' | 'refunded' | 'cancelled' | 'failed';
  purpose: string;
  amount: number;
  currency: Currency;
  at: string;
  cardBrand: string | null;
  cardLast4: string | null;
}

export interface FindReservationRequest {
  reference: string;
  email?: string;
  lastName?: string;
}

/** POST /api/reservations/{reference}/cancel: `expectedRefund` is the refund the customer was shown. */
/**
 * PATCH /api/reservations/{reference} (the edit wizard): every part optional, omitted parts keep their
 * value; the driver and trip details are not changeable (docs/api.md).
 */
export interface ChangeReservationRequest {
  classId?: string;
  pickupLocationId?: string;
  returnLocationId?: string;
  pickupAt?: string;
  returnAt?: string;
  extras?: { id: string; quantity: number }[];
  insuranceId?: string;
  extraDrivers?: number;
  customer?: Partial<Customer>;
  version: number;
}

export interface CancelRequest {
  expectedRefund?: number;
}

/** The facts beside 409 `terms_changed`: the terms of cancelling now. */
export interface TermsChangedAnswer {
  cancellation: Omit<CancellationNow, 'allowed'>;
}

/** POST /api/reservations/{reference}/refund-requests. `amount` in minor units; default all paid. */
export interface RefundRequestBody {
  reason: string;
  amount?: number;
}

export interface RefundRequest {
  id: string;
  status: 'requested' | 'approved' | 'rejected';
  amount: number;
  currency: Currency;
  requestedAt: string;
}

export interface RefundRequestAnswer {
  refundRequest: RefundRequest;
}

// Online check-in: licence photos, the contract, signing links (issue 14). The server's answers are
// typed against these (`satisfies`), so browser and server share one contract.

/** Which driver a licence photo belongs to: `main`, or the extra driver's number from 1. */
export type LicencePhotoDriver = 'main' | `${number}`;
export type LicencePhotoSide = 'front' | 'back';

/** A licence photo that was given (the bytes are read with GET …/licence-photos/{driver}/{side}). */
export interface LicencePhoto {
  driver: LicencePhotoDriver;
  side: LicencePhotoSide;
  contentType: 'image/jpeg' | 'image/png' | 'image/webp';
  size: number;
  uploadedAt: string;
}

/** The check-in as the reservation shows it. */
export interface CheckInState {
  step: CheckInStep;
  completedAt: string | null;
  /** Every photo given so far; a driver is complete with both sides. */
  licencePhotos: LicencePhoto[];
}

/** PUT …/check-in/licence-photos/{driver}/{side} (201 the first time, 200 when replacing). */
export interface LicencePhotoAnswer {
  licencePhoto: LicencePhoto;
}

/** POST …/check-in/details (docs/api.md). */
export interface CheckInDetailsRequest {
  address: string;
  zipcode: string;
  city: string;
  licenseNumber: string;
  dateOfBirth: string;
  flightNumber?: string;
  drivers: { fullName: string; licenseNumber: string; dateOfBirth: string }[];
}

/** POST …/check-in/options: the whole selection (omitted extras mean none). */
export interface CheckInOptionsRequest {
  extras: { id: string; quantity: number }[];
  insuranceId?: string;
  extraDrivers: number;
}

/** A link that opens the signature step of one contract without a session; the token is shown once. */
export interface SigningLink {
  /** Site path of the signature page with the token, e.g. `/reservation/checkin/signature/?token=…`. */
  path: string;
  token: string;
  expiresAt: string;
}

/** POST …/check-in/contract. */
export interface ContractAnswer {
  contract: { id: string; sha256: string; templateId: number; paymentOptionId: number; size: number };
  signingLink: SigningLink;
}

/** POST …/check-in/signing-link: a new link for the newest contract. */
export interface SigningLinkIssued {
  signingLink: SigningLink;
}

/** GET /api/signing-links/{token}: what the signature page needs, with no session. */
export interface SigningLinkAnswer {
  reference: string;
  locale: string;
  contract: { sha256: string; pdfPath: string };
  /** The name printed as the renter's; the signer may sign in another. */
  renterName: string;
  expiresAt: string;
}

/** A drawn signature (PNG data URL from signature_pad) or a typed one (the name alone), docs/decisions/009. */
export type SignatureRequest =
  | { contractSha256: string; signerName: string; method?: 'drawn'; image: string }
  | { contractSha256: string; signerName: string; method: 'typed' };

export interface SignatureReceipt {
  contractSha256: string;
  signedAt: string;
  signedPdfSha256: string;
  method: 'drawn' | 'typed';
}

/** POST …/check-in/signature (with the session). */
export interface SignatureAnswer {
  reservation: Reservation;
  signature: SignatureReceipt;
}

/** POST /api/signing-links/{token}/signature: the link proves the contract only, so no reservation. */
export interface SigningLinkSignatureAnswer {
  reference: string;
  signature: SignatureReceipt;
}

// Long-term leases (issue 15): a lease is a reservation with the long-term brand's terms, its handover
// and the lessee's identity. The server's answers are typed against these.

/** How a leased car is handed over: picked up at the office, or delivered to an address. */
export type LeaseHandover = 'office' | 'delivery';

/** The lease search: start, length (whole months or an end date) and handover (docs/api.md Leases). */
export interface LeaseSearchRequest {
  classId: string;
  leaseStartDate: string;
  /** Whole months; or leave out and send `leaseEndDate`. */
  months?: number;
  leaseEndDate?: string;
  handover: LeaseHandover;
  /** 'HH:mm' at the office (handover `office`). */
  pickupTime?: string;
  /** 'HH:mm' slot of the delivery (handover `delivery`). */
  deliveryTime?: string;
  deliveryLocation?: { address: string; zipcode: string; city: string };
  extras?: { id: string; quantity: number }[];
  insuranceId?: string;
  currency: Currency;
  locale?: LocaleCode;
}

/** The lessee as POST /api/leases takes it: a kennitala, or (`hasKennitala: false`) a date of birth. */
export interface Lessee {
  fullName: string;
  hasKennitala?: boolean;
  ssn?: string;
  dateOfBirth?: string;
  email: string;
  mobile: string;
  address: string;
  zipcode: string;
  city: string;
  licenseNumber: string;
}

export interface LeaseRequest extends LeaseSearchRequest {
  lessee: Lessee;
}

/** The lease's period and handover as the engine settled them. */
export interface LeaseTerms {
  startDate: string;
  endDate: string;
  /** The whole months chosen, or null when an end date was chosen. */
  months: number | null;
  /** The length in months (whole months plus the share of the last one). */
  lengthInMonths: number;
  days: number;
  handover: LeaseHandover;
  /** The office, or the delivery place (its hours are the delivery slots). */
  place: Place;
  /** 'HH:mm' of the pickup at the office or of the delivery. */
  time: string;
  deliveryLocation: { address: string; zipcode: string; city: string } | null;
}

/** POST /api/leases/quote: the lease's price per month and in full, before anything is booked. */
export interface LeaseQuoteAnswer {
  quote: VehicleClassSummary & {
    available: number;
    lease: LeaseTerms;
    price: PriceSummary;
    /** The all-in price per month, minor units of the price's currency. */
    perMonth: number;
  };
  /** The whole-month lengths that fit the brand's limits from this start date. */
  monthsOffered: number[];
}

/** A reservation's lease (`Reservation.lease`); the kennitala is masked ('120389-••••'). */
export interface LeaseView extends LeaseTerms {
  perMonth: number;
  lessee: {
    fullName: string;
    ssn: string | null;
    dateOfBirth: string | null;
    mobile: string;
    address: string;
    zipcode: string;
    city: string;
    licenseNumber: string;
  };
  licencePhotos: LicencePhoto[];
}

/** How a trip source's kept data stands (issue 40): current, older than its configured age, failed at its last fetch, or never fetched. */
export interface TripSourceState {
  status: 'current' | 'stale' | 'failed' | 'none';
  /** When the kept data was fetched; null when never. */
  fetchedAt: string | null;
  /** The source's own page, for the customer to look there. */
  link: string;
}

/** A road segment from Vegagerðin, its condition in Icelandic as Vegagerðin words it. */
export interface TripRoad {
  id: string;
  route: string;
  name: string;
  condition: string;
  closed: boolean;
  /** When Vegagerðin recorded the condition. */
  issuedAt: string;
}

/** A weather warning in force from the Met Office; its headline in Icelandic and English as issued. */
export interface TripWarning {
  id: string;
  colour: 'yellow' | 'orange' | 'red';
  headline: { is?: string; en?: string };
  areas: string[];
  onset: string | null;
  expires: string | null;
  issuedAt: string;
  link: string;
}

/** GET /api/reservations/{reference}/trip-conditions (docs/api.md). */
export type TripConditions =
  | { shown: false }
  | {
      shown: true;
      sources: { roads: TripSourceState; warnings: TripSourceState };
      /** Near the pickup and return offices and on the main roads between them; empty unless roads are current. */
      roads: TripRoad[];
      warnings: TripWarning[];
      /** The highland roads (F-roads): whether the class may drive them and, if so, their segments. */
      highland: { allowed: boolean; roads: TripRoad[] };
    };

/** A walk around the vehicle (issue 39): `pickup`, `return`; a lease's `delivery`, `check-1`, `check-2`, … */
export type ConditionStageName = string;

/** One photo of the vehicle's condition (GET /api/reservations/{reference}/condition, docs/api.md). */
export interface ConditionPhoto {
  /** The server's id: the photo's bytes are at `url`. */
  id: string;
  /** The phone's id of the photo: the idempotency key of its upload. */
  clientId: string;
  /** A required angle of the brand's settings, or `damage`. */
  angle: string;
  sequence: number;
  note: string | null;
  /** A damage photo's place on the outline, 0..1 of its width and height; else null. */
  position: { x: number; y: number } | null;
  /** What the phone said (ISO). */
  takenAt: string;
  /** The server's stamp (ISO). */
  receivedAt: string;
  place: { latitude: number; longitude: number; accuracy: number | null } | null;
  author: 'customer' | 'staff';
  contentType: string;
  size: number;
  /** Where its bytes are read (the customer's or the desk's path, as the answer was for). */
  url: string;
}

/** A note of the desk on a walk. */
export interface ConditionNote {
  id: string;
  text: string;
  author: 'staff';
  createdAt: string;
}

export interface ConditionStage {
  stage: ConditionStageName;
  opensAt: string;
  /** The customer's final confirmation, or null. */
  confirmedAt: string | null;
  /** The desk's return mark, or null. */
  closedAt: string | null;
  photos: ConditionPhoto[];
  notes: ConditionNote[];
}

export interface ConditionRecord {
  settings: { angles: string[]; maxDamagePhotos: number };
  /** The walk open for the customer now, or null. */
  open: ConditionStageName | null;
  stages: ConditionStage[];
  /** The condition report PDF, or null while there is no photo. */
  report: string | null;
}

/** GET /api/reservations/{reference}/condition and POST …/condition/{stage}/confirm. */
export interface ConditionAnswer {
  condition: ConditionRecord;
}

/** PUT …/condition/{stage}/photos/{clientId}. */
export interface ConditionPhotoAnswer {
  photo: ConditionPhoto;
}

/** A damage claim: while open, the reservation's condition photos are kept past the purge. */
export interface ConditionClaim {
  id: string;
  openedAt: string;
  openedBy: string;
  note: string;
  closedAt: string | null;
  closedBy: string | null;
}

/** GET /api/staff/reservations/{reference}/condition: the customer's record and the desk's extras. */
export interface StaffConditionAnswer {
  condition: ConditionRecord & {
    /** The newest claim (open, or the last one closed), or null. */
    claim: ConditionClaim | null;
    /** When the photos are purged, or null while a claim holds them. */
    purgeAfter: string | null;
  };
}
