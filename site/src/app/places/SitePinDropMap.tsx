// The site's map to drop a pin on (PlaceFields' lazy chunk): the shared PinDropMap with MapLibre's control words in
// the page's language (core's `site.map.*`), loaded with the map rather than with every place form.
import { site as mapWords } from '@dadeal/core/i18n/generated/en.site.map.js';
import { addEnglish, t } from '../i18n/i18n.js';
import PinDropMap, { type PinDropMapProps } from './PinDropMap.js';

addEnglish(mapWords);

export default function SitePinDropMap(props: Omit<PinDropMapProps, 'controlWords'>) {
  const controlWords = { canvas: t('map.canvas'), zoomIn: t('map.zoomIn'), zoomOut: t('map.zoomOut'), attribution: t('map.attribution'), logo: t('map.logo') };
  return <PinDropMap {...props} controlWords={controlWords} />;
}
