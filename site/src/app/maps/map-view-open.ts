// Whether the home page's Map view is open: the deal dialog's small map of the place is drawn only then (a visitor who
// chose the map). Everywhere else — a shared link, the grid, the dashboards — the dialog shows the address and
// Directions without starting MapLibre: a WebGL map costs a phone's CPU and battery at every dialog (decision 0069).
let open = false;

export const isMapViewOpen = (): boolean => open;

export function setMapViewOpen(value: boolean): void {
  open = value;
}
