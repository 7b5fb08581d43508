'use strict';
const path = require('node:path');

const swcTransform = [
  require.resolve('@swc/jest'),
  {
    jsc: {
      parser: { syntax: 'typescript', tsx: true },
      transform: { react: { runtime: 'automatic' } },
      target: 'es2022',
    },
    module: { type: 'commonjs' },
  },
];

/**
 * Workers of the browser-code suites: every core (a team testing its remote alone), unless
 * JEST_MAX_WORKERS says otherwise (`npm test` gives them one: the API tests run beside them).
 */
const maxWorkers = process.env.JEST_MAX_WORKERS ? Number(process.env.JEST_MAX_WORKERS) : '100%';

/** Jest config for browser code (React components, stores). */
function browserPreset(dir) {
  return {
    rootDir: dir,
    maxWorkers,
    testEnvironment: require.resolve('jest-environment-jsdom'),
    transform: { '^.+\\.[jt]sx?$': swcTransform },
    moduleNameMapper: { '\\.css$': require.resolve('identity-obj-proxy') },
    setupFiles: [path.join(__dirname, 'jest-polyfills.js')],
    setupFilesAfterEnv: [path.join(__dirname, 'jest-retry.js'), path.join(__dirname, 'jest-setup-dom.js')],
    testMatch: ['<rootDir>/src/**/*.test.ts?(x)'],
    // Room for the 5 s of findBy/waitFor (jest-setup-dom.js) on a busy machine.
    testTimeout: 20_000,
    globals: { __MF_NAME__: 'test', __MF_VERSION__: '0.0.0-test' },
  };
}

/** Jest config for Node code (the API, build tools). */
function nodePreset(dir) {
  return {
    rootDir: dir,
    testEnvironment: 'node',
    transform: { '^.+\\.[jt]sx?$': swcTransform },
    setupFilesAfterEnv: [path.join(__dirname, 'jest-retry.js')],
    testMatch: ['<rootDir>/src/**/*.test.ts', '<rootDir>/src/**/*.test.js'],
  };
}

module.exports = { browserPreset, nodePreset };
