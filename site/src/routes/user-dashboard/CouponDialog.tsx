// The coupon shown at the business (spec §2): the code large and as a QR code to scan or type, the deal's facts,
// Add to calendar / Add to Apple Wallet (issue 20), and "Business: Confirm Usage" for the business to press once it
// has checked who holds the coupon.
import { useRef } from 'react';
import * as Dialog from '@radix-ui/react-dialog';
import { QRCodeSVG } from 'qrcode.react';
import { formatPrice, type Coupon, type CouponState } from '@dadeal/core';
import { USER_DASHBOARD } from './texts.js';
import { couponOpenerId } from './CouponCard.js';
import { showDate } from '../../app/dates.js';
import { ModalCloseButton } from '../../app/layout/ModalCloseButton.js';
import { CouponKeep } from './CouponKeep.js';

export interface CouponDialogProps {
  coupon: Coupon | null;
  state: CouponState | null;
  onClose: () => void;
  onConfirmUsage: (coupon: Coupon) => void;
  confirming: boolean;
}

export function CouponDialog({ coupon, state, onClose, onConfirmUsage, confirming }: CouponDialogProps) {
  // A confirmed coupon moves to the other list while the dialog is open, and its card (with the button that had the
  // focus) is rendered anew: on closing, the focus goes to the card's button wherever it is now.
  const lastId = useRef<number | null>(null);
  if (coupon) lastId.current = coupon.id;
  return (
    <Dialog.Root open={coupon !== null} onOpenChange={(open) => !open && onClose()}>
      <Dialog.Portal>
        <Dialog.Overlay className="modal__overlay" />
        <Dialog.Content
          className="modal modal--wide udash-dialog"
          onCloseAutoFocus={(event) => {
            const opener = lastId.current === null ? null : document.getElementById(couponOpenerId(lastId.current));
            if (!opener) return;
            event.preventDefault();
            opener.focus();
          }}
        >
          {coupon && state && <CouponDetails coupon={coupon} state={state} onConfirmUsage={onConfirmUsage} confirming={confirming} />}
          <ModalCloseButton />
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}

function CouponDetails({ coupon, state, onConfirmUsage, confirming }: Omit<CouponDialogProps, 'coupon' | 'state' | 'onClose'> & { coupon: Coupon; state: CouponState }) {
  const { deal } = coupon;
  const company = deal.business?.companyName ?? 'the business';
  return (
    <>
      <Dialog.Title className="modal__title">{deal.title}</Dialog.Title>
      <Dialog.Description className="udash-dialog__intro">
        {state === 'active'
          ? `Show this coupon at ${company}: they scan the QR code or type the code.`
          : state === 'used'
            ? 'This coupon has been used.'
            : 'This coupon has expired: the deal has ended.'}
      </Dialog.Description>

      <div className={`udash-dialog__ticket udash-dialog__ticket--${state}`}>
        <div className="udash-dialog__qr">
          <QRCodeSVG
            value={coupon.couponCode}
            size={168}
            marginSize={4}
            level="M"
            role="img"
            aria-label={`QR code of coupon ${coupon.couponCode}`}
          />
        </div>
        <p className="udash-dialog__code">
          <span className="udash-dialog__code-label">Coupon code</span>
          <code>{coupon.couponCode}</code>
        </p>
      </div>

      <dl className="udash-dialog__facts">
        <div>
          <dt>Business</dt>
          <dd>{company}</dd>
        </div>
        <div>
          <dt>Price</dt>
          <dd>
            {formatPrice(deal.dealPrice)}{' '}
            <s className="udash-coupon__was"><span className="sr-only">Original price </span>{formatPrice(deal.originalPrice)}</s>
          </dd>
        </div>
        <div>
          <dt>{state === 'expired' ? 'Ended' : 'Valid until'}</dt>
          <dd>{showDate(deal.endDate)}</dd>
        </div>
      </dl>

      {state === 'active' && <CouponKeep couponId={coupon.id} />}

      {state === 'active' && (
        <div className="udash-dialog__confirm">
          <p className="udash-dialog__note">
            <strong>For the business:</strong> {USER_DASHBOARD.confirmUsageNote}
          </p>
          <button type="button" className="btn btn--sun btn--block btn--lg" disabled={confirming} onClick={() => onConfirmUsage(coupon)}>
            {confirming ? USER_DASHBOARD.confirmingUsage : USER_DASHBOARD.confirmUsage}
          </button>
        </div>
      )}
      {state === 'used' && coupon.usedAt && (
        <p className="udash-dialog__used" role="status">{USER_DASHBOARD.usedOn(showDate(coupon.usedAt))}</p>
      )}
    </>
  );
}
