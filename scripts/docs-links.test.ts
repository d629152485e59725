// Every relative link and #anchor in docs/ and in the READMEs leads somewhere: a newcomer who follows one and lands
// on nothing stops reading. Anchors are matched the way GitHub makes them from headings.
import { spawnSync } from 'node:child_process';
import { existsSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { ROOT } from './source-hash.mjs';

/** The Markdown files a reader opens: everything under docs/ and every README.md, tracked or new. */
function documents(): string[] {
  const listed = spawnSync('git', ['ls-files', '--cached', '--others', '--exclude-standard', '--', '*.md'], {
    cwd: ROOT,
    encoding: 'utf8',
  });
  if (listed.status !== 0) throw new Error(listed.stderr);
  return listed.stdout
    .split('\n')
    .filter((file) => file && existsSync(path.join(ROOT, file)))
    .filter((file) => file.startsWith('docs/') || path.basename(file) === 'README.md');
}

/** The text outside fenced code blocks, line by line (a link inside a code sample is an example, not a link). */
function proseLines(markdown: string): string[] {
  let fence: string | null = null;
  return markdown.split('\n').map((line) => {
    const opening = /^\s*(```+|~~~+)/.exec(line);
    if (fence) {
      if (opening && opening[1][0] === fence[0] && opening[1].length >= fence.length) fence = null;
      return '';
    }
    if (opening) {
      fence = opening[1];
      return '';
    }
    return line;
  });
}

/** GitHub's heading anchor (github-slugger): lower case, punctuation and symbols dropped, spaces to hyphens. */
export function slug(heading: string): string {
  const text = heading
    .replace(/<[^>]+>/g, '')
    .replace(/!?\[([^\]]*)\]\([^)]*\)/g, '$1')
    .replace(/`([^`]*)`/g, '$1')
    .trim();
  return text
    .toLowerCase()
    .replace(/[^\p{L}\p{M}\p{N}\p{Pc}\- ]/gu, '')
    .replace(/ /g, '-');
}

const anchorCache = new Map<string, Set<string>>();

/** Every anchor a Markdown file offers: its headings (with GitHub's -1, -2 for repeats) and explicit ids. */
function anchorsOf(file: string): Set<string> {
  const known = anchorCache.get(file);
  if (known) return known;
  const anchors = new Set<string>();
  const seen = new Map<string, number>();
  for (const line of proseLines(readFileSync(file, 'utf8'))) {
    const heading = /^ {0,3}#{1,6}\s+(.*?)\s*#*\s*$/.exec(line);
    if (heading) {
      const base = slug(heading[1]);
      const count = seen.get(base) ?? 0;
      seen.set(base, count + 1);
      anchors.add(count === 0 ? base : `${base}-${count}`);
    }
    for (const id of line.matchAll(/<a\s+(?:id|name)="([^"]+)"/g)) anchors.add(id[1]);
  }
  anchorCache.set(file, anchors);
  return anchors;
}

/** The link targets of one line: Markdown links and images, and the src/href of HTML in the Markdown. */
function targetsOf(line: string): string[] {
  const withoutCode = line.replace(/`[^`]*`/g, '');
  const targets: string[] = [];
  for (const match of withoutCode.matchAll(/\]\(\s*<?([^)\s>]+)>?(?:\s+"[^"]*")?\s*\)/g)) targets.push(match[1]);
  for (const match of withoutCode.matchAll(/^\s*\[[^\]]+\]:\s*<?(\S+?)>?(?:\s|$)/g)) targets.push(match[1]);
  for (const match of withoutCode.matchAll(/\s(?:src|href)="([^"]+)"/g)) targets.push(match[1]);
  return targets;
}

/** What is wrong with one target of a link in `from`, or null when it resolves. */
function problemOf(from: string, target: string): string | null {
  if (/^[a-z][a-z0-9+.-]*:/i.test(target)) return null; // https:, mailto: … are not ours to check here
  const [rawPath, anchor] = target.split('#', 2) as [string, string | undefined];
  const decoded = decodeURIComponent(rawPath);
  const file = decoded === '' ? from : decoded.startsWith('/') ? path.join(ROOT, decoded) : path.resolve(path.dirname(from), decoded);
  if (!existsSync(file)) return `${target}: no such file`;
  if (anchor === undefined || anchor === '') return null;
  if (statSync(file).isDirectory() || !file.endsWith('.md')) return `${target}: an anchor into a file that is not Markdown`;
  return anchorsOf(file).has(decodeURIComponent(anchor).toLowerCase()) ? null : `${target}: no heading makes #${anchor}`;
}

/** The environment variables the server reads: config.ts (the only reader of process.env), its wallet part, .env.example. */
function variablesRead(): string[] {
  const names = new Set<string>();
  for (const file of ['api/src/config.ts', 'api/src/features/wallet/wallet-config.ts']) {
    for (const match of readFileSync(path.join(ROOT, file), 'utf8').matchAll(/'([A-Z][A-Z0-9_]{2,})'/g)) names.add(match[1]);
  }
  for (const match of readFileSync(path.join(ROOT, '.env.example'), 'utf8').matchAll(/^#? ?([A-Z][A-Z0-9_]+)=/gm)) names.add(match[1]);
  return [...names].sort();
}

describe('docs links', () => {
  it('makes anchors as GitHub does', () => {
    expect(slug('Claims under a rush')).toBe('claims-under-a-rush');
    expect(slug('`dadeal backup [--out FILE]`, `restore FILE`')).toBe('dadeal-backup---out-file-restore-file');
    expect(slug('The business funnel (views → claims → redemptions)')).toBe('the-business-funnel-views--claims--redemptions');
    expect(slug('Places and "near me"')).toBe('places-and-near-me');
    expect(slug('Libraries: [added](x.md) and why')).toBe('libraries-added-and-why');
  });

  it('finds the documents', () => {
    const files = documents();
    expect(files).toContain('README.md');
    expect(files).toContain('docs/operating.md');
  });

  it('every relative link and anchor in docs/ and the READMEs resolves', () => {
    const broken: string[] = [];
    for (const relative of documents()) {
      const file = path.join(ROOT, relative);
      proseLines(readFileSync(file, 'utf8')).forEach((line, index) => {
        for (const target of targetsOf(line)) {
          const problem = problemOf(file, target);
          if (problem) broken.push(`${relative}:${index + 1} ${problem}`);
        }
      });
    }
    expect(broken).toEqual([]);
  });

  it('the operating guide’s configuration table names every variable the server reads', () => {
    const guide = readFileSync(path.join(ROOT, 'docs/operating.md'), 'utf8');
    const table = guide.slice(guide.indexOf('## Configuration'), guide.indexOf('\n## ', guide.indexOf('## Configuration') + 3));
    expect(variablesRead().length).toBeGreaterThan(30);
    expect(variablesRead().filter((name) => !table.includes(`\`${name}\``))).toEqual([]);
  });
});
