// The one function of async-exit-hook used here (api/db/embeddedPostgres.ts).
declare module 'async-exit-hook' {
  const asyncExitHook: { unhookEvent: (event: string) => void };
  export default asyncExitHook;
}
