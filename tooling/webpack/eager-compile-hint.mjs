// @ts-check
import webpack from 'webpack';

/** V8's explicit compile hint (Chrome 136+): every function of the file is compiled when the file is. */
export const EAGER_COMPILE_HINT = '//# allFunctionsCalledOnLoad';

/**
 * Marks every JavaScript file of a production build for eager compilation. Without the hint V8 only pre-parses a
 * function when the script arrives and compiles it on the main thread the first time it is called; with it, the
 * functions are compiled with the script, on the thread that streams it in, while it downloads. Every Beacon chunk is
 * loaded when its code is about to run (the entry and the shared libraries at start-up, a remote's entry and screens
 * when it is shown, a dialog when it opens), so nothing is compiled for nothing. Issue 19: the task that runs the
 * shared libraries' modules at start-up went from 34 to 19 ms on the benchmark machine, and Lighthouse's total
 * blocking time on /dashboard from 334 to 145 ms (mobile preset, 5-run medians).
 *
 * The hint must be the file's first line, so it goes in after minification (which would drop it as a comment) and
 * before the source maps are made (which then count the line).
 * @returns {import('webpack').WebpackPluginInstance}
 */
export function eagerCompileHintPlugin() {
  return new webpack.BannerPlugin({
    banner: EAGER_COMPILE_HINT,
    raw: true,
    test: /\.m?js$/,
    stage: webpack.Compilation.PROCESS_ASSETS_STAGE_OPTIMIZE_SIZE + 1,
  });
}
