// babel-jest transformer: Gatsby's preset (automatic JSX runtime) plus TypeScript.
module.exports = require('babel-jest').default.createTransformer({
  presets: [['babel-preset-gatsby', { reactRuntime: 'automatic' }], '@babel/preset-typescript'],
  // openid-client's oauth4webapi (an ES module, transformed for Jest) has private methods; Gatsby's preset
  // compiles class fields loosely, so these must be loose too.
  plugins: [['@babel/plugin-transform-private-methods', { loose: true }]],
  babelrc: false,
  configFile: false,
});
