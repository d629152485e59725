// react-admin's English words, with the spec's success texts per resource (spec §8: "User deleted successfully",
// "Business user and profile created successfully", "Deal created successfully", … and similar).
import polyglotI18nProvider from 'ra-i18n-polyglot';
import englishMessages from 'ra-language-english';
import { bulkSuccess, HEADER, OPERATION_SUCCESSES, type ResourceName } from './texts';

function notifications(resource: ResourceName) {
  const s = OPERATION_SUCCESSES[resource];
  // Polyglot plurals: one record |||| several (bulk actions).
  return {
    created: s.create,
    updated: `${s.update} |||| ${bulkSuccess(resource, 'update', 2).replace(/^2/, '%{smart_count}')}`,
    deleted: `${s.delete} |||| ${bulkSuccess(resource, 'delete', 2).replace(/^2/, '%{smart_count}')}`,
  };
}

/** Keys for words react-admin translates itself (a UserMenu's icon button reads its label only as a key). */
export const KEYS = { accountMenu: 'dadeal.header.accountMenu' } as const;

const messages = {
  ...englishMessages,
  dadeal: { header: { accountMenu: HEADER.accountMenu } },
  resources: {
    users: { name: 'User |||| Users', notifications: notifications('users') },
    businesses: { name: 'Business |||| Businesses', notifications: notifications('businesses') },
    deals: { name: 'Deal |||| Deals', notifications: notifications('deals') },
    audit: { name: 'Audit entry |||| Audit Trail' },
  },
};

export const i18nProvider = polyglotI18nProvider(() => messages, 'en', [{ locale: 'en', name: 'English' }], { allowMissing: true });
