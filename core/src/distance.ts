// A distance in the visitor's unit and locale ("1.2 km", "0.7 mi"): what a card's "near me" distance shows. Apart from
// directions.ts (the dialog's Directions, the town picker), so that the first screen's cards load only this.

/** Miles for en-US visitors, km for everyone else. */
export function distanceUnit(locale: string): 'km' | 'mi' {
  return /^en-US$/i.test(locale) ? 'mi' : 'km';
}

export const KM_PER_MILE = 1.609344;

/** "1.2 km", "850 m", "0.7 mi" in the visitor's locale. */
export function formatDistance(km: number, locale: string): string {
  if (distanceUnit(locale) === 'mi') {
    const mi = km / KM_PER_MILE;
    return `${new Intl.NumberFormat(locale, { maximumFractionDigits: mi < 10 ? 1 : 0 }).format(mi)} mi`;
  }
  if (km < 1) return `${new Intl.NumberFormat(locale, { maximumFractionDigits: 0 }).format(Math.max(10, Math.round(km * 100) * 10))} m`;
  return `${new Intl.NumberFormat(locale, { maximumFractionDigits: km < 10 ? 1 : 0 }).format(km)} km`;
}
