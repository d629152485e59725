// An ad slot of spec §2 (home, dashboards, payment pages, contact): a labelled box that reserves its
// 250 px from the first paint, so nothing moves when an ad network fills it.
import { t } from '../i18n/i18n.js';

export function AdSlot({ label = t('layout.advertisement') }: { label?: string }) {
  return (
    <aside className="ad-slot" aria-label={label}>
      <span>{label}</span>
    </aside>
  );
}
