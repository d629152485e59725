// Copies a text (a snippet, a secret) and says so; when the clipboard is refused, says how to copy by hand.
import { useState } from 'react';
import { PARTNER_TEXTS } from './texts.js';

export function CopyButton({ text, label }: { text: string; label: string }) {
  const [status, setStatus] = useState('');
  const copy = () => {
    const done = (ok: boolean) => setStatus(ok ? PARTNER_TEXTS.copied : PARTNER_TEXTS.copyByHand);
    if (navigator.clipboard && window.isSecureContext) navigator.clipboard.writeText(text).then(() => done(true), () => done(false));
    else done(false);
  };
  return (
    <span className="pdash__copy">
      <button type="button" className="btn btn--primary" onClick={copy}>{label}</button>
      <span role="status" aria-live="polite" className="pdash__copy-status">{status}</span>
    </span>
  );
}
