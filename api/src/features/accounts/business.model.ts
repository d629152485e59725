import { Model } from 'objection';
import type { Business as BusinessDto } from '@dadeal/core';

export class Business extends Model {
  static tableName = 'businesses';

  id!: number;
  userId!: number;
  companyName!: string;
  contactNumber!: string;
  websiteUrl!: string | null;
  logoUrl!: string | null;
  createdAt!: Date;

  toDto(): BusinessDto {
    return {
      id: this.id,
      userId: this.userId,
      companyName: this.companyName,
      contactNumber: this.contactNumber,
      websiteUrl: this.websiteUrl,
      createdAt: new Date(this.createdAt).toISOString(),
    };
  }
}
