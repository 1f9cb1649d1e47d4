/**
 * @jest-environment node
 */
import { renderToString } from 'react-dom/server';
import { pageStrings } from '../../build/translate';
import { TranslationProvider } from '../../i18n/TranslationProvider';
import { planReservationPages } from '../../build/pages';
import { ReservationPages } from './ReservationPages';

/** The find page's context in `language`, as the build plans it. */
function findPage(language: 'en' | 'de') {
  const plan = planReservationPages('car', 'https://example.com').find(
    ({ context }) => context.page === 'find' && context.language === language,
  );
  if (!plan) throw new Error(`no find page in ${language}`);
  return plan.context;
}

// The static HTML, rendered as Gatsby's build renders it: in Node, without window or document.
const html = (language: 'en' | 'de') =>
  renderToString(
    <TranslationProvider language={language} strings={pageStrings(language, ['common', 'booking', 'reservation'])}>
      <ReservationPages context={findPage(language)} />
    </TranslationProvider>,
  );

describe('FindPage in the static HTML (issue 30)', () => {
  it('serves the heading, the form with both fields, and what needs JavaScript', () => {
    const markup = html('de');
    expect(markup).toContain('<h1');
    expect(markup).toMatch(/<form[^>]*aria-labelledby="page-title"/);
    expect(markup).toMatch(/<label for="find-reference">Buchungsnummer<\/label>/);
    expect(markup).toMatch(/<label for="find-contact">E-Mail oder Nachname<\/label>/);
    expect(markup).toContain('<noscript>');
  });

  it('serves its button disabled until the page runs: a tap before would send the form as a plain GET', () => {
    expect(html('en')).toMatch(/<button type="submit"[^>]*disabled=""[^>]*>Find reservation<\/button>/);
  });
});
