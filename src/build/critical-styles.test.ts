/**
 * @jest-environment node
 */
import { inlineCriticalTemplateStyles, rulesForPage } from './critical-styles';
import { classesStyledElsewhere, classesOfCss, criticalSuffix } from './page-styles';

const names = (...list: string[]) => new Set(list);

describe('rulesForPage', () => {
  it('keeps the rules whose classes the page has, and drops those that need one it has not', () => {
    const css = '.card{color:red}.card .price{font-weight:700}.gallery{display:grid}.card.open{outline:0}';
    expect(rulesForPage(css, names('card', 'price'))).toBe('.card{color:red}.card .price{font-weight:700}');
  });

  it('keeps a rule when one of its selectors can match', () => {
    expect(rulesForPage('.gallery,.card{margin:0}', names('card'))).toBe('.gallery,.card{margin:0}');
  });

  it('keeps rules without classes, and does not require the classes inside :not(), :is() or :has()', () => {
    const css = 'a{color:blue}.card:not(.open){opacity:.5}.card:is(.a,.b){gap:0}.list:has(.empty){display:none}';
    expect(rulesForPage(css, names('card'))).toBe('a{color:blue}.card:not(.open){opacity:.5}.card:is(.a,.b){gap:0}');
  });

  it('keeps the kept rules of @media, drops an empty @media, and keeps @keyframes whole', () => {
    const css =
      '@media (min-width:40rem){.card{width:50%}.gallery{width:25%}}@media print{.gallery{display:none}}' +
      '@keyframes spin{from{transform:rotate(0)}to{transform:rotate(1turn)}}';
    expect(rulesForPage(css, names('card'))).toBe(
      '@media (min-width:40rem){.card{width:50%}}@keyframes spin{from{transform:rotate(0)}to{transform:rotate(1turn)}}',
    );
  });
});

describe('inlineCriticalTemplateStyles', () => {
  const template = '/component---src-templates-vehicle-list-page-tsx.0a1b.css';
  const templateCss = '.intro{margin:0}.carousel{display:flex}.carousel-open{display:block}.badge{width:4rem}';
  const page = (body: string, script = '') =>
    `<html><head><style data-href="${template}" data-identity="gatsby-global-css">${templateCss}</style>` +
    '<style data-href="/styles.9f.css" data-identity="gatsby-global-css">.header{color:red}.menu-open{display:block}</style>' +
    `</head><body>${body}<script>${script}</script></body></html>`;

  it("cuts the template's sheet to the page's rules and renames it, so webpack fetches the whole sheet", () => {
    const html = inlineCriticalTemplateStyles(page('<p class="intro">Hi</p><header class="header"></header>'));
    expect(html).toContain(
      `<style data-href="${template}${criticalSuffix}" data-identity="gatsby-global-css">.intro{margin:0}</style>`,
    );
    // The shared sheet is not cut: webpack never fetches it again.
    expect(html).toContain('.header{color:red}.menu-open{display:block}');
  });

  it('keeps the rules of the classes an inline script may set before the code runs', () => {
    const html = inlineCriticalTemplateStyles(
      page('<div class="carousel"></div>', 'el.classList.add("carousel-open")'),
    );
    expect(html).toContain('.carousel{display:flex}.carousel-open{display:block}</style>');
    expect(html).not.toContain('.badge');
  });

  it('leaves a page already cut as it is (a page an incremental build did not write again)', () => {
    const once = inlineCriticalTemplateStyles(page('<p class="intro">Hi</p>'));
    expect(inlineCriticalTemplateStyles(once)).toBe(once);
  });

  it("passes the build's check that a page inlines the rules of its markup", () => {
    const html = inlineCriticalTemplateStyles(page('<p class="intro">Hi</p><div class="carousel"></div>'));
    const styledAnywhere = classesOfCss(`${templateCss}.header{}.menu-open{}`);
    expect(
      classesStyledElsewhere(html, styledAnywhere, (href) =>
        href === template ? classesOfCss(templateCss) : undefined,
      ),
    ).toEqual([]);
  });
});
