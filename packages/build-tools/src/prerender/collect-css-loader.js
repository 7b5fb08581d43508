'use strict';
/**
 * The server build's stand-in for the browser build's CSS extraction: instead of a stylesheet file
 * (there is no document on the server), each stylesheet adds its CSS to the registry once, when its
 * module is evaluated, and exports its class names as the browser build does. The renderer hands the registry's
 * text to the server, which inlines it in the prerendered page.
 */
module.exports = function collectCssLoader() {};
module.exports.pitch = function pitch(remainingRequest) {
  const css = JSON.stringify(`!!${remainingRequest}`);
  const registry = JSON.stringify(require.resolve('./css-registry.js'));
  return [
    `import content from ${css};`,
    `import { addCss } from ${registry};`,
    `addCss(${JSON.stringify(this.resourcePath)}, String(content));`,
    `export default (content && content.locals) || {};`,
  ].join('\n');
};
