import { shortenClassNames, shortLocalIdentName } from './short-class-names';

describe('shortenClassNames', () => {
  it("names CSS-module classes short in every css-loader of Gatsby's rules, and nothing else", () => {
    const cssModules = {
      loader: '/x/node_modules/css-loader/dist/cjs.js',
      options: { modules: { namedExport: true } },
    };
    const plainCss = { loader: '/x/node_modules/css-loader/dist/cjs.js', options: { modules: false } };
    const babel = { loader: '/x/node_modules/babel-loader/lib/index.js', options: {} };
    const rules = [{ use: [babel] }, { oneOf: [{ use: [plainCss] }, { rules: [{ use: cssModules }] }] }];
    expect(shortenClassNames(rules)).toBe(1);
    expect(cssModules.options.modules).toEqual({ namedExport: true, localIdentName: shortLocalIdentName });
    expect(plainCss.options.modules).toBe(false);
  });
});
