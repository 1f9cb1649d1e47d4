/**
 * The public address the end-to-end builds are made for (`SITE_URL` of the web server in
 * playwright.config.ts): not the address they are served at, so a test can tell a link built from
 * `SITE_URL` from one that fell back to the default `http://localhost:8888`.
 */
export const publicSiteUrl = 'https://www.example-rental.is';
