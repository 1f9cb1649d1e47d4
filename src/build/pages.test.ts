import { localeCodes } from '../config/locales';
import { planBasePages, planInEveryLocale, prefixedNotFoundPaths } from './pages';

describe('planInEveryLocale', () => {
  const plans = planInEveryLocale('car', 'https://www.example-rental.is', 'home-page', '/');

  it('plans the page once per locale, English without a prefix', () => {
    expect(plans.map((plan) => plan.path)).toEqual(['/', '/is/', '/de/', '/es/', '/fr/', '/pt/', '/zh/']);
  });

  it('gives each page its language context', () => {
    const icelandic = plans.find((plan) => plan.context.language === 'is');
    expect(icelandic?.context).toEqual({
      language: 'is',
      tenant: 'car',
      siteUrl: 'https://www.example-rental.is',
      i18n: {
        language: 'is',
        languages: [...localeCodes],
        defaultLanguage: 'en',
        generateDefaultLanguagePage: false,
        routed: true,
        originalPath: '/',
        path: '/is/',
      },
    });
    expect(plans[0]?.context.i18n.routed).toBe(false);
  });

  it('keeps every path ending with a slash', () => {
    for (const plan of planInEveryLocale('camper', 'https://a.is', 'not-found-page', '/404/')) {
      expect(plan.path).toMatch(/\/$/);
    }
  });
});

describe('planBasePages', () => {
  it('plans a home page and a not-found page in all seven languages', () => {
    const plans = planBasePages('longterm', 'https://a.is');
    expect(plans).toHaveLength(14);
    expect(plans.filter((plan) => plan.template === 'not-found-page').map((plan) => plan.path)).toContain('/zh/404/');
    expect(new Set(plans.map((plan) => plan.context.tenant))).toEqual(new Set(['longterm']));
  });

  it('lists the not-found page of each prefixed language for the browser runtime', () => {
    expect(prefixedNotFoundPaths()).toEqual(['/is/404/', '/de/404/', '/es/404/', '/fr/404/', '/pt/404/', '/zh/404/']);
    const notFound = planBasePages('car', 'https://a.is').filter((plan) => plan.template === 'not-found-page');
    expect(notFound.map((plan) => plan.path)).toEqual(['/404/', ...prefixedNotFoundPaths()]);
  });
});
