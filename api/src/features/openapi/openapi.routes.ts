// The API's reference: GET /api/openapi.json (the document http/openapi.ts makes from the mounted route tables, made
// once and answered with its ETag) and GET /api/docs (Scalar's reference page, from the npm package, served from our
// origin under a strict policy of its own; its "try it" calls this same origin).
import { createHash } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import Router from '@koa/router';
import type Koa from 'koa';
import send from 'koa-send';
import { buildOpenApi, type ExtraRoute, type OpenApiDocument } from '../../http/openapi.js';
import { doc } from '../../http/route-doc.js';

/** The page's own policy: our scripts only, Scalar's inline styles, calls to this origin only. */
export const DOCS_CONTENT_SECURITY_POLICY = [
  "default-src 'none'",
  "script-src 'self'",
  "style-src 'self' 'unsafe-inline'",
  "img-src 'self' data:",
  "font-src 'self' data:",
  "connect-src 'self'",
  "base-uri 'none'",
  "form-action 'none'",
  "frame-ancestors 'none'",
].join('; ');

const here = path.dirname(fileURLToPath(import.meta.url));

const OPENAPI_SPEC = 'https://spec.openapis.org/oas/v3.1.0';
const text = (description: string) => ({ type: 'string', description });
const named = (description: string) => ({ type: 'object', description, additionalProperties: { type: 'object' } });

/**
 * What GET /api/openapi.json answers, as far as a client reads it before handing it to an OpenAPI tool: the top-level
 * fields buildOpenApi writes (http/openapi.ts), each typed. What an operation or a schema holds is the specification's.
 */
export const OPENAPI_DOCUMENT_SCHEMA = {
  type: 'object',
  description: `An OpenAPI 3.1.0 document, as the OpenAPI Specification (${OPENAPI_SPEC}) defines it: this API's operations, by path and method, and the schemas of their bodies and answers.`,
  externalDocs: { description: 'The OpenAPI Specification, version 3.1.0', url: OPENAPI_SPEC },
  required: ['openapi', 'info', 'paths', 'components'],
  properties: {
    openapi: { type: 'string', const: '3.1.0', description: 'The version of the OpenAPI Specification the document follows.' },
    info: {
      type: 'object',
      required: ['title', 'version'],
      properties: {
        title: text('The API\'s name.'),
        version: text('The API\'s version (the API package\'s).'),
        summary: text('One line about the API.'),
        description: text('More, in Markdown: the error model, the languages, the tokens.'),
      },
    },
    servers: {
      type: 'array',
      items: { type: 'object', required: ['url'], properties: { url: text('Where the API answers (`/`: this server).'), description: text('Which server it is.') } },
    },
    tags: {
      type: 'array',
      description: 'The reference\'s groups: one per kind of caller.',
      items: { type: 'object', required: ['name'], properties: { name: text('The group.'), description: text('Who calls these operations.') } },
    },
    paths: named('Each path (`/api/deals/{id}`) → its operations by HTTP method (Path Item Objects).'),
    components: {
      type: 'object',
      required: ['schemas', 'responses', 'securitySchemes'],
      properties: {
        schemas: { type: 'object', description: 'The request bodies\' schemas (core\'s, which the API validates with) and the answers\' (from core\'s types), by name.', additionalProperties: { type: ['object', 'boolean'] } },
        responses: named('The error model\'s answers the operations refer to (BadRequest, Unauthorized …).'),
        securitySchemes: named('The bearer tokens: an account\'s, an administrator\'s, a claim\'s, the operator\'s.'),
      },
    },
  },
};

/**
 * Scalar's browser build (dist/browser: standalone.js and the chunks it loads): the copy the server's build puts
 * beside the compiled server (server/dist/api-docs, what a production install has), else the development
 * dependency's own, found up from this file.
 */
function scalarBrowserDir(): string | null {
  if (existsSync(path.join(here, 'api-docs', 'standalone.js'))) return path.join(here, 'api-docs');
  for (let dir = here; ; dir = path.dirname(dir)) {
    const candidate = path.join(dir, 'node_modules', '@scalar', 'api-reference', 'dist', 'browser');
    if (existsSync(path.join(candidate, 'standalone.js'))) return candidate;
    if (path.dirname(dir) === dir) return null;
  }
}

const PAGE = `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>Da Deal! API reference</title>
<link rel="icon" href="/favicon.svg" type="image/svg+xml">
<link rel="stylesheet" href="/api/docs/theme.css">
</head>
<body>
<div id="app"></div>
<script src="/api/docs/assets/standalone.js"></script>
<script src="/api/docs/start.js"></script>
</body>
</html>
`;

/**
 * Started by our own script file (no inline script under the policy): the document from this origin, its server made
 * this origin's absolute address ("try it" then calls here: Scalar joins a relative "/" and a path into "//api/…"),
 * no web fonts, nothing of Scalar's own services.
 */
const START = `fetch('/api/openapi.json').then((r) => r.json()).then((document) => {
  document.servers = [{ url: window.location.origin, description: 'This server' }];
  Scalar.createApiReference('#app', {
    content: document,
    theme: 'none',
    withDefaultFonts: false,
    showDeveloperTools: 'never',
    agent: { disabled: true },
    telemetry: false,
    mcp: { disabled: true },
  });
});
`;

/** The site's palette (site/src/app/site.css) in Scalar's variables. */
const THEME = `:root {
  --scalar-font: system-ui, -apple-system, "Segoe UI", Roboto, sans-serif;
  --scalar-font-code: ui-monospace, SFMono-Regular, Menlo, Consolas, monospace;
}
.light-mode {
  --scalar-color-1: #0f1b2a;
  --scalar-color-2: #4b5563;
  --scalar-color-3: #6b7280;
  --scalar-color-accent: #0b6e78;
  --scalar-background-1: #ffffff;
  --scalar-background-2: #fbf6ee;
  --scalar-background-3: #f3ece0;
  --scalar-background-accent: #e6f4f5;
  --scalar-border-color: #e2e6eb;
}
.dark-mode {
  --scalar-color-accent: #12a3b3;
}
`;

export function openapiRoutes(routers: () => readonly Router[], extras: readonly ExtraRoute[], version: string): Router {
  const router = new Router();
  let answer: { body: string; etag: string } | null = null;
  /** Made on the first call, from the route tables as mounted: they never change while the process runs. */
  const documentAnswer = () => {
    if (!answer) {
      const body = JSON.stringify(buildOpenApi(routers(), extras, { version }));
      answer = { body, etag: `"${createHash('sha256').update(body).digest('base64url').slice(0, 27)}"` };
    }
    return answer;
  };

  router.get('/api/openapi.json', doc({
    summary: 'This API\'s OpenAPI 3.1 document',
    description: 'Generated from the route tables and the input schemas the API validates with. Cached: send If-None-Match.',
    tag: 'Operations',
    responses: {
      200: { description: 'The document', headers: { ETag: 'The document\'s version' }, schema: OPENAPI_DOCUMENT_SCHEMA },
      304: 'The document has not changed since the ETag sent',
    },
  }), async (ctx) => {
    const { body, etag } = documentAnswer();
    ctx.set('ETag', etag);
    ctx.set('Cache-Control', 'public, max-age=300, must-revalidate');
    ctx.set('Access-Control-Allow-Origin', '*');
    if (ctx.get('If-None-Match') === etag) {
      ctx.status = 304;
      return;
    }
    ctx.type = 'application/json';
    ctx.body = body;
  });

  const page = (type: string, text: string): Koa.Middleware => async (ctx) => {
    ctx.set('Content-Security-Policy', DOCS_CONTENT_SECURITY_POLICY);
    ctx.set('Cache-Control', 'no-cache');
    ctx.type = type;
    ctx.body = text;
  };
  const docsPage = doc({
    summary: 'The API reference page',
    description: 'This document, readable, with "try it" against this server.',
    tag: 'Operations',
    responses: { 200: { description: 'The page', mediaType: 'text/html' } },
  });
  router.get('/api/docs', docsPage, page('text/html; charset=utf-8', PAGE));
  router.get('/api/docs/start.js', doc({
    summary: 'The reference page\'s start script',
    tag: 'Operations',
    responses: { 200: { description: 'The script', mediaType: 'text/javascript' } },
  }), page('text/javascript; charset=utf-8', START));
  router.get('/api/docs/theme.css', doc({
    summary: 'The reference page\'s colours (the site\'s)',
    tag: 'Operations',
    responses: { 200: { description: 'The stylesheet', mediaType: 'text/css' } },
  }), page('text/css; charset=utf-8', THEME));

  const browserDir = scalarBrowserDir();
  router.get('/api/docs/assets/*file', doc({
    summary: 'The reference page\'s scripts (Scalar\'s browser build, from npm)',
    tag: 'Operations',
    responses: { 200: { description: 'A script', mediaType: 'text/javascript' }, 404: 'No such file' },
  }), async (ctx) => {
    const file = (ctx.params as { file: string }).file;
    if (!browserDir || !/^(chunks\/)?[\w.-]+\.js$/.test(file)) {
      ctx.status = 404;
      return;
    }
    ctx.set('Content-Security-Policy', DOCS_CONTENT_SECURITY_POLICY);
    // The chunks' names carry their content's hash; standalone.js does not, so it is revalidated.
    await send(ctx, file, { root: browserDir, maxage: file.startsWith('chunks/') ? 365 * 86_400_000 : 0, immutable: file.startsWith('chunks/') });
    if (!file.startsWith('chunks/')) ctx.set('Cache-Control', 'no-cache');
  });

  return router;
}

/** The document's version: the API package's. */
export function apiVersion(): string {
  for (let dir = here; ; dir = path.dirname(dir)) {
    const file = path.join(dir, 'package.json');
    if (existsSync(file)) {
      const pkg = JSON.parse(readFileSync(file, 'utf8')) as { name?: string; version?: string };
      if (pkg.name === '@dadeal/api') return pkg.version ?? '0.0.0';
    }
    if (path.dirname(dir) === dir) return '0.0.0';
  }
}
