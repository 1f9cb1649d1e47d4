import { readStrings } from '../../build/translate';
import { localeCodes } from '../../config/locales';
import { createTranslator, type Strings } from '../../i18n/translate';
import { outlineZones } from './walk-parts';

const keys = (strings: Strings, prefix = ''): string[] =>
  Object.entries(strings).flatMap(([key, value]) =>
    typeof value === 'object' ? keys(value, `${prefix}${key}.`) : [`${prefix}${key}`],
  );
const placeholders = (text: string) => [...text.matchAll(/\{\{\s*(\w+)\s*\}\}/g)].map((match) => match[1]).sort();
const pluralSuffix = /_(zero|one|two|few|many|other)$/;

/** A key without its plural form: `queue.waiting_one` → `queue.waiting`. */
const baseOf = (key: string) => key.replace(pluralSuffix, '');

describe('condition.json in the seven languages', () => {
  const english = readStrings('en', 'condition');
  const englishKeys = keys(english);
  const t = createTranslator(english);

  it.each(localeCodes.filter((code) => code !== 'en'))(
    '%s has every key, translated, with the same placeholders',
    (code) => {
      const strings = readStrings(code, 'condition');
      const own = keys(strings);
      // Plain keys are the same; a plural key has `_other` and only the forms the language has (CLDR).
      const categories = new Intl.PluralRules(code).resolvedOptions().pluralCategories as string[];
      expect(own.filter((key) => !pluralSuffix.test(key)).sort()).toEqual(
        englishKeys.filter((key) => !pluralSuffix.test(key)).sort(),
      );
      const plurals = [...new Set(englishKeys.filter((key) => pluralSuffix.test(key)).map(baseOf))];
      for (const base of plurals) {
        const forms = own.filter((key) => baseOf(key) === base && pluralSuffix.test(key));
        expect(forms).toContain(`${base}_other`);
        for (const form of forms) expect(categories).toContain(form.slice(base.length + 1));
      }
      const translated = createTranslator(strings);
      for (const key of own) {
        const englishText = t(pluralSuffix.test(key) ? `${baseOf(key)}_other` : key);
        expect(placeholders(translated(key))).toEqual(placeholders(englishText));
        // Sentences are translated (a bare placeholder pattern such as "{{zone}}: {{note}}" may stay).
        if (englishText.includes(' ') && /[a-z]{3}/.test(englishText.replace(/\{\{\s*\w+\s*\}\}/g, ''))) {
          expect(`${key}: ${translated(key)}`).not.toBe(`${key}: ${englishText}`);
        }
      }
    },
  );

  it('names every angle of the brands, every zone of the outline and every error code of the contract', () => {
    const angles = ['front', 'back', 'left', 'right', 'windscreen', 'dashboard', 'living-area', 'awning', 'damage'];
    const codes = [
      'stage_not_open',
      'photo_not_replaceable',
      'photo_not_removable',
      'too_many_damage_photos',
      'note_required',
      'invalid_angle',
      'invalid_meta',
      'condition_incomplete',
      'empty_file',
      'photo_too_large',
      'unsupported_image_type',
      'not_found',
      'network_error',
    ];
    for (const code of localeCodes) {
      const translate = createTranslator(readStrings(code, 'condition'), undefined, code);
      for (const angle of angles) expect(translate(`condition.angles.${angle}`)).not.toBe(`condition.angles.${angle}`);
      for (const zone of outlineZones)
        expect(translate(`condition.damage.zones.${zone.id}`)).not.toBe(`condition.damage.zones.${zone.id}`);
      for (const error of codes) expect(translate(`condition.errors.${error}`)).not.toBe(`condition.errors.${error}`);
      expect(translate('condition.queue.waiting', { count: 3 })).toContain('3');
    }
  });

  it('says the waiting count in each language’s plural form', () => {
    const waiting = (code: (typeof localeCodes)[number], count: number) =>
      createTranslator(readStrings(code, 'condition'), undefined, code)('condition.queue.waiting', { count });
    expect(waiting('en', 1)).toBe('1 photo is waiting to upload.');
    expect(waiting('en', 2)).toBe('2 photos are waiting to upload.');
    expect(waiting('is', 21)).toBe('21 mynd bíður þess að fara upp.');
    expect(waiting('is', 11)).toBe('11 myndir bíða þess að fara upp.');
    expect(waiting('zh', 1)).toBe('1 张照片等待上传。');
    expect(waiting('fr', 0)).toBe('0 photo en attente d’envoi.'.replace('’', "'"));
  });
});
