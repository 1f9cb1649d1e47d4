import { botPattern } from '../browser/bots';
import { localeCodes } from '../config/locales';
import { firstVisitDecision, firstVisitScript, localeCookie, type FirstVisitInput } from './first-visit';

const person =
  'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0 Safari/537.36';

function decide(input: Partial<FirstVisitInput>) {
  return firstVisitDecision({
    cookie: '',
    languages: [],
    userAgent: person,
    cookieName: 'locale',
    codes: localeCodes,
    defaultCode: 'en',
    bots: botPattern,
    ...input,
  });
}

describe('firstVisitDecision', () => {
  it('sends a first visit to the home page of the browser language and remembers it', () => {
    expect(decide({ languages: ['de-DE', 'de', 'en'] })).toEqual({ go: '/de/', remember: 'de' });
  });

  it('takes the first of the browser languages the site has, by primary subtag', () => {
    expect(decide({ languages: ['nl-NL', 'pt-BR', 'fr'] })).toEqual({ go: '/pt/', remember: 'pt' });
    expect(decide({ languages: ['zh-Hant-TW'] })).toEqual({ go: '/zh/', remember: 'zh' });
    expect(decide({ languages: ['IS'] })).toEqual({ go: '/is/', remember: 'is' });
  });

  it('keeps an English visitor on / and remembers English', () => {
    expect(decide({ languages: ['en-GB', 'de'] })).toEqual({ go: null, remember: 'en' });
  });

  it('keeps a visitor whose languages the site does not have on /, in English', () => {
    expect(decide({ languages: ['nl-NL', 'sv'] })).toEqual({ go: null, remember: 'en' });
    expect(decide({ languages: [] })).toEqual({ go: null, remember: 'en' });
  });

  it('leaves a returning visitor where they chose to be', () => {
    expect(decide({ cookie: 'currency-car=EUR; locale=en', languages: ['de-DE'] })).toEqual({
      go: null,
      remember: null,
    });
    expect(decide({ cookie: 'locale=de', languages: ['fr-FR'] })).toEqual({ go: null, remember: null });
  });

  it('treats a cookie of a language the site does not have as no choice', () => {
    expect(decide({ cookie: 'locale=nl; xlocale=en', languages: ['de-DE'] })).toEqual({ go: '/de/', remember: 'de' });
  });

  it('never redirects a crawler, nor gives it a cookie', () => {
    expect(
      decide({
        languages: ['de-DE'],
        userAgent: 'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)',
      }),
    ).toEqual({ go: null, remember: null });
  });
});

describe('localeCookie', () => {
  it('lasts 365 days for the whole site, same-site lax', () => {
    expect(localeCookie('de')).toBe('locale=de; max-age=31536000; path=/; samesite=lax');
  });
});

describe('firstVisitScript', () => {
  /** Runs the inline script of `/` against a stand-in document, navigator and location. */
  function visit(cookie: string, languages: string[], search = '') {
    const page = { cookie };
    const replaced: string[] = [];
    const location = { search, hash: '', replace: (to: string) => replaced.push(to) };
    // The script as the page carries it, run with stand-ins for the browser's globals.
    new Function('document', 'navigator', 'location', firstVisitScript())(
      page,
      { languages, language: languages[0], userAgent: person },
      location,
    );
    return { cookie: page.cookie, replaced };
  }

  it('goes to the browser language keeping the query, and writes the locale cookie', () => {
    expect(visit('', ['de-DE', 'en'], '?coupon=SUMMER')).toEqual({
      cookie: 'locale=de; max-age=31536000; path=/; samesite=lax',
      replaced: ['/de/?coupon=SUMMER'],
    });
  });

  it('stays once the visitor has a locale cookie', () => {
    expect(visit('locale=en', ['de-DE'])).toEqual({ cookie: 'locale=en', replaced: [] });
  });
});
