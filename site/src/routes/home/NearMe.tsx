// "Near me" once pressed, loaded then (not in the home page's first script): asks the browser where the visitor is (the
// browser asks for their consent first) and has the listing sort by distance (the API's `near`); refused, unavailable
// or too slow, a town picker instead, its towns and their centres read from the deals listed (core's townCentres),
// so the picker offers the data's towns. "Show all deals" and the Near me button itself go back to every deal.
import { useEffect, useId, useMemo, useState } from 'react';
import { nearParam, townCentres, type Deal } from '@dadeal/core';
import { site as nearWords } from '@dadeal/core/i18n/generated/en.site.near.js';
import { addEnglish, t } from '../../app/i18n/i18n.js';

addEnglish(nearWords);

/** How long the browser may take to say where the visitor is before the town picker is offered. */
export const GEOLOCATION_TIMEOUT_MS = 10_000;

export interface NearMeProps {
  /** The deals listed (undefined while loading): those listed before `near` was given are the picker's towns'. */
  deals: readonly Deal[] | undefined;
  /** The listing's `near` ("lat,lng") once known. */
  onNear(near: string): void;
  onAllDeals(): void;
}

type Step = { at: 'finding' } | { at: 'located' } | { at: 'picker'; town: string };

export default function NearMe({ deals, onNear, onAllDeals }: NearMeProps) {
  const [step, setStep] = useState<Step>(() => (navigator.geolocation ? { at: 'finding' } : { at: 'picker', town: '' }));
  // The listing without `near` (kept from before the first `near`: the nearest deals are a part of the towns').
  const [listed, setListed] = useState(deals);
  const [nearGiven, setNearGiven] = useState(false);
  if (!nearGiven && deals && deals !== listed) setListed(deals);
  const towns = useMemo(() => townCentres((listed ?? []).flatMap((deal) => deal.places)), [listed]);
  const near = (at: string) => {
    setNearGiven(true);
    onNear(at);
  };
  const selectId = useId();

  useEffect(() => {
    if (step.at !== 'finding') return;
    let current = true;
    navigator.geolocation.getCurrentPosition(
      (position) => {
        if (!current) return;
        setStep({ at: 'located' });
        near(nearParam(position.coords));
      },
      () => { if (current) setStep({ at: 'picker', town: '' }); },
      { timeout: GEOLOCATION_TIMEOUT_MS, maximumAge: 300_000 },
    );
    return () => { current = false; };
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  const pick = (name: string) => {
    const town = towns.find((candidate) => candidate.town === name);
    if (!town) return;
    setStep({ at: 'picker', town: name });
    near(nearParam(town));
  };

  const status = step.at === 'finding' ? t('near.finding')
    : step.at === 'located' ? t('near.nearYou')
    : step.town ? t('near.nearTown', { town: step.town }) : t('near.unavailable');

  return (
    <div className="home__near">
      <p className="home__near-status" role="status">{status}</p>
      {step.at === 'picker' && (
        <span className="dd-select">
          <label className="dd-sr" htmlFor={selectId}>{t('near.town')}</label>
          <select id={selectId} className="dd-field dd-select__input" value={step.town} onChange={(event) => pick(event.target.value)}>
            <option value="" disabled>{t('near.chooseTown')}</option>
            {towns.map((town) => <option key={town.town} value={town.town}>{town.town}</option>)}
          </select>
        </span>
      )}
      <button type="button" className="btn btn--outline" onClick={onAllDeals}>{t('near.allDeals')}</button>
    </div>
  );
}
