// What the sign-up form holds (SignupForm.tsx), apart so that its lazily loaded place part (SignupPlace.tsx) reads
// the type without importing the form.
import type { PlaceForm } from '../../app/places/place-form.js';

/** `partner`: a site that embeds our widgets: company, website, e-mail and password only. */
export type SignupKind = 'user' | 'business' | 'partner';

export interface SignupValues {
  firstName: string;
  lastName: string;
  email: string;
  phoneNumber: string;
  password: string;
  confirmPassword: string;
  companyName?: string;
  contactNumber?: string;
  websiteUrl?: string;
  terms: boolean;
  newsletter?: boolean;
  /**
   * A business's place (optional; one): the form holds it as typed, the resolver sends it when anything is typed,
   * as the API takes it (core's `Place`).
   */
  places?: PlaceForm[];
}
