import { Model } from 'objection';
import type { AccountType, Language, User as UserDto } from '@dadeal/core';

export class User extends Model {
  static tableName = 'users';

  id!: number;
  email!: string;
  passwordHash!: string;
  /** Raised by a password reset or change: tokens signed with an older version are refused. */
  tokenVersion!: number;
  firstName!: string;
  lastName!: string;
  phoneNumber!: string;
  userType!: AccountType;
  /** A staff account's business (the one that invited it); null for every other kind. */
  staffBusinessId!: number | null;
  emailNotifications!: boolean;
  dealAlerts!: boolean;
  lastMinuteAlerts!: boolean;
  isEmailVerified!: boolean;
  /** The language of the account's e-mails. */
  language!: Language;
  createdAt!: Date;
  updatedAt!: Date;

  /** The public shape: never the password hash. */
  toDto(): UserDto {
    return {
      id: this.id,
      email: this.email,
      firstName: this.firstName,
      lastName: this.lastName,
      phoneNumber: this.phoneNumber,
      userType: this.userType,
      emailNotifications: this.emailNotifications,
      dealAlerts: this.dealAlerts,
      lastMinuteAlerts: this.lastMinuteAlerts,
      isEmailVerified: this.isEmailVerified,
      language: this.language ?? 'en',
      createdAt: new Date(this.createdAt).toISOString(),
    };
  }
}
