// GENERATED from core/src/i18n/po/de.po by core/scripts/build-catalogues.ts — do not edit.
export const site = {"steps.title":"So geht es weiter","steps.fill":"Füllen Sie das Formular aus und erstellen Sie Ihr Konto.","steps.verify":"Öffnen Sie den Bestätigungslink aus unserer E-Mail (24 Stunden gültig)."};
