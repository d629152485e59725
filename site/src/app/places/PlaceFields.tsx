// One place's address and pin, inside a form the caller owns (react-hook-form): address, line 2, town, postcode,
// country, latitude, longitude, and the ways to fill the pin — "Use my location" (the browser's position, for an owner
// at the counter). Core's place rules check it where the caller's schema does (business-places, business-signup-form).
import { useState, type ReactNode } from 'react';
import type { FieldValues, UseFormReturn } from 'react-hook-form';
import { TextField } from '../forms/fields.js';
import { PLACE } from './texts.js';
import './places.css';

export interface PlaceFieldsProps {
  /** The caller's form, which holds the place under `prefix`. */
  form: UseFormReturn<any>;
  /** Where the place is in the form's values: `places.0`. */
  prefix: string;
  /** The error of a field by its path (`places.0.town`). */
  errorAt(path: string): string | undefined;
  /** A message for the form's red box (the position could not be read); null clears it. */
  onAlert(message: string | null): void;
  /** Fields before the address (the dashboard's place name). */
  leading?: ReactNode;
  /** Fields after the pin (the dashboard's opening hours). */
  trailing?: ReactNode;
  /** Buttons beside the pin's (the dashboard's Remove). */
  actions?: ReactNode;
  /** The hint under the longitude (the sign-up's: how to leave the pin for later). */
  pinHint?: ReactNode;
}

export function PlaceFields({ form, prefix, errorAt, onAlert, leading, trailing, actions, pinHint }: PlaceFieldsProps) {
  const [locating, setLocating] = useState(false);
  const f = form as UseFormReturn<FieldValues>;
  const field = (name: string) => f.register(`${prefix}.${name}`);
  const error = (name: string) => errorAt(`${prefix}.${name}`);

  const here = () => {
    if (!navigator.geolocation) return onAlert(PLACE.noLocation);
    onAlert(null);
    setLocating(true);
    navigator.geolocation.getCurrentPosition(
      (position) => {
        setLocating(false);
        f.setValue(`${prefix}.latitude`, position.coords.latitude.toFixed(6), { shouldDirty: true });
        f.setValue(`${prefix}.longitude`, position.coords.longitude.toFixed(6), { shouldDirty: true });
      },
      () => {
        setLocating(false);
        onAlert(PLACE.noLocation);
      },
      { enableHighAccuracy: true, timeout: 15_000 },
    );
  };

  return (
    <>
      {leading}
      <TextField label={PLACE.address} autoComplete="address-line1" error={error('addressLine1')} {...field('addressLine1')} />
      <TextField label={PLACE.address2} autoComplete="address-line2" error={error('addressLine2')} {...field('addressLine2')} />
      <TextField label={PLACE.town} autoComplete="address-level2" error={error('town')} {...field('town')} />
      <TextField label={PLACE.postcode} autoComplete="postal-code" error={error('postcode')} {...field('postcode')} />
      <TextField label={PLACE.country} autoComplete="country" maxLength={2} error={error('country')} {...field('country')} />
      <TextField label={PLACE.latitude} inputMode="decimal" error={error('latitude')} {...field('latitude')} />
      <TextField label={PLACE.longitude} inputMode="decimal" error={error('longitude')} hint={pinHint} {...field('longitude')} />
      {trailing}
      <div className="places__actions">
        <button type="button" className="btn btn--ghost btn--sm" disabled={locating} onClick={here}>
          {locating ? PLACE.locating : PLACE.useMyLocation}
        </button>
        {actions}
      </div>
    </>
  );
}
