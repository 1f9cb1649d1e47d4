import { DateTime } from 'luxon';
import { businessTimeZone } from '../../../src/config/constants';
import type { Currency } from '../../../src/config/currencies';
import type { LocaleCode } from '../../../src/config/locales';
import type { Translate } from '../../../src/i18n/translate';
import { formatDate } from '../../../src/i18n/format-date';
import { money } from '../../../src/components/booking/format';
import type { MailBrand } from '../brand';
import type { MessageFacts } from '../kinds';

/** Everything a template needs besides its facts: the language, the brand and the link. */
export interface MailContext {
  locale: LocaleCode;
  t: Translate;
  brand: MailBrand;
  /** The link that opens the reservation (links.server.ts) and until when it works. */
  link: { url: string; expiresAt: Date };
  /** The check-in start page of the reservation's language, opened through the same link. */
  checkInUrl: string;
  /** The page that sends the customer to the processor to authorise the deposit hold, through the same link. */
  depositUrl: string;
}

export interface TemplateProps {
  facts: MessageFacts;
  mail: MailContext;
}

/** Minor units of the reservation's currency as the site shows money (domain formatter, no decimals). */
export function formatMoney(amount: number, currency: Currency): string {
  return money(amount, currency);
}

/** An Iceland local 'YYYY-MM-DDTHH:mm' as "date at time" in the message's language. */
export function formatLocalDateTime(mail: MailContext, local: string, dateStyle: 'full' | 'long' = 'full'): string {
  const date = formatDate(local.slice(0, 10), mail.locale, { dateStyle });
  return mail.t('mail.common.dateTime', { date, time: local.slice(11, 16) });
}

/** An instant (ISO string or Date) in Iceland time, as "date at time" with the date without its weekday. */
export function formatInstant(mail: MailContext, instant: string | Date): string {
  const local = DateTime.fromJSDate(new Date(instant), { zone: businessTimeZone }).toFormat("yyyy-MM-dd'T'HH:mm");
  return formatLocalDateTime(mail, local, 'long');
}
