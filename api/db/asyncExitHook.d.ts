// What api/db/embeddedPostgres.ts uses of async-exit-hook.
declare module 'async-exit-hook' {
  const asyncExitHook: {
    (hook: (done: () => void) => void): void;
    unhookEvent: (event: string) => void;
  };
  export default asyncExitHook;
}
