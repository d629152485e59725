// `dadeal` as the tests spawn it: the compiled CLI (cli/dist/dadeal.mjs) that the suite's global setup built from the
// current sources, without bin/dadeal.js's staleness check (a hash of every source file in each of hundreds of
// children). What the bin does after choosing, this does too.
const cli = await import('../../dist/dadeal.mjs');
cli.loadDotEnv();
await cli.main();
