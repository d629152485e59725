// Account inputs: login, registration (API and the two sign-up forms), profile, recovery (spec §5).
import {
  CONTROL_CHARS, booleanField, confirmPassword, email, languageField, objectSchema, password, requiredText, userType, websiteUrl,
  type Field,
} from './fields.js';
import { placesField } from './places.js';
import { validation as V } from '../i18n/en.js';
import { fill } from '../i18n/fill.js';
import { MESSAGES } from '../messages.js';

export const PASSWORD_MIN = 8;
export const ADMIN_PASSWORD_MIN = 6;

const personal = {
  email: email(V.invalidEmail),
  password: password(PASSWORD_MIN, fill(V.passwordMin, { min: PASSWORD_MIN })),
  firstName: requiredText(V.firstNameRequired, 100),
  lastName: requiredText(V.lastNameRequired, 100),
  phoneNumber: requiredText(V.phoneRequired, 40),
} satisfies Record<string, Field>;

export const businessFields = {
  companyName: requiredText(V.companyNameRequired, 200),
  contactNumber: requiredText(V.contactNumberRequired, 40),
  websiteUrl,
  /** Optional everywhere a business is created or edited: where it is (places.ts). */
  places: placesField,
} satisfies Record<string, Field>;

const terms: Field = {
  schema: { const: true, errorMessage: V.termsRequired },
  required: V.termsRequired,
};
/** The terms, accepted: the sign-up forms' and the widget claim's new accounts'. */
export const termsField = terms;

export const loginSchema = objectSchema({
  email: email(V.enterValidEmail),
  password: password(1, V.passwordRequired),
});

/** POST /api/auth/register (spec §7): a nested business object when userType is business. */
export const registerSchema = objectSchema(
  {
    ...personal,
    userType: userType(V.userTypeRequired),
    emailNotifications: booleanField(fill(V.trueOrFalse, { field: 'emailNotifications' })),
    newsletter: booleanField(fill(V.trueOrFalse, { field: 'newsletter' })),
    business: { schema: objectSchema(businessFields) },
    /** Optional: else the request's Accept-Language. */
    language: languageField,
  },
  {
    extra: {
      if: { properties: { userType: { const: 'business' } }, required: ['userType'] },
      then: { required: ['business'], errorMessage: { required: { business: V.companyNameRequired } } },
    },
  },
);

/** The user sign-up form (site): personal fields, terms, optional newsletter. */
export const userSignupFormSchema = objectSchema({
  ...personal,
  confirmPassword,
  terms,
  newsletter: booleanField(fill(V.trueOrFalse, { field: 'newsletter' })),
});

/** The business sign-up form (site): personal fields, company fields and terms. */
export const businessSignupFormSchema = objectSchema({
  ...personal,
  confirmPassword,
  ...businessFields,
  terms,
});

export const profileUpdateSchema = objectSchema(
  {
    firstName: personal.firstName,
    lastName: personal.lastName,
    phoneNumber: personal.phoneNumber,
    emailNotifications: booleanField(fill(V.trueOrFalse, { field: 'emailNotifications' })),
    dealAlerts: booleanField(fill(V.trueOrFalse, { field: 'dealAlerts' })),
    lastMinuteAlerts: booleanField(fill(V.trueOrFalse, { field: 'lastMinuteAlerts' })),
    language: languageField,
  },
  { partial: true },
);

export const emailOnlySchema = objectSchema({ email: email(V.enterValidEmail) });

export const resetPasswordSchema = objectSchema({
  token: requiredText(MESSAGES.invalidResetToken, 200),
  newPassword: password(PASSWORD_MIN, fill(V.passwordMin, { min: PASSWORD_MIN })),
});

export const resetPasswordFormSchema = objectSchema({
  newPassword: password(PASSWORD_MIN, fill(V.passwordMin, { min: PASSWORD_MIN })),
  confirmPassword,
});

export const adminLoginSchema = objectSchema({
  email: email(V.enterValidEmail),
  password: password(ADMIN_PASSWORD_MIN, fill(V.passwordMin, { min: ADMIN_PASSWORD_MIN })),
});

/** PUT /api/admin/password: the admin's own password (current one asked for), the admin-create rule for the new one. */
export const adminPasswordChangeSchema = objectSchema({
  currentPassword: password(1, V.currentPasswordRequired),
  newPassword: password(ADMIN_PASSWORD_MIN, fill(V.passwordMin, { min: ADMIN_PASSWORD_MIN })),
});

const adminUserFields = {
  firstName: requiredText(V.firstNameRequired, 100),
  lastName: requiredText(V.lastNameRequired, 100),
  email: email(V.validEmailRequired),
  password: password(ADMIN_PASSWORD_MIN, fill(V.passwordMin, { min: ADMIN_PASSWORD_MIN })),
  phoneNumber: requiredText(V.phoneRequired, 40),
  userType: userType(V.userTypeUserOrBusiness),
  isEmailVerified: booleanField(fill(V.trueOrFalse, { field: 'isEmailVerified' })),
  emailNotifications: booleanField(fill(V.trueOrFalse, { field: 'emailNotifications' })),
} satisfies Record<string, Field>;

export const adminUserCreateSchema = objectSchema(adminUserFields);

/** Edit: the password is not asked for (spec §5: min 6 on create only) but, when given, is checked. */
export const adminUserUpdateSchema = objectSchema(adminUserFields, { partial: true });

export const adminBusinessUserCreateSchema = objectSchema({ ...adminUserFields, ...businessFields });

/** Edit business checks only company, contact, website (spec §5). */
export const adminBusinessUpdateSchema = objectSchema(businessFields, { partial: true });

export const adminCreateSchema = objectSchema({
  email: email(V.validEmailRequired),
  password: password(ADMIN_PASSWORD_MIN, fill(V.passwordMin, { min: ADMIN_PASSWORD_MIN })),
  firstName: requiredText(V.firstNameRequired, 100),
  lastName: requiredText(V.lastNameRequired, 100),
  role: { schema: { type: 'string', pattern: '^[a-z][a-z_]{1,40}$', errorMessage: V.roleFormat } },
});

// Spec §5's ranges are inclusive ("name 2-100 characters"): 100 is accepted, 101 refused with "less than 100", the
// spec's own words for the refusal.
export const contactSchema = objectSchema({
  name: {
    schema: {
      type: 'string',
      minLength: 2,
      maxLength: 100,
      pattern: "^[\\p{L} '\\-]*$",
      errorMessage: {
        type: V.nameMin,
        minLength: V.nameMin,
        maxLength: V.nameMax,
        pattern: V.nameInvalid,
      },
    },
    required: V.nameMin,
  },
  email: {
    schema: {
      type: 'string',
      format: 'email',
      maxLength: 255,
      errorMessage: {
        type: V.enterValidEmail,
        format: V.enterValidEmail,
        maxLength: V.emailTooLong,
      },
    },
    required: V.enterValidEmail,
  },
  userType: userType(V.userTypeRequired),
  subject: {
    schema: {
      type: 'string',
      minLength: 5,
      maxLength: 200,
      not: { type: 'string', pattern: CONTROL_CHARS },
      errorMessage: {
        not: V.subjectInvalid,
        type: V.subjectMin,
        minLength: V.subjectMin,
        maxLength: V.subjectMax,
      },
    },
    required: V.subjectMin,
  },
  message: {
    schema: {
      type: 'string',
      minLength: 10,
      maxLength: 2000,
      not: { type: 'string', pattern: CONTROL_CHARS },
      errorMessage: {
        not: V.messageInvalid,
        type: V.messageMin,
        minLength: V.messageMin,
        maxLength: V.messageMax,
      },
    },
    required: V.messageMin,
  },
});

