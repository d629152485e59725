// The script that makes a shared deal's dialog modal as the page is parsed: placed right after the open dialog (the
// one element it acts on), nowhere else, and allowed by the page's policy through the hash of exactly what is sent.
// What it does in a browser (modal before the app's scripts, Escape and a press beside it kept) is the startup-race
// harness's `/?deal=ID` rows.
import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { OPEN_DIALOG_SCRIPT, OPEN_DIALOG_SCRIPT_SOURCE, withOpenDialogScript } from './open-dialog.js';
import { CONTENT_SECURITY_POLICY, contentSecurityPolicy } from './serve.js';

const dialog = (attrs: string) =>
  `<main><ul><li><button>See Details</button></li></ul><!--$--><dialog ${attrs}><div class="dd-dialog__panel"><p>Sunset dinner</p></div></dialog><!--/$--></main><footer></footer>`;

describe('the open dialog script', () => {
  it('follows the open deal dialog, the script the policy names by its hash', () => {
    const html = withOpenDialogScript(dialog('open="" class="dd-dialog" aria-labelledby="_R_1_"'));
    expect(html).toContain('</dialog><script>');
    expect(html.indexOf('<script>')).toBe(html.indexOf('</dialog>') + '</dialog>'.length);
    expect(html.match(/<script>/g)).toHaveLength(1);
    const sent = /<script>([\s\S]*?)<\/script>/.exec(html)![1];
    expect(sent).toBe(OPEN_DIALOG_SCRIPT);
    expect(OPEN_DIALOG_SCRIPT_SOURCE).toBe(`'sha256-${createHash('sha256').update(sent).digest('base64')}'`);
    const scripts = CONTENT_SECURITY_POLICY.split('; ').find((d) => d.startsWith('script-src '))!;
    expect(scripts.split(' ')).toContain(OPEN_DIALOG_SCRIPT_SOURCE);
    expect(contentSecurityPolicy('https://tiles.example/style.json')).toContain(OPEN_DIALOG_SCRIPT_SOURCE);
    expect(scripts).not.toContain('unsafe-inline');
  });

  it('leaves a page without an open deal dialog as it is', () => {
    for (const page of [dialog('class="dd-dialog" aria-labelledby="_R_1_"'), dialog('open="" class="other"'), '<main><p>Pricing</p></main>']) {
      expect(withOpenDialogScript(page)).toBe(page);
    }
  });

  it('cannot be broken out of: the text holds no closing tag and no markup', () => {
    expect(OPEN_DIALOG_SCRIPT).not.toMatch(/<\/|<!--/);
  });
});
