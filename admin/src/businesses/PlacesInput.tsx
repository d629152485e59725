// A business's places in the console: the same fields and rules (core's place schema) as the business's dashboard,
// and "Fill the pin from the address" (the API's address search, GET /api/geocode, when the server has a geocoder), and
// "Drop the pin on a map" (PlacePinMap: the site's map to drop a pin on, loaded when pressed).
import { useEffect, useState } from 'react';
import { ArrayInput, Button, NumberInput, SimpleFormIterator, TextInput, useInput, useNotify } from 'react-admin';
import type { GeocodeResult } from '@dadeal/core';
import { httpClient, serverText } from '../data/http-client';
import { PlacePinMap } from './PlacePinMap';

/** The places as the API takes them: blanks as null, the country US when left out. */
export function placesAsSent(places: unknown): unknown {
  if (!Array.isArray(places)) return undefined;
  const blank = (v: unknown) => (typeof v === 'string' && v.trim() ? v.trim() : null);
  return places.map((p: Record<string, unknown>) => ({
    name: blank(p.name), addressLine1: p.addressLine1 ?? '', addressLine2: blank(p.addressLine2), town: p.town ?? '',
    postcode: blank(p.postcode), country: blank(p.country) ?? 'US', latitude: p.latitude, longitude: p.longitude, openingHours: blank(p.openingHours),
  }));
}

/**
 * Searches the place's address (line 1, line 2, town, postcode, country) and fills its latitude and longitude — and its
 * town, postcode and country when blank — from the first place found. Shown only when GEOCODER_URL is set.
 */
/** Whether the server has an address search (GET /api/geocode/status), asked once per console visit. */
let geocoderStatus: Promise<boolean> | null = null;
const geocoderConfigured = () => (geocoderStatus ??= httpClient('/api/geocode/status')
  .then(({ json }) => (json as { configured: boolean }).configured === true, () => {
    geocoderStatus = null; // asked again next time
    return false;
  }));

/** The place's fields this button reads and fills, by their sources inside the iterator's item. */
const PIN_FIELDS = ['addressLine1', 'addressLine2', 'town', 'postcode', 'country', 'latitude', 'longitude'] as const;

export function FillPinButton() {
  // Each field's form binding (react-admin resolves the source inside the current place of the list).
  const fields = Object.fromEntries(PIN_FIELDS.map((name) => [name, useInput({ source: name }).field])) as Record<(typeof PIN_FIELDS)[number], ReturnType<typeof useInput>['field']>;
  const notify = useNotify();
  const [busy, setBusy] = useState(false);
  const [configured, setConfigured] = useState(false);
  useEffect(() => {
    let current = true;
    void geocoderConfigured().then((yes) => current && setConfigured(yes));
    return () => {
      current = false;
    };
  }, []);
  if (!configured) return null;
  const value = (name: (typeof PIN_FIELDS)[number]) => String(fields[name].value ?? '').trim();
  const fill = async () => {
    const q = (['addressLine1', 'addressLine2', 'town', 'postcode', 'country'] as const).map(value).filter(Boolean).join(', ');
    if (!value('addressLine1') && !value('town')) return notify('Type the address first, then fill the pin from it.', { type: 'warning' });
    setBusy(true);
    try {
      const results = (await httpClient(`/api/geocode?q=${encodeURIComponent(q)}`)).json as GeocodeResult[];
      const best = results[0];
      if (!best) return notify('No place found for this address: check it, or type the latitude and longitude.', { type: 'warning' });
      fields.latitude.onChange(best.latitude);
      fields.longitude.onChange(best.longitude);
      if (!value('town') && best.town) fields.town.onChange(best.town);
      if (!value('postcode') && best.postcode) fields.postcode.onChange(best.postcode);
      if (!value('country') && best.country) fields.country.onChange(best.country);
      notify(`Pin set at ${best.label}`, { type: 'info' });
    } catch (error) {
      notify(serverText(error) ?? 'The address search is not answering right now.', { type: 'error' });
    } finally {
      setBusy(false);
    }
  };
  return <Button label={busy ? 'Finding the address…' : 'Fill the pin from the address'} disabled={busy} onClick={() => void fill()} />;
}

export function PlacesInput() {
  return (
    <ArrayInput source="places" label="Places (the first is the main one)">
      {/* On a wide screen the place's fields wrap onto more lines rather than shrink to a few letters each, and the map
          takes a line of its own; on a phone they stand one under the other. */}
      <SimpleFormIterator inline sx={(theme) => ({ '& .RaSimpleFormIterator-form': { flex: 1, [theme.breakpoints.up('sm')]: { flexWrap: 'wrap', '& > .MuiFormControl-root': { flex: '1 1 170px' } } } })}>
        <TextInput source="name" label="Place name" helperText={false} />
        <TextInput source="addressLine1" label="Address" helperText={false} />
        <TextInput source="addressLine2" label="Address line 2" helperText={false} />
        <TextInput source="town" label="Town" helperText={false} />
        <TextInput source="postcode" label="Postcode" helperText={false} />
        <TextInput source="country" label="Country" defaultValue="US" helperText={false} />
        <NumberInput source="latitude" label="Latitude" step={0.0001} helperText={false} />
        <NumberInput source="longitude" label="Longitude" step={0.0001} helperText={false} />
        <FillPinButton />
        <PlacePinMap />
        <TextInput source="openingHours" label="Opening hours" helperText={false} />
      </SimpleFormIterator>
    </ArrayInput>
  );
}
