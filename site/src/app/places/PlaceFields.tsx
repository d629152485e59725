// One place's address and pin, inside a form the caller owns (react-hook-form): address, line 2, town, postcode,
// country, latitude, longitude, and the ways to fill the pin: "Find on the map" (the address searched with the API's
// geocoder, GET /api/geocode, shown for signed-in accounts when the server has one) and "Use my location" (the
// browser's position, for an owner at the counter) and "Drop the pin on a map" (PinDropMap, MapLibre with the server's
// MAP_STYLE_URL, loaded only when pressed; the latitude and longitude fields stay as the keyboard's way). Core's place
// rules check it where the caller's schema does (business-places, business-signup-form, partner-place).
import { Suspense, lazy, useState, type ReactNode } from 'react';
import { useWatch, type FieldValues, type UseFormReturn } from 'react-hook-form';
import { MESSAGES, isValidLatLng, type LatLng } from '@dadeal/core';
import { apiCall, serverMessage } from '../api-client.js';
import { TextField } from '../forms/fields.js';
import { say } from '../i18n/i18n.js';
import { KEYS, useApiQuery } from '../query-client.js';
import { mapStyleUrl } from '../map-style.js';
import { hasWebGl2 } from '../maps/webgl.js';
import { PLACE } from './texts.js';
import './places.css';

// The map and MapLibre: their own chunks, fetched when "Drop the pin on a map" is pressed.
const PinDropMap = lazy(() => import('./SitePinDropMap.js'));

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
  /**
   * Offer "Find on the map" (a signed-in business's or partner's form; the address search is not for visitors), when
   * the server's geocoder is set up (GET /api/geocode/status).
   */
  geocoder?: boolean;
}

export function PlaceFields({ form, prefix, errorAt, onAlert, leading, trailing, actions, pinHint, geocoder = false }: PlaceFieldsProps) {
  const [locating, setLocating] = useState(false);
  const [mapOpen, setMapOpen] = useState(false);
  const [searching, setSearching] = useState(false);
  /** What the last search did, said in the status line (the label of the place found, or that none was). */
  const [found, setFound] = useState<string | null>(null);
  const status = useApiQuery(KEYS.geocodeStatus, { enabled: geocoder, staleTime: Infinity, retry: false });
  const canSearch = geocoder && status.data?.configured === true;
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

  /** The address typed, on one line, searched; the pin (and a missing town, postcode or country) filled from the first place found. */
  const findOnMap = async () => {
    const value = (name: string) => String(f.getValues(`${prefix}.${name}`) ?? '').trim();
    const q = [value('addressLine1'), value('addressLine2'), value('town'), value('postcode'), value('country')].filter(Boolean).join(', ');
    onAlert(null);
    setFound(null);
    if (!value('addressLine1') && !value('town')) return onAlert(PLACE.typeAddressFirst);
    setSearching(true);
    try {
      const results = await apiCall('GET', '/api/geocode', { query: { q } });
      const best = results[0];
      if (!best) return setFound(PLACE.notFound);
      const set = (name: string, v: string) => f.setValue(`${prefix}.${name}`, v, { shouldDirty: true });
      set('latitude', String(best.latitude));
      set('longitude', String(best.longitude));
      if (!value('town') && best.town) set('town', best.town);
      if (!value('postcode') && best.postcode) set('postcode', best.postcode);
      if (!value('country') && best.country) set('country', best.country);
      setFound(PLACE.pinFound(best.label));
    } catch (error) {
      onAlert(say(serverMessage(error, MESSAGES.geocoderUnavailable)));
    } finally {
      setSearching(false);
    }
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
        {canSearch && (
          <button type="button" className="btn btn--outline btn--sm" disabled={searching} onClick={() => void findOnMap()}>
            {searching ? PLACE.searching : PLACE.findOnMap}
          </button>
        )}
        <button type="button" className="btn btn--ghost btn--sm" disabled={locating} onClick={here}>
          {locating ? PLACE.locating : PLACE.useMyLocation}
        </button>
        <button type="button" className="btn btn--ghost btn--sm" aria-expanded={mapOpen} onClick={() => setMapOpen((open) => !open)}>
          {mapOpen ? PLACE.hideMap : PLACE.dropPin}
        </button>
        {actions}
      </div>
      {canSearch && <p className="muted places__found" role="status">{found}</p>}
      {mapOpen && <PinDrop form={f} prefix={prefix} />}
    </>
  );
}

/** The pin's latitude and longitude as the form holds them, as a point (null while not a valid one). */
function pinOf(latitude: unknown, longitude: unknown): LatLng | null {
  const point = { latitude: Number(latitude), longitude: Number(longitude) };
  return String(latitude ?? '').trim() && String(longitude ?? '').trim() && isValidLatLng(point.latitude, point.longitude) ? point : null;
}

/** The opened map, or why there is none; the fields above stay the way to type the pin in. */
function PinDrop({ form, prefix }: { form: UseFormReturn<FieldValues>; prefix: string }) {
  const [latitude, longitude] = useWatch({ control: form.control, name: [`${prefix}.latitude`, `${prefix}.longitude`] });
  const [failed, setFailed] = useState(false);
  const styleUrl = mapStyleUrl();
  const note = (text: string) => <p className="muted places__map-note" role="status">{text}</p>;
  if (!styleUrl || !hasWebGl2()) return note(PLACE.mapUnavailable);
  if (failed) return note(PLACE.mapFailed);
  return (
    <div className="places__map">
      <p className="muted places__map-note">{PLACE.mapHint}</p>
      <Suspense fallback={<p className="muted places__map-note" role="status">{PLACE.mapLoading}</p>}>
        <PinDropMap
          styleUrl={styleUrl}
          pin={pinOf(latitude, longitude)}
          label={PLACE.mapLabel}
          pinLabel={PLACE.pinLabel}
          onFailed={() => setFailed(true)}
          onPick={(point) => {
            form.setValue(`${prefix}.latitude`, String(point.latitude), { shouldDirty: true, shouldValidate: form.formState.isSubmitted });
            form.setValue(`${prefix}.longitude`, String(point.longitude), { shouldDirty: true, shouldValidate: form.formState.isSubmitted });
          }}
        />
      </Suspense>
    </div>
  );
}
