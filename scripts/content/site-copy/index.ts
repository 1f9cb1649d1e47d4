/** The site generator's text, one table per language. */
import type { LocaleCode } from '../../../src/config/locales';
import { en } from './en';
import { is } from './is';
import { de } from './de';
import { es } from './es';
import { fr } from './fr';
import { pt } from './pt';
import { zh } from './zh';
import type { LanguageCopy } from './types';

export const siteCopy: Record<LocaleCode, LanguageCopy> = { en, is, de, es, fr, pt, zh };
