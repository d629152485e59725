// The packages' own code has no import circles (scripts/import-circles.test.ts): arrows point down (STYLE.md), and a
// circle is what a newcomer trips over first. Type-only and on-demand (`import()`) imports count too. Tests, e2e
// harnesses, benches and test fakes are left out: they sit beside the code and may import anything of it.
/** @type {import('dependency-cruiser').IConfiguration} */
module.exports = {
  forbidden: [
    {
      name: 'no-circular',
      severity: 'error',
      comment: 'A module that reaches itself again through its imports: move what both need into a module of its own.',
      from: {},
      to: { circular: true },
    },
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    exclude: { path: '(^|/)(node_modules|dist)/|\\.test\\.|(^|/)e2e/|(^|/)bench/|/testing/' },
    tsPreCompilationDeps: true,
    tsConfig: { fileName: 'tsconfig.json' },
  },
};
