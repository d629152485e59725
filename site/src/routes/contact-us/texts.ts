// The contact page's words (spec §2 "Contact page", §8 Contact, §9 contact constants), by name: each reads its key of
// core's catalogues (`site.contact.*`) in the visitor's language when read. With the page rather than in app/texts.ts,
// so every other page's first load does not carry them.
import { addEnglish, t } from '../../app/i18n/i18n.js';
import { texts } from '../../app/texts.js';
import { site as contactWords } from '@dadeal/core/i18n/generated/en.site.contact.js';

addEnglish(contactWords); // this screen's own English words (the page's first script does not carry them)

export const CONTACT = texts(
  {
    title: 'contact.title',
    subtitle: 'contact.subtitle',
    name: 'contact.name',
    email: 'contact.email',
    userType: 'contact.userType',
    chooseUserType: 'contact.chooseUserType',
    subject: 'contact.subject',
    message: 'contact.message',
    submit: 'contact.submit',
    submitting: 'contact.submitting',
    formTitle: 'contact.formTitle',
    formIntro: 'contact.formIntro',
    waysTitle: 'contact.waysTitle',
    businessTitle: 'contact.businessTitle',
    businessText: 'contact.businessText',
    faqTitle: 'contact.faqTitle',
    faqLead: 'contact.faqLead',
  },
  {
    /** The "I am a" choices of spec §2, by the userType value they send. */
    get userTypes() { return { user: t('contact.userTypeUser'), business: t('contact.userTypeBusiness') }; },
    /** The ways to reach the team beside the form. */
    get ways() {
      return [
        { icon: 'clock', title: t('contact.quickTitle'), text: t('contact.quickText') },
        { icon: 'phone', title: t('contact.phoneTitle'), text: t('contact.phoneText') },
        { icon: 'pin', title: t('contact.officeTitle'), text: t('contact.officeText') },
      ] as const;
    },
    /** The four FAQ items of spec §2 (response time, what to include, phone hours, office visits). */
    get faq() {
      return [
        { question: t('contact.q1'), answer: t('contact.a1') },
        { question: t('contact.q2'), answer: t('contact.a2') },
        { question: t('contact.q3'), answer: t('contact.a3') },
        { question: t('contact.q4'), answer: t('contact.a4') },
      ];
    },
  },
);
