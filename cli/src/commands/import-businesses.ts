import type { Command } from 'commander';
import type { CliContext } from '../context.js';
export function registerImportBusinesses(parent: Command, ctx: CliContext): void { void parent; void ctx; }
