'use strict';
/** The stylesheets of the server build, in import order, each once (see collect-css-loader.js). */
const sheets = new Map();

function addCss(id, text) {
  if (!sheets.has(id)) sheets.set(id, text);
}

function collectedCss() {
  return [...sheets.values()].join('\n');
}

module.exports = { addCss, collectedCss };
