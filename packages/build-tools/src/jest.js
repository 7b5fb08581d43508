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

/** Jest config for browser code (React components, stores). */
function browserPreset(dir) {
  return {
    rootDir: dir,
    testEnvironment: require.resolve('jest-environment-jsdom'),
    transform: { '^.+\\.[jt]sx?$': swcTransform },
    moduleNameMapper: { '\\.css$': require.resolve('identity-obj-proxy') },
    setupFiles: [path.join(__dirname, 'jest-polyfills.js')],
    setupFilesAfterEnv: [path.join(__dirname, 'jest-setup-dom.js')],
    testMatch: ['<rootDir>/src/**/*.test.ts?(x)'],
    globals: { __MF_NAME__: 'test', __MF_VERSION__: '0.0.0-test' },
  };
}

/** Jest config for Node code (the API, build tools). */
function nodePreset(dir) {
  return {
    rootDir: dir,
    testEnvironment: 'node',
    transform: { '^.+\\.[jt]sx?$': swcTransform },
    testMatch: ['<rootDir>/src/**/*.test.ts', '<rootDir>/src/**/*.test.js'],
  };
}

module.exports = { browserPreset, nodePreset };
