// The feature dialog (spec §2 "Feature-deal screens"): the plans the server sells, each leading to the deal's preview
// page; a deal that is featured already gets the "already featured" dialog saying where it appears and until when.
import * as Dialog from '@radix-ui/react-dialog';
import type { Deal } from '@dadeal/core';
import { FeaturedPlaces } from '../../app/business/FeaturedPlaces.js';
import { ModalCloseButton } from '../../app/layout/ModalCloseButton.js';
import { PageLoading } from '../../app/layout/Layout.js';
import { PlanChoices } from '../../app/business/PlanChoices.js';
import { BUSINESS_DASHBOARD, FEATURE } from '../../app/business/texts.js';
import { canBeFeatured } from '../../app/business/deal-status.js';
import { useFeaturingPlans } from '../../app/business/use-featuring.js';

export interface FeatureDealDialogProps {
  deal: Deal | null;
  onClose: () => void;
}

export function FeatureDealDialog({ deal, onClose }: FeatureDealDialogProps) {
  return (
    <Dialog.Root open={deal !== null} onOpenChange={(open) => !open && onClose()}>
      <Dialog.Portal>
        <Dialog.Overlay className="modal__overlay" />
        <Dialog.Content className="modal modal--wide bdash-feature" aria-describedby={undefined}>
          {deal && (deal.isFeatured ? <AlreadyFeatured deal={deal} /> : <ChoosePlan deal={deal} />)}
          <ModalCloseButton />
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}

function AlreadyFeatured({ deal }: { deal: Deal }) {
  return (
    <>
      <Dialog.Title className="modal__title">★ {FEATURE.alreadyTitle}</Dialog.Title>
      <p className="bdash-feature__deal">{deal.title}</p>
      <FeaturedPlaces deal={deal} />
      <div className="modal__actions">
        <Dialog.Close className="btn btn--primary">{BUSINESS_DASHBOARD.ok}</Dialog.Close>
      </div>
    </>
  );
}

function ChoosePlan({ deal }: { deal: Deal }) {
  const plans = useFeaturingPlans();
  if (!canBeFeatured(deal, Date.now())) {
    return (
      <>
        <Dialog.Title className="modal__title">{FEATURE.dialogTitle}</Dialog.Title>
        <p>{FEATURE.notLive}</p>
      </>
    );
  }
  return (
    <>
      <Dialog.Title className="modal__title">{FEATURE.dialogTitle}</Dialog.Title>
      <p>{FEATURE.dialogIntro(deal.title)}</p>
      {plans.isPending ? (
        <PageLoading />
      ) : plans.isError ? (
        <p className="form-alert" role="alert">{plans.error.message}</p>
      ) : (
        <PlanChoices dealId={deal.id} plans={plans.data} />
      )}
    </>
  );
}
