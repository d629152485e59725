// A checked account input → the rows stored (users, businesses): the one place that lower-cases e-mails, trims
// names and turns a blank website into null. Used by registration and by the CLI's business import.
import type { Language, Place, UserType } from '@dadeal/core';

export const normalizeEmail = (email: string) => email.trim().toLowerCase();
const blankToNull = (v: string | null | undefined) => (v && v.trim() ? v.trim() : null);

export interface NewUserInput {
  email: string;
  firstName: string;
  lastName: string;
  phoneNumber: string;
  userType: UserType;
  emailNotifications?: boolean;
  isEmailVerified?: boolean;
  language?: Language;
}

export function userRowFromInput(input: NewUserInput, passwordHash: string) {
  return {
    email: normalizeEmail(input.email),
    passwordHash,
    firstName: input.firstName.trim(),
    lastName: input.lastName.trim(),
    phoneNumber: input.phoneNumber.trim(),
    userType: input.userType,
    emailNotifications: input.emailNotifications ?? true,
    isEmailVerified: input.isEmailVerified ?? false,
    language: input.language ?? 'en',
  };
}

export interface NewBusinessInput {
  companyName: string;
  contactNumber: string;
  websiteUrl?: string | null;
  /** Stored apart (places/place-rows.ts), after the business row. */
  places?: Place[];
}

export function businessRowFromInput(userId: number, input: NewBusinessInput) {
  return {
    userId,
    companyName: input.companyName.trim(),
    contactNumber: input.contactNumber.trim(),
    websiteUrl: blankToNull(input.websiteUrl),
  };
}
