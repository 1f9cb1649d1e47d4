// babel-jest transformer: Gatsby's preset (automatic JSX runtime) plus TypeScript.
module.exports = require('babel-jest').default.createTransformer({
  presets: [['babel-preset-gatsby', { reactRuntime: 'automatic' }], '@babel/preset-typescript'],
  babelrc: false,
  configFile: false,
});
