/**
 * The directions dependencies may take (docs/architecture.md): web → shared ← api → eventStore, db;
 * projections → event types, eventStore, db; api reaches projections only at its composition root.
 */
/** The log's schema: each module's event types, and how its older events are read. */
const EVENT_TYPES = '^api/[^/]+/[^/]+[.](events|upcasters)[.]ts$';

/** @type {import('dependency-cruiser').IConfiguration} */
module.exports = {
  forbidden: [
    {
      name: 'no-cycles',
      comment: 'A module must not depend on itself through others, by values or by types.',
      severity: 'error',
      from: {},
      to: { circular: true },
    },
    {
      name: 'api-reaches-projections-at-its-root',
      comment: 'api/ uses the read models through AppDeps; only the composition root wires them.',
      severity: 'error',
      from: { path: '^api/', pathNot: '^api/assemble[.]ts$' },
      to: { path: '^projections/', dependencyTypesNot: ['type-only'] },
    },
    {
      name: 'api-names-read-models-in-one-place',
      comment: 'The type of the read models api/ is given (AppDeps.read) is named in one file.',
      severity: 'error',
      from: { path: '^api/', pathNot: ['^api/assemble[.]ts$', '^api/http/context[.]ts$'] },
      to: { path: '^projections/' },
    },
    {
      name: 'projections-read-events-not-routes',
      comment:
        'A read model depends on the event types, the event store and the database, never on the API. ' +
        'The command-line tools open their database from the environment as the server does: cliDatabase.ts is their composition root.',
      severity: 'error',
      from: { path: '^projections/', pathNot: '^projections/cliDatabase[.]ts$' },
      to: { path: '^api/', pathNot: ['^api/eventStore/', '^api/db/', EVENT_TYPES] },
    },
    {
      name: 'event-store-knows-no-domain',
      comment:
        'The event store keeps and reads any event: a module gives it the upcasters of its own events ' +
        '(registerUpcasters), so that nothing in it depends on a module of the domain.',
      severity: 'error',
      from: { path: '^api/eventStore/' },
      to: { path: '^api/', pathNot: ['^api/eventStore/', '^api/db/'] },
    },
    {
      name: 'auth-builds-on-users',
      comment: 'Signing in and registering use the users module, which never reaches back into api/auth.',
      severity: 'error',
      from: { path: '^api/users/' },
      to: { path: '^api/auth/' },
    },
    {
      name: 'web-is-a-client',
      comment: 'The web app shares words, rules and shapes with the API through shared/, nothing else.',
      severity: 'error',
      from: { path: '^web/' },
      to: { path: '^(api|projections|tests|bench)/' },
    },
    {
      name: 'shared-stands-alone',
      comment: 'shared/ is imported by both sides, and imports neither.',
      severity: 'error',
      from: { path: '^shared/' },
      to: { path: '^(api|projections|web|tests|bench)/' },
    },
    {
      name: 'guest-pages-stay-small',
      comment:
        "guest.html's pages (/login, /register) are plain React: nothing they reach, directly or " +
        'through the modules they share with the signed-in app, may load MUI, react-admin, the router or react-query.',
      severity: 'error',
      from: { path: '^web/guest/', pathNot: '[.]test[.]tsx?$' },
      to: {
        reachable: true,
        path: 'node_modules/(@mui|@emotion|react-admin|ra-[a-z-]+|react-router|react-router-dom|@tanstack|react-hook-form)/',
      },
    },
    {
      name: 'student-pages-stay-small',
      comment:
        "A signed-in student's app (web/student) is plain React and react-query: nothing it reaches, directly or " +
        'through the modules it shares with the react-admin app, may load MUI, emotion, react-admin, the router or react-hook-form.',
      severity: 'error',
      from: { path: '^web/student/', pathNot: '[.]test[.]tsx?$' },
      to: {
        reachable: true,
        path: 'node_modules/(@mui|@emotion|react-admin|ra-[a-z-]+|react-router|react-router-dom|react-hook-form)/',
      },
    },
    {
      name: 'plain-means-no-framework',
      comment:
        'web/plain holds the modules both apps and the guest pages share: plain TypeScript and React, ' +
        'so nothing in it may load MUI, emotion, react-admin, the router or react-hook-form, nor an app of its own folder.',
      severity: 'error',
      from: { path: '^web/plain/', pathNot: '[.]test[.]tsx?$' },
      to: {
        path: [
          'node_modules/(@mui|@emotion|react-admin|ra-[a-z-]+|react-router|react-router-dom|react-hook-form)/',
          '^web/(?!plain/|assets/)',
        ],
      },
    },
    {
      name: 'screens-are-drawn-once',
      comment:
        'web/screens holds the screens the student and the office both see, drawn once in plain React and ' +
        "hosted by each app (web/screens/host.tsx): they may use web/plain and react-query, never an app's own folder or framework.",
      severity: 'error',
      from: { path: '^web/screens/', pathNot: ['[.]test[.]tsx?$', '^web/screens/testing[.]tsx$'] },
      to: {
        path: [
          'node_modules/(@mui|@emotion|react-admin|ra-[a-z-]+|react-router|react-router-dom|react-hook-form)/',
          '^web/(?!plain/|screens/|assets/)',
        ],
      },
    },
    {
      name: 'product-code-does-not-use-tests',
      severity: 'error',
      from: { path: '^(api|projections|web|shared)/', pathNot: '[.]test[.]tsx?$' },
      to: { path: '^(tests|bench)/' },
    },
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    exclude: { path: '^dist/' },
    tsPreCompilationDeps: true,
    tsConfig: { fileName: 'tsconfig.json' },
    enhancedResolveOptions: { exportsFields: ['exports'], conditionNames: ['import', 'require', 'node', 'default', 'types'] },
  },
};
