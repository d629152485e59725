// @vitest-environment jsdom
// "Near me" past its button: the browser's position becomes the listing's `near`; refused, the town picker offers the
// listed deals' towns and a picked town's centre becomes `near`; "Show all deals" goes back.
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Deal, Place } from '@dadeal/core';
import NearMe, { GEOLOCATION_TIMEOUT_MS } from './NearMe.js';

const place = (town: string, latitude: number, longitude: number): Place => ({
  name: null, addressLine1: '1 Main St', addressLine2: null, town, postcode: null, country: 'US', latitude, longitude, openingHours: null,
});
const deal = (id: number, places: Place[]) => ({ id, places }) as unknown as Deal;
const deals = [
  deal(1, [place('Kailua', 21.3977, -157.7395)]),
  deal(2, [place('Honolulu', 21.2766, -157.827), place('Haleʻiwa', 21.5936, -158.1031)]),
  deal(3, [place('Honolulu', 21.3069, -157.8663)]),
  deal(4, []),
];

type Answer = (success: PositionCallback, failure: PositionErrorCallback, options?: PositionOptions) => void;
function fakeGeolocation(answer: Answer | null) {
  const getCurrentPosition = vi.fn(answer ?? (() => {}));
  Object.defineProperty(navigator, 'geolocation', { configurable: true, value: answer ? { getCurrentPosition } : undefined });
  return getCurrentPosition;
}

afterEach(() => cleanup());

describe('Near me', () => {
  it("asks the browser once, with a timeout, and hands the position (4 decimals) to the listing as near", async () => {
    const onNear = vi.fn();
    let found: PositionCallback = () => {};
    const ask = fakeGeolocation((success) => { found = success; });
    render(<NearMe deals={deals} onNear={onNear} onAllDeals={() => {}} />);
    expect(screen.getByRole('status').textContent).toBe('Finding where you are…');
    expect(ask).toHaveBeenCalledTimes(1);
    expect(ask.mock.calls[0][2]).toMatchObject({ timeout: GEOLOCATION_TIMEOUT_MS });
    await act(async () => found({ coords: { latitude: 21.279312, longitude: -157.829187 } } as GeolocationPosition));
    expect(onNear).toHaveBeenCalledWith('21.2793,-157.8292');
    expect(screen.getByRole('status').textContent).toBe('Nearest deals to you first');
    expect(screen.queryByRole('combobox')).toBeNull();
  });

  it("offers the listed deals' towns when the position is refused, and a picked town's centre becomes near", async () => {
    const onNear = vi.fn();
    const onAllDeals = vi.fn();
    fakeGeolocation((_, failure) => failure({ code: 1, message: 'User denied Geolocation' } as GeolocationPositionError));
    const { rerender } = render(<NearMe deals={undefined} onNear={onNear} onAllDeals={onAllDeals} />);
    rerender(<NearMe deals={deals} onNear={onNear} onAllDeals={onAllDeals} />);
    expect(screen.getByRole('status').textContent).toBe('Your location is not available. Pick a town instead:');
    const picker = screen.getByRole('combobox', { name: 'Town' }) as HTMLSelectElement;
    expect([...picker.options].map((o) => o.text)).toEqual(['Choose a town', 'Haleʻiwa', 'Honolulu', 'Kailua']);
    fireEvent.change(picker, { target: { value: 'Honolulu' } });
    // Honolulu's two places' mean
    expect(onNear).toHaveBeenLastCalledWith('21.2918,-157.8467');
    expect(screen.getByRole('status').textContent).toBe('Nearest deals to Honolulu first');
    // The listing now holds the deals near Honolulu (then nothing while the next loads): the picker keeps every town.
    rerender(<NearMe deals={undefined} onNear={onNear} onAllDeals={onAllDeals} />);
    rerender(<NearMe deals={[deals[2]]} onNear={onNear} onAllDeals={onAllDeals} />);
    expect([...picker.options].map((o) => o.text)).toEqual(['Choose a town', 'Haleʻiwa', 'Honolulu', 'Kailua']);
    fireEvent.click(screen.getByRole('button', { name: 'Show all deals' }));
    expect(onAllDeals).toHaveBeenCalledTimes(1);
  });

  it('goes straight to the town picker in a browser without geolocation', () => {
    fakeGeolocation(null);
    render(<NearMe deals={deals} onNear={() => {}} onAllDeals={() => {}} />);
    expect(screen.getByRole('combobox', { name: 'Town' })).toBeTruthy();
  });
});
