import type { HeadProps, PageProps } from 'gatsby';
import type { BenchBareContext } from '../build/bench-bare';

/**
 * The bare page of `npm run bench:site` (src/build/bench-bare.ts): a heading and nothing else, so
 * the JavaScript it loads is Gatsby's runtime and what gatsby-browser.tsx loads for every page.
 */
export default function BenchBarePage(_props: PageProps<object, BenchBareContext>) {
  return (
    <main>
      <h1>Bare Gatsby page</h1>
    </main>
  );
}

export function Head(_props: HeadProps<object, BenchBareContext>) {
  return (
    <>
      <html lang="en" />
      <title>Bare Gatsby page</title>
      <meta name="description" content="The framework's floor for npm run bench:site; not a page of the site." />
      <meta name="robots" content="noindex" />
    </>
  );
}
