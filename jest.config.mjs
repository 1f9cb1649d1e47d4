/**
 * Jest beside Gatsby: babel-jest with Gatsby's preset (automatic React runtime) and TypeScript,
 * configured here so Gatsby's own Babel setup stays untouched (DESIGN.md "Jest beside Gatsby").
 * Plain JavaScript: Jest would need ts-node to read a TypeScript config.
 * @type {import('jest').Config}
 */
const config = {
  testEnvironment: 'jsdom',
  roots: ['<rootDir>/src', '<rootDir>/server', '<rootDir>/netlify', '<rootDir>/scripts'],
  testMatch: ['**/*.test.ts', '**/*.test.tsx'],
  // A 2-core CI machine running several database-backed suites at once: Jest's 5 s default fails tests
  // that take 1-3 s alone (seen at load 20+). Speed goals are measured by the bench scripts, not here.
  testTimeout: 30_000,
  transform: { '^.+\\.(m|c)?[jt]sx?$': '<rootDir>/jest-preprocess.cjs' },
  transformIgnorePatterns: [
    'node_modules/(?!(@sanity/client|get-it|groq-js|obug|eventsource|eventsource-parser|gatsby|gatsby-script|gatsby-link|@sanity/image-url|@sanity/types|@portabletext|openid-client|oauth4webapi|jose|@netlify/redirect-parser|@netlify/headers-parser|escape-string-regexp|is-plain-obj|map-obj|filter-obj|path-exists)/)',
  ],
  moduleNameMapper: {
    '.+\\.(css|styl|less|sass|scss)$': '<rootDir>/__mocks__/style.cjs',
    '.+\\.(jpg|jpeg|png|gif|svg|webp|woff2?)$': '<rootDir>/__mocks__/file.cjs',
  },
  modulePathIgnorePatterns: ['<rootDir>/.cache', '<rootDir>/.netlify', '<rootDir>/public'],
  globals: { __PATH_PREFIX__: '' },
  setupFilesAfterEnv: ['<rootDir>/jest.setup.ts'],
  globalSetup: '<rootDir>/jest.global-setup.ts',
  globalTeardown: '<rootDir>/jest.global-teardown.ts',
};

export default config;
