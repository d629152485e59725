// An embed's deal dialog: the details, the view beacon, Claim Deal (in place when the claim step can load, else the
// site's link), Share, and the business's newest reviews (read when it opens). Not in the first render of a page, so in the standalone script it is an on-demand part
// (dadeal-dialog.js, build/parts.mjs): EmbedDialog.on-demand.tsx stands in for this module there, and this module,
// its rules (dialogCss) and its English words load the first time a visitor presses See Details.
import { useEffect, useState } from 'react';
import { createTranslator, type Deal, type Translator } from '@dadeal/core';
import { widgets as englishWords } from '@dadeal/core/i18n/generated/en.js';
import { widgetTexts } from '../texts/texts.js';
import { WidgetLanguageContext, useWidgetLanguage, type WidgetLanguage } from '../texts/use-texts.js';
import { recordDealView } from '../client/deal-views.js';
import { DealDialog } from '../DealDialog/DealDialog.js';
import { EmbedReviews } from '../DealReviews/DealReviews.js';
import { useLiveDeal } from '../hooks/use-live-deals.js';
import { dialogCss } from '../styles.js';
import { ClaimSlot } from './ClaimSlot.js';
import { hasClaimStep } from './claim-step-loader.js';
import { dealPageUrl } from './embed-config.js';
import { addToAdoptedSheet } from './shadow-styles.js';

export interface EmbedDialogProps {
  /** The deal whose See Details was pressed (the element renders one dialog per opening: `key` is its id). */
  deal: Deal;
  apiBase: string;
  publicUrl: string;
  /** The partner's slug, already normalised (null: none). */
  partner: string | null;
  onClose: () => void;
  /** `dadeal:claim`: a coupon claimed in place (`couponId`), or Claim Deal followed to the site (no couponId). */
  onClaim?: (detail: { dealId: number; couponId?: number }) => void;
  /** `dadeal:claim-start`: the claim step opened. */
  onClaimStart?: (detail: { dealId: number }) => void;
}

let english: WidgetLanguage | undefined;
const others = new WeakMap<Translator, WidgetLanguage>();

/**
 * The dialog's words in the element's language, every one of them: the standalone script carries only the English
 * words of its first render (build/parts.mjs, DIALOG_WORDS), so the dialog brings its own and reads every language's
 * namespace by their keys.
 */
function dialogLanguage(translator: Translator | null): WidgetLanguage {
  if (!translator) return (english ??= { texts: widgetTexts(createTranslator('en', { widgets: englishWords }), englishWords), translator: null });
  let language = others.get(translator);
  if (!language) others.set(translator, (language = { texts: widgetTexts(translator, englishWords), translator }));
  return language;
}

export function EmbedDialog({ deal, apiBase, publicUrl, partner, onClose, onClaim, onClaimStart }: EmbedDialogProps) {
  // The claim step is open in the dialog.
  const [claiming, setClaiming] = useState(false);
  // The business funnel's view, and the partner's: once per deal per session (recordDealView keeps count).
  useEffect(() => recordDealView(apiBase, deal.id, undefined, partner), [apiBase, deal.id, partner]);
  const link = dealPageUrl(publicUrl, deal.id, partner);
  // The open deal's count as it falls: a deal that sells out meanwhile turns Claim Deal into "Deal Unavailable".
  const shown = useLiveDeal(apiBase, deal) ?? deal;
  // Its rules join the sheet every element adopted; where nothing can be adopted, a <style> of its own.
  const styles = addToAdoptedSheet(dialogCss) ? null : <style>{dialogCss}</style>;
  const language = dialogLanguage(useWidgetLanguage().translator);
  const reviews = <EmbedReviews apiBase={apiBase} deal={shown} />;
  // Claim in place when the claim step can be loaded (the standalone script); else the site's link.
  const dialog = hasClaimStep() ? (
    <DealDialog
      deal={shown}
      onClose={onClose}
      onClaim={() => {
        setClaiming(true);
        onClaimStart?.({ dealId: deal.id });
      }}
      siteHref={link}
      shareUrl={link}
      reviews={reviews}
      claimPanel={claiming ? (
        <ClaimSlot
          deal={shown}
          apiBase={apiBase}
          publicUrl={publicUrl}
          partner={partner}
          siteHref={link}
          onClaimed={(coupon) => onClaim?.({ dealId: coupon.dealId, couponId: coupon.id })}
          onCancel={() => setClaiming(false)}
        />
      ) : undefined}
    />
  ) : (
    <DealDialog deal={shown} onClose={onClose} claimHref={link} shareUrl={link} reviews={reviews} onClaimLink={() => onClaim?.({ dealId: deal.id })} />
  );
  return (
    <WidgetLanguageContext.Provider value={language}>
      {styles}
      {dialog}
    </WidgetLanguageContext.Provider>
  );
}
