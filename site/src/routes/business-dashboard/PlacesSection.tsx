// Where the business is (its places): the address visitors read on every deal, and the pin their maps app is guided
// to. Core's 'business-places' rules (the API's messages); "Use my location" fills the pin from the browser when the
// owner stands at the counter; the first place is the main one.
import { useEffect, useState } from 'react';
import { useFieldArray, useForm, type FieldValues, type Resolver } from 'react-hook-form';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { MAX_PLACES, type Place } from '@dadeal/core';
import { ApiError, apiRequest } from '../../app/api-client.js';
import { coreResolver } from '../../app/forms/core-resolver.js';
import { FormAlert, TextField } from '../../app/forms/fields.js';
import { KEYS } from '../../app/query-client.js';
import { PLACES } from '../../app/business/texts.js';
import { notify } from '../../app/toasts.js';

type PlaceForm = { [K in keyof Place]: string };
interface PlacesForm extends FieldValues { places: PlaceForm[] }

const EMPTY: PlaceForm = { name: '', addressLine1: '', addressLine2: '', town: '', postcode: '', country: 'US', latitude: '', longitude: '', openingHours: '' };
const toForm = (p: Place): PlaceForm => ({
  name: p.name ?? '', addressLine1: p.addressLine1, addressLine2: p.addressLine2 ?? '', town: p.town, postcode: p.postcode ?? '',
  country: p.country, latitude: String(p.latitude), longitude: String(p.longitude), openingHours: p.openingHours ?? '',
});
/** A typed coordinate as the API takes it: a number, or the text as typed (core says what is wrong with it). */
const coordinate = (v: string) => (v.trim() === '' ? undefined : Number.isFinite(Number(v)) ? Number(v) : v);
const toInput = (p: PlaceForm) => ({
  ...p, name: p.name || null, addressLine2: p.addressLine2 || null, postcode: p.postcode || null, openingHours: p.openingHours || null,
  latitude: coordinate(p.latitude), longitude: coordinate(p.longitude),
});

const checkPlaces = coreResolver<FieldValues>('business-places');
const resolver: Resolver<PlacesForm> = async (values, context, options) => {
  const checked = await checkPlaces({ places: values.places.map(toInput) }, context, options as never);
  return checked as never;
};

export function PlacesSection() {
  const queryClient = useQueryClient();
  const places = useQuery<{ places: Place[] }>({ queryKey: KEYS.businessPlaces });
  const form = useForm<PlacesForm>({ resolver, defaultValues: { places: [] } });
  const { fields, append, remove } = useFieldArray({ control: form.control, name: 'places' });
  const [alert, setAlert] = useState<string | null>(null);
  const [locating, setLocating] = useState<number | null>(null);
  useEffect(() => {
    if (places.data) form.reset({ places: places.data.places.length ? places.data.places.map(toForm) : [EMPTY] });
  }, [places.data, form]);
  const save = useMutation({
    mutationFn: (input: { places: unknown[] }) => apiRequest<{ places: Place[] }>('PUT', '/api/business/places', input),
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
      await save.mutateAsync(values as unknown as { places: unknown[] });
    } catch (error) {
      if (!(error instanceof ApiError)) return setAlert(PLACES.failed);
      error.fieldErrors.forEach((e) => form.setError(e.field as never, { type: 'server', message: e.message }));
      if (!error.fieldErrors.length) setAlert(error.serverMessage ?? PLACES.failed);
    }
  });

  const here = (index: number) => {
    if (!navigator.geolocation) return setAlert(PLACES.noLocation);
    setLocating(index);
    navigator.geolocation.getCurrentPosition(
      (position) => {
        setLocating(null);
        form.setValue(`places.${index}.latitude`, position.coords.latitude.toFixed(6), { shouldDirty: true });
        form.setValue(`places.${index}.longitude`, position.coords.longitude.toFixed(6), { shouldDirty: true });
      },
      () => {
        setLocating(null);
        setAlert(PLACES.noLocation);
      },
      { enableHighAccuracy: true, timeout: 15_000 },
    );
  };

  const busy = form.formState.isSubmitting;
  return (
    <section className="places card" aria-labelledby="places-title">
      <h2 id="places-title" className="staff__title">{PLACES.title}</h2>
      <p className="muted staff__intro">{PLACES.intro}</p>
      <form className="form places__form" noValidate onSubmit={submit} aria-label={PLACES.title}>
        {fields.map((field, i) => (
          <fieldset key={field.id} className="places__place">
            <legend>{i === 0 ? PLACES.mainPlace : PLACES.placeN(i + 1)}</legend>
            <TextField label={PLACES.name} error={errorAt(`places.${i}.name`)} {...form.register(`places.${i}.name`)} />
            <TextField label={PLACES.address} autoComplete="address-line1" error={errorAt(`places.${i}.addressLine1`)} {...form.register(`places.${i}.addressLine1`)} />
            <TextField label={PLACES.address2} autoComplete="address-line2" error={errorAt(`places.${i}.addressLine2`)} {...form.register(`places.${i}.addressLine2`)} />
            <TextField label={PLACES.town} autoComplete="address-level2" error={errorAt(`places.${i}.town`)} {...form.register(`places.${i}.town`)} />
            <TextField label={PLACES.postcode} autoComplete="postal-code" error={errorAt(`places.${i}.postcode`)} {...form.register(`places.${i}.postcode`)} />
            <TextField label={PLACES.country} autoComplete="country" maxLength={2} error={errorAt(`places.${i}.country`)} {...form.register(`places.${i}.country`)} />
            <TextField label={PLACES.latitude} inputMode="decimal" error={errorAt(`places.${i}.latitude`)} {...form.register(`places.${i}.latitude`)} />
            <TextField label={PLACES.longitude} inputMode="decimal" error={errorAt(`places.${i}.longitude`)} {...form.register(`places.${i}.longitude`)} />
            <TextField label={PLACES.openingHours} error={errorAt(`places.${i}.openingHours`)} {...form.register(`places.${i}.openingHours`)} />
            <div className="places__actions">
              <button type="button" className="btn btn--ghost btn--sm" disabled={locating !== null} onClick={() => here(i)}>
                {locating === i ? PLACES.locating : PLACES.useMyLocation}
              </button>
              <button type="button" className="btn btn--ghost btn--sm" onClick={() => remove(i)}>{PLACES.remove}</button>
            </div>
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
