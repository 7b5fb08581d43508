// In CI a test that fails is run once more, as the browser tests are (playwright.config.ts), and the
// first failure is printed all the same: a rare failure of a loaded machine does not hide the others'
// results, and it stays in the log to be traced. Locally every failure counts at once.
if (process.env.CI) jest.retryTimes(1, { logErrorsBeforeRetry: true });
