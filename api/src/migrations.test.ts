// A migration is history: the SQL it ran must stay what it was, so it imports none of the product's code (enums,
// schemas, services change later; a migration must not change with them). What a file in api/migrations may import:
// Node's built-ins, knex's types, and helpers of its own beside it in api/migrations.
import { readdirSync, readFileSync } from 'node:fs';
import { builtinModules } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';

const MIGRATIONS = fileURLToPath(new URL('../migrations', import.meta.url));

interface Import {
  specifier: string;
  typeOnly: boolean;
}

/** Every module a source text reaches: imports (static and `import()`), re-exports, `require`, `import x = require`. */
function importsOf(fileName: string, text: string): Import[] {
  const source = ts.createSourceFile(fileName, text, ts.ScriptTarget.Latest, true, ts.ScriptKind.TS);
  const found: Import[] = [];
  const visit = (node: ts.Node): void => {
    if (ts.isImportDeclaration(node) && ts.isStringLiteral(node.moduleSpecifier)) {
      const clause = node.importClause;
      const bindings = clause?.namedBindings;
      const named = bindings && ts.isNamedImports(bindings) ? bindings.elements : undefined;
      const allNamedTypeOnly = !!clause && !clause.name && !!named && named.length > 0 && named.every((e) => e.isTypeOnly);
      found.push({ specifier: node.moduleSpecifier.text, typeOnly: !!clause?.isTypeOnly || allNamedTypeOnly });
    } else if (ts.isExportDeclaration(node) && node.moduleSpecifier && ts.isStringLiteral(node.moduleSpecifier)) {
      found.push({ specifier: node.moduleSpecifier.text, typeOnly: node.isTypeOnly });
    } else if (ts.isImportEqualsDeclaration(node) && ts.isExternalModuleReference(node.moduleReference)) {
      const reference = node.moduleReference.expression;
      found.push({ specifier: ts.isStringLiteral(reference) ? reference.text : '<computed>', typeOnly: node.isTypeOnly });
    } else if (ts.isCallExpression(node)) {
      const callee = node.expression;
      const isImport = callee.kind === ts.SyntaxKind.ImportKeyword;
      const isRequire = ts.isIdentifier(callee) && callee.text === 'require';
      if (isImport || isRequire) {
        const [first] = node.arguments;
        // A computed specifier cannot be checked: it is refused as such.
        found.push({ specifier: first && ts.isStringLiteralLike(first) ? first.text : '<computed>', typeOnly: false });
      }
    } else if (ts.isImportTypeNode(node) && ts.isLiteralTypeNode(node.argument) && ts.isStringLiteral(node.argument.literal)) {
      found.push({ specifier: node.argument.literal.text, typeOnly: true });
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return found;
}

const BUILTINS = new Set(builtinModules);

/** What is wrong with one import of a migration file, or null when a migration may import it. */
function refusal(file: string, { specifier, typeOnly }: Import): string | null {
  if (specifier.startsWith('node:') || BUILTINS.has(specifier)) return null;
  if (specifier === 'knex') return typeOnly ? null : `${specifier}: knex's types only (\`import type\`); the migration is handed its knex`;
  if (specifier.startsWith('./') || specifier.startsWith('../')) {
    const inside = path.relative(MIGRATIONS, path.resolve(path.dirname(file), specifier));
    if (inside && !inside.startsWith('..') && !path.isAbsolute(inside)) return null;
  }
  return `${specifier}: not a migration's own helper, a Node built-in or knex's types`;
}

function refusals(file: string, text: string): string[] {
  return importsOf(file, text)
    .map((found) => refusal(file, found))
    .filter((problem): problem is string => problem !== null);
}

describe('migrations', () => {
  it('import nothing of the product: only Node built-ins, knex types and helpers beside them', () => {
    const files = readdirSync(MIGRATIONS, { recursive: true, encoding: 'utf8' }).filter((name) => /\.[cm]?[jt]s$/.test(name));
    expect(files.length).toBeGreaterThan(40);
    const problems = files.flatMap((name) => {
      const file = path.join(MIGRATIONS, name);
      return refusals(file, readFileSync(file, 'utf8')).map((problem) => `api/migrations/${name}: ${problem}`);
    });
    expect(problems).toEqual([]);
  });

  it('the check refuses what a migration must not import, and lets the rest through', () => {
    const file = path.join(MIGRATIONS, '20990101000000_example.ts');
    const refused = [
      "import { DEAL_CATEGORIES } from '@dadeal/core';",
      "import { createJobQueueSchema } from '../src/features/jobs/queue-db.js';",
      "import PgBoss from 'pg-boss';",
      "import knexFactory from 'knex';",
      "import { type Knex, knex } from 'knex';",
      "export { BUSINESS_CATEGORIES } from '@dadeal/core';",
      "const core = await import('@dadeal/core');",
      "const enums = require('../../core/src/enums.js');",
      'const name = "x"; await import(name);',
    ];
    for (const text of refused) expect(refusals(file, text), text).toHaveLength(1);
    const allowed = [
      "import type { Knex } from 'knex';",
      "import { type Knex } from 'knex';",
      "import path from 'node:path';",
      "import { createHash } from 'crypto';",
      "import * as m0100 from './20261122000100_create_users.js';",
      "import { words } from './helpers/words.js';",
    ];
    for (const text of allowed) expect(refusals(file, text), text).toEqual([]);
  });
});
