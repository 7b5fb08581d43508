'use strict';
const fs = require('node:fs');
const path = require('node:path');

/**
 * Renders the installed application's icons (web app manifest, apple-touch-icon) from the brand
 * mark's SVG, at build time: PNGs of the sizes the install criteria ask for. `icons` maps each
 * output file to its source SVG (relative to the package) and its size in pixels.
 */
class AppIconsPlugin {
  /** @param {{ dir: string, icons: Record<string, { source: string, size: number }> }} opts */
  constructor({ dir, icons }) {
    this.dir = dir;
    this.icons = icons;
  }

  apply(compiler) {
    compiler.hooks.thisCompilation.tap('AppIconsPlugin', (compilation) => {
      const { RawSource } = compiler.webpack.sources;
      compilation.hooks.processAssets.tapPromise(
        { name: 'AppIconsPlugin', stage: compiler.webpack.Compilation.PROCESS_ASSETS_STAGE_ADDITIONAL },
        async () => {
          // Loaded only when a build renders icons (a native module the other builds do not need).
          const sharp = require('sharp');
          for (const [file, { source, size }] of Object.entries(this.icons)) {
            const svgFile = path.resolve(this.dir, source);
            compilation.fileDependencies.add(svgFile);
            const png = await sharp(fs.readFileSync(svgFile), { density: 72 * Math.ceil(size / 40) })
              .resize(size, size)
              .png({ compressionLevel: 9 })
              .toBuffer();
            compilation.emitAsset(file, new RawSource(png));
          }
        },
      );
    });
  }
}

module.exports = { AppIconsPlugin };
