/**
 * Short CSS-module class names in the production build (issue 18): Gatsby names a class
 * `[name]--[local]--[hash:hex:5]` (`SiteHeader-module--navLink--3f2a1`, about 30 characters), and every
 * page's HTML and every chunk's class map repeats those names. Six letters of the same hash
 * (`[hash:base52:6]`: letters only, so a name never starts with a digit; 52^6 names make a clash among
 * the site's few hundred classes very unlikely) name the same classes in a fifth of the bytes.
 *
 * Both production stages, `build-html` (the pages' markup) and `build-javascript` (the class maps the
 * browser's components read), must name classes alike: the hash is of the module's path and the class,
 * the same in both. `gatsby develop` keeps the readable names.
 */
export const shortLocalIdentName = '[hash:base52:6]';

interface LoaderEntry {
  loader?: string;
  options?: { modules?: unknown };
}

interface Rule {
  oneOf?: Rule[];
  rules?: Rule[];
  use?: LoaderEntry[] | LoaderEntry;
}

/** Sets the css-loader's module class names of every rule in `rules` to `shortLocalIdentName`; returns how many. */
export function shortenClassNames(rules: Rule[]): number {
  let changed = 0;
  for (const rule of rules) {
    changed += shortenClassNames(rule.oneOf ?? []) + shortenClassNames(rule.rules ?? []);
    const uses = Array.isArray(rule.use) ? rule.use : rule.use ? [rule.use] : [];
    for (const use of uses) {
      const modules = use.options?.modules;
      if (!use.loader?.includes('css-loader') || typeof modules !== 'object' || modules === null) continue;
      (modules as { localIdentName?: string }).localIdentName = shortLocalIdentName;
      changed += 1;
    }
  }
  return changed;
}
