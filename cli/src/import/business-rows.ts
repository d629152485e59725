// One import row → core's 'admin-business-user-create' input (a business account: user and business together)
// → checked, including e-mails already taken (in the database or earlier in the file) → the rows stored.
import { randomBytes } from 'node:crypto';
import type { Knex } from 'knex';
import { MESSAGES, validate, type AdminBusinessUserCreateRequest, type FieldError } from '@dadeal/core';
import { hashPassword } from '@dadeal/api/features/accounts/passwords.js';
import { normalizeEmail } from '@dadeal/api/features/accounts/account-rows.js';
import { cell, type ColumnAliases, type ColumnMap } from './columns.js';
import type { RowCheck, RowChecker } from './import-runner.js';
import { booleanValue } from './spreadsheet-values.js';
import type { SourceRow } from '../io/read-rows.js';

export const BUSINESS_COLUMNS: ColumnAliases = {
  email: ['emailaddress', 'login'],
  password: [],
  firstName: ['first', 'givenname', 'contactfirstname'],
  lastName: ['last', 'surname', 'familyname', 'contactlastname'],
  phoneNumber: ['phone', 'mobile', 'personalphone'],
  companyName: ['company', 'business', 'businessname'],
  contactNumber: ['contact', 'businessphone', 'companyphone'],
  websiteUrl: ['website', 'url', 'web'],
  emailNotifications: ['notifications'],
  // One place per row (the business's main place); a JSON row may give a `places` list instead.
  placeName: ['locationname', 'branch'],
  addressLine1: ['address', 'street', 'address1', 'streetaddress'],
  addressLine2: ['address2', 'suite'],
  town: ['city', 'locality'],
  postcode: ['zip', 'zipcode', 'postalcode'],
  country: ['countrycode'],
  latitude: ['lat'],
  longitude: ['lng', 'lon', 'long'],
  openingHours: ['hours', 'openinghours'],
};

const PLACE_COLUMNS = ['placeName', 'addressLine1', 'addressLine2', 'town', 'postcode', 'country', 'latitude', 'longitude', 'openingHours'];
/** A coordinate cell: a number as typed ("21.2793"), else the text as it is (core's rule says what is wrong). */
const coordinate = (v: unknown) => (typeof v === 'string' && /^-?\d+(\.\d+)?$/.test(v) ? Number(v) : v);

/** The row's place, when any place column has a value: country US when left blank (the island's). */
function placeInput(get: (field: string) => unknown): Record<string, unknown>[] | undefined {
  if (!PLACE_COLUMNS.some((f) => get(f) !== undefined)) return undefined;
  const place: Record<string, unknown> = {
    name: get('placeName') ?? null, addressLine1: get('addressLine1'), addressLine2: get('addressLine2') ?? null, town: get('town'),
    postcode: get('postcode') === undefined ? null : String(get('postcode')), country: get('country') ?? 'US',
    latitude: coordinate(get('latitude')), longitude: coordinate(get('longitude')), openingHours: get('openingHours') ?? null,
  };
  for (const key of Object.keys(place)) if (place[key] === undefined) delete place[key];
  return [place];
}

/** A checked field's column: `places.0.latitude` is the latitude column (`placeName` for the place's name). */
function columnOfField(map: ColumnMap, field: string): string {
  const placeField = /^places\.\d+\.(.+)$/.exec(field)?.[1];
  const own = placeField === 'name' ? 'placeName' : placeField ?? field;
  return map.columnOf.get(own) ?? field;
}

export interface BusinessImportSettings {
  /** Accounts are created with their e-mail verified. */
  verified: boolean;
  /** Rows may leave the password empty: the account gets an unusable random one and a password-set link. */
  passwordLinks: boolean;
}

export interface CheckedBusiness {
  input: AdminBusinessUserCreateRequest;
}

export function businessInput(values: Record<string, unknown>, map: ColumnMap, settings: BusinessImportSettings) {
  const get = (field: string) => cell(values, map, field);
  const input: Record<string, unknown> = {
    email: get('email'),
    password: get('password') ?? (settings.passwordLinks ? randomBytes(24).toString('base64url') : undefined),
    firstName: get('firstName'),
    lastName: get('lastName'),
    phoneNumber: get('phoneNumber'),
    userType: 'business',
    isEmailVerified: settings.verified,
    emailNotifications: booleanValue(get('emailNotifications')),
    companyName: get('companyName'),
    contactNumber: get('contactNumber'),
    websiteUrl: get('websiteUrl'),
    places: Array.isArray(values.places) ? values.places : placeInput(get),
  };
  for (const key of Object.keys(input)) if (input[key] === undefined) delete input[key];
  return input;
}

export function checkBusinessRows(map: ColumnMap, settings: BusinessImportSettings): RowChecker<CheckedBusiness> {
  const firstRowOf = new Map<string, number>(); // e-mails met so far in this pass
  return async (rows: SourceRow[], q: Knex) => {
    const results = rows.map((row) => validate<AdminBusinessUserCreateRequest>('admin-business-user-create', businessInput(row.values, map, settings)));
    const emails = results.flatMap((r) => (r.ok ? [normalizeEmail(r.value.email)] : []));
    const taken = new Set(
      emails.length ? (await q('users').whereRaw(`lower(email) in (${emails.map(() => '?').join(',')})`, emails).pluck('email')).map(normalizeEmail) : [],
    );
    const emailColumn = map.columnOf.get('email') ?? 'email';
    return results.map((result, i): RowCheck<CheckedBusiness> => {
      if (!result.ok) return { ok: false, errors: result.errors.map((e: FieldError) => ({ field: columnOfField(map, e.field), message: e.message })) };
      const email = normalizeEmail(result.value.email);
      const earlier = firstRowOf.get(email);
      if (earlier === undefined) firstRowOf.set(email, rows[i].rowNumber);
      if (taken.has(email)) return { ok: false, errors: [{ field: emailColumn, message: MESSAGES.emailTaken }] };
      if (earlier !== undefined) return { ok: false, errors: [{ field: emailColumn, message: `${MESSAGES.emailTaken} (row ${earlier})` }] };
      return { ok: true, value: { input: result.value } };
    });
  };
}

/** Hashes passwords a few at a time (argon2 runs on libuv's thread pool). */
export async function hashAll(passwords: string[], concurrency = 4): Promise<string[]> {
  const hashes: string[] = new Array(passwords.length);
  let next = 0;
  await Promise.all(
    Array.from({ length: Math.min(concurrency, passwords.length) }, async () => {
      while (next < passwords.length) {
        const i = next++;
        hashes[i] = await hashPassword(passwords[i]);
      }
    }),
  );
  return hashes;
}
