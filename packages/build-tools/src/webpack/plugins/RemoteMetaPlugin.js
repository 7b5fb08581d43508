'use strict';

/** Writes inpro-meta.json next to the build: what ops checks before a deploy. */
class RemoteMetaPlugin {
  constructor(meta) {
    this.meta = meta;
  }
  apply(compiler) {
    compiler.hooks.thisCompilation.tap('RemoteMetaPlugin', (compilation) => {
      const { RawSource } = compiler.webpack.sources;
      compilation.hooks.processAssets.tap(
        { name: 'RemoteMetaPlugin', stage: compiler.webpack.Compilation.PROCESS_ASSETS_STAGE_REPORT },
        () => {
          const contractsPkg = require('@inpro/shared-contracts/package.json');
          const body = {
            name: this.meta.name,
            version: this.meta.version,
            contractsVersion: contractsPkg.version,
            builtAt: new Date().toISOString(),
          };
          compilation.emitAsset('inpro-meta.json', new RawSource(JSON.stringify(body, null, 2)));
        },
      );
    });
  }
}

module.exports = { RemoteMetaPlugin };
