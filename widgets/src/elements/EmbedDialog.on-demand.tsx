// EmbedDialog in the standalone script: the dialog part (dadeal-dialog.js) is imported the first time a visitor
// presses See Details, then the dialog shows (the next one at once). Should the part not load, the element says the
// deal could not be loaded and links to it on the site. See parts.ts.
import type * as Part from './EmbedDialog.js';
import { useTexts } from '../texts/use-texts.js';
import { dealPageUrl } from './embed-config.js';
import { onDemand } from './parts.js';

function DialogFailed({ deal, publicUrl, partner }: Part.EmbedDialogProps) {
  const texts = useTexts();
  return (
    <p className="dd-state" role="alert">
      {texts.dealLoadFailed} <a href={dealPageUrl(publicUrl, deal.id, partner)} target="_blank" rel="noopener">{texts.openOnSite}</a>
    </p>
  );
}

export const EmbedDialog = onDemand('dialog', (part: typeof Part) => part.EmbedDialog, DialogFailed);
