// Small factories for tests: rows straight into the database, with sensible defaults and overrides.
import { randomBytes } from 'node:crypto';
import type { BusinessCategory, DealCategory } from '@dadeal/core';
import type { Db } from '../db.js';
import { hashPassword } from '../features/accounts/passwords.js';
import { signUserToken } from '../features/accounts/tokens.js';
import { User } from '../features/accounts/user.model.js';
import { Business } from '../features/accounts/business.model.js';

export const TEST_PASSWORD = 'correct-horse-42';
const hashes = new Map<string, Promise<string>>();
const hashOnce = (password: string) => {
  if (!hashes.has(password)) hashes.set(password, hashPassword(password));
  return hashes.get(password)!;
};

const unique = () => randomBytes(4).toString('hex');

export interface UserOverrides {
  email?: string;
  password?: string;
  firstName?: string;
  lastName?: string;
  phoneNumber?: string;
  userType?: 'user' | 'business' | 'staff' | 'partner';
  /** A staff account's business (createStaff). */
  staffBusinessId?: number;
  isEmailVerified?: boolean;
  emailNotifications?: boolean;
}

export async function createUser(db: Db, overrides: UserOverrides = {}): Promise<User> {
  const { password = TEST_PASSWORD, ...rest } = overrides;
  return User.query(db).insertAndFetch({
    email: `user-${unique()}@example.test`,
    firstName: 'Kalani',
    lastName: 'Test',
    phoneNumber: '+1 808 555 0000',
    userType: 'user',
    isEmailVerified: true,
    emailNotifications: true,
    ...rest,
    passwordHash: await hashOnce(password),
  });
}

/** Many verified users in one insert (race tests). */
export async function createUsers(db: Db, count: number): Promise<User[]> {
  const passwordHash = await hashOnce(TEST_PASSWORD);
  const tag = unique();
  const rows = Array.from({ length: count }, (_, i) => ({
    email: `racer-${tag}-${i}@example.test`, firstName: 'Racer', lastName: String(i), phoneNumber: '+1 808 555 0000',
    userType: 'user' as const, isEmailVerified: true, passwordHash,
  }));
  const inserted: Array<{ id: number }> = await db('users').insert(rows).returning(['id']);
  return User.query(db).findByIds(inserted.map((r) => r.id));
}

export async function createBusiness(
  db: Db,
  overrides: UserOverrides & { companyName?: string; contactNumber?: string; websiteUrl?: string | null; logoUrl?: string | null } = {},
): Promise<{ user: User; business: Business }> {
  const { companyName = `Lagoon Co ${unique()}`, contactNumber = '+1 808 555 0199', websiteUrl = null, logoUrl = null, ...userOverrides } = overrides;
  const user = await createUser(db, { userType: 'business', firstName: 'Keoni', lastName: 'Owner', ...userOverrides });
  const business = await Business.query(db).insertAndFetch({ userId: user.id, companyName, contactNumber, websiteUrl, logoUrl });
  return { user, business };
}

/** A staff member of `business` who accepted the invitation: signs in with `password`. */
export async function createStaff(db: Db, business: Business, overrides: Omit<UserOverrides, 'userType'> = {}): Promise<User> {
  return createUser(db, { firstName: 'Leilani', lastName: 'Counter', phoneNumber: business.contactNumber, ...overrides, userType: 'staff', staffBusinessId: business.id });
}

/** A verified partner with its partners row; `ref` null leaves it to be chosen. */
export async function createPartner(
  db: Db,
  overrides: Omit<UserOverrides, 'userType'> & { companyName?: string; websiteUrl?: string; ref?: string | null } = {},
): Promise<{ user: User; partner: { id: number; ref: string | null } }> {
  const { companyName = `Island Times ${unique()}`, websiteUrl = 'https://times.example', ref = `times-${unique()}`, ...userOverrides } = overrides;
  const user = await createUser(db, { firstName: companyName, lastName: '', phoneNumber: '', ...userOverrides, userType: 'partner' });
  const [partner] = await db('partners').insert({ userId: user.id, companyName, websiteUrl, ref }).returning(['id', 'ref']);
  return { user, partner };
}

export interface DealOverrides {
  title?: string;
  description?: string;
  imageUrl?: string | null;
  originalPrice?: string;
  dealPrice?: string;
  category?: DealCategory;
  businessCategory?: BusinessCategory;
  startDate?: Date;
  endDate?: Date;
  totalCoupons?: number;
  usedCoupons?: number;
  termsConditions?: string | null;
  isActive?: boolean;
  isFeatured?: boolean;
  featuredUntil?: Date | null;
}

const DAY = 24 * 3600_000;

/** A live deal by default: started yesterday, ends in a week. */
export async function createDeal(db: Db, business: Business, overrides: DealOverrides = {}): Promise<{ id: number } & Required<DealOverrides>> {
  const row = {
    businessId: business.id,
    title: `Snorkel tour ${unique()}`,
    description: 'Two hours on the reef with a guide.',
    imageUrl: null,
    originalPrice: '40.00',
    dealPrice: '25.00',
    category: 'Weekly' as DealCategory,
    businessCategory: 'beach-activity' as BusinessCategory,
    startDate: new Date(Date.now() - DAY),
    endDate: new Date(Date.now() + 7 * DAY),
    totalCoupons: 10,
    usedCoupons: 0,
    termsConditions: null,
    isActive: true,
    isFeatured: false,
    featuredUntil: null,
    ...overrides,
  };
  const [created] = await db('deals').insert(row).returning(['id']);
  return { ...row, id: created.id } as { id: number } & Required<DealOverrides>;
}

export function tokenFor(jwtSecret: string, user: { id: number; tokenVersion?: number }): string {
  return signUserToken(jwtSecret, user.id, user.tokenVersion ?? 0);
}

export function bearer(jwtSecret: string, user: { id: number; tokenVersion?: number }): { Authorization: string } {
  return { Authorization: `Bearer ${tokenFor(jwtSecret, user)}` };
}
