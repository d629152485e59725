// "Your data" words (docs/decisions/0080, 0081), by name: each reads its key of core's catalogues (`site.ownData.*`)
// in the visitor's language when read; they load with the dashboards that show the section.
import { site as ownDataWords } from '@dadeal/core/i18n/generated/en.site.ownData.js';
import { addEnglish, t } from '../i18n/i18n.js';
import { texts } from '../texts.js';

addEnglish(ownDataWords); // this section's own English words (the page's first script does not carry them)

export const OWN_DATA = texts(
  {
    title: 'ownData.title',
    policy: 'ownData.policy',
    download: 'ownData.download',
    downloading: 'ownData.downloading',
    downloadHint: 'ownData.downloadHint',
    downloadHintBusiness: 'ownData.downloadHintBusiness',
    downloadFailed: 'ownData.downloadFailed',
    deleteFailed: 'ownData.deleteFailed',
    codeFailed: 'ownData.codeFailed',
    delete: 'ownData.delete',
    deleteTitle: 'ownData.deleteTitle',
    deleteWhatUser: 'ownData.deleteWhatUser',
    deleteWhatBusiness: 'ownData.deleteWhatBusiness',
    deleteWhatPartner: 'ownData.deleteWhatPartner',
    deleteFinal: 'ownData.deleteFinal',
    password: 'ownData.password',
    useCode: 'ownData.useCode',
    code: 'ownData.code',
    usePassword: 'ownData.usePassword',
    cancel: 'ownData.cancel',
    confirmDelete: 'ownData.confirmDelete',
    deleting: 'ownData.deleting',
    deleted: 'ownData.deleted',
    staffNote: 'ownData.staffNote',
  },
  {
    /** The intro with `{policy}` where the language puts it; `policy` renders the link. */
    introParts: () => t('ownData.intro', { policy: '\u0000' }).split('\u0000'),
    codeSent: (email: string) => t('ownData.codeSent', { email }),
  },
);
