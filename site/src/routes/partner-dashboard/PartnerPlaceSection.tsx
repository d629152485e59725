// The partner's own address (a hotel's): the point the embed builder's "Near my address" writes into its widgets'
// `near`, so a hotel's page lists the deals nearest the hotel (docs/decisions/0069). One place, checked by core's
// 'partner-place' rules (the API's messages); its fields and pin buttons are the shared PlaceFields (the address search
// when the server has a geocoder, the map to drop the pin on, "Use my location").
import { useEffect, useState } from 'react';
import { useForm, type FieldValues, type Resolver } from 'react-hook-form';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { PartnerPlaceRequest, PartnerResponse, Place } from '@dadeal/core';
import { ApiError, apiCall } from '../../app/api-client.js';
import { coreResolver } from '../../app/forms/core-resolver.js';
import { FormAlert } from '../../app/forms/fields.js';
import { KEYS } from '../../app/query-client.js';
import { PlaceFields } from '../../app/places/PlaceFields.js';
import { EMPTY_PLACE, placeToForm, placeToInput, type PlaceForm } from '../../app/places/place-form.js';
import { notify } from '../../app/toasts.js';
import { PARTNER_TEXTS } from './texts.js';

interface AddressForm extends FieldValues { place: PlaceForm }

const checkPlace = coreResolver<FieldValues>('partner-place');
const resolver: Resolver<AddressForm> = async (values, context, options) => {
  const { openingHours: _hours, ...place } = placeToInput(values.place);
  return (await checkPlace({ place }, context, options as never)) as never;
};

export function PartnerPlaceSection({ place }: { place: Place | null }) {
  const queryClient = useQueryClient();
  const form = useForm<AddressForm>({ resolver, defaultValues: { place: place ? placeToForm(place) : EMPTY_PLACE } });
  const [alert, setAlert] = useState<string | null>(null);
  useEffect(() => {
    form.reset({ place: place ? placeToForm(place) : EMPTY_PLACE });
  }, [place, form]);
  const onSaved = (answer: PartnerResponse) => {
    queryClient.setQueryData(KEYS.partnerReport, (report) => (report ? { ...report, partner: answer.partner } : report));
  };
  const save = useMutation({
    mutationFn: (input: PartnerPlaceRequest) => apiCall('PUT', '/api/partner/place', { body: input }),
    onSuccess: (answer) => {
      onSaved(answer);
      notify.success(PARTNER_TEXTS.placeSaved, PARTNER_TEXTS.placeSavedText);
    },
  });
  const remove = useMutation({
    mutationFn: () => apiCall('DELETE', '/api/partner/place'),
    onSuccess: onSaved,
    onError: () => setAlert(PARTNER_TEXTS.tryAgain),
  });
  const errorAt = (path: string) => (form.formState.errors as Record<string, { message?: string } | undefined>)[path]?.message;

  const submit = form.handleSubmit(async (values) => {
    setAlert(null);
    try {
      await save.mutateAsync(values as unknown as PartnerPlaceRequest);
    } catch (error) {
      if (!(error instanceof ApiError)) return setAlert(PARTNER_TEXTS.tryAgain);
      error.fieldErrors.forEach((e) => form.setError(e.field as never, { type: 'server', message: e.message }));
      if (!error.fieldErrors.length) setAlert(error.serverMessage ?? PARTNER_TEXTS.tryAgain);
    }
  });

  return (
    <section className="card pdash__section places" aria-labelledby="pdash-place">
      <h2 id="pdash-place">{PARTNER_TEXTS.placeTitle}</h2>
      <p className="muted">{PARTNER_TEXTS.placeIntro}</p>
      <form className="form places__form" noValidate onSubmit={submit} aria-label={PARTNER_TEXTS.placeTitle}>
        <fieldset className="places__place">
          <legend className="sr-only">{PARTNER_TEXTS.placeTitle}</legend>
          <PlaceFields form={form} prefix="place" errorAt={errorAt} onAlert={setAlert} geocoder />
        </fieldset>
        <div className="places__actions">
          <button type="submit" className="btn btn--primary" disabled={form.formState.isSubmitting}>
            {form.formState.isSubmitting ? PARTNER_TEXTS.savingPlace : PARTNER_TEXTS.savePlace}
          </button>
          {place && (
            <button type="button" className="btn btn--ghost" disabled={remove.isPending} onClick={() => remove.mutate()}>{PARTNER_TEXTS.removePlace}</button>
          )}
        </div>
        <FormAlert message={alert} />
      </form>
    </section>
  );
}
