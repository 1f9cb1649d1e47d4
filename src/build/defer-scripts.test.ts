import { deferRuntimeScripts } from './defer-scripts';

const page =
  '<html><body><div id="___gatsby"><h1>Hi</h1></div><script>window.pagePath="/";</script>' +
  '<script src="/webpack-runtime-1a.js" async></script><script src="/framework-2b.js" async></script>' +
  '<script src="/app-3c.js" async></script><!-- slice-end id="_gatsby-scripts-1" --></body></html>';

describe('deferRuntimeScripts', () => {
  it('replaces the async runtime scripts with one loader that adds them, in order, after the first paint', () => {
    const html = deferRuntimeScripts(page);
    expect(html).not.toMatch(/<script src=/);
    expect(html).toContain('["/webpack-runtime-1a.js","/framework-2b.js","/app-3c.js"]');
    expect(html).toContain('requestAnimationFrame');
    expect(html).toContain('<script>window.pagePath="/";</script>');
    expect(html.indexOf('<script>(function(){')).toBeGreaterThan(html.indexOf('slice-end'));
    expect(html.endsWith('</script></body></html>')).toBe(true);
  });

  it('leaves a page without runtime scripts as it is', () => {
    const html = '<html><body><script src="/other.js" defer></script></body></html>';
    expect(deferRuntimeScripts(html)).toBe(html);
  });
});
