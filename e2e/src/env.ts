/** The port of the site under test; E2E_BASE_URL is derived from it for every worker. */
export const E2E_PORT = Number(process.env.E2E_PORT || 8471);
process.env.E2E_BASE_URL = process.env.E2E_BASE_URL || `http://127.0.0.1:${E2E_PORT}`;
export const BASE_URL = process.env.E2E_BASE_URL;
