// GENERATED from core/src/i18n/site/en.ts by core/scripts/build-catalogues.ts — do not edit.
export const site = {"steps.title":"What happens next","steps.fill":"Fill in the form and create your account.","steps.verify":"Open the verification link we e-mail you (it works for 24 hours)."};
