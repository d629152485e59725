// Account inputs: login, registration (API and the two sign-up forms), profile, recovery (spec §5).
import {
  CONTROL_CHARS, booleanField, confirmPassword, email, objectSchema, password, requiredText, userType, websiteUrl,
  type Field,
} from './fields.js';

export const PASSWORD_MIN = 8;
export const ADMIN_PASSWORD_MIN = 6;

const personal = {
  email: email('Invalid email address'),
  password: password(PASSWORD_MIN, 'Password must be at least 8 characters'),
  firstName: requiredText('First name is required', 100),
  lastName: requiredText('Last name is required', 100),
  phoneNumber: requiredText('Phone number is required', 40),
} satisfies Record<string, Field>;

export const businessFields = {
  companyName: requiredText('Company name is required', 200),
  contactNumber: requiredText('Contact number is required', 40),
  websiteUrl,
} satisfies Record<string, Field>;

const terms: Field = {
  schema: { const: true, errorMessage: 'You must agree to the terms and conditions' },
  required: 'You must agree to the terms and conditions',
};
/** The terms, accepted: the sign-up forms' and the widget claim's new accounts' (issue 23). */
export const termsField = terms;

export const loginSchema = objectSchema({
  email: email('Please enter a valid email address'),
  password: password(1, 'Password is required'),
});

/** POST /api/auth/register (spec §7): a nested business object when userType is business. */
export const registerSchema = objectSchema(
  {
    ...personal,
    userType: userType('Please select your user type'),
    emailNotifications: booleanField('emailNotifications must be true or false'),
    newsletter: booleanField('newsletter must be true or false'),
    business: { schema: objectSchema(businessFields) },
  },
  {
    extra: {
      if: { properties: { userType: { const: 'business' } }, required: ['userType'] },
      then: { required: ['business'], errorMessage: { required: { business: 'Company name is required' } } },
    },
  },
);

/** The user sign-up form (site): personal fields, terms, optional newsletter. */
export const userSignupFormSchema = objectSchema({
  ...personal,
  confirmPassword,
  terms,
  newsletter: booleanField('newsletter must be true or false'),
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
    emailNotifications: booleanField('emailNotifications must be true or false'),
    dealAlerts: booleanField('dealAlerts must be true or false'),
    lastMinuteAlerts: booleanField('lastMinuteAlerts must be true or false'),
  },
  { partial: true },
);

export const emailOnlySchema = objectSchema({ email: email('Please enter a valid email address') });

export const resetPasswordSchema = objectSchema({
  token: requiredText('Invalid or expired reset link', 200),
  newPassword: password(PASSWORD_MIN, 'Password must be at least 8 characters'),
});

export const resetPasswordFormSchema = objectSchema({
  newPassword: password(PASSWORD_MIN, 'Password must be at least 8 characters'),
  confirmPassword,
});

export const adminLoginSchema = objectSchema({
  email: email('Please enter a valid email address'),
  password: password(ADMIN_PASSWORD_MIN, 'Password must be at least 6 characters'),
});

/** PUT /api/admin/password: the admin's own password (current one asked for), the admin-create rule for the new one. */
export const adminPasswordChangeSchema = objectSchema({
  currentPassword: password(1, 'Current password is required'),
  newPassword: password(ADMIN_PASSWORD_MIN, 'Password must be at least 6 characters'),
});

const adminUserFields = {
  firstName: requiredText('First name is required', 100),
  lastName: requiredText('Last name is required', 100),
  email: email('Valid email is required'),
  password: password(ADMIN_PASSWORD_MIN, 'Password must be at least 6 characters'),
  phoneNumber: requiredText('Phone number is required', 40),
  userType: userType('User type must be user or business'),
  isEmailVerified: booleanField('isEmailVerified must be true or false'),
  emailNotifications: booleanField('emailNotifications must be true or false'),
} satisfies Record<string, Field>;

export const adminUserCreateSchema = objectSchema(adminUserFields);

/** Edit: the password is not asked for (spec §5: min 6 on create only) but, when given, is checked. */
export const adminUserUpdateSchema = objectSchema(adminUserFields, { partial: true });

export const adminBusinessUserCreateSchema = objectSchema({ ...adminUserFields, ...businessFields });

/** Edit business checks only company, contact, website (spec §5). */
export const adminBusinessUpdateSchema = objectSchema(businessFields, { partial: true });

export const adminCreateSchema = objectSchema({
  email: email('Valid email is required'),
  password: password(ADMIN_PASSWORD_MIN, 'Password must be at least 6 characters'),
  firstName: requiredText('First name is required', 100),
  lastName: requiredText('Last name is required', 100),
  role: { schema: { type: 'string', pattern: '^[a-z][a-z_]{1,40}$', errorMessage: 'Role must be lowercase words joined by underscores' } },
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
        type: 'Name must be at least 2 characters',
        minLength: 'Name must be at least 2 characters',
        maxLength: 'Name must be less than 100 characters',
        pattern: 'Name contains invalid characters',
      },
    },
    required: 'Name must be at least 2 characters',
  },
  email: {
    schema: {
      type: 'string',
      format: 'email',
      maxLength: 255,
      errorMessage: {
        type: 'Please enter a valid email address',
        format: 'Please enter a valid email address',
        maxLength: 'Email must be less than 255 characters',
      },
    },
    required: 'Please enter a valid email address',
  },
  userType: userType('Please select your user type'),
  subject: {
    schema: {
      type: 'string',
      minLength: 5,
      maxLength: 200,
      not: { type: 'string', pattern: CONTROL_CHARS },
      errorMessage: {
        not: 'Subject contains invalid characters',
        type: 'Subject must be at least 5 characters',
        minLength: 'Subject must be at least 5 characters',
        maxLength: 'Subject must be less than 200 characters',
      },
    },
    required: 'Subject must be at least 5 characters',
  },
  message: {
    schema: {
      type: 'string',
      minLength: 10,
      maxLength: 2000,
      not: { type: 'string', pattern: CONTROL_CHARS },
      errorMessage: {
        not: 'Message contains invalid characters',
        type: 'Message must be at least 10 characters',
        minLength: 'Message must be at least 10 characters',
        maxLength: 'Message must be less than 2000 characters',
      },
    },
    required: 'Message must be at least 10 characters',
  },
});

