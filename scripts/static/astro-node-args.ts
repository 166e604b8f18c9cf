/**
 * Node flags and environment for `astro build`, shared by scripts/build-site.ts and the bench (scripts/bench/measure-build.ts) so the
 * bench times the build as it ships.
 *
 * A ten-year build renders about 19,000 routes, each allocating its page's strings, streams and Response objects
 * and dropping them: young-generation garbage. V8's default 16 MB semi-space made the scavenger run thousands of
 * times (about a tenth of the build's CPU in a profile); a 64 MB one runs it a quarter as often.
 * It changes nothing in the output.
 */
export const ASTRO_NODE_ARGS: readonly string[] = ['--max-semi-space-size=64'];

/**
 * The environment `astro build` runs in: the caller's, without the shell's `_` (the path of the last command it ran).
 * Astro writes into any module that reads Vite's env object whole (its own actions runtime does) the value of every
 * environment variable whose name the module's text contains, and every text contains `_`. Its value would then be
 * part of every page's code hash, so a rebuild started from another command (npm start's builder after a CLI build,
 * the bench after the shell) would render every page again instead of what changed (docs/deploy.md).
 */
export function astroProcessEnv(env: NodeJS.ProcessEnv): NodeJS.ProcessEnv {
  const { _: _shellState, ...rest } = env;
  return rest;
}
