import { siteUrlOf } from './site-url';

describe('the site address of a build', () => {
  it('defaults to npm start’s address outside a production deploy, without a trailing slash', () => {
    expect(siteUrlOf({})).toBe('http://localhost:8888');
    expect(siteUrlOf({ CONTEXT: 'deploy-preview' })).toBe('http://localhost:8888');
    // netlify serve (npm start) builds in the production context on this machine.
    expect(siteUrlOf({ CONTEXT: 'production', NETLIFY_LOCAL: 'true' })).toBe('http://localhost:8888');
    expect(siteUrlOf({ SITE_URL: 'https://www.example-rental.is/' })).toBe('https://www.example-rental.is');
  });

  it('fails a production build without SITE_URL, or with one that is not https, naming SITE_URL', () => {
    expect(() => siteUrlOf({ CONTEXT: 'production' })).toThrow(/^SITE_URL is not set/);
    expect(() => siteUrlOf({ CONTEXT: 'production', SITE_URL: ' ' })).toThrow(/^SITE_URL is not set/);
    expect(() => siteUrlOf({ CONTEXT: 'production', SITE_URL: 'http://www.example-rental.is' })).toThrow(
      /^SITE_URL is "http:\/\/www.example-rental.is": .*https/,
    );
    expect(() => siteUrlOf({ CONTEXT: 'production', SITE_URL: 'www.example-rental.is' })).toThrow(/^SITE_URL is/);
    expect(siteUrlOf({ CONTEXT: 'production', SITE_URL: 'https://www.example-rental.is' })).toBe(
      'https://www.example-rental.is',
    );
  });
});
