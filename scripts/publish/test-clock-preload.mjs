// Tests only: loaded into the build tools by scripts/build-site.ts when the local stack was started with a test
// clock (scripts/publish/test-clock.ts), so the build's "today" matches the stack's. Moves Date forward by
// RD_TEST_CLOCK_OFFSET_MS milliseconds.
const offset = Number(process.env.RD_TEST_CLOCK_OFFSET_MS);
if (Number.isFinite(offset) && offset !== 0) {
  const RealDate = Date;
  class ShiftedDate extends RealDate {
    constructor(...args) {
      if (args.length === 0) super(RealDate.now() + offset);
      else super(...args);
    }
    static now() {
      return RealDate.now() + offset;
    }
  }
  globalThis.Date = ShiftedDate;
}
