'use strict';
/** The module rules every build shares: TypeScript/JSX through swc, and CSS Modules. */
const path = require('node:path');
const MiniCssExtractPlugin = require('mini-css-extract-plugin');

/** The shared UI's folder: its stylesheets are named `ui__…` in every build. */
const UI_DIR = path.dirname(require.resolve('@inpro/ui/package.json'));

function swcRule() {
  return {
    test: /\.[jt]sx?$/,
    exclude: /node_modules/,
    use: {
      loader: require.resolve('swc-loader'),
      options: {
        jsc: {
          parser: { syntax: 'typescript', tsx: true },
          transform: { react: { runtime: 'automatic' } },
          target: 'es2020',
        },
      },
    },
  };
}

/**
 * CSS Modules. In the browser build they are extracted into .css files (mini-css-extract-plugin):
 * the stylesheets no longer travel inside the JavaScript as strings that a script injects
 * (with a copy of style-loader's runtime in each build), and load in
 * parallel with the chunk that needs them. Every stylesheet link is tagged `data-mf="<area>"` so
 * that an area can switch its own styles off when it unmounts (see plugins/areaStylesheets.js); the
 * shared UI's carry data-mf="ui".
 * No CSS source maps in production.
 */
function cssRules(styleOwner, { sourceMap = false, server = false } = {}) {
  // The shared UI's class names are the same in every build (`ui__…`): the page uses the copy of
  // whichever build loaded first, and a remote's prerendered markup must match it.
  const cssLoader = (owner) => ({
    loader: require.resolve('css-loader'),
    options: {
      sourceMap,
      modules: owner
        ? { localIdentName: `${owner}__[local]__[hash:base64:5]`, namedExport: false, exportLocalsConvention: 'as-is' }
        : false,
    },
  });
  const style = server ? { loader: require.resolve('../prerender/collect-css-loader') } : { loader: MiniCssExtractPlugin.loader };
  return [
    { test: /\.module\.css$/, include: UI_DIR, use: [style, cssLoader('ui')] },
    { test: /\.module\.css$/, exclude: UI_DIR, use: [style, cssLoader(styleOwner)] },
    { test: /\.css$/, exclude: /\.module\.css$/, use: [style, cssLoader(null)] },
  ];
}

module.exports = { UI_DIR, swcRule, cssRules };
