import { toPlainText } from '@react-email/render';
import type { ReactElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { isLocaleCode, localeEntry, type LocaleCode } from '../../src/config/locales';
import { localePrefix } from '../../src/domain/paths';
import type { TenantId } from '../../src/config/tenants';
import { mailBrand } from './brand';
import { calendarFile } from './calendar';
import type { MessageFacts, MessageKind } from './kinds';
import { officeAddress } from './offices';
import type { MailAttachment } from './port.server';
import { mailTranslator } from './strings';
import { BookingCancelled } from './templates/booking-cancelled';
import { BookingChanged } from './templates/booking-changed';
import { BookingConfirmed } from './templates/booking-confirmed';
import { CheckInOpen } from './templates/check-in-open';
import { CheckedIn } from './templates/checked-in';
import { DepositHoldRefused } from './templates/deposit-hold-refused';
import { LeaseConfirmed } from './templates/lease-confirmed';
import type { MailContext, TemplateProps } from './templates/mail-context';
import { PaymentReceived } from './templates/payment-received';
import { RefundDecided } from './templates/refund-decided';
import { RefundRequested } from './templates/refund-requested';
import { Returned } from './templates/returned';
import { vehicleName } from './templates/reservation-parts';

/** One component per message kind, and the key of its subject in `locales/<lang>/mail.json`. */
const templates: Record<MessageKind, { component: (props: TemplateProps) => ReactElement; strings: string }> = {
  'booking-confirmed': { component: BookingConfirmed, strings: 'bookingConfirmed' },
  'lease-confirmed': { component: LeaseConfirmed, strings: 'leaseConfirmed' },
  'booking-changed': { component: BookingChanged, strings: 'bookingChanged' },
  'booking-cancelled': { component: BookingCancelled, strings: 'bookingCancelled' },
  'refund-requested': { component: RefundRequested, strings: 'refundRequested' },
  'refund-decided': { component: RefundDecided, strings: 'refundDecided' },
  'payment-received': { component: PaymentReceived, strings: 'paymentReceived' },
  'check-in-open': { component: CheckInOpen, strings: 'checkInOpen' },
  'checked-in': { component: CheckedIn, strings: 'checkedIn' },
  'deposit-hold-refused': { component: DepositHoldRefused, strings: 'depositHoldRefused' },
  returned: { component: Returned, strings: 'returned' },
};

const xhtmlDoctype =
  '<!DOCTYPE html PUBLIC "-//W3C//DTD XHTML 1.0 Transitional//EN" "http://www.w3.org/TR/xhtml1/DTD/xhtml1-transitional.dtd">';

export interface RenderedMessage {
  subject: string;
  html: string;
  text: string;
  /** BCP 47 language of the body. */
  language: string;
  attachments: MailAttachment[];
}

/**
 * A message as it is sent: subject, HTML, the plain-text part (from the same component) and the
 * calendar file of a confirmation. Pure apart from rendering: the link and the time are passed in.
 */
export async function renderMessage(input: {
  kind: MessageKind;
  tenant: TenantId;
  locale: string;
  facts: MessageFacts;
  link: { token: string; expiresAt: Date };
  siteUrl: string;
  now: Date;
}): Promise<RenderedMessage> {
  const locale: LocaleCode = isLocaleCode(input.locale) ? input.locale : 'en';
  const t = mailTranslator(locale);
  const { reservation } = input.facts;
  const mail: MailContext = {
    locale,
    t,
    brand: mailBrand(input.tenant),
    link: { url: reservationLinkUrl(input.siteUrl, locale, input.link.token), expiresAt: input.link.expiresAt },
    checkInUrl: reservationLinkUrl(input.siteUrl, locale, input.link.token, '/reservation/checkin/start/'),
    depositUrl: reservationLinkUrl(input.siteUrl, locale, input.link.token, '/reservation/deposit/'),
  };
  const template = templates[input.kind];
  const element = template.component({ facts: input.facts, mail });
  // React's own static renderer (what React Email's `render` wraps, without its dynamic import, which
  // Jest's VM refuses) and React Email's plain-text conversion of the same HTML.
  const html = `${xhtmlDoctype}${renderToStaticMarkup(element)}`;
  const text = toPlainText(html, {
    // Label and value tables as columns; the layout tables around them stay blocks.
    selectors: [{ selector: 'table.facts', format: 'dataTable', options: { uppercaseHeaderCells: false } }],
  });
  const attachments: MailAttachment[] = [];
  if (input.kind === 'booking-confirmed' || input.kind === 'lease-confirmed') {
    const vehicle = vehicleName(mail, reservation);
    const place = (location: { id: string; title: string }) => officeAddress(location.id) ?? location.title;
    const description = `${t('mail.common.reference')}: ${reservation.reference}`;
    attachments.push({
      filename: `${reservation.reference}.ics`,
      contentType: 'text/calendar; charset=utf-8; method=PUBLISH',
      content: calendarFile(
        [
          {
            uid: `${reservation.reference}-pickup@${input.tenant}.rental`,
            title: `${t('mail.common.pickup')}: ${vehicle} (${mail.brand.name})`,
            description,
            at: reservation.pickup.at,
            location: place(reservation.pickup.location),
          },
          {
            uid: `${reservation.reference}-return@${input.tenant}.rental`,
            title: `${t('mail.common.return')}: ${vehicle} (${mail.brand.name})`,
            description,
            at: reservation.return.at,
            location: place(reservation.return.location),
          },
        ],
        input.now,
      ),
    });
  }
  return {
    subject: t(`mail.${template.strings}.subject`, { reference: reservation.reference }),
    html,
    text,
    language: localeEntry(locale).language,
    attachments,
  };
}

/**
 * The address an e-mail's link opens: the find page of the reservation's language with the token in
 * the fragment (never sent to a server, so never in an access log or a Referer), and `next` the page
 * to go to once the token has opened the reservation.
 */
export function reservationLinkUrl(siteUrl: string, locale: LocaleCode, token: string, next?: string): string {
  const prefix = localePrefix(locale);
  const query = next ? `?next=${encodeURIComponent(`${prefix}${next}`)}` : '';
  return `${siteUrl.replace(/\/+$/, '')}${prefix}/reservation/find/${query}#token=${token}`;
}
