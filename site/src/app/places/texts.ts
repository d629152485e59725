// A place's words (core's `site.place.*`): the address and pin fields every place form shows (business sign-up, the
// business dashboard's "Where you are", the partner's address). Loaded with the place form, not with a first screen.
import { site as placeWords } from '@dadeal/core/i18n/generated/en.site.place.js';
import { addEnglish, t } from '../i18n/i18n.js';
import { texts } from '../texts.js';

addEnglish(placeWords);

export const PLACE = texts({
  address: 'place.address',
  address2: 'place.address2',
  town: 'place.town',
  postcode: 'place.postcode',
  country: 'place.country',
  latitude: 'place.latitude',
  longitude: 'place.longitude',
  useMyLocation: 'place.useMyLocation',
  locating: 'place.locating',
  noLocation: 'place.noLocation',
  findOnMap: 'place.findOnMap',
  searching: 'place.searching',
  notFound: 'place.notFound',
  typeAddressFirst: 'place.typeAddressFirst',
  dropPin: 'place.dropPin',
  hideMap: 'place.hideMap',
  mapLabel: 'place.mapLabel',
  mapHint: 'place.mapHint',
  mapLoading: 'place.mapLoading',
  mapUnavailable: 'place.mapUnavailable',
  mapFailed: 'place.mapFailed',
  pinLabel: 'place.pinLabel',
}, {
  pinFound: (label: string) => t('place.pinFound', { label }),
});
