// The coupon shown at the business (spec §2): the code large and as a QR code to scan or type, the deal's facts,
// Add to calendar / Add to Apple Wallet, and "Business: Confirm Usage" for the business to press once it
// has checked who holds the coupon.
import { useRef } from 'react';
import * as Dialog from '@radix-ui/react-dialog';
import { QRCodeSVG } from 'qrcode.react';
import type { Coupon, CouponState } from '@dadeal/core';
import { price } from '../../app/i18n/i18n.js';
import { USER_DASHBOARD } from './texts.js';
import { couponOpenerId } from './CouponCard.js';
import { showDate } from '../../app/dates.js';
import { ModalCloseButton } from '../../app/layout/ModalCloseButton.js';
import { RateVisit, useOwnReviews } from './RateVisit.js';
import { CouponKeep } from './CouponKeep.js';
import { DealPlaces } from '@dadeal/widgets';

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
  const company = deal.business?.companyName ?? USER_DASHBOARD.theBusiness;
  return (
    <>
      <Dialog.Title className="modal__title">{deal.title}</Dialog.Title>
      <Dialog.Description className="udash-dialog__intro">
        {state === 'active'
          ? USER_DASHBOARD.showAtCounter(company)
          : state === 'used'
            ? USER_DASHBOARD.couponUsed
            : USER_DASHBOARD.couponExpired}
      </Dialog.Description>

      <div className={`udash-dialog__ticket udash-dialog__ticket--${state}`}>
        <div className="udash-dialog__qr">
          <QRCodeSVG
            value={coupon.couponCode}
            size={168}
            marginSize={4}
            level="M"
            role="img"
            aria-label={USER_DASHBOARD.qrLabel(coupon.couponCode)}
          />
        </div>
        <p className="udash-dialog__code">
          <span className="udash-dialog__code-label">{USER_DASHBOARD.couponCode}</span>
          <code>{coupon.couponCode}</code>
        </p>
      </div>

      <dl className="udash-dialog__facts">
        <div>
          <dt>{USER_DASHBOARD.business}</dt>
          <dd>{company}</dd>
        </div>
        <div>
          <dt>{USER_DASHBOARD.price}</dt>
          <dd>
            {price(deal.dealPrice)}{' '}
            <s className="udash-coupon__was"><span className="sr-only">{USER_DASHBOARD.originalPrice} </span>{price(deal.originalPrice)}</s>
          </dd>
        </div>
        <div>
          <dt>{state === 'expired' ? USER_DASHBOARD.ended : USER_DASHBOARD.validUntil}</dt>
          <dd>{showDate(deal.endDate)}</dd>
        </div>
      </dl>

      {/* Where to show it: the business's places, each with Directions (the holder walks there). */}
      {state === 'active' && <DealPlaces deal={deal} companyName={company} />}

      {state === 'active' && <CouponKeep couponId={coupon.id} />}

      {state === 'active' && (
        <div className="udash-dialog__confirm">
          <p className="udash-dialog__note">
            <strong>{USER_DASHBOARD.forTheBusiness}</strong> {USER_DASHBOARD.confirmUsageNote}
          </p>
          <button type="button" className="btn btn--sun btn--block btn--lg" disabled={confirming} onClick={() => onConfirmUsage(coupon)}>
            {confirming ? USER_DASHBOARD.confirmingUsage : USER_DASHBOARD.confirmUsage}
          </button>
        </div>
      )}
      {state === 'used' && coupon.usedAt && (
        <p className="udash-dialog__used" role="status">{USER_DASHBOARD.usedOn(showDate(coupon.usedAt))}</p>
      )}
      {state === 'used' && <DialogRateVisit coupon={coupon} />}
    </>
  );
}

/** "Rate your visit" in the coupon's dialog, as on its card. */
function DialogRateVisit({ coupon }: { coupon: Coupon }) {
  const reviews = useOwnReviews();
  return <RateVisit coupon={coupon} review={reviews.get(coupon.id)} />;
}
