'use strict';
/** The browser build's stylesheet files, and the tag on each link: whose styles they are. */
const path = require('node:path');
const MiniCssExtractPlugin = require('mini-css-extract-plugin');
const { UI_DIR } = require('../rules');

/** Name prefix of the stylesheet files that hold only the shared UI's CSS (`ui.<hash>.css`). */
const UI_CSS_PREFIX = 'ui.';

/**
 * The browser build's stylesheet extraction. A chunk of the shared UI gets a `ui.<hash>.css` file,
 * every other chunk `<id>.<hash>.css`; the runtime that loads a chunk's stylesheet tags its link
 * `data-mf="ui"` or `data-mf="<container>"` by that name. (The MF runtime itself only links the
 * exposed module's own stylesheets, and ./spa has none: every page's CSS is in its lazy chunk. The
 * browser tests check that every stylesheet link on the page is tagged.)
 */
function extractCssPlugins(name) {
  let compilation = null;
  const isUiChunk = (chunk) => {
    if (!compilation) return false;
    let ui = false;
    for (const mod of compilation.chunkGraph.getChunkModulesIterable(chunk)) {
      if (mod.type !== 'css/mini-extract') continue;
      // `css|<loaders>!<resource>|<index>|…`: the stylesheet's own file comes after the last loader.
      const resource = mod.identifier().split('|')[1].split('!').pop();
      if (!resource.startsWith(UI_DIR + path.sep)) return false;
      ui = true;
    }
    return ui;
  };
  const extract = new MiniCssExtractPlugin({
    filename: '[name].css',
    chunkFilename: (pathData) => (isUiChunk(pathData.chunk) ? `${UI_CSS_PREFIX}[contenthash:10].css` : '[name].[contenthash:10].css'),
    // CSS Modules are scoped, so the order of unrelated modules across chunks does not matter.
    ignoreOrder: true,
  });
  const tag = {
    apply(compiler) {
      compiler.hooks.thisCompilation.tap('AreaStylesheetTag', (current) => {
        compilation = current;
        MiniCssExtractPlugin.getCompilationHooks(current).beforeTagInsert.tap('AreaStylesheetTag', (source, { tag, href }) =>
          [
            source,
            `${tag}.setAttribute("data-mf", ${href}.split("/").pop().indexOf(${JSON.stringify(UI_CSS_PREFIX)}) === 0 ? "ui" : ${JSON.stringify(name)});`,
          ].join('\n'),
        );
      });
    },
  };
  return [extract, tag];
}

module.exports = { UI_CSS_PREFIX, extractCssPlugins };
