import { classesOfCss, classesStyledElsewhere } from './page-styles';

const page = (sheets: string[], body: string) =>
  `<html><head>${sheets
    .map((css, index) => `<style data-href="/${index}.css" data-identity="gatsby-global-css">${css}</style>`)
    .join('')}</head><body>${body}</body></html>`;

describe('the page styles check (decision 042)', () => {
  const styledAnywhere = classesOfCss('.card{color:red}.card .title{margin:0}.dialog{display:grid}.open{}');

  it('finds nothing when the page inlines the rules of every class it uses', () => {
    const html = page(
      ['.card{color:red}', '@media (min-width:40em){.card .title{margin:0}}'],
      '<div class="card"><h2 class="title">A</h2></div>',
    );
    expect(classesStyledElsewhere(html, styledAnywhere)).toEqual([]);
  });

  it('names a class whose rules are only in a sheet the page does not inline', () => {
    const html = page(['.card{color:red}'], '<div class="card"><div class="dialog open">Offer</div></div>');
    expect(classesStyledElsewhere(html, styledAnywhere)).toEqual(['dialog', 'open']);
  });

  it('ignores classes no sheet styles, and pages that inline no sheet', () => {
    expect(classesStyledElsewhere(page(['.card{}'], '<p class="plain card">x</p>'), styledAnywhere)).toEqual([]);
    expect(classesStyledElsewhere('<html><body><div class="dialog"></div></body></html>', styledAnywhere)).toEqual([]);
  });

  it('reads class selectors, not decimal numbers', () => {
    expect([...classesOfCss('.a-b{width:.5rem}.c:hover,.d>.e{}')]).toEqual(['a-b', 'c', 'd', 'e']);
  });
});
