/**
 * A clock that tests can move forward, for the nightly release: it shifts Date in this process (so the
 * in-process PGlite's now(), the API's tokens and the nightly timer all agree) and, through the local stack,
 * in the build tools (test-clock-preload.mjs). Only tests install it; `npm start` and production never do.
 */

export interface TestClock {
  /** Milliseconds the clock runs ahead of the real one. */
  offsetMs(): number;
  /** Moves the clock so that now is `at`. */
  setNow(at: Date): void;
  /** Puts the real Date back. */
  uninstall(): void;
}

/**
 * Shifts Date in this process until uninstalled. Only the browser tests call it; they hand the clock to the local
 * stack they start (scripts/local-stack.ts), which passes its offset on to the builds.
 * @internal
 */
export function installTestClock(): TestClock {
  const RealDate = Date;
  let offset = 0;
  class ShiftedDate extends RealDate {
    constructor(...args: ConstructorParameters<DateConstructor> | []) {
      if (args.length === 0) super(RealDate.now() + offset);
      else super(...(args as [string | number | Date]));
    }
    static now(): number {
      return RealDate.now() + offset;
    }
  }
  globalThis.Date = ShiftedDate as DateConstructor;
  return {
    offsetMs: () => offset,
    setNow(at) {
      offset = at.getTime() - RealDate.now();
    },
    uninstall() {
      globalThis.Date = RealDate;
    },
  };
}
