#!/usr/bin/env node
// Runs the TypeScript CLI in this process through tsx's loader, so that `npx dadeal` works without a build step
// (and starts in one process, not three).
import { register } from 'tsx/esm/api';

register();
const { main } = await import('../src/main.ts');
await main();
