// The console's words that the spec fixes (spec §2, §4, §6, §8), written once and used by code and tests.
// Words the server also says (validation, "Invalid credentials", "Welcome to the admin dashboard.") live in
// @dadeal/core's schemas and MESSAGES.

/** Where the console lives (spec §2); the dashboard is react-admin's basename, resources below it. */
export const ADMIN_PATHS = {
  login: '/admin-login',
  dashboard: '/admin-dashboard',
} as const;

/** localStorage keys: the admin's token and the admin's data (spec §4), apart from the site's `token`. */
export const STORAGE_KEYS = {
  token: 'adminToken',
  admin: 'adminData',
} as const;

export const BRAND = {
  name: 'Da Deal!',
  console: 'Da Deal! Admin',
} as const;

export const LOGIN_PAGE = {
  title: 'Admin Login',
  subtitle: 'Sign in to manage users, businesses and deals.',
  email: 'Email',
  password: 'Password',
  submit: 'Access Dashboard',
  pending: 'Authenticating...',
  notice: 'This area is for authorized personnel only. All access attempts are logged.',
} as const;

export const TOASTS = {
  loginFailed: 'Login Failed',
  invalidCredentials: 'Invalid credentials',
  loginError: 'Login Error',
  unexpected: 'An unexpected error occurred',
  loginSuccess: 'Login Successful',
  welcome: 'Welcome to the admin dashboard.',
  loggedOut: 'Logged Out',
} as const;

export const HEADER = {
  logout: 'Logout',
  /** The user menu's button (react-admin's UserMenu) and its one item. */
  accountMenu: 'Account menu',
  changePassword: 'Change Password',
  /** The group of the administrator's name and role. */
  signedIn: 'Signed in administrator',
} as const;

/**
 * The signed-in administrator's own password (PUT /api/admin/password), reached from the user menu. The rules and the
 * server's words (required, minimum length, "Passwords don't match", "Current password is incorrect", the success
 * description) are @dadeal/core's; only the screen's own labels are here.
 */
export const CHANGE_PASSWORD = {
  path: '/change-password',
  title: 'Change Password',
  intro: 'Your other sessions are signed out when the password changes; this one stays signed in.',
  currentPassword: 'Current Password',
  newPassword: 'New Password',
  confirmPassword: 'Confirm New Password',
  submit: 'Change Password',
  pending: 'Changing Password...',
  changed: 'Password Changed',
  failed: 'Password Not Changed',
} as const;

export const DASHBOARD = {
  title: 'Admin Dashboard',
  totalUsers: 'Total Users',
  businesses: 'Businesses',
  totalDeals: 'Total Deals',
  activeDeals: 'Active Deals',
  users: 'Users',
  deals: 'Deals',
  loading: 'Loading',
  viewAll: 'View all',
} as const;

/** The view and edit dialogs over the lists (spec §2: "view (details dialog), edit dialog"). */
export const DIALOGS = {
  users: { show: 'User details', edit: 'Edit user' },
  businesses: { show: 'Business details', edit: 'Edit business' },
  deals: { show: 'Deal details', edit: 'Edit deal' },
  close: 'Close',
} as const;

export const CHIPS = {
  active: 'Active',
  inactive: 'Inactive',
  featured: 'Featured',
  standard: 'Standard',
  verified: 'Verified',
  unverified: 'Unverified',
} as const;

export const BULK = {
  activate: 'Activate',
  deactivate: 'Deactivate',
} as const;

export type ResourceName = 'users' | 'businesses' | 'deals';
type Action = 'fetch' | 'create' | 'update' | 'delete';

/** Spec §8, admin operations. `withServerText` says whether the server's words follow the spec's. */
export const OPERATION_FAILURES: Record<ResourceName, Record<Action, { text: string; withServerText: boolean }>> = {
  users: {
    fetch: { text: 'Failed to fetch users', withServerText: false },
    create: { text: 'Failed to create user', withServerText: true },
    update: { text: 'Failed to update user', withServerText: false },
    delete: { text: 'Failed to delete user', withServerText: true },
  },
  businesses: {
    fetch: { text: 'Failed to fetch businesses', withServerText: false },
    create: { text: 'Failed to create business', withServerText: true },
    update: { text: 'Failed to update business', withServerText: false },
    delete: { text: 'Failed to delete business', withServerText: false },
  },
  deals: {
    fetch: { text: 'Failed to fetch deals', withServerText: false },
    create: { text: 'Failed to create deal', withServerText: true },
    update: { text: 'Failed to update deal', withServerText: false },
    delete: { text: 'Failed to delete deal', withServerText: false },
  },
};

/** "Failed to delete user: {server text}" — the spec's words, then the server's when the spec asks for them. */
export function failureText(resource: ResourceName, action: Action, serverText?: string | null): string {
  const { text, withServerText } = OPERATION_FAILURES[resource][action];
  return withServerText && serverText ? `${text}: ${serverText}` : text;
}

/** Spec §8 successes ("… and similar" for the ones it does not spell out). */
export const OPERATION_SUCCESSES: Record<ResourceName, Record<'create' | 'update' | 'delete', string>> = {
  users: { create: 'User created successfully', update: 'User updated successfully', delete: 'User deleted successfully' },
  businesses: {
    create: 'Business user and profile created successfully',
    update: 'Business updated successfully',
    delete: 'Business deleted successfully',
  },
  deals: { create: 'Deal created successfully', update: 'Deal updated successfully', delete: 'Deal deleted successfully' },
};

/** Bulk actions: the same words with a count. */
export function bulkSuccess(resource: ResourceName, action: 'delete' | 'update', count: number): string {
  const noun = { users: 'user', businesses: 'business', deals: 'deal' }[resource];
  const plural = count === 1 ? noun : resource;
  return action === 'delete' ? `${count} ${plural} deleted successfully` : `${count} ${plural} updated successfully`;
}

/** Role as the header shows it: underscores as spaces (spec §2). */
export function roleLabel(role: string): string {
  return role.replace(/_+/g, ' ').trim();
}

export const AUDIT = {
  title: 'Audit Trail',
  menu: 'Audit Trail',
  actions: [
    'login',
    'users.create', 'users.update', 'users.delete',
    'businesses.create', 'businesses.update', 'businesses.delete',
    'deals.create', 'deals.update', 'deals.delete',
    'reviews.hide', 'reviews.restore',
  ],
  succeeded: 'Succeeded',
  failed: 'Failed',
} as const;

/** Moderation of verified reviews (reviews/ReviewList.tsx). */
export const REVIEWS = {
  title: 'Reviews',
  search: 'Search text, reply, business, reviewer',
  reported: 'Reported',
  hiddenFilter: 'Hidden',
  reason: 'Main reason',
  rating: 'Rating',
  businessId: 'Business id',
  lastReported: 'Last reported',
  business: 'Business',
  text: 'Review',
  reply: 'Reply',
  reports: 'Reports',
  reasons: 'Reasons',
  state: 'State',
  actions: 'Moderation',
  hide: 'Hide',
  restore: 'Restore',
  partReview: 'review',
  partReply: 'reply',
  reasonLabel: 'Reason (kept in the audit trail and told to the author)',
  cancel: 'Cancel',
  hiddenDone: 'Hidden. The author has been told by e-mail.',
  restored: 'Restored.',
  failed: 'The change could not be made.',
  visible: 'Visible',
  reviewHidden: 'Review hidden',
  replyHidden: 'Reply hidden',
} as const;

/**
 * A business's place in the console (businesses/PlacePinMap.tsx): the map to drop its pin on, the site's map in the
 * administrator's words (the site's speak to the business: "your place").
 */
export const PLACE_MAP = {
  open: 'Drop the pin on a map',
  hide: 'Hide the map',
  label: "Map: click the business's place to drop the pin",
  hint: 'Click the place on the map, or drag the pin: the latitude and longitude fill in. They can still be typed.',
  loading: 'Loading the map…',
  unavailable: 'This browser cannot show the map: type the latitude and longitude instead.',
  failed: 'The map could not be loaded: type the latitude and longitude instead.',
  pin: "The place's pin",
} as const;
