// Loaded into a server process (NODE_OPTIONS=--import) to run its clock CLOCK_AHEAD_MS ahead: a
// server restarted as if after a lease had lapsed, without the test waiting the lease out.
const ahead = Number(process.env.CLOCK_AHEAD_MS ?? 0);
const RealDate = globalThis.Date;

// A function rather than a subclass: `Date()` without `new` still answers a string.
function AheadDate(...args) {
  if (!new.target) return new RealDate(RealDate.now() + ahead).toString();
  return args.length === 0 ? new RealDate(RealDate.now() + ahead) : new RealDate(...args);
}
AheadDate.prototype = RealDate.prototype;
AheadDate.now = () => RealDate.now() + ahead;
AheadDate.parse = RealDate.parse;
AheadDate.UTC = RealDate.UTC;

if (ahead) globalThis.Date = AheadDate;
