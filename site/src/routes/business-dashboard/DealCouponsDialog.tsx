// A deal's coupons: every coupon claimed for the business's deal, newest first, its state and who redeemed
// it — the business's owner, one of its staff (by name, kept after their access was revoked) or the customer in the app.
import * as Dialog from '@radix-ui/react-dialog';
import type { Deal } from '@dadeal/core';
import { showDate } from '../../app/dates.js';
import { ModalCloseButton } from '../../app/layout/ModalCloseButton.js';
import { DEAL_COUPONS, REDEEMED_BY } from '../../app/business/texts.js';
import { useDealCoupons } from './use-staff.js';

export function DealCouponsDialog({ deal, onClose }: { deal: Deal | null; onClose: () => void }) {
  return (
    <Dialog.Root open={deal !== null} onOpenChange={(open) => !open && onClose()}>
      <Dialog.Portal>
        <Dialog.Overlay className="modal__overlay" />
        <Dialog.Content className="modal modal--wide deal-coupons" aria-describedby="deal-coupons-intro">
          <Dialog.Title className="modal__title">{deal ? DEAL_COUPONS.title(deal.title) : ''}</Dialog.Title>
          <p id="deal-coupons-intro" className="muted deal-coupons__intro">{DEAL_COUPONS.intro}</p>
          {deal && <CouponsTable dealId={deal.id} />}
          <ModalCloseButton />
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}

function CouponsTable({ dealId }: { dealId: number }) {
  const coupons = useDealCoupons(dealId);
  if (coupons.isPending) return <div className="deal-coupons__pending" aria-busy="true" />;
  if (coupons.isError) return <p className="form-alert">{coupons.error.message}</p>;
  if (coupons.data.length === 0) return <p className="empty">{DEAL_COUPONS.none}</p>;
  return (
    <div className="table-wrap deal-coupons__wrap" tabIndex={0} role="region" aria-label={DEAL_COUPONS.table}>
      <table className="table table--cards deal-coupons__table">
        <thead>
          <tr>
            <th scope="col">{DEAL_COUPONS.code}</th>
            <th scope="col">{DEAL_COUPONS.state}</th>
            <th scope="col">{DEAL_COUPONS.claimed}</th>
            <th scope="col">{DEAL_COUPONS.redeemedAt}</th>
            <th scope="col">{REDEEMED_BY.label}</th>
          </tr>
        </thead>
        <tbody>
          {coupons.data.map((c) => (
            <tr key={c.id}>
              <th scope="row"><code>{c.couponCode}</code></th>
              <td data-label={DEAL_COUPONS.state}><span className={`status status--${c.state === 'used' ? 'live' : c.state === 'expired' ? 'ended' : 'scheduled'}`}>{DEAL_COUPONS.states[c.state]}</span></td>
              <td data-label={DEAL_COUPONS.claimed}>{showDate(c.createdAt)}</td>
              <td data-label={DEAL_COUPONS.redeemedAt}>{c.usedAt ? showDate(c.usedAt) : '—'}</td>
              <td data-label={REDEEMED_BY.label}>{REDEEMED_BY.describe(c.redeemedBy)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
