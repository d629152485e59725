import { afterAll, describe, expect, it } from 'vitest';
import { FEATURING_PLANS } from '@dadeal/core';
import { activate } from '../i18n/i18n.js';
import { hasPlanText, planWords } from './plan-words.js';
import { DEALS_TABLE, FEATURE, REDEEMED_BY, percent, priceWithCurrency } from './texts.js';

const premium = FEATURING_PLANS.find((plan) => plan.id === 'premium')!;

describe('the business screens in the visitor’s language', () => {
  afterAll(() => activate('en'));

  it('has a catalogue key for every text of core’s featuring plans', () => {
    for (const plan of FEATURING_PLANS) {
      for (const text of [plan.name, plan.duration, plan.description, ...plan.features]) expect(hasPlanText(text), text).toBe(true);
    }
  });

  it('says the plans, rates and values in English as before', () => {
    expect(planWords(premium)).toEqual({ name: premium.name, duration: premium.duration, description: premium.description, features: premium.features });
    expect(planWords({ ...premium, name: 'Winter' }).name).toBe('Winter');
    expect(percent(12.5)).toBe('12.5%');
    expect(percent(null)).toBe('—');
    expect(priceWithCurrency('25.00', 'USD')).toBe('$25.00 USD');
    expect(REDEEMED_BY.describe({ name: 'Kai Mahoe', role: 'staff' })).toBe('Kai Mahoe (staff)');
    expect(REDEEMED_BY.describe(null)).toBe('Not recorded');
    expect(DEALS_TABLE.statusOf('Sold Out')).toBe('Sold Out');
    expect(FEATURE.chooseFor('Premium', '$25.00', '30 days')).toBe('Premium, $25.00 for 30 days');
  });

  it('says them in German and French once that language is active', async () => {
    await activate('de');
    expect(planWords(premium)).toMatchObject({ duration: '30 Tage', features: ['Premium-Platzierung', 'Platzierung auf der Startseite', 'Empfohlen-Abzeichen', 'Aufnahme in den E-Mail-Newsletter'] });
    expect(REDEEMED_BY.describe({ name: 'Kai Mahoe', role: 'owner' })).toBe('Kai Mahoe (Inhaber)');
    expect(DEALS_TABLE.statusOf('Live')).toBe('Aktiv');
    expect(FEATURE.paymentFailed[0]).toBe('Zahlung fehlgeschlagen');
    await activate('fr');
    expect(percent(12.5)).toMatch(/^12,5\s%$/);
    expect(DEALS_TABLE.remainingOf(3, 10)).toBe('3 sur 10');
    expect(priceWithCurrency('25.00', 'USD')).toMatch(/^25,00\s\$US$/);
    await activate('de');
    expect(priceWithCurrency('25.00', 'USD')).toMatch(/^25,00\s\$ USD$/);
  });
});
