// The create-deal dialog (spec §2, §5): every field checked with core's 'deal-create' schema (the API's messages),
// date pickers, prices in steps of 0.01, and an optional picture checked for type and size before it is uploaded,
// with a preview. Server field errors land on their fields.
import { useEffect, useRef, useState } from 'react';
import * as Dialog from '@radix-ui/react-dialog';
import { useForm, type Path } from 'react-hook-form';
import {
  BUSINESS_CATEGORIES, DEAL_CATEGORIES, DEFAULT_DEAL_DAYS, IMAGE_MESSAGES, IMAGE_TYPES, checkImageFile, type DealCreateRequest,
} from '@dadeal/core';
import { useTexts } from '@dadeal/widgets';
import { ApiError } from '../../app/api-client.js';
import { coreResolver } from '../../app/forms/core-resolver.js';
import { FormAlert, SelectField, TextAreaField, TextField } from '../../app/forms/fields.js';
import { ModalCloseButton } from '../../app/layout/ModalCloseButton.js';
import { BUSINESS_DASHBOARD, CREATE_DEAL } from '../../app/business/texts.js';
import { notify } from '../../app/toasts.js';
import { useCreateDeal } from './use-business-dashboard.js';

/** The form as typed: dates are the pickers' YYYY-MM-DD, the coupon count a number (or '' while empty). */
export interface DealFormValues {
  title: string;
  description: string;
  originalPrice: string;
  dealPrice: string;
  category: string;
  businessCategory: string;
  startDate: string;
  endDate: string;
  totalCoupons: number | '';
  termsConditions: string;
}

/** A local calendar day as the date picker writes it. */
function dayString(date: Date): string {
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
}

function emptyDeal(now = new Date()): DealFormValues {
  const end = new Date(now);
  end.setDate(end.getDate() + DEFAULT_DEAL_DAYS);
  return {
    title: '', description: '', originalPrice: '', dealPrice: '', category: 'Monthly', businessCategory: 'restaurant',
    startDate: dayString(now), endDate: dayString(end), totalCoupons: '', termsConditions: '',
  };
}

/**
 * The picked days as instants: a deal starts when its first day starts and runs to the end of its last day, in the
 * business's own time zone (what a person means by "from the 1st to the 7th").
 */
export function dealPeriod(startDay: string, endDay: string): { startDate: string; endDate: string } {
  const start = new Date(`${startDay}T00:00:00`);
  const end = new Date(`${endDay}T23:59:59.999`);
  return { startDate: start.toISOString(), endDate: end.toISOString() };
}

export interface CreateDealDialogProps {
  open: boolean;
  onClose: () => void;
}

export function CreateDealDialog({ open, onClose }: CreateDealDialogProps) {
  return (
    <Dialog.Root open={open} onOpenChange={(next) => !next && onClose()}>
      <Dialog.Portal>
        <Dialog.Overlay className="modal__overlay" />
        <Dialog.Content className="modal modal--wide bdash-create" aria-describedby="create-deal-intro">
          <Dialog.Title className="modal__title">{CREATE_DEAL.title}</Dialog.Title>
          <p id="create-deal-intro" className="muted bdash-create__intro">{CREATE_DEAL.intro}</p>
          {open && <CreateDealForm onCreated={onClose} />}
          <ModalCloseButton />
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}

function CreateDealForm({ onCreated }: { onCreated: () => void }) {
  const form = useForm<DealFormValues>({ resolver: coreResolver('deal-create'), defaultValues: emptyDeal() });
  const { register, formState, setError } = form;
  const errors = formState.errors;
  const create = useCreateDeal(onCreated);
  const [image, setImage] = useState<File | null>(null);
  const [preview, setPreview] = useState<string | null>(null);
  const [alert, setAlert] = useState<string | null>(null);
  const fileInput = useRef<HTMLInputElement>(null);

  useEffect(() => {
    if (!image) return setPreview(null);
    const url = URL.createObjectURL(image);
    setPreview(url);
    return () => URL.revokeObjectURL(url);
  }, [image]);

  const pickImage = (file: File | undefined) => {
    if (!file) return setImage(null);
    const refusal = checkImageFile(file);
    if (refusal) {
      // core's words (say() in toasts translates the API's); the size's advice is the business screens' own.
      notify.error(refusal[0], refusal === IMAGE_MESSAGES.tooLarge ? CREATE_DEAL.imageTooLarge : refusal[1]);
      if (fileInput.current) fileInput.current.value = '';
      return setImage(null);
    }
    setImage(file);
  };

  const clearImage = () => {
    setImage(null);
    if (fileInput.current) fileInput.current.value = '';
  };

  const submit = form.handleSubmit(async (values) => {
    setAlert(null);
    // The resolver answered the values as core checked them: required fields present, prices and count valid.
    const deal = { ...(values as unknown as Omit<DealCreateRequest, 'imageUrl'>), ...dealPeriod(values.startDate, values.endDate) };
    try {
      await create.mutateAsync({ deal, image });
    } catch (error) {
      if (!(error instanceof ApiError)) return;
      let focused = false;
      for (const fieldError of error.fieldErrors) {
        if (!(fieldError.field in emptyDeal())) continue;
        setError(fieldError.field as Path<DealFormValues>, { type: 'server', message: fieldError.message }, { shouldFocus: !focused });
        focused = true;
      }
      if (!focused) setAlert(error.serverMessage ?? error.message);
    }
  });

  const busy = formState.isSubmitting;
  // The deal types and business categories as the home page's tabs and badges name them (core's `widgets` words).
  const words = useTexts();
  return (
    <form className="form" noValidate onSubmit={submit}>
      <TextField label={CREATE_DEAL.fields.title} error={errors.title?.message} {...register('title')} />
      <TextAreaField label={CREATE_DEAL.fields.description} rows={3} error={errors.description?.message} {...register('description')} />
      <div className="form__grid">
        <TextField label={CREATE_DEAL.fields.originalPrice} type="number" inputMode="decimal" min="0" step="0.01" error={errors.originalPrice?.message} {...register('originalPrice')} />
        <TextField label={CREATE_DEAL.fields.dealPrice} type="number" inputMode="decimal" min="0" step="0.01" error={errors.dealPrice?.message} {...register('dealPrice')} />
        <SelectField label={CREATE_DEAL.fields.category} error={errors.category?.message} {...register('category')}>
          {DEAL_CATEGORIES.map((c) => <option key={c} value={c}>{words.dealCategory(c)}</option>)}
        </SelectField>
        <SelectField label={CREATE_DEAL.fields.businessCategory} error={errors.businessCategory?.message} {...register('businessCategory')}>
          {BUSINESS_CATEGORIES.map((c) => <option key={c} value={c}>{words.businessCategoryName(c)}</option>)}
        </SelectField>
        <TextField label={CREATE_DEAL.fields.startDate} type="date" error={errors.startDate?.message} {...register('startDate')} />
        <TextField label={CREATE_DEAL.fields.endDate} type="date" error={errors.endDate?.message} {...register('endDate')} />
        <TextField
          label={CREATE_DEAL.fields.totalCoupons}
          type="number"
          inputMode="numeric"
          min="1"
          step="1"
          error={errors.totalCoupons?.message}
          {...register('totalCoupons', { setValueAs: (v: unknown) => (v === '' || v === null || v === undefined ? '' : Number(v)) })}
        />
      </div>
      <TextAreaField label={CREATE_DEAL.fields.termsConditions} rows={2} error={errors.termsConditions?.message} {...register('termsConditions')} />
      <div className="field bdash-image">
        <label htmlFor="deal-image" className="field__label">{CREATE_DEAL.fields.image}</label>
        <div className="bdash-image__row">
          {preview && <img src={preview} alt={CREATE_DEAL.imagePreview} className="bdash-image__preview" />}
          <input
            ref={fileInput}
            id="deal-image"
            type="file"
            accept={IMAGE_TYPES.join(',')}
            className="bdash-image__input"
            aria-describedby="deal-image-hint"
            onChange={(event) => pickImage(event.target.files?.[0])}
          />
          {image && <button type="button" className="btn btn--ghost btn--sm" onClick={clearImage}>{CREATE_DEAL.removeImage}</button>}
        </div>
        <p className="field__hint" id="deal-image-hint">{CREATE_DEAL.imageHint}</p>
      </div>
      <FormAlert message={alert} />
      <div className="modal__actions">
        <Dialog.Close className="btn btn--outline" type="button" disabled={busy}>{BUSINESS_DASHBOARD.cancel}</Dialog.Close>
        <button type="submit" className="btn btn--primary" disabled={busy}>{busy ? BUSINESS_DASHBOARD.creating : CREATE_DEAL.submit}</button>
      </div>
    </form>
  );
}
