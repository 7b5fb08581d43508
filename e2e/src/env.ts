/** The port of the site under test; E2E_BASE_URL is derived from it for every worker. */
export const E2E_PORT = Number(process.env.E2E_PORT || 8471);
process.env.E2E_BASE_URL = process.env.E2E_BASE_URL || `http://127.0.0.1:${E2E_PORT}`;
export const BASE_URL = process.env.E2E_BASE_URL;

/**
 * The serial specs' own site (the next port): they change what every visitor of their site sees
 * (remote versions, site-wide settings), so they get a site of their own and run beside the others.
 */
export const SERIAL_PORT = Number(process.env.E2E_SERIAL_PORT || E2E_PORT + 1);
export const SERIAL_BASE_URL = `http://127.0.0.1:${SERIAL_PORT}`;
