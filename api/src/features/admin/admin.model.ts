import { Model } from 'objection';
import type { Admin as AdminDto } from '@dadeal/core';

/** An administrator: an account of its own, not a user (spec §6). */
export class Admin extends Model {
  static tableName = 'admins';

  id!: number;
  email!: string;
  passwordHash!: string;
  firstName!: string;
  lastName!: string;
  role!: string;
  /** Raised by a password change: tokens signed with an older one are refused (admin-auth.ts). */
  tokenVersion!: number;
  createdAt!: Date;
  updatedAt!: Date;

  /** The public shape: never the password hash. */
  toDto(): AdminDto {
    return {
      id: this.id,
      email: this.email,
      firstName: this.firstName,
      lastName: this.lastName,
      role: this.role,
      createdAt: new Date(this.createdAt).toISOString(),
    };
  }
}
