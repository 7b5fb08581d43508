/** `describe` for tests that need the PostgreSQL server of TEST_DATABASE_URL; skipped without one. */
export const describeOnPostgres = process.env.TEST_DATABASE_URL ? describe : describe.skip;
