// A shared deal's dialog (`/?deal=ID`: the server renders it open) made modal in the frame that first paints it
// (docs/decisions/0010): the one inline script of the site, allowed by its hash in the page's policy.
//
// A dialog made modal puts the rest of the page out of reach, which restyles the whole page. Done by the first script
// (after the first paint) that restyle was a task of 35–46 ms on this machine (unthrottled), the longest after the
// first paint on a phone. Done here, in an animation frame callback (at once in a hidden page, which has no frames),
// it runs before that frame's style and layout, which take it in: the dialog is modal in the first paint that shows
// it. (Called as the parser reached the dialog, showModal() forced that style and layout inside the parser's task.)
// The script removes itself, so the page hydrates against the HTML React made.
// Until the first script runs (it comes once the whole page is parsed; on a slow network the rest of the page is still
// arriving), it keeps what the first script keeps after: Escape, a press on the backdrop and a press of the dialog's
// buttons (Claim Deal, Close, Sign In) are taps for the app (window.dadealBoot, vite.config.ts), pressed again once it
// runs with the session known. Once the first script is there, its listener takes them first.
import { createHash } from 'node:crypto';

/** The script's text: its hash is in the policy, so not one byte may differ from what is sent. */
export const OPEN_DIALOG_SCRIPT =
  '(()=>{const s=document.currentScript,m=s.previousElementSibling,d=window.dadealBoot||(window.dadealBoot={taps:[],live:!1});' +
  's.remove();if(!m||!m.open||!m.showModal)return;const f=()=>{m.open&&!m.matches(":modal")&&(m.close(),m.showModal())};document.hidden?f():requestAnimationFrame(f);' +
  'const k=(e,b)=>{d.live||(e.preventDefault(),e.stopPropagation(),d.taps.push(b),d.go&&d.go())};' +
  'm.addEventListener("cancel",(e)=>k(e,m));' +
  'm.addEventListener("click",(e)=>{const b=e.target===m?m:e.target.closest&&e.target.closest("button");b&&k(e,b)})})()';

/** The policy's source for that script: `'sha256-…'` (CSP level 2). */
export const OPEN_DIALOG_SCRIPT_SOURCE = `'sha256-${createHash('sha256').update(OPEN_DIALOG_SCRIPT).digest('base64')}'`;

const OPEN_DIALOG = /<dialog\b[^>]*\bopen=""[^>]*\bclass="dd-dialog\b[^"]*"[^>]*>/;

/** The rendered page with the script right after its open deal dialog; the page as it was when none is open. */
export function withOpenDialogScript(html: string): string {
  const open = OPEN_DIALOG.exec(html);
  if (!open) return html;
  const end = html.indexOf('</dialog>', open.index);
  if (end < 0) return html;
  const at = end + '</dialog>'.length;
  return `${html.slice(0, at)}<script>${OPEN_DIALOG_SCRIPT}</script>${html.slice(at)}`;
}
