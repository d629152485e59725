// Knex over PGlite (DATABASE_URL unset) or PostgreSQL (set): the same migrations and queries on both.
// Identifiers are snake_case in SQL and camelCase in code (knexSnakeCaseMappers).
import path from 'node:path';
import { mkdirSync } from 'node:fs';
import knexFactory, { type Knex } from 'knex';
import ClientPgLite from 'knex-pglite';
import { Model, knexSnakeCaseMappers } from 'objection';
import pg from 'pg';
import { migrationSource } from '../migrations/index.js';

export type Db = Knex;

// int8 (count(*), sum of integers) as numbers: our counts stay far below 2^53.
pg.types.setTypeParser(20, (v) => Number(v));

export interface DbOptions {
  databaseUrl: string | null;
  /** Directory for PGlite files; null → in-memory PGlite (tests). */
  pgliteDir: string | null;
  poolMax?: number;
}

export function createDb(options: DbOptions): Db {
  const mappers = knexSnakeCaseMappers();
  if (options.databaseUrl) {
    return knexFactory({
      client: 'pg',
      connection: options.databaseUrl,
      pool: { min: 0, max: options.poolMax ?? 10 },
      ...mappers,
    });
  }
  if (options.pgliteDir) mkdirSync(options.pgliteDir, { recursive: true });
  return knexFactory({
    client: ClientPgLite as unknown as typeof Knex.Client,
    dialect: 'postgres',
    connection: options.pgliteDir ? { filename: path.resolve(options.pgliteDir) } : {},
    ...mappers,
  } as Knex.Config);
}

export async function migrate(db: Db): Promise<void> {
  await db.migrate.latest({ migrationSource });
}

/** Binds Objection models to this database (one database per process, or per test file). */
export function bindModels(db: Db): void {
  Model.knex(db);
}

export function isPg(db: Db): boolean {
  return (db.client.config as Knex.Config).client === 'pg';
}
