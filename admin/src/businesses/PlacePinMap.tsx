// "Drop the pin on a map" in a business's place (PlacesInput): the site's own map to drop a pin on
// (`@dadeal/site/pin-drop-map`, MapLibre with the server's MAP_STYLE_URL, which the console's page carries in its head
// as the site's pages do). The map and MapLibre are their own chunks, fetched when the button is pressed: nothing of
// them in the console's first load. A click or a dragged pin writes the latitude and longitude fields (6 decimals),
// dirtying the form as typing would; the fields stay the keyboard's way, and a value typed there moves the pin.
import { Suspense, lazy, useState } from 'react';
import { useFormContext } from 'react-hook-form';
import { useInput } from 'react-admin';
import { Box, Button, Typography } from '@mui/material';
import PinDropIcon from '@mui/icons-material/PinDrop';
import { isValidLatLng, type LatLng } from '@dadeal/core';
import { mapStyleUrl } from '@dadeal/site/map-style';
import { hasWebGl2 } from '@dadeal/site/maps/webgl';
import { PLACE_MAP } from '../texts';

const PinMap = lazy(() => import('./PinMapChunk'));

/** The pin as the form holds it (numbers, or text while typed), as a point; null while not a valid one. */
function pinOf(latitude: unknown, longitude: unknown): LatLng | null {
  if (latitude === null || latitude === undefined || latitude === '' || longitude === null || longitude === undefined || longitude === '') return null;
  const point = { latitude: Number(latitude), longitude: Number(longitude) };
  return isValidLatLng(point.latitude, point.longitude) ? point : null;
}

export function PlacePinMap() {
  const [open, setOpen] = useState(false);
  return (
    <>
      {/* MUI's own button: react-admin's drops its label for an icon on a phone, and this one has words to say. */}
      <Button size="small" startIcon={<PinDropIcon />} aria-expanded={open} onClick={() => setOpen((was) => !was)} sx={{ alignSelf: 'center' }}>
        {open ? PLACE_MAP.hide : PLACE_MAP.open}
      </Button>
      {open && <PinDrop />}
    </>
  );
}

function PinDrop() {
  // react-admin resolves the sources inside the current place of the list (`places.1.latitude`).
  const latitude = useInput({ source: 'latitude' }).field;
  const longitude = useInput({ source: 'longitude' }).field;
  const { setValue } = useFormContext();
  const [failed, setFailed] = useState(false);
  const styleUrl = mapStyleUrl();
  const note = (text: string, status = true) => (
    <Typography variant="body2" color="text.secondary" role={status ? 'status' : undefined}>{text}</Typography>
  );
  return (
    // A line of its own under the place's fields (the iterator lays them out in a wrapping row).
    <Box sx={{ flexBasis: '100%', width: '100%', display: 'grid', gap: 1, my: 1, '--site-primary': (theme) => theme.palette.primary.main, '--site-radius': '4px' }}>
      {!styleUrl || !hasWebGl2() ? note(PLACE_MAP.unavailable) : failed ? note(PLACE_MAP.failed) : (
        <>
          {note(PLACE_MAP.hint, false)}
          <Suspense fallback={note(PLACE_MAP.loading)}>
            <PinMap
              styleUrl={styleUrl}
              pin={pinOf(latitude.value, longitude.value)}
              label={PLACE_MAP.label}
              pinLabel={PLACE_MAP.pin}
              onFailed={() => setFailed(true)}
              onPick={(point) => {
                setValue(latitude.name, point.latitude, { shouldDirty: true, shouldTouch: true });
                setValue(longitude.name, point.longitude, { shouldDirty: true, shouldTouch: true });
              }}
            />
          </Suspense>
        </>
      )}
    </Box>
  );
}
