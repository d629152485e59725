// A business's places in the console: the same fields and rules (core's place schema) as the business's dashboard.
import { ArrayInput, NumberInput, SimpleFormIterator, TextInput } from 'react-admin';

/** The places as the API takes them: blanks as null, the country US when left out. */
export function placesAsSent(places: unknown): unknown {
  if (!Array.isArray(places)) return undefined;
  const blank = (v: unknown) => (typeof v === 'string' && v.trim() ? v.trim() : null);
  return places.map((p: Record<string, unknown>) => ({
    name: blank(p.name), addressLine1: p.addressLine1 ?? '', addressLine2: blank(p.addressLine2), town: p.town ?? '',
    postcode: blank(p.postcode), country: blank(p.country) ?? 'US', latitude: p.latitude, longitude: p.longitude, openingHours: blank(p.openingHours),
  }));
}

export function PlacesInput() {
  return (
    <ArrayInput source="places" label="Places (the first is the main one)">
      <SimpleFormIterator inline>
        <TextInput source="name" label="Place name" helperText={false} />
        <TextInput source="addressLine1" label="Address" helperText={false} />
        <TextInput source="addressLine2" label="Address line 2" helperText={false} />
        <TextInput source="town" label="Town" helperText={false} />
        <TextInput source="postcode" label="Postcode" helperText={false} />
        <TextInput source="country" label="Country" defaultValue="US" helperText={false} />
        <NumberInput source="latitude" label="Latitude" step={0.0001} helperText={false} />
        <NumberInput source="longitude" label="Longitude" step={0.0001} helperText={false} />
        <TextInput source="openingHours" label="Opening hours" helperText={false} />
      </SimpleFormIterator>
    </ArrayInput>
  );
}
