import { describe, expect, it } from 'vitest';
import { hasControlChars, isRealDate, normalizeInput, replaceControlChars } from './validate.js';
import { validate } from './validate-all.js';
import { priceToCents } from './rules.js';
import { MESSAGES } from './messages.js';

const messages = (id: Parameters<typeof validate>[0], data: unknown) =>
  Object.fromEntries(validate(id, data).errors.map((e) => [e.field, e.message]));

describe('validation with the spec messages (spec §5)', () => {
  it('checks the user sign-up form', () => {
    expect(
      messages('user-signup-form', { email: 'nope', password: 'short', confirmPassword: 'other', firstName: '', lastName: ' ', terms: false }),
    ).toEqual({
      email: 'Invalid email address',
      password: 'Password must be at least 8 characters',
      confirmPassword: "Passwords don't match",
      firstName: 'First name is required',
      lastName: 'Last name is required',
      phoneNumber: 'Phone number is required',
      terms: 'You must agree to the terms and conditions',
    });
  });

  it('shows no mismatch on an empty sign-up form: "Passwords don\'t match" only when both are filled and differ', () => {
    const empty = messages('user-signup-form', { terms: false });
    expect(empty.confirmPassword).toBeUndefined();
    expect(empty.password).toBe('Password must be at least 8 characters');
    expect(messages('business-signup-form', {}).confirmPassword).toBeUndefined();
    expect(messages('reset-password-form', {}).confirmPassword).toBeUndefined();
    expect(messages('reset-password-form', { newPassword: '', confirmPassword: '' }).confirmPassword).toBeUndefined();
    // A confirmation typed before the password: the password field says what is missing.
    expect(messages('user-signup-form', { confirmPassword: 'longenough' }).confirmPassword).toBeUndefined();
    expect(messages('user-signup-form', { password: 'longenough' }).confirmPassword).toBe(MESSAGES.confirmPassword);
    expect(messages('user-signup-form', { password: 'longenough', confirmPassword: 'longenougH' }).confirmPassword).toBe("Passwords don't match");
    expect(messages('reset-password-form', { newPassword: 'longenough', confirmPassword: 'longenough' })).toEqual({});
  });

  it('checks the business sign-up form', () => {
    const result = messages('business-signup-form', {
      email: 'owner@reef.example', password: 'longenough', confirmPassword: 'longenough', firstName: 'A', lastName: 'B', phoneNumber: '1', terms: true,
    });
    expect(result).toEqual({ companyName: 'Company name is required', contactNumber: 'Contact number is required' });
  });

  it('checks login and admin login', () => {
    expect(messages('login', { email: 'x', password: '' })).toEqual({
      email: 'Please enter a valid email address',
      password: 'Password is required',
    });
    expect(messages('admin-login', { email: 'a@b.co', password: '12345' })).toEqual({ password: 'Password must be at least 6 characters' });
  });

  it('checks the contact form lengths and characters', () => {
    expect(messages('contact', { name: 'R2-D2!', email: 'a@b.co', userType: 'user', subject: 'Hi', message: 'short' })).toEqual({
      name: 'Name contains invalid characters',
      subject: 'Subject must be at least 5 characters',
      message: 'Message must be at least 10 characters',
    });
    expect(messages('contact', { name: 'x'.repeat(101), email: 'a@b.co', userType: 'x', subject: 'x'.repeat(201), message: 'y'.repeat(2001) })).toEqual({
      name: 'Name must be less than 100 characters',
      userType: 'Please select your user type',
      subject: 'Subject must be less than 200 characters',
      message: 'Message must be less than 2000 characters',
    });
    expect(validate('contact', { name: "Mary-Jane O'Neil", email: 'mj@island.example', userType: 'business', subject: 'Listing question', message: 'How do I list my shop?' }).ok).toBe(true);
  });

  it('accepts the contact ranges of spec §5 as written, both ends included', () => {
    const longest = {
      name: 'x'.repeat(100), email: `${'a'.repeat(243)}@island.test`, userType: 'user', subject: 's'.repeat(200), message: 'm'.repeat(2000),
    };
    expect(longest.email).toHaveLength(255);
    expect(messages('contact', longest)).toEqual({});
    expect(messages('contact', { name: 'Al', email: 'a@b.co', userType: 'user', subject: 'Hello', message: 'Ten chars.' })).toEqual({});
    expect(messages('contact', { ...longest, email: `a${longest.email}` })).toEqual({ email: 'Email must be less than 255 characters' });
  });

  it('checks a deal, including prices as text', () => {
    const good = {
      title: 'Half-price snorkel tour', description: 'Two hours on the reef', originalPrice: '$40.00', dealPrice: 20,
      category: 'Weekly', businessCategory: 'beach-activity', startDate: '2026-12-01', endDate: '2026-12-08T00:00:00Z', totalCoupons: 20,
    };
    expect(validate('deal-create', good).ok).toBe(true);
    expect(messages('deal-create', { ...good, totalCoupons: undefined, originalPrice: 'forty' })).toEqual({
      totalCoupons: 'Number of coupons is required',
      originalPrice: 'Original price must be an amount such as 12.50',
    });
    expect(messages('admin-deal-create', { ...good, totalCoupons: 0 })).toEqual({
      businessId: 'Please select a business',
      totalCoupons: 'Total coupons must be at least 1',
    });
  });

  it('checks reset password and its confirmation', () => {
    expect(messages('reset-password-form', { newPassword: 'longenough', confirmPassword: 'different' })).toEqual({
      confirmPassword: "Passwords don't match",
    });
    expect(messages('reset-password', { token: 'abc', newPassword: 'short' })).toEqual({
      newPassword: 'Password must be at least 8 characters',
    });
  });

  it('knows real dates from impossible ones', () => {
    for (const ok of ['2026-02-28', '2024-02-29', '2026-12-01T23:59', '2026-12-01T10:00:00.000Z', '2026-12-01T10:00+10:00']) expect(isRealDate(ok), ok).toBe(true);
    for (const bad of ['2026-02-29', '2026-02-30', '2026-04-31', '2026-12-01T24:00', '2026-12-01T10:60', '0000-01-01', '2026-00-10', 'tomorrow']) expect(isRealDate(bad), bad).toBe(false);
  });

  it('takes prices as numbers through their shortest decimal form', () => {
    expect(priceToCents(19.99)).toBe(1999);
    expect(priceToCents(0.07)).toBe(7);
    expect(priceToCents(1.005)).toBeNull();
    expect(priceToCents(0.1 + 0.2)).toBeNull();
    expect(priceToCents(1e21)).toBeNull();
    expect(validate('deal-create', { originalPrice: 19.99 }).errors.find((e) => e.field === 'originalPrice')).toBeUndefined();
  });

  it('trims strings but not passwords, drops unknown fields, and leaves the caller\'s object alone', () => {
    const input = { email: '  a@b.example ', password: ' spaced ', extra: 1 };
    expect(normalizeInput(input)).toEqual({ email: 'a@b.example', password: ' spaced ', extra: 1 });
    const result = validate('login', input);
    expect(result.value).toEqual({ email: 'a@b.example', password: ' spaced ' });
    expect(input.email).toBe('  a@b.example ');
  });

  it('refuses closed values with surrounding spaces instead of trimming them into a valid one', () => {
    const deal = { title: 'T', description: 'D', originalPrice: 10, dealPrice: 5, category: ' Monthly ', businessCategory: 'restaurant', totalCoupons: 1, startDate: '2026-12-01', endDate: '2026-12-02' };
    expect(validate('deal-create', deal).errors).toContainEqual({ field: 'category', message: 'Category must be one of Monthly, Weekly, Last-Minute' });
    const signup = { email: 'a@b.example', password: 'secret1', firstName: 'A', lastName: 'B', userType: ' user' };
    expect(validate('register', signup).errors.map((e) => e.field)).toContain('userType');
    expect(validate('paypal-order', { amount: '5.00', currency: ' USD', intent: 'CAPTURE' }).errors).toEqual([{ field: 'currency', message: 'Currency must be USD' }]);
    expect(validate('paypal-order', { amount: '5.00', currency: 'USD', intent: 'CAPTURE ' }).errors).toEqual([{ field: 'intent', message: 'Intent must be CAPTURE' }]);
    expect(validate('paypal-order', { planId: ' quick' }).errors).toEqual([{ field: 'planId', message: 'Please choose a plan' }]);
    // Free text is still trimmed.
    expect(validate<{ title: string }>('deal-create', { ...deal, category: 'Monthly', title: '  Sunset dinner ' }).value?.title).toBe('Sunset dinner');
  });

  it('refuses an e-mail holding a line break with the message of an invalid e-mail, and trims only its surrounding spaces', () => {
    const invalid = validate('login', { email: 'not-an-email', password: 'x' }).errors;
    for (const email of ['a@b.example\n', 'a@b.example\r\nBcc: x@y.example', '\na@b.example']) {
      expect(validate('login', { email, password: 'x' }).errors, JSON.stringify(email)).toEqual(invalid);
    }
    expect(validate<{ email: string }>('login', { email: ' \ta@b.example  ', password: 'x' }).value?.email).toBe('a@b.example');
  });

  it('finds and replaces control characters other than tab and newline', () => {
    expect(hasControlChars('a\u0000b')).toBe(true);
    expect(hasControlChars('tab\tand\nnewline')).toBe(false);
    expect(replaceControlChars('a\u0000b\u007f')).toBe('a\uFFFDb\uFFFD');
  });
});
