// A business's places (its locations): the address a visitor reads and the pin their maps app is guided to. Used by
// business sign-up (optional there), the business dashboard, the admin console and the CLI's business import.
import { objectSchema, optionalText, requiredText, type Field, type JsonSchema } from './fields.js';
import { MAX_PLACES } from '../places.js';
import { validation as V } from '../i18n/en.js';
import { fill } from '../i18n/fill.js';

const coordinate = (min: number, max: number, rangeMessage: string, requiredMessage: string): Field => ({
  schema: { type: 'number', minimum: min, maximum: max, errorMessage: { type: rangeMessage, minimum: rangeMessage, maximum: rangeMessage } },
  required: requiredMessage,
});

export const placeFields = {
  name: optionalText(100, fill(V.mustBeAtMost, { max: 100 })),
  addressLine1: requiredText(V.addressRequired, 200),
  addressLine2: optionalText(200, fill(V.mustBeAtMost, { max: 200 })),
  town: requiredText(V.townRequired, 100),
  postcode: optionalText(20, fill(V.mustBeAtMost, { max: 20 })),
  country: {
    schema: { type: 'string', pattern: '^[A-Z]{2}$', errorMessage: V.countryCode },
    required: V.countryCode,
  },
  latitude: coordinate(-90, 90, V.latitudeRange, V.latitudeRequired),
  longitude: coordinate(-180, 180, V.longitudeRange, V.longitudeRequired),
  openingHours: optionalText(500, fill(V.mustBeAtMost, { max: 500 })),
} satisfies Record<string, Field>;

/** 0,0 (a pin never dropped) refused on the latitude with `message`. */
const notNullIsland = (message: string) => ({
  if: { properties: { latitude: { const: 0 }, longitude: { const: 0 } }, required: ['latitude', 'longitude'] },
  then: { properties: { latitude: { not: { const: 0 }, errorMessage: message } } },
});

/** One place; 0,0 (a pin never dropped) is refused on the latitude with its own message. */
export const placeSchema: JsonSchema = objectSchema(placeFields, { extra: notNullIsland(V.pinNotSet) });

/** A business's places, all of them (a replace): at most MAX_PLACES, the first one the main place. */
export const placesField: Field = {
  schema: { type: 'array', maxItems: MAX_PLACES, items: placeSchema, errorMessage: { type: V.placesList, maxItems: fill(V.placesAtMost, { max: MAX_PLACES }) } },
};

/** GET /api/geocode?q=…: the address to find on the map. */
export const geocodeQuerySchema = objectSchema({ q: requiredText(V.geocodeQueryRequired, 200) });

/** PUT /api/business/places. */
export const businessPlacesSchema = objectSchema({ places: { ...placesField, required: V.placesList } });

/** A partner's own address (the hotel's): one place, without opening hours (nobody visits a partner for a deal). */
const { openingHours: _hours, ...partnerPlaceFields } = placeFields;
export const partnerPlaceSchema: JsonSchema = objectSchema(partnerPlaceFields, { extra: notNullIsland(V.partnerPinNotSet) });

/** PUT /api/partner/place: the partner's address, the point its "Near my address" widgets list the deals around. */
export const partnerPlaceBodySchema = objectSchema({ place: { schema: partnerPlaceSchema, required: V.addressRequired } });
