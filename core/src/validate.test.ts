import { describe, expect, it } from 'vitest';
import { validate } from './validate.js';

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
    expect(messages('contact', { name: 'x'.repeat(120), email: 'a@b.co', userType: 'x', subject: 'x'.repeat(200), message: 'y'.repeat(2000) })).toEqual({
      name: 'Name must be less than 100 characters',
      userType: 'Please select your user type',
      subject: 'Subject must be less than 200 characters',
      message: 'Message must be less than 2000 characters',
    });
    expect(validate('contact', { name: "Mary-Jane O'Neil", email: 'mj@island.example', userType: 'business', subject: 'Listing question', message: 'How do I list my shop?' }).ok).toBe(true);
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
});
