// GENERATED from core/src/i18n/po/fr.po by core/scripts/build-catalogues.ts — do not edit.
export const site = {"steps.title":"Et ensuite ?","steps.fill":"Remplissez le formulaire et créez votre compte.","steps.verify":"Ouvrez le lien de vérification que nous vous envoyons par e-mail (valable 24 heures)."};
