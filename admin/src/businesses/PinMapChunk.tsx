// The console's map chunk: the site's PinDropMap (and, through it, MapLibre's loader) with MapLibre's control words,
// core's English `site.map.*` (the console speaks English only).
import PinDropMap, { type PinDropMapProps } from '@dadeal/site/pin-drop-map';
import { site as mapWords } from '@dadeal/core/i18n/generated/en.site.map.js';

/** A plain word of the catalogue (these have no placeholders). */
const word = (key: keyof typeof mapWords) => {
  const message = mapWords[key];
  return typeof message === 'string' ? message : '';
};
const controlWords = { canvas: word('map.canvas'), zoomIn: word('map.zoomIn'), zoomOut: word('map.zoomOut'), attribution: word('map.attribution'), logo: word('map.logo') };

export default function PinMapChunk(props: Omit<PinDropMapProps, 'controlWords'>) {
  return <PinDropMap {...props} controlWords={controlWords} />;
}
