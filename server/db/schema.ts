import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  customType,
  index,
  integer,
  jsonb,
  numeric,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  unique,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';

/**
 * The rental engine's data (issue 5). Money is always integer minor units (`integer`), never floats;
 * EUR is the price-list currency, and a reservation freezes its lines in the currency the customer
 * chose together with the exchange rate used. Every table carries its tenant: one database can serve
 * the three brands.
 */

const bytea = customType<{ data: Buffer; driverData: Buffer }>({ dataType: () => 'bytea' });
const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();

/**
 * Anonymous visitor sessions (spec §6). Sessions live in the database, never in a function's memory.
 * Expired ones are purged daily (`recordRetention` in src/config/abuse.ts).
 */
export const sessions = pgTable(
  'sessions',
  {
    id: uuid('id')
      .primaryKey()
      .default(sql`gen_random_uuid()`),
    tenant: text('tenant').notNull(),
    createdAt: createdAt(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    /** Reservation references this session has proved (reference + email or last name). */
    provenReservations: jsonb('proven_reservations')
      .$type<string[]>()
      .notNull()
      .default(sql`'[]'::jsonb`),
  },
  (table) => [index('sessions_expires_at').on(table.expiresAt)],
);

/** Secrets the embedded default generates for itself (the session signing key) when none is configured. */
export const appSecrets = pgTable('app_secrets', {
  name: text('name').primaryKey(),
  value: text('value').notNull(),
  createdAt: createdAt(),
});

/**
 * Pickup and return places with their opening hours, as last published (carenSettings and rentalCompany;
 * server/rental/sync.server.ts). A place taken out of the content stays, hidden, for the bookings at it.
 */
export const locations = pgTable(
  'locations',
  {
    tenant: text('tenant').notNull(),
    id: text('id').notNull(),
    /** Title per locale ({ en, is, … }). */
    title: jsonb('title').$type<Record<string, string>>().notNull(),
    pickup: boolean('pickup').notNull(),
    return: boolean('return').notNull(),
    /** The content's location document (opening hours, special days, self-service), as published. */
    hours: jsonb('hours').$type<unknown>().notNull(),
    position: integer('position').notNull().default(0),
  },
  (table) => [primaryKey({ columns: [table.tenant, table.id] })],
);

/** Booking settings of a tenant from the content (high season, self-service, the price list's fees). */
export const bookingSettings = pgTable('booking_settings', {
  tenant: text('tenant').primaryKey(),
  highSeason: jsonb('high_season').$type<unknown>(),
  selfService: boolean('self_service').notNull().default(false),
  /** Charged when the return place differs from the pickup place, EUR minor units. */
  oneWayFeeEur: integer('one_way_fee_eur').notNull().default(0),
  /** A lease delivered to an address (issue 15), EUR minor units; null: the brand does not deliver. */
  deliveryFeeEur: integer('delivery_fee_eur'),
  /**
   * The brand's condition photo rules (issue 39, `ConditionSettings` of src/domain/condition.ts) as
   * published; null: the defaults of `defaultConditionSettings`.
   */
  condition: jsonb('condition').$type<unknown>(),
});

/**
 * One row whose `version` takes a new random value in every transaction that writes the rental data a
 * function instance keeps in memory (booking settings, places, classes, rates, rate periods, extras,
 * insurances): triggers of migration 0011 set it, whoever writes (the content sync, a test, a hand-made
 * fix). A search reads it in the same statement as the free units and reloads its copy when it changed
 * (server/rental/catalog-cache.server.ts, docs/decisions/038). Random, not a counter: two databases never
 * share a version.
 */
export const rentalDataVersion = pgTable(
  'rental_data_version',
  {
    single: boolean('single').primaryKey().default(true),
    version: uuid('version')
      .notNull()
      .default(sql`gen_random_uuid()`),
  },
  (table) => [check('rental_data_version_single_row', sql`${table.single}`)],
);

/**
 * What the booking's details step adds to the customer (POST /api/reservations `driver` and `trip`):
 * `driver` null when the customer drives, `trip` null when no trip details were sent. Optional trip
 * fields are null when not given (absent in rows written before they were stored as null).
 */
export interface BookingDetailsColumn {
  driver: { fullName: string; dateOfBirth: string; licenseNumber: string } | null;
  trip: {
    numberOfPassengers: number;
    flightNumber?: string | null;
    arrivalTime?: string | null;
    specialComments?: string | null;
  } | null;
}

/**
 * What a lease adds to its reservation (issue 15, POST /api/leases): its dates and length, the handover
 * (office or delivery with the address and slot) and the lessee's identity. `ssn` is the kennitala as
 * given (digits only), never logged and shown back masked; null for a lessee without one, who gives a
 * date of birth instead.
 */
export interface LeaseColumn {
  startDate: string;
  endDate: string;
  /** The whole months chosen, or null when an end date was chosen. */
  months: number | null;
  handover: 'office' | 'delivery';
  /** 'HH:mm' of the delivery (and collection) slot, or null at the office. */
  deliveryTime: string | null;
  deliveryLocation: { address: string; zipcode: string; city: string } | null;
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
}

/** The unit's state as the desk noted it when handing it over and taking it back. */
export interface HandoverNote {
  odometer: number | null;
  fuel: 'empty' | '1/4' | '1/2' | '3/4' | 'full' | null;
}

export interface HandoverColumn {
  pickup?: HandoverNote;
  return?: HandoverNote;
}

/** Vehicle classes: what a customer books ("or similar"), linked to the content's vehicle document. */
export const vehicleClasses = pgTable(
  'vehicle_classes',
  {
    tenant: text('tenant').notNull(),
    id: text('id').notNull(),
    vehicleDocumentId: text('vehicle_document_id').notNull(),
    name: text('name').notNull(),
    category: text('category').notNull(),
    transmission: text('transmission').notNull(),
    fuel: text('fuel').notNull(),
    seats: integer('seats').notNull(),
    doors: integer('doors'),
    sleepingSpots: integer('sleeping_spots'),
    fourByFour: boolean('four_by_four').notNull(),
    fRoadAllowed: boolean('f_road_allowed').notNull(),
    /** Deposit held on the card at pickup, EUR minor units. */
    depositEur: integer('deposit_eur').notNull(),
    /** A guaranteed model is shown without "or similar". */
    guaranteedModel: boolean('guaranteed_model').notNull().default(false),
  },
  (table) => [primaryKey({ columns: [table.tenant, table.id] })],
);

/**
 * The fleet: concrete units of a class. A reservation is assigned one unit. A smaller fleet published in
 * the content retires units (kept for the bookings they carried) rather than deleting them.
 */
export const units = pgTable(
  'units',
  {
    id: serial('id').primaryKey(),
    tenant: text('tenant').notNull(),
    classId: text('class_id').notNull(),
    plate: text('plate').notNull(),
    retired: boolean('retired').notNull().default(false),
  },
  (table) => [
    unique('units_plate').on(table.tenant, table.plate),
    index('units_class').on(table.tenant, table.classId),
  ],
);

/** Day rates per class and season, EUR minor units. */
export const rates = pgTable(
  'rates',
  {
    tenant: text('tenant').notNull(),
    classId: text('class_id').notNull(),
    season: text('season').$type<'high' | 'low'>().notNull(),
    dayRateEur: integer('day_rate_eur').notNull(),
  },
  (table) => [primaryKey({ columns: [table.tenant, table.classId, table.season] })],
);

/**
 * Day rates of a class on certain dates (both included, Iceland dates), instead of its season rate; EUR
 * minor units. Periods of one class never overlap (src/content/price-list.ts checks before the sync).
 */
export const ratePeriods = pgTable(
  'rate_periods',
  {
    tenant: text('tenant').notNull(),
    classId: text('class_id').notNull(),
    fromDate: text('from_date').notNull(),
    toDate: text('to_date').notNull(),
    dayRateEur: integer('day_rate_eur').notNull(),
  },
  (table) => [primaryKey({ columns: [table.tenant, table.classId, table.fromDate] })],
);

/** Extras: per day or per rental, with a maximum quantity. */
export const extras = pgTable(
  'extras',
  {
    tenant: text('tenant').notNull(),
    id: text('id').notNull(),
    name: jsonb('name').$type<Record<string, string>>().notNull(),
    pricing: text('pricing').$type<'perDay' | 'perRental'>().notNull(),
    priceEur: integer('price_eur').notNull(),
    /** Cap for per-day extras over a whole rental, EUR minor units (null: none). */
    maxPriceEur: integer('max_price_eur'),
    maxQuantity: integer('max_quantity').notNull(),
    position: integer('position').notNull().default(0),
  },
  (table) => [primaryKey({ columns: [table.tenant, table.id] })],
);

/** Insurance packages; exactly one per tenant is included in every price (price 0). */
export const insurances = pgTable(
  'insurances',
  {
    tenant: text('tenant').notNull(),
    id: text('id').notNull(),
    name: jsonb('name').$type<Record<string, string>>().notNull(),
    description: jsonb('description').$type<Record<string, string>>().notNull(),
    pricePerDayEur: integer('price_per_day_eur').notNull(),
    /** The customer's liability (excess) with this package, EUR minor units. */
    excessEur: integer('excess_eur').notNull(),
    included: boolean('included').notNull().default(false),
    position: integer('position').notNull().default(0),
  },
  (table) => [primaryKey({ columns: [table.tenant, table.id] })],
);

/**
 * Coupons: a percentage off the rental price between two Iceland dates (inclusive, 'YYYY-MM-DD': the price
 * list's) or strictly between two Iceland instants ('YYYY-MM-DDTHH:mm': the promotion's); `isCouponValidAt`.
 */
export const coupons = pgTable(
  'coupons',
  {
    tenant: text('tenant').notNull(),
    code: text('code').notNull(),
    percent: integer('percent').notNull(),
    validFrom: text('valid_from').notNull(),
    validTo: text('valid_to').notNull(),
  },
  (table) => [primaryKey({ columns: [table.tenant, table.code] })],
);

/** Exchange rates: units of a currency per 1 EUR, as stored from the last snapshot or fetch. */
export const exchangeRates = pgTable('exchange_rates', {
  currency: text('currency').primaryKey(),
  rate: numeric('rate', { precision: 18, scale: 8 }).notNull(),
  source: text('source').notNull(),
  fetchedAt: timestamp('fetched_at', { withTimezone: true }).notNull(),
  /** The day the rates are of (`YYYY-MM-DD`, the ECB's `Cube time`), not the day they were fetched. */
  ratesDate: text('rates_date'),
});

/**
 * The trip's outside sources (issue 40, server/trip): per source ('roads', 'warnings') what its last
 * successful fetch brought (each item with its own issue time), when that was, and the last attempt
 * with its error when it failed. The reservation overview shows what is kept, never the source live.
 */
export const tripFeeds = pgTable('trip_feeds', {
  source: text('source').primaryKey(),
  /** The items of the last successful fetch (server/trip/README.md), each with its `issuedAt`. */
  items: jsonb('items').$type<unknown[]>().notNull(),
  /** When the items were fetched; null until a fetch succeeded. */
  fetchedAt: timestamp('fetched_at', { withTimezone: true }),
  attemptedAt: timestamp('attempted_at', { withTimezone: true }).notNull(),
  /** Why the last attempt failed; null when it succeeded. */
  error: text('error'),
});

/**
 * Calls of a Netlify build hook, one row per hook (the tenant's site): the last call, and since when a
 * publish is waiting because it came within a minute of it. Shared by every function instance, so "at
 * most once a minute" holds however many run at once (docs/decisions/012).
 */
export const buildHookCalls = pgTable('build_hook_calls', {
  hook: text('hook').primaryKey(),
  lastCalledAt: timestamp('last_called_at', { withTimezone: true }).notNull(),
  pendingSince: timestamp('pending_since', { withTimezone: true }),
});

export type ReservationStatus = 'pending_payment' | 'confirmed' | 'checked_in' | 'cancelled' | 'expired';

/**
 * Reservations. `unit_id` and `[pickup_at, blocked_until)` are covered by an exclusion constraint
 * (migration 0001): two live reservations can never hold the same unit at overlapping times, whatever
 * the code does. `blocked_until` is the return time plus the turnaround gap.
 */
export const reservations = pgTable(
  'reservations',
  {
    id: uuid('id')
      .primaryKey()
      .default(sql`gen_random_uuid()`),
    tenant: text('tenant').notNull(),
    reference: text('reference').notNull(),
    status: text('status').$type<ReservationStatus>().notNull(),
    classId: text('class_id').notNull(),
    unitId: integer('unit_id').notNull(),
    pickupLocationId: text('pickup_location_id').notNull(),
    returnLocationId: text('return_location_id').notNull(),
    /** Iceland local time 'YYYY-MM-DDTHH:mm' as booked, and the instant (Iceland is UTC all year). */
    pickupLocal: text('pickup_local').notNull(),
    returnLocal: text('return_local').notNull(),
    pickupAt: timestamp('pickup_at', { withTimezone: true }).notNull(),
    returnAt: timestamp('return_at', { withTimezone: true }).notNull(),
    blockedUntil: timestamp('blocked_until', { withTimezone: true }).notNull(),
    selfService: boolean('self_service').notNull().default(false),
    customer: jsonb('customer').$type<Record<string, string>>().notNull(),
    /** The details step's Drivers and Trip Details (spec §2): who drives when not the customer, the trip. */
    bookingDetails: jsonb('booking_details').$type<BookingDetailsColumn>(),
    /** A lease's own fields (long-term brand); null for every other reservation. */
    lease: jsonb('lease').$type<LeaseColumn>(),
    extraDrivers: integer('extra_drivers').notNull().default(0),
    extras: jsonb('extras').$type<{ id: string; quantity: number }[]>().notNull(),
    insuranceId: text('insurance_id').notNull(),
    couponCode: text('coupon_code'),
    locale: text('locale').notNull(),
    currency: text('currency').notNull(),
    /** Units of `currency` per EUR used for the frozen lines, as a decimal string. */
    exchangeRate: text('exchange_rate').notNull(),
    /** The price summary as shown when booked (spec §3 price lines), frozen. */
    price: jsonb('price').$type<unknown>().notNull(),
    total: integer('total').notNull(),
    dueNow: integer('due_now').notNull(),
    paid: integer('paid').notNull().default(0),
    refunded: integer('refunded').notNull().default(0),
    holdExpiresAt: timestamp('hold_expires_at', { withTimezone: true }),
    /**
     * Who made an unpaid hold, for the limit of holds per client (src/config/abuse.ts): a keyed hash of
     * the client's address (never the address) and the session id. Null for reservations made otherwise.
     */
    holdClient: text('hold_client'),
    holdSession: uuid('hold_session'),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    cancelledAt: timestamp('cancelled_at', { withTimezone: true }),
    /** When the vehicle came back (the staff desk); until then the booked return time counts. */
    returnedAt: timestamp('returned_at', { withTimezone: true }),
    /** When the desk handed the unit over (server/staff). */
    pickedUpAt: timestamp('picked_up_at', { withTimezone: true }),
    /** What the desk noted at the handover and the return: odometer (km) and fuel, each optional. */
    handover: jsonb('handover').$type<HandoverColumn>(),
    version: integer('version').notNull().default(1),
  },
  (table) => [
    unique('reservations_reference').on(table.reference),
    index('reservations_class_time').on(table.tenant, table.classId, table.pickupAt),
    index('reservations_unpaid_holds')
      .on(table.tenant, table.holdClient)
      .where(sql`${table.status} = 'pending_payment'`),
  ],
);

/** Idempotency keys of reservation requests: the same key never books twice. */
export const idempotencyKeys = pgTable(
  'idempotency_keys',
  {
    tenant: text('tenant').notNull(),
    scope: text('scope').notNull(),
    key: text('key').notNull(),
    requestHash: text('request_hash').notNull(),
    reservationId: uuid('reservation_id'),
    createdAt: createdAt(),
  },
  (table) => [
    primaryKey({ columns: [table.tenant, table.scope, table.key] }),
    index('idempotency_keys_created_at').on(table.createdAt),
  ],
);

/** Charges and refunds through the payment gateway. The idempotency key makes a capture happen once. */
/**
 * The payment ledger: append-only, one row per money movement the processor made or refused
 * (server/payments/README.md). Every amount shown (paid, refunded, held) is derived from it; the
 * reservation's `paid` and `refunded` are totals that only `recordLedgerEntry` writes, in the same
 * transaction. `idempotency_key` (per reservation) and `(kind, psp_reference)` make every entry once,
 * whether the site's own call or the processor's webhook records it first.
 */
export const payments = pgTable(
  'payments',
  {
    id: uuid('id')
      .primaryKey()
      .default(sql`gen_random_uuid()`),
    reservationId: uuid('reservation_id').notNull(),
    kind: text('kind').$type<LedgerKind>().notNull(),
    /** booking, check-in, change, deposit, cancellation, refund-request, overpayment… */
    purpose: text('purpose').notNull(),
    amount: integer('amount').notNull(),
    currency: text('currency').notNull(),
    /** Kept for entries written before the ledger: `failed` entries say so by their kind now. */
    /** `pending` for a deposit modification the processor received and has not yet answered by webhook. */
    status: text('status').$type<'succeeded' | 'failed' | 'pending'>().notNull().default('succeeded'),
    gateway: text('gateway').notNull(),
    /** The processor's reference of this movement (a modification's own pspReference). */
    gatewayReference: text('gateway_reference'),
    /** The processor's reference of the payment a modification belongs to. */
    paymentReference: text('payment_reference'),
    /** The payment attempt (checkout) this entry came from. */
    attemptId: uuid('attempt_id'),
    failureCode: text('failure_code'),
    cardBrand: text('card_brand'),
    cardLast4: text('card_last4'),
    /** Until when the processor keeps an authorisation (deposit holds). */
    authorisationExpiresAt: timestamp('authorisation_expires_at', { withTimezone: true }),
    idempotencyKey: text('idempotency_key').notNull(),
    createdAt: createdAt(),
  },
  (table) => [
    unique('payments_idempotency').on(table.reservationId, table.idempotencyKey),
    unique('payments_processor_reference').on(table.kind, table.gatewayReference),
  ],
);

export type LedgerKind =
  | 'authorised'
  | 'captured'
  | 'refunded'
  | 'cancelled'
  | 'failed'
  | 'adjusted'
  /** A deposit capture, release or renewal the processor received; its webhook writes the outcome. */
  | 'capture_requested'
  | 'cancel_requested'
  | 'adjust_requested'
  /**
   * The refund of an authorisation not taken as payment (purpose `rejected`), received by the processor;
   * its webhook writes the outcome. A rejected hold's cancel is a `cancel_requested` of that purpose.
   */
  | 'refund_requested';

/**
 * A payment attempt: one checkout at the processor (the customer types the card on its hosted page)
 * or one merchant-initiated hold. Mutable (pending -> succeeded | failed); the money it moved is in
 * the ledger. The Idempotency-Key of the request that started it makes a second Pay press the same.
 */
export const paymentAttempts = pgTable(
  'payment_attempts',
  {
    id: uuid('id')
      .primaryKey()
      .default(sql`gen_random_uuid()`),
    reservationId: uuid('reservation_id').notNull(),
    purpose: text('purpose').$type<PaymentPurpose>().notNull(),
    amount: integer('amount').notNull(),
    currency: text('currency').notNull(),
    capture: text('capture').$type<'automatic' | 'manual'>().notNull(),
    processor: text('processor').notNull(),
    checkoutId: text('checkout_id'),
    checkoutUrl: text('checkout_url'),
    /**
     * The processor's `sessionResult` from the customer's return address (opaque, no card data): the
     * only key to the checkout's result (Adyen), kept so a later question without it still gets it.
     */
    sessionResult: text('session_result'),
    status: text('status').$type<'pending' | 'succeeded' | 'failed'>().notNull(),
    failureCode: text('failure_code'),
    pspReference: text('psp_reference'),
    cardBrand: text('card_brand'),
    cardLast4: text('card_last4'),
    /** The processor's token of a card kept for merchant-initiated deposit holds (no card data). */
    storedCardId: text('stored_card_id'),
    idempotencyKey: text('idempotency_key').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    createdAt: createdAt(),
    settledAt: timestamp('settled_at', { withTimezone: true }),
  },
  (table) => [
    unique('payment_attempts_idempotency').on(table.reservationId, table.idempotencyKey),
    index('payment_attempts_reservation').on(table.reservationId),
  ],
);

export type PaymentPurpose = 'booking' | 'check-in' | 'change' | 'deposit';

/** A customer's request for a refund, reviewed by staff. */
export const refundRequests = pgTable('refund_requests', {
  id: uuid('id')
    .primaryKey()
    .default(sql`gen_random_uuid()`),
  reservationId: uuid('reservation_id').notNull(),
  reason: text('reason').notNull(),
  amount: integer('amount').notNull(),
  status: text('status').$type<'requested' | 'approved' | 'rejected'>().notNull(),
  createdAt: createdAt(),
  /** When and by whom (the staff member's e-mail) it was approved or rejected. */
  decidedAt: timestamp('decided_at', { withTimezone: true }),
  decidedBy: text('decided_by'),
  /** What was refunded to the card when approved, in the reservation's currency. */
  refundedAmount: integer('refunded_amount'),
});

/** Online check-in of a reservation: the step reached and what the customer gave. */
export const checkIns = pgTable('check_ins', {
  reservationId: uuid('reservation_id').primaryKey(),
  step: text('step').$type<'start' | 'details' | 'options' | 'payment' | 'contract' | 'signature' | 'done'>().notNull(),
  details: jsonb('details').$type<Record<string, unknown>>(),
  startedAt: createdAt(),
  completedAt: timestamp('completed_at', { withTimezone: true }),
});

/** Rental agreements rendered for a check-in (template 1829, payment option 509), with their SHA-256. */
export const contracts = pgTable('contracts', {
  id: uuid('id')
    .primaryKey()
    .default(sql`gen_random_uuid()`),
  reservationId: uuid('reservation_id').notNull(),
  templateId: integer('template_id').notNull(),
  paymentOptionId: integer('payment_option_id').notNull(),
  pdf: bytea('pdf').notNull(),
  sha256: text('sha256').notNull(),
  createdAt: createdAt(),
});

/** A signature: the drawn image bound to the contract's hash, with the time and the client's address. */
export const signatures = pgTable('signatures', {
  id: uuid('id')
    .primaryKey()
    .default(sql`gen_random_uuid()`),
  contractId: uuid('contract_id').notNull().unique(),
  signerName: text('signer_name').notNull(),
  /** How the customer signed: a drawn image, or the typed name alone (docs/decisions/009). */
  method: text('method').$type<'drawn' | 'typed'>().notNull().default('drawn'),
  /** The drawn PNG; null for a typed signature. */
  image: bytea('image'),
  contractSha256: text('contract_sha256').notNull(),
  signedPdf: bytea('signed_pdf').notNull(),
  signedPdfSha256: text('signed_pdf_sha256').notNull(),
  signedAt: timestamp('signed_at', { withTimezone: true }).notNull(),
  clientAddress: text('client_address').notNull(),
});

/**
 * A link that opens the signature step of one contract without a session (spec §2: the signature step
 * has no session check). Only the SHA-256 of the token is kept; the token itself is shown once.
 */
export const signingLinks = pgTable(
  'signing_links',
  {
    id: uuid('id')
      .primaryKey()
      .default(sql`gen_random_uuid()`),
    contractId: uuid('contract_id').notNull(),
    reservationId: uuid('reservation_id').notNull(),
    tokenSha256: text('token_sha256').notNull().unique(),
    createdAt: createdAt(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
  },
  (table) => [index('signing_links_contract').on(table.contractId)],
);

/**
 * The licence photos given at check-in: one front and one back per driver (0 is the main driver,
 * 1… the extra drivers). The bytes live behind the storage port (server/storage) under `storageKey`.
 */
export const licencePhotos = pgTable(
  'licence_photos',
  {
    reservationId: uuid('reservation_id').notNull(),
    driver: integer('driver').notNull(),
    side: text('side').$type<'front' | 'back'>().notNull(),
    storageKey: text('storage_key').notNull(),
    contentType: text('content_type').notNull(),
    size: integer('size').notNull(),
    sha256: text('sha256').notNull(),
    uploadedAt: timestamp('uploaded_at', { withTimezone: true }).notNull(),
  },
  (table) => [primaryKey({ columns: [table.reservationId, table.driver, table.side] })],
);

/** The PostgreSQL adapter of the storage port: uploaded files by key (server/storage/postgres.server.ts). */
export const storedFiles = pgTable('stored_files', {
  key: text('key').primaryKey(),
  contentType: text('content_type').notNull(),
  bytes: bytea('bytes').notNull(),
  storedAt: createdAt(),
});

/** Attempts to find a reservation, counted to stop references being guessed. */
export const findAttempts = pgTable(
  'find_attempts',
  {
    id: serial('id').primaryKey(),
    tenant: text('tenant').notNull(),
    client: text('client').notNull(),
    reference: text('reference').notNull(),
    succeeded: boolean('succeeded').notNull(),
    at: timestamp('at', { withTimezone: true }).notNull(),
  },
  (table) => [
    index('find_attempts_client').on(table.client, table.at),
    index('find_attempts_reference').on(table.reference, table.at),
    index('find_attempts_at').on(table.at),
  ],
);

/** Every change to a reservation: who (session), what, when. Never card numbers or free text from forms. */
export const auditLog = pgTable(
  'audit_log',
  {
    id: serial('id').primaryKey(),
    tenant: text('tenant').notNull(),
    reservationId: uuid('reservation_id'),
    sessionId: uuid('session_id'),
    action: text('action').notNull(),
    details: jsonb('details').$type<Record<string, unknown>>().notNull(),
    at: timestamp('at', { withTimezone: true }).notNull(),
  },
  (table) => [index('audit_log_reservation').on(table.reservationId)],
);

/**
 * Affiliate clicks (spec §7 click): a visit that came with `?ref=`. Only the brand, the browser's own
 * referral id (`U-…`, random, made by the browser) and the referral code are kept: no address, no
 * user agent (docs/decisions/014-affiliate-conversions-and-rate-limits.md).
 */
export const affiliateClicks = pgTable(
  'affiliate_clicks',
  {
    id: uuid('id')
      .primaryKey()
      .default(sql`gen_random_uuid()`),
    tenant: text('tenant').notNull(),
    referralId: text('referral_id').notNull(),
    referralCode: text('referral_code').notNull(),
    at: timestamp('at', { withTimezone: true }).notNull(),
  },
  (table) => [index('affiliate_clicks_tenant_at').on(table.tenant, table.at)],
);

/**
 * Affiliate conversions (spec §7 conversion): a paid reservation after a click, once per reservation.
 * Amount, currency, coupon and customer id are the engine's, never the browser's; the customer id is a
 * keyed hash of the customer's e-mail (no name or e-mail is kept).
 */
export const affiliateConversions = pgTable(
  'affiliate_conversions',
  {
    id: uuid('id')
      .primaryKey()
      .default(sql`gen_random_uuid()`),
    tenant: text('tenant').notNull(),
    clickId: uuid('click_id').notNull(),
    referralId: text('referral_id').notNull(),
    /** The click's referral code, copied so the report needs no join. */
    referralCode: text('referral_code').notNull(),
    /** The reservation's reference. */
    externalId: text('external_id').notNull(),
    customerId: text('customer_id').notNull(),
    amount: integer('amount').notNull(),
    currency: text('currency').notNull(),
    coupon: text('coupon'),
    at: timestamp('at', { withTimezone: true }).notNull(),
  },
  (table) => [
    unique('affiliate_conversions_reservation').on(table.tenant, table.externalId),
    index('affiliate_conversions_tenant_at').on(table.tenant, table.at),
  ],
);

/**
 * Requests to the affiliate endpoints per client and minute, shared by every function instance. The
 * client is a keyed SHA-256 of its address, never the address itself; rows older than an hour are
 * deleted as new windows start.
 */
export const affiliateRateLimits = pgTable(
  'affiliate_rate_limits',
  {
    scope: text('scope').notNull(),
    client: text('client').notNull(),
    windowStart: timestamp('window_start', { withTimezone: true }).notNull(),
    count: integer('count').notNull(),
  },
  (table) => [primaryKey({ columns: [table.scope, table.client, table.windowStart] })],
);

export type OutboxStatus = 'pending' | 'sent' | 'skipped' | 'failed';

/**
 * The e-mail outbox (issue 27, server/mail/README.md): one row per message, written in the transaction
 * of the change it reports and sent afterwards by the sender. (reservation, kind, version) is unique, so
 * a retried request, a replayed webhook or two senders send a message once. `recipient` and `payload`
 * (the facts the message reports) are personal data: set to null `mailBodyRetentionDays` after the
 * message was sent or given up; the row itself stays as the record that it was sent.
 */
export const mailOutbox = pgTable(
  'mail_outbox',
  {
    id: uuid('id')
      .primaryKey()
      .default(sql`gen_random_uuid()`),
    tenant: text('tenant').notNull(),
    reservationId: uuid('reservation_id').notNull(),
    kind: text('kind').notNull(),
    /** The reservation's version the message reports, or the id of the event that made it (a refund request). */
    version: text('version').notNull(),
    locale: text('locale').notNull(),
    recipient: text('recipient'),
    payload: jsonb('payload').$type<Record<string, unknown>>(),
    status: text('status').$type<OutboxStatus>().notNull().default('pending'),
    attempts: integer('attempts').notNull().default(0),
    nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true }).notNull(),
    /** A sender that claimed the row sends it until then; after, another may retry it. */
    claimedUntil: timestamp('claimed_until', { withTimezone: true }),
    /** The last failure's code (an SMTP response code or error code), never an address or a body. */
    lastError: text('last_error'),
    createdAt: createdAt(),
    sentAt: timestamp('sent_at', { withTimezone: true }),
    purgedAt: timestamp('purged_at', { withTimezone: true }),
  },
  (table) => [
    unique('mail_outbox_once').on(table.reservationId, table.kind, table.version),
    index('mail_outbox_due').on(table.status, table.nextAttemptAt),
  ],
);

/**
 * Links in e-mails that open one reservation without its reference (issue 27): only the SHA-256 of the
 * token is kept. The link starts a session that has proved the reservation, as the find page does.
 */
export const reservationLinks = pgTable(
  'reservation_links',
  {
    tokenSha256: text('token_sha256').primaryKey(),
    tenant: text('tenant').notNull(),
    reservationId: uuid('reservation_id').notNull(),
    createdAt: createdAt(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  },
  (table) => [index('reservation_links_reservation').on(table.reservationId)],
);

export type StaffRole = 'desk' | 'manager';

/**
 * Staff sessions (issue 29): the company's people signed in through the identity provider. Their own
 * table and cookie, never the customers' `sessions`; the row, not the cookie, says who and which role.
 */
export const staffSessions = pgTable(
  'staff_sessions',
  {
    id: uuid('id')
      .primaryKey()
      .default(sql`gen_random_uuid()`),
    tenant: text('tenant').notNull(),
    /** The provider's issuer and subject: who this is, whatever their address becomes. */
    issuer: text('issuer').notNull(),
    subject: text('subject').notNull(),
    email: text('email').notNull(),
    name: text('name').notNull(),
    role: text('role').$type<StaffRole>().notNull(),
    createdAt: createdAt(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  },
  (table) => [index('staff_sessions_expires').on(table.expiresAt)],
);

/**
 * A sign-in under way: the state, nonce and PKCE verifier of one authorisation request, used once by
 * the callback (deleted there) and worthless after `expires_at`.
 */
export const staffSignIns = pgTable('staff_sign_ins', {
  state: text('state').primaryKey(),
  nonce: text('nonce').notNull(),
  codeVerifier: text('code_verifier').notNull(),
  returnTo: text('return_to').notNull(),
  createdAt: createdAt(),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
});

/**
 * Every staff action (issue 29): who (the staff session, e-mail and role), when, what, and the
 * reservation's state before and after. Never licence photos, kennitala or signatures.
 */
export const staffActions = pgTable(
  'staff_actions',
  {
    id: serial('id').primaryKey(),
    tenant: text('tenant').notNull(),
    reservationId: uuid('reservation_id'),
    staffSessionId: uuid('staff_session_id').notNull(),
    actor: text('actor').notNull(),
    role: text('role').$type<StaffRole>().notNull(),
    action: text('action').notNull(),
    before: jsonb('before').$type<Record<string, unknown>>(),
    after: jsonb('after').$type<Record<string, unknown>>(),
    details: jsonb('details').$type<Record<string, unknown>>().notNull(),
    at: timestamp('at', { withTimezone: true }).notNull(),
  },
  (table) => [index('staff_actions_reservation').on(table.reservationId, table.at)],
);

export type ConditionAuthor = 'customer' | 'staff';

/** Where on the car outline a damage photo was taken: 0..1 of the outline's width and height. */
export interface ConditionPosition {
  x: number;
  y: number;
}

/** Where the phone was when the photo was taken, when the customer allowed it. */
export interface ConditionPlace {
  latitude: number;
  longitude: number;
  accuracy: number | null;
}

/**
 * Photos of a vehicle's condition (issue 39, server/condition/README.md): one row per photo of a walk
 * (`stage`: pickup, return; delivery, check-N for a lease). `client_id` is the phone's id of the photo,
 * unique per reservation and stage: the idempotency key of its upload. The bytes live behind the storage
 * port under `storage_key`; `sha256` tells a retry of the same photo from other bytes. Personal data:
 * purged (bytes, then the row) `retentionDays` after the return unless a claim holds them. Rows are
 * never changed (a trigger of migration 0015 refuses UPDATE); only the purge deletes them.
 */
export const conditionPhotos = pgTable(
  'condition_photos',
  {
    id: uuid('id')
      .primaryKey()
      .default(sql`gen_random_uuid()`),
    tenant: text('tenant').notNull(),
    reservationId: uuid('reservation_id').notNull(),
    stage: text('stage').notNull(),
    clientId: uuid('client_id').notNull(),
    angle: text('angle').notNull(),
    sequence: integer('sequence').notNull(),
    note: text('note'),
    position: jsonb('position').$type<ConditionPosition>(),
    /** What the phone said. */
    takenAt: timestamp('taken_at', { withTimezone: true }).notNull(),
    /** The server's stamp when the bytes arrived. */
    receivedAt: timestamp('received_at', { withTimezone: true }).notNull(),
    place: jsonb('place').$type<ConditionPlace>(),
    author: text('author').$type<ConditionAuthor>().notNull(),
    /** The staff member's e-mail for a desk photo; null for the customer's. */
    staffActor: text('staff_actor'),
    storageKey: text('storage_key').notNull(),
    contentType: text('content_type').notNull(),
    size: integer('size').notNull(),
    sha256: text('sha256').notNull(),
  },
  (table) => [
    unique('condition_photos_client').on(table.reservationId, table.stage, table.clientId),
    index('condition_photos_reservation').on(table.reservationId, table.stage, table.sequence),
  ],
);

/**
 * A condition photo's report copy (the phone's 800 px JPEG beside the photo): the condition report embeds
 * it instead of the photo, so a report of many photos stays small enough to download and mail. One per
 * photo, the first kept; never changed (a trigger of migration 0016 refuses an UPDATE); deleted with its
 * photo by the purge.
 */
export const conditionPhotoReportCopies = pgTable('condition_photo_report_copies', {
  photoId: uuid('photo_id')
    .primaryKey()
    .references(() => conditionPhotos.id),
  storageKey: text('storage_key').notNull(),
  bytes: integer('bytes').notNull(),
  sha256: text('sha256').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
});

/** The customer's final confirmation of a walk: once per reservation and stage, never changed. */
export const conditionConfirmations = pgTable(
  'condition_confirmations',
  {
    reservationId: uuid('reservation_id').notNull(),
    stage: text('stage').notNull(),
    confirmedAt: timestamp('confirmed_at', { withTimezone: true }).notNull(),
    sessionId: uuid('session_id'),
  },
  (table) => [primaryKey({ columns: [table.reservationId, table.stage] })],
);

/** The desk's notes on a walk (issue 39): append-only, marked as the desk's. */
export const conditionNotes = pgTable(
  'condition_notes',
  {
    id: uuid('id')
      .primaryKey()
      .default(sql`gen_random_uuid()`),
    tenant: text('tenant').notNull(),
    reservationId: uuid('reservation_id').notNull(),
    stage: text('stage').notNull(),
    text: text('text').notNull(),
    staffActor: text('staff_actor').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (table) => [index('condition_notes_reservation').on(table.reservationId, table.createdAt)],
);

/**
 * Damage claims (issue 39): while one is open, the reservation's condition photos are kept past the
 * purge. At most one open per reservation; a row may only be closed (a trigger of migration 0015 refuses
 * any other change and any DELETE). A closed claim lets the photos go `retentionDays` after it closed.
 */
export const conditionClaims = pgTable(
  'condition_claims',
  {
    id: uuid('id')
      .primaryKey()
      .default(sql`gen_random_uuid()`),
    tenant: text('tenant').notNull(),
    reservationId: uuid('reservation_id').notNull(),
    note: text('note').notNull(),
    openedAt: timestamp('opened_at', { withTimezone: true }).notNull(),
    openedBy: text('opened_by').notNull(),
    closedAt: timestamp('closed_at', { withTimezone: true }),
    closedBy: text('closed_by'),
  },
  (table) => [
    index('condition_claims_reservation').on(table.reservationId),
    uniqueIndex('condition_claims_one_open')
      .on(table.reservationId)
      .where(sql`${table.closedAt} IS NULL`),
  ],
);
