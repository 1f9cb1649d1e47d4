import { DateTime } from 'luxon';
import { businessTimeZone, checkInPaymentOptionId, checkInRentalAgreementTemplateId } from '../../src/config/constants';
import type { Currency } from '../../src/config/currencies';
import { localeEntry, type LocaleCode } from '../../src/config/locales';
import { tenants, type TenantId } from '../../src/config/tenants';
import { isValidDateString } from '../../src/domain/dates';
import { formatPrice, fromMinorUnits } from '../../src/domain/money';
import { clauseNames, contractWording, printedLocale, type ContractWording } from './contract-wording';

/** What the check-in rental agreement (spec §9, template 1829) says. Amounts are integer minor units. */
export interface ContractInput {
  templateId: number;
  paymentOptionId: number;
  reference: string;
  tenant: TenantId;
  locale: LocaleCode;
  companyName: string;
  /** Address, registration and VAT lines; when absent, the tenant's registered details are printed. */
  companyDetails?: string[];
  issuedAt: Date;
  customer: {
    firstName: string;
    lastName: string;
    email: string;
    phone: string;
    country: string;
    dateOfBirth: string;
    address?: string;
    zipcode?: string;
    city?: string;
    licenseNumber?: string;
  };
  /** Whether the main driver gave both licence photos at check-in (the photos are not embedded). */
  licencePhotosGiven?: boolean;
  /** Additional drivers; the customer is the main driver. */
  drivers: { name: string; licenseNumber?: string; licencePhotosGiven?: boolean }[];
  vehicle: { name: string; classCode: string; orSimilar: boolean };
  /** `at` is 'YYYY-MM-DDTHH:mm' in Iceland time. */
  pickup: { location: string; at: string };
  return: { location: string; at: string };
  lines: { label: string; amount: number }[];
  total: number;
  currency: Currency;
  paid: number;
  dueAtPickup: number;
  deposit?: number;
  extras: { name: string; quantity: number }[];
  insurance?: string;
  /** A lease (issue 15): its period ('YYYY-MM-DD' Iceland dates) and handover, printed after the trip. */
  lease?: {
    startDate: string;
    endDate: string;
    deliveryLocation: { address: string; zipcode: string; city: string } | null;
  };
}

/** One piece of the contract, in reading order; `contract-layout.ts` decides where it goes on the page. */
export type ContractBlock =
  | { kind: 'company'; text: string }
  | { kind: 'detail'; text: string }
  | { kind: 'title'; text: string }
  | { kind: 'heading'; text: string }
  | { kind: 'field'; label: string; value: string }
  | { kind: 'paragraph'; text: string }
  | { kind: 'item'; marker: string; text: string }
  | { kind: 'amount'; label: string; amount: string; isEmphasised: boolean }
  | { kind: 'rule' }
  | { kind: 'space' };

/** Everything printed on a contract: the blocks, the running footer and the signature box's words. */
export interface ContractContent {
  /** BCP 47 tag of the printed language. */
  language: string;
  documentTitle: string;
  blocks: ContractBlock[];
  footer: (page: number, pages: number) => string;
  signature: { title: string; statement: string; signerName: string; signedAt: string };
}

const localDateTimePattern = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}$/;

/**
 * The contract's content for `input`, in the booking's language. Throws an Error when the input is not a
 * check-in agreement (template 1829, payment option 509) and a RangeError for an invalid date or a
 * non-integer amount, so a contract is never printed with wrong figures.
 */
export function contractContent(input: ContractInput): ContractContent {
  assertCheckInAgreement(input);
  const wording = contractWording(input.locale);
  return {
    language: localeEntry(printedLocale(input.locale)).language,
    documentTitle: `${wording.title} ${input.reference}`,
    blocks: [
      ...headerBlocks(input, wording),
      ...partiesBlocks(input, wording),
      ...vehicleBlocks(input, wording),
      ...pickupAndReturnBlocks(input, wording),
      ...leaseBlocks(input, wording),
      ...listSection(wording.additionalDrivers, input.drivers.map(driverText(wording)), wording),
      ...listSection(wording.extras, input.extras.map(extraText), wording),
      ...section(wording.insurance, [{ kind: 'paragraph', text: input.insurance ?? wording.noAdditionalInsurance }]),
      ...priceBlocks(input, wording),
      ...termsBlocks(wording),
    ],
    // Not '·': Noto Sans SC draws U+00B7 and the bullet U+2022 with one glyph, and a subset's ToUnicode map
    // can name only one of them, so copied text would show a bullet (found by the text extraction test).
    footer: (page, pages) => `${wording.title} | ${input.reference} | ${wording.pageOf(page, pages)}`,
    signature: {
      title: wording.signatureTitle,
      statement: wording.signatureStatement,
      signerName: `${wording.signerName}:`,
      signedAt: `${wording.signedAt}:`,
    },
  };
}

function assertCheckInAgreement(input: ContractInput): void {
  // This module prints template 1829 only; printing its words under another id would misname the contract.
  if (input.templateId !== checkInRentalAgreementTemplateId) {
    throw new Error(
      `Rental agreement template ${input.templateId} is not supported: only the check-in template ${checkInRentalAgreementTemplateId} is`,
    );
  }
  if (input.paymentOptionId !== checkInPaymentOptionId) {
    throw new Error(
      `Payment option ${input.paymentOptionId} is not supported: only the check-in payment option ${checkInPaymentOptionId} is`,
    );
  }
}

function headerBlocks(input: ContractInput, wording: ContractWording): ContractBlock[] {
  return [
    { kind: 'company', text: input.companyName },
    ...(input.companyDetails ?? tenantCompanyDetails(input.tenant, wording)).map((text): ContractBlock => ({
      kind: 'detail',
      text,
    })),
    { kind: 'space' },
    { kind: 'title', text: wording.title },
    { kind: 'field', label: wording.templateId, value: String(input.templateId) },
    { kind: 'field', label: wording.paymentOption, value: String(input.paymentOptionId) },
    { kind: 'field', label: wording.reference, value: input.reference },
    { kind: 'field', label: wording.issued, value: formatIssueDate(input.issuedAt) },
    { kind: 'rule' },
  ];
}

/** The registered details in tenants.ts (only the long-term brand has them) and the brand's e-mail. */
function tenantCompanyDetails(tenantId: TenantId, wording: ContractWording): string[] {
  const tenant = tenants[tenantId];
  const company = tenant.company;
  const registration = company
    ? [
        company.name,
        `${wording.registrationNumber} ${company.registrationNumber}`,
        `${wording.vatNumber} ${company.vatNumber}`,
      ]
    : [];
  return [...registration, tenant.email];
}

function partiesBlocks(input: ContractInput, wording: ContractWording): ContractBlock[] {
  const { customer } = input;
  const address = [customer.address, [customer.zipcode, customer.city].filter(isPresent).join(' ')].filter(isPresent);
  return section(wording.parties, [
    { kind: 'field', label: wording.lessor, value: input.companyName },
    { kind: 'field', label: wording.renter, value: `${customer.firstName} ${customer.lastName}` },
    { kind: 'field', label: wording.email, value: customer.email },
    { kind: 'field', label: wording.phone, value: customer.phone },
    ...optionalField(wording.address, address.join(', ')),
    { kind: 'field', label: wording.country, value: customer.country },
    { kind: 'field', label: wording.dateOfBirth, value: customer.dateOfBirth },
    ...optionalField(wording.licenceNumber, customer.licenseNumber),
    ...(input.licencePhotosGiven === undefined
      ? []
      : [
          {
            kind: 'field' as const,
            label: wording.licencePhotos,
            value: photosText(wording, input.licencePhotosGiven),
          },
        ]),
  ]);
}

function vehicleBlocks(input: ContractInput, wording: ContractWording): ContractBlock[] {
  const { vehicle } = input;
  return section(wording.vehicle, [
    {
      kind: 'field',
      label: wording.vehicle,
      value: vehicle.orSimilar ? `${vehicle.name} ${wording.orSimilar}` : vehicle.name,
    },
    { kind: 'field', label: wording.vehicleClass, value: vehicle.classCode },
  ]);
}

function pickupAndReturnBlocks(input: ContractInput, wording: ContractWording): ContractBlock[] {
  return section(wording.pickupAndReturn, [
    {
      kind: 'field',
      label: wording.pickup,
      value: `${input.pickup.location}, ${formatLocalDateTime(input.pickup.at)}`,
    },
    {
      kind: 'field',
      label: wording.return,
      value: `${input.return.location}, ${formatLocalDateTime(input.return.at)}`,
    },
  ]);
}

function leaseBlocks(input: ContractInput, wording: ContractWording): ContractBlock[] {
  const { lease } = input;
  if (!lease) return [];
  const place = lease.deliveryLocation;
  return section(wording.leasePeriod, [
    {
      kind: 'field',
      label: wording.leasePeriod,
      value: `${formatDate(lease.startDate)} – ${formatDate(lease.endDate)}`,
    },
    {
      kind: 'field',
      label: wording.handover,
      value: place ? `${wording.deliveryTo} ${place.address}, ${place.zipcode} ${place.city}` : wording.officePickup,
    },
  ]);
}

function driverText(wording: ContractWording): (driver: ContractInput['drivers'][number]) => string {
  return (driver) => {
    const facts = [
      isPresent(driver.licenseNumber) ? `${wording.licenceNumber} ${driver.licenseNumber}` : undefined,
      driver.licencePhotosGiven === undefined
        ? undefined
        : `${wording.licencePhotos}: ${photosText(wording, driver.licencePhotosGiven)}`,
    ].filter(isPresent);
    return facts.length > 0 ? `${driver.name} (${facts.join('; ')})` : driver.name;
  };
}

function photosText(wording: ContractWording, isGiven: boolean): string {
  return isGiven ? wording.photosGiven : wording.photosNotGiven;
}

function extraText(extra: ContractInput['extras'][number]): string {
  return `${extra.quantity} × ${extra.name}`;
}

function priceBlocks(input: ContractInput, wording: ContractWording): ContractBlock[] {
  const price = (minor: number): string => formatPrice(fromMinorUnits(minor, input.currency), input.currency);
  const amount = (label: string, minor: number, isEmphasised = false): ContractBlock => ({
    kind: 'amount',
    label,
    amount: price(minor),
    isEmphasised,
  });
  return section(wording.price, [
    ...input.lines.map((line) => amount(line.label, line.amount)),
    { kind: 'rule' },
    amount(wording.total, input.total, true),
    amount(wording.paid, input.paid),
    amount(wording.dueAtPickup, input.dueAtPickup, true),
    ...(input.deposit === undefined ? [] : [amount(wording.deposit, input.deposit)]),
  ]);
}

function termsBlocks(wording: ContractWording): ContractBlock[] {
  return section(
    wording.terms,
    clauseNames.map((name, index): ContractBlock => ({
      kind: 'item',
      marker: `${index + 1}.`,
      text: wording.clauses[name],
    })),
  );
}

/** A bulleted list under a heading, or the word for "none" when the list is empty. */
function listSection(heading: string, items: string[], wording: ContractWording): ContractBlock[] {
  const body: ContractBlock[] =
    items.length === 0
      ? [{ kind: 'paragraph', text: wording.none }]
      : items.map((text): ContractBlock => ({ kind: 'item', marker: '•', text }));
  return section(heading, body);
}

function section(heading: string, body: ContractBlock[]): ContractBlock[] {
  return [{ kind: 'space' }, { kind: 'heading', text: heading }, ...body];
}

function optionalField(label: string, value: string | undefined): ContractBlock[] {
  return isPresent(value) ? [{ kind: 'field', label, value }] : [];
}

function isPresent(value: string | undefined): value is string {
  return value !== undefined && value.trim() !== '';
}

/**
 * Dates print as ISO 'YYYY-MM-DD' in every language: unambiguous to every reader, and free of the ICU data
 * of the Node version, which would otherwise change the PDF's bytes (and so its SHA-256) on an upgrade.
 */
function formatIssueDate(issuedAt: Date): string {
  const issued = DateTime.fromJSDate(issuedAt, { zone: businessTimeZone });
  if (!issued.isValid) throw new RangeError('Contract issue date is not a valid date');
  return issued.toFormat('yyyy-MM-dd');
}

/** A lease's 'YYYY-MM-DD' date as printed; throws a RangeError for anything else. */
function formatDate(date: string): string {
  if (!isValidDateString(date)) throw new RangeError(`Expected a 'YYYY-MM-DD' date, got ${JSON.stringify(date)}`);
  return date;
}

/** 'YYYY-MM-DDTHH:mm' (Iceland time) as 'YYYY-MM-DD HH:mm'; throws a RangeError for anything else. */
function formatLocalDateTime(at: string): string {
  const parsed = DateTime.fromISO(at, { zone: businessTimeZone });
  if (!localDateTimePattern.test(at) || !parsed.isValid) {
    throw new RangeError(`Expected a 'YYYY-MM-DDTHH:mm' date and time, got ${JSON.stringify(at)}`);
  }
  return parsed.toFormat('yyyy-MM-dd HH:mm');
}
