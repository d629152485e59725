import { Model } from 'objection';
import type { BusinessCategory, DealCategory } from '@dadeal/core';

export class Deal extends Model {
  static tableName = 'deals';

  id!: number;
  businessId!: number;
  title!: string;
  description!: string;
  imageUrl!: string | null;
  originalPrice!: string;
  dealPrice!: string;
  category!: DealCategory;
  businessCategory!: BusinessCategory;
  startDate!: Date;
  endDate!: Date;
  totalCoupons!: number;
  usedCoupons!: number;
  termsConditions!: string | null;
  isActive!: boolean;
  isFeatured!: boolean;
  featuredUntil!: Date | null;
  createdAt!: Date;
  updatedAt!: Date;
}
