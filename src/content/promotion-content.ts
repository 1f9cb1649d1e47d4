import type { LocaleCode } from '../config/locales';
import type { PromotionDates } from '../domain/promotion';
import type { ResponsiveImage } from './images';

/**
 * The promotion of one language as the browser loads it (`/promotion/<lang>.json`, after the page is
 * idle, so it costs a first visit nothing): placeholders filled, labels translated, image resolved
 * (src/build/plan-promotion.ts).
 */
export interface PromotionContent {
  language: LocaleCode;
  promoCode: string;
  percentage: number;
  validDates: PromotionDates;
  title: string;
  /** Null when spec §5 hides the text (text, promo code or percentage missing). */
  text: string | null;
  note: string | null;
  banner: string;
  image: ResponsiveImage | null;
  labels: {
    button: string;
    days: string;
    hours: string;
    minutes: string;
    seconds: string;
    close: string;
    code: string;
    timeLeft: string;
  };
}

/** The file a language's promotion is served from: under public/ at build time, from the site root in the browser. */
export function promotionFile(language: LocaleCode): string {
  return `promotion/${language}.json`;
}
