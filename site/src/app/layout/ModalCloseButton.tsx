// The × in the corner of the site's Radix dialogs (the dashboards' and the coupon's): labelled, keyboard reachable.
import * as Dialog from '@radix-ui/react-dialog';
import { CloseIcon } from './CloseIcon.js';

export function ModalCloseButton() {
  return (
    <Dialog.Close className="modal__close" aria-label="Close">
      <CloseIcon />
    </Dialog.Close>
  );
}
