// Business sign-up's optional place, loaded when "Add your address" is pressed (not in the page's first script): the
// address and pin fields every place form shows (PlaceFields), in the sign-up form's own react-hook-form. Nothing typed:
// no place is sent (the owner adds it later in the dashboard's "Where you are"); anything typed: core's place rules.
import { useEffect } from 'react';
import type { UseFormReturn } from 'react-hook-form';
import { t } from '../../app/i18n/i18n.js';
import { PlaceFields } from '../../app/places/PlaceFields.js';
import type { SignupValues } from './signup-values.js';

export interface SignupPlaceProps {
  form: UseFormReturn<SignupValues>;
  errorAt(path: string): string | undefined;
  onAlert(message: string | null): void;
}

export default function SignupPlace({ form, errorAt, onAlert }: SignupPlaceProps) {
  // The button that opened the part is gone: the visitor goes on at the address.
  useEffect(() => form.setFocus('places.0.addressLine1'), [form]);
  return (
    <fieldset className="places__place acct-place">
      <legend>{t('place.whereYouAre')}</legend>
      <p className="muted acct-place__intro">{t('place.signupIntro')}</p>
      <PlaceFields form={form} prefix="places.0" errorAt={errorAt} onAlert={onAlert} pinHint={t('place.pinLater')} />
    </fieldset>
  );
}
