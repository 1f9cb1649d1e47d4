import { pagePathFromAttribute, pagePathOf, pagePathScriptText } from './page-path-script';

const gatsbyScript = (pagePath: string) =>
  `<script id="gatsby-script-loader">/*<![CDATA[*/window.pagePath=${JSON.stringify(pagePath)};/*]]>*/</script>`;

/** Runs the rewritten script as a browser would, with `document.currentScript` being it. */
function pagePathSet(html: string): unknown {
  document.body.innerHTML = html;
  const script = document.querySelector('script');
  const window = {} as { pagePath?: unknown };
  new Function('window', 'document', pagePathScriptText)(window, { currentScript: script });
  return window.pagePath;
}

describe('pagePathFromAttribute', () => {
  it('moves the page’s path into an attribute and leaves one script text for every page', () => {
    const html = pagePathFromAttribute(`<body><h1>Hi</h1>${gatsbyScript('/de/reiseblog/')}</body>`);
    expect(html).toBe(
      `<body><h1>Hi</h1><script id="gatsby-script-loader" data-page-path="/de/reiseblog/">${pagePathScriptText}</script></body>`,
    );
  });

  it('sets window.pagePath to the very path Gatsby wrote, whatever characters it has', () => {
    for (const pagePath of ['/', '/404.html', '/zh/预订/', '/a"b<c>&d/', '/\\u2028/']) {
      expect(pagePathSet(pagePathFromAttribute(gatsbyScript(pagePath)))).toBe(pagePath);
    }
  });

  it('leaves a page without Gatsby’s script, or one already rewritten, as it is', () => {
    const rewritten = pagePathFromAttribute(gatsbyScript('/'));
    expect(pagePathFromAttribute(rewritten)).toBe(rewritten);
    expect(pagePathFromAttribute('<p>redirect</p>')).toBe('<p>redirect</p>');
  });
});

describe('pagePathOf', () => {
  it('reads back the path the page was written with, whatever characters it has', () => {
    for (const pagePath of ['/', '/404.html', '/zh/预订/', '/a"b<c>&d/']) {
      expect(pagePathOf(pagePathFromAttribute(gatsbyScript(pagePath)))).toBe(pagePath);
    }
    expect(pagePathOf('<p>redirect</p>')).toBeUndefined();
  });
});
