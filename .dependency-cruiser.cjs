/** Import directions of DESIGN.md §2, held by `npm run lint` (part of `npm test`). */
const ours = '^(src|machines|streams|contracts|server|widget|locales)/';
module.exports = {
  forbidden: [
    { name: 'contracts-import-nothing-of-ours', severity: 'error', from: { path: '^contracts/' }, to: { path: '^(src|machines|streams|server|widget|locales)/' } },
    { name: 'machines-only-contracts', severity: 'error', from: { path: '^machines/' }, to: { path: '^(src|streams|server|widget|locales)/' } },
    { name: 'streams-only-contracts', severity: 'error', from: { path: '^streams/' }, to: { path: '^(src|machines|server|widget|locales)/' } },
    { name: 'machines-streams-no-ui', severity: 'error', from: { path: '^(machines|streams|contracts)/' }, to: { path: 'node_modules/(react|react-dom|@fluentui)/' } },
    { name: 'server-not-console-or-widget', severity: 'error', from: { path: '^server/' }, to: { path: '^(src|widget|streams)/' } },
    { name: 'widget-only-contracts', severity: 'error', from: { path: '^widget/' }, to: { path: '^(src|machines|streams|server)/' } },
    {
      name: 'protocol-client-imports-nothing',
      severity: 'error',
      comment: 'The protocol-client logic the widget and the console share stays dependency-free (the widget has a 25 KB budget).',
      from: { path: '^contracts/protocol-client/' },
      to: { pathNot: '^contracts/protocol-client/' },
    },
    {
      name: 'widget-no-zod',
      severity: 'error',
      comment: 'The widget imports only zod-free contracts (socket/visitor.ts, protocol-client/).',
      from: { path: '^widget/' },
      to: { path: '(^|/)node_modules/zod/|^contracts/(?!socket/visitor\\.ts$|protocol-client/)' },
    },
    { name: 'console-not-server-or-widget', severity: 'error', from: { path: '^src/' }, to: { path: '^(server|widget)/' } },
    {
      name: 'features-do-not-import-each-other',
      severity: 'error',
      comment: 'What two features share moves to components/, lib/ or contracts/.',
      from: { path: '^src/features/([^/]+)/' },
      to: { path: '^src/features/([^/]+)/', pathNot: '^src/features/$1/' },
    },
    {
      name: 'shared-console-code-not-features-or-app',
      severity: 'error',
      comment: 'src/lib and src/components serve every feature, so they import neither a feature nor the app.',
      from: { path: '^src/(lib|components)/' },
      to: { path: '^src/(features|app)/' },
    },
    { name: 'no-circular', severity: 'error', from: { path: ours }, to: { circular: true } },
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    tsConfig: { fileName: 'tsconfig.json' },
    tsPreCompilationDeps: true,
    enhancedResolveOptions: { exportsFields: ['exports'], conditionNames: ['import', 'require', 'node', 'default'] },
  },
};
