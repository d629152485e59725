// GENERATED from core/src/i18n/site/en.ts by core/scripts/build-catalogues.ts — do not edit.
export const site = {"access.denied":"Access Denied","access.asStaff":"You are signed in as counter staff.","access.otherKind":"You are signed in with another kind of account.","access.signInFirst":"Sign in with the right account to continue.","access.browseDeals":"Browse deals"};
