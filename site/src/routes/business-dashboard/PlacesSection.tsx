// Where the business is (its places): the address visitors read on every deal, and the pin their maps app is guided
// to. Core's 'business-places' rules (the API's messages); each place's fields and pin buttons are the shared
// PlaceFields (app/places); the first place is the main one.
import { useEffect, useState } from 'react';
import { useFieldArray, useForm, type FieldValues, type Resolver } from 'react-hook-form';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { MAX_PLACES, type PlacesRequest } from '@dadeal/core';
import { ApiError, apiCall } from '../../app/api-client.js';
import { coreResolver } from '../../app/forms/core-resolver.js';
import { FormAlert, TextField } from '../../app/forms/fields.js';
import { KEYS, useApiQuery } from '../../app/query-client.js';
import { PLACES } from '../../app/business/texts.js';
import { PlaceFields } from '../../app/places/PlaceFields.js';
import { EMPTY_PLACE as EMPTY, placeToForm as toForm, placeToInput as toInput, type PlaceForm } from '../../app/places/place-form.js';
import { notify } from '../../app/toasts.js';

interface PlacesForm extends FieldValues { places: PlaceForm[] }

const checkPlaces = coreResolver<FieldValues>('business-places');
const resolver: Resolver<PlacesForm> = async (values, context, options) => {
  const checked = await checkPlaces({ places: values.places.map(toInput) }, context, options as never);
  return checked as never;
};

export function PlacesSection() {
  const queryClient = useQueryClient();
  const places = useApiQuery(KEYS.businessPlaces);
  const form = useForm<PlacesForm>({ resolver, defaultValues: { places: [] } });
  const { fields, append, remove } = useFieldArray({ control: form.control, name: 'places' });
  const [alert, setAlert] = useState<string | null>(null);
  useEffect(() => {
    if (places.data) form.reset({ places: places.data.places.length ? places.data.places.map(toForm) : [EMPTY] });
  }, [places.data, form]);
  const save = useMutation({
    mutationFn: (input: PlacesRequest) => apiCall('PUT', '/api/business/places', { body: input }),
    onSuccess: (answer) => {
      queryClient.setQueryData(KEYS.businessPlaces, answer);
      void queryClient.invalidateQueries({ queryKey: KEYS.businessDeals });
      notify.success(PLACES.saved, PLACES.savedText);
    },
  });
  const errorAt = (path: string) => (form.formState.errors as Record<string, { message?: string } | undefined>)[path]?.message;

  const submit = form.handleSubmit(async (values) => {
    setAlert(null);
    try {
      await save.mutateAsync(values as unknown as PlacesRequest);
    } catch (error) {
      if (!(error instanceof ApiError)) return setAlert(PLACES.failed);
      error.fieldErrors.forEach((e) => form.setError(e.field as never, { type: 'server', message: e.message }));
      if (!error.fieldErrors.length) setAlert(error.serverMessage ?? PLACES.failed);
    }
  });

  const busy = form.formState.isSubmitting;
  return (
    <section className="places card" aria-labelledby="places-title">
      <h2 id="places-title" className="staff__title">{PLACES.title}</h2>
      <p className="muted staff__intro">{PLACES.intro}</p>
      <form className="form places__form" noValidate onSubmit={submit} aria-label={PLACES.title}>
        {fields.map((field, i) => (
          <fieldset key={field.id} className="places__place">
            <legend>{i === 0 ? PLACES.mainPlace : PLACES.placeN(i + 1)}</legend>
            <PlaceFields
              form={form}
              prefix={`places.${i}`}
              errorAt={errorAt}
              onAlert={setAlert}
              geocoder
              leading={<TextField label={PLACES.name} error={errorAt(`places.${i}.name`)} {...form.register(`places.${i}.name`)} />}
              trailing={<TextField label={PLACES.openingHours} error={errorAt(`places.${i}.openingHours`)} {...form.register(`places.${i}.openingHours`)} />}
              actions={<button type="button" className="btn btn--ghost btn--sm" onClick={() => remove(i)}>{PLACES.remove}</button>}
            />
          </fieldset>
        ))}
        <div className="places__actions">
          {fields.length < MAX_PLACES && <button type="button" className="btn btn--outline" onClick={() => append(EMPTY)}>{PLACES.add}</button>}
          <button type="submit" className="btn btn--primary" disabled={busy || places.isPending}>{busy ? PLACES.saving : PLACES.save}</button>
        </div>
        <FormAlert message={alert} />
      </form>
    </section>
  );
}
