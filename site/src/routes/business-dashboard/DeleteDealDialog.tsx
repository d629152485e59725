// "Are you sure you want to delete this deal?" (spec §6) before a business deletes one of its deals.
import * as Dialog from '@radix-ui/react-dialog';
import type { Deal } from '@dadeal/core';
import { BUSINESS_DASHBOARD } from '../../app/business/texts.js';

export interface DeleteDealDialogProps {
  deal: Deal | null;
  deleting: boolean;
  onConfirm: (deal: Deal) => void;
  onClose: () => void;
}

export function DeleteDealDialog({ deal, deleting, onConfirm, onClose }: DeleteDealDialogProps) {
  return (
    <Dialog.Root open={deal !== null} onOpenChange={(open) => !open && !deleting && onClose()}>
      <Dialog.Portal>
        <Dialog.Overlay className="modal__overlay" />
        <Dialog.Content className="modal" role="alertdialog">
          <Dialog.Title className="modal__title">{BUSINESS_DASHBOARD.deleteTitle}</Dialog.Title>
          <Dialog.Description>
            {BUSINESS_DASHBOARD.deleteConfirm}
            {deal && <><br /><strong>{deal.title}</strong></>}
          </Dialog.Description>
          <p className="muted">{BUSINESS_DASHBOARD.deleteNote}</p>
          <div className="modal__actions">
            <Dialog.Close className="btn btn--outline" disabled={deleting}>{BUSINESS_DASHBOARD.cancel}</Dialog.Close>
            <button type="button" className="btn btn--danger" disabled={deleting} onClick={() => deal && onConfirm(deal)}>
              {deleting ? BUSINESS_DASHBOARD.deleting : BUSINESS_DASHBOARD.delete}
            </button>
          </div>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
