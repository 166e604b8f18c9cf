/**
 * Node flags for `astro build`, shared by scripts/build-site.ts and the bench (scripts/bench/measure-build.ts) so the
 * bench times the build as it ships.
 *
 * A ten-year build renders about 19,000 routes, each allocating its page's strings, streams and Response objects
 * and dropping them: young-generation garbage. V8's default 16 MB semi-space made the scavenger run thousands of
 * times (about a tenth of the build's CPU in a profile); a 64 MB one runs it a quarter as often.
 * It changes nothing in the output.
 */
export const ASTRO_NODE_ARGS: readonly string[] = ['--max-semi-space-size=64'];
