'use strict';
/**
 * One chunk for what the area frame shares with the screens.
 *
 * The frame (AREA_FRAME, the shared `@inpro/ui/layout`) is a shared module, so a remote builds it
 * as chunks of their own, and its screens are lazy chunks: a module both need (the contracts'
 * validation messages, schemas and Lima date helpers, date-fns) was copied into the frame's chunk
 * and into the screens' (webpack's splitChunks leaves modules below its minimum size where they
 * are). Entering /prof downloaded them twice. Since no screen of an area is shown outside the
 * frame, those modules go into one chunk, `frame.<hash>.js`, that the frame and every screen
 * needing it load: no screen downloads anything the frame did not need already.
 * A build without the frame (the shell, the public pages) has no such chunk.
 */
const { AREA_FRAME } = require('../federation');

/** The share key a shared-module boundary provides or consumes (Module Federation's modules). */
function shareKeyOf(mod) {
  if (!mod) return undefined;
  if (mod.constructor.name === 'ProvideSharedModule') return mod._name;
  if (mod.constructor.name === 'ConsumeSharedModule') return mod.options.shareKey;
  return undefined;
}

/** Whether a chunk belongs to the frame's own chunk groups (its provided copy or its fallback). */
function isFrameChunk(chunk) {
  for (const group of chunk.groupsIterable) {
    for (const origin of group.origins) if (shareKeyOf(origin.module) === AREA_FRAME) return true;
  }
  return false;
}

/** Scripts and JSON only: stylesheets stay with their chunks (their files are named and tagged per chunk). */
const CODE_TYPES = /^(javascript\/|json$)/;

/** The browser build's optimization.splitChunks: webpack's defaults plus the frame's cache group. */
function frameSplitChunks() {
  return {
    cacheGroups: {
      frame: {
        chunks: 'async',
        name: 'frame',
        minSize: 0,
        // Before webpack's default groups, which would split some of these modules otherwise.
        priority: 5,
        test: (module, { chunkGraph }) => {
          if (!CODE_TYPES.test(module.type)) return false;
          let inFrame = false;
          let elsewhere = false;
          for (const chunk of chunkGraph.getModuleChunksIterable(module)) {
            if (isFrameChunk(chunk)) inFrame = true;
            else elsewhere = true;
          }
          return inFrame && elsewhere;
        },
      },
    },
  };
}

module.exports = { frameSplitChunks, isFrameChunk };
