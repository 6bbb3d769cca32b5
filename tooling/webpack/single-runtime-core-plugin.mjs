// @ts-check
import webpack from 'webpack';

const INJECT_PLUGIN_CJS = /[\\/]inject-external-runtime-core-plugin[\\/]dist[\\/]index\.cjs$/;

/**
 * The host provides the federation runtime to the remotes (`provideExternalRuntime`) through
 * @module-federation/inject-external-runtime-core-plugin. The federation plugin imports that plugin by the path of
 * its CommonJS build, which `require`s the CommonJS builds of runtime-core and the sdk, while the bundler runtime
 * imports their ES builds: main.js carried both copies (about 12 KiB brotli of 45), and the remotes were handed a
 * second runtime-core instance. Pointing the import at the plugin's ES build leaves one copy of each.
 */
export function singleRuntimeCorePlugin() {
  return new webpack.NormalModuleReplacementPlugin(INJECT_PLUGIN_CJS, (resolveData) => {
    resolveData.request = resolveData.request.replace(/index\.cjs$/, 'index.js');
  });
}
