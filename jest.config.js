'use strict';
/**
 * The unit and component tests of every package but the API (its own lane) and the browser tests,
 * in one jest run: jest starts once and its workers take files of any package, instead of one jest
 * per package one after the other. Each project keeps its package's own configuration.
 */
const PROJECTS = [
  'shared-contracts',
  'packages/build-tools',
  'packages/ui',
  'shell',
  'mf-public',
  'mf-aula',
  'mf-teacher',
  'mf-admin',
  'mf-superadmin',
];

module.exports = {
  // Each package's own configuration, named after its folder (`npx jest --selectProjects mf-admin`);
  // its run-wide settings are set below instead.
  projects: PROJECTS.map((dir) => {
    const { maxWorkers: _maxWorkers, testTimeout: _testTimeout, ...config } = require(`./${dir}/jest.config.js`);
    return { ...config, displayName: dir };
  }),
  // Run-wide settings (jest reads these from here, not from the projects): the workers of the
  // browser-code preset and the time-out the browser packages give findBy/waitFor on a busy machine
  // (shared-contracts and build-tools, 5 s when run alone, get it too).
  maxWorkers: process.env.JEST_MAX_WORKERS ? Number(process.env.JEST_MAX_WORKERS) : '100%',
  testTimeout: 20_000,
};
