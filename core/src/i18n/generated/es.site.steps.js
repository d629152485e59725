// GENERATED from core/src/i18n/po/es.po by core/scripts/build-catalogues.ts — do not edit.
export const site = {"steps.title":"Qué pasa después","steps.fill":"Rellena el formulario y crea tu cuenta.","steps.verify":"Abre el enlace de verificación que te enviamos por correo (sirve durante 24 horas)."};
