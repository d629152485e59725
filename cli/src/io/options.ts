// Parsers for option values; a bad value is a usage error (exit code 2).
import { InvalidArgumentError } from 'commander';

export function positiveInt(value: string): number {
  if (!/^\d+$/.test(value) || Number(value) < 1) throw new InvalidArgumentError('must be a whole number of at least 1');
  return Number(value);
}
