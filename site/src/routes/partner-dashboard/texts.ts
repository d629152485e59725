// The partner dashboard's words, by name: each reads its key of core's catalogues
// (`site.partner.*`, core/src/i18n/site/business/) in the visitor's language when read; they load with this screen.
import { Fragment, createElement, type ReactNode } from 'react';
import { site as partnerWords } from '@dadeal/core/i18n/generated/en.site.partner.js';
import { addEnglish, t, type SiteKey } from '../../app/i18n/i18n.js';
import { texts } from '../../app/texts.js';

addEnglish(partnerWords); // this screen's own English words (the page's first script does not carry them)

/**
 * A text with elements inside it (`<code>`…), in the word order of the active language: `rich('partner.embedIntro',
 * {attribute: <code>…</code>})` → the text's parts with each placeholder's element where the language puts it.
 */
export function rich(key: SiteKey, elements: Record<string, ReactNode>): ReactNode[] {
  const names = Object.keys(elements);
  // Each placeholder as a marker that no translation contains, then the text cut at the markers.
  const marked = t(key, Object.fromEntries(names.map((name, i) => [name, `\u0000${i}\u0000`])));
  return marked.split('\u0000').map((part, i) => (i % 2 === 1 ? createElement(Fragment, { key: i }, elements[names[Number(part)]]) : part));
}

export const PARTNER_TEXTS = texts(
  {
    views: 'partner.views',
    claims: 'partner.claims',
    redemptions: 'partner.redemptions',
    last30: 'partner.last30',
    statsLabel: 'partner.statsLabel',
    chartLabel: 'partner.chartLabel',
    perDeal: 'partner.perDeal',
    deal: 'partner.deal',
    business: 'partner.business',
    noData: 'partner.noData',
    exportCsv: 'partner.exportCsv',
    exporting: 'partner.exporting',
    exportFailed: 'partner.exportFailed',
    ref: 'partner.ref',
    embedTitle: 'partner.embedTitle',
    copySnippet: 'partner.copySnippet',
    openBuilder: 'partner.openBuilder',
    newTab: 'partner.newTab',
    copied: 'partner.copied',
    copyByHand: 'partner.copyByHand',
    refTitle: 'partner.refTitle',
    refLabel: 'partner.refLabel',
    saveRef: 'partner.saveRef',
    refSaved: 'partner.refSaved',
    tryAgain: 'partner.tryAgain',
    placeTitle: 'partner.placeTitle',
    placeIntro: 'partner.placeIntro',
    savePlace: 'partner.savePlace',
    savingPlace: 'partner.savingPlace',
    placeSaved: 'partner.placeSaved',
    placeSavedText: 'partner.placeSavedText',
    removePlace: 'partner.removePlace',
  },
  { csvFailed: (status: number) => t('partner.csvFailed', { status }) },
);

/** The webhook section and its delivery log. */
export const WEBHOOK = texts(
  {
    title: 'partner.webhook',
    optional: 'partner.optional',
    secretOnce: 'partner.secretOnce',
    copySecret: 'partner.copySecret',
    savedIt: 'partner.savedIt',
    url: 'partner.webhookUrl',
    save: 'partner.saveWebhook',
    cancel: 'partner.cancel',
    urlLabel: 'partner.url',
    secret: 'partner.secret',
    changeUrl: 'partner.changeUrl',
    newSecret: 'partner.newSecret',
    remove: 'partner.removeWebhook',
    notSaved: 'partner.webhookNotSaved',
    deliveries: 'partner.deliveries',
    deliveriesTable: 'partner.deliveriesTable',
    noDeliveries: 'partner.noDeliveries',
    event: 'partner.event',
    when: 'partner.when',
    status: 'partner.status',
    attempts: 'partner.attempts',
    response: 'partner.response',
    actions: 'partner.actions',
    noAnswer: 'partner.noAnswer',
    replay: 'partner.replay',
    replayQueued: 'partner.replayQueued',
    replayFailed: 'partner.replayFailed',
  },
  {
    get statuses() { return { pending: t('partner.retrying'), delivered: t('partner.delivered'), failed: t('partner.failed') }; },
    replayOf: (event: string, when: string) => t('partner.replayOf', { event, when }),
  },
);
