// The claim step's words: the `claim` namespace of core's catalogues, loaded with the claim step, never in
// the initial widget script. CLAIM_TEXTS is English; another language's comes from its translator (claimTexts).
import { createTranslator, type MessageValues, type Translator } from '@dadeal/core';
import { claim as english } from '@dadeal/core/i18n/generated/en.js';

export function claimTexts(translator: Translator) {
  const c = (key: string, values?: MessageValues) => translator.t(`claim.${key}` as never, values);
  return {
    heading: c('heading'),
    emailLabel: c('emailLabel'),
    emailHint: c('emailHint'),
    sendCode: c('sendCode'),
    sending: c('sending'),
    codeLabel: c('codeLabel'),
    codeSentTo: (email: string) => c('codeSentTo', { email }),
    verify: c('verify'),
    verifying: c('verifying'),
    newCode: c('newCode'),
    otherEmail: c('otherEmail'),
    welcomeBack: (name: string) => c('welcomeBack', { name }),
    firstNameLabel: c('firstNameLabel'),
    newAccount: c('newAccount'),
    termsBefore: c('termsBefore'),
    termsLink: c('termsLink'),
    claimDeal: c('claimDeal'),
    claiming: c('claiming'),
    claimed: c('claimed'),
    couponCode: c('couponCode'),
    showAtCounter: (company: string) => c('showAtCounter', { company }),
    alsoMailed: c('alsoMailed'),
    myCoupons: c('myCoupons'),
    cancel: c('cancel'),
    qrLabel: (code: string) => c('qrLabel', { code }),
    failed: c('failed'),
    codeSpent: c('codeSpent'),
  };
}

export type ClaimTexts = ReturnType<typeof claimTexts>;

/** The English words. */
export const CLAIM_TEXTS: ClaimTexts = /* #__PURE__ */ claimTexts(/* #__PURE__ */ createTranslator('en', { claim: english }));
