// The server renderer of the public pages (built to dist/prerender/render.js; see
// shared-contracts/src/prerender.ts). The browser consumes this remote through ./spa.
export { render } from './prerender/render';
