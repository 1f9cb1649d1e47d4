/**
 * Whether this runtime's ICU has Icelandic. Chromium's (Chrome's, Android's) has none: its `Intl` writes
 * Icelandic dates, numbers and country names as en-US does. Node's, which renders the pages at build, has
 * it. Asked once per `Intl` service; the site's formatters fall back where it is missing.
 */
type IntlService = 'DateTimeFormat' | 'NumberFormat' | 'DisplayNames';

const answers = new Map<IntlService, boolean>();
const supported: Record<IntlService, (locales: string[]) => string[]> = {
  DateTimeFormat: (locales) => Intl.DateTimeFormat.supportedLocalesOf(locales),
  NumberFormat: (locales) => Intl.NumberFormat.supportedLocalesOf(locales),
  DisplayNames: (locales) => Intl.DisplayNames.supportedLocalesOf(locales),
};

export function runtimeHasIcelandic(service: IntlService): boolean {
  let has = answers.get(service);
  if (has === undefined) {
    has = supported[service](['is']).length > 0;
    answers.set(service, has);
  }
  return has;
}

/** Whether the runtime is already known to lack Icelandic for `service` (without asking it). */
export function knownWithoutIcelandic(service: IntlService): boolean {
  return answers.get(service) === false;
}

/** The locale that writes digits, separators and a 24-hour clock as Icelandic does, standing in for it. */
export const icelandicStandIn = 'de';
