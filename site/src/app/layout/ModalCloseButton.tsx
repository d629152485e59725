// The × in the corner of the site's Radix dialogs (login, coupon): labelled, keyboard reachable.
import * as Dialog from '@radix-ui/react-dialog';

export function ModalCloseButton() {
  return (
    <Dialog.Close className="modal__close" aria-label="Close">
      <svg width="20" height="20" viewBox="0 0 24 24" aria-hidden="true" focusable="false"><path d="M6 6l12 12M18 6L6 18" /></svg>
    </Dialog.Close>
  );
}
