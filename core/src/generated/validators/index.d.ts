// GENERATED with the validators by core/scripts/build-validators.ts — do not edit.
import type { ErrorObject } from 'ajv';
/** An ajv validate function compiled ahead of time: true or false, and `errors` after a false. */
export interface PrecompiledValidate {
  (data: unknown): boolean;
  errors?: ErrorObject[] | null;
}
export declare const login: PrecompiledValidate;
export declare const register: PrecompiledValidate;
export declare const user_signup_form: PrecompiledValidate;
export declare const business_signup_form: PrecompiledValidate;
export declare const profile_update: PrecompiledValidate;
export declare const email_only: PrecompiledValidate;
export declare const reset_password: PrecompiledValidate;
export declare const reset_password_form: PrecompiledValidate;
export declare const admin_login: PrecompiledValidate;
export declare const admin_create: PrecompiledValidate;
export declare const admin_password_change: PrecompiledValidate;
export declare const admin_user_create: PrecompiledValidate;
export declare const admin_user_update: PrecompiledValidate;
export declare const admin_business_user_create: PrecompiledValidate;
export declare const admin_business_update: PrecompiledValidate;
export declare const contact: PrecompiledValidate;
export declare const deal_create: PrecompiledValidate;
export declare const admin_deal_create: PrecompiledValidate;
export declare const admin_deal_update: PrecompiledValidate;
export declare const deal_ref: PrecompiledValidate;
export declare const coupon_claim: PrecompiledValidate;
export declare const coupon_redeem: PrecompiledValidate;
export declare const paypal_order: PrecompiledValidate;
export declare const deal_feature: PrecompiledValidate;
export declare const business_places: PrecompiledValidate;
export declare const geocode_query: PrecompiledValidate;
export declare const staff_invite: PrecompiledValidate;
export declare const redemptions_query: PrecompiledValidate;
export declare const claim_code_request: PrecompiledValidate;
export declare const claim_code_verify: PrecompiledValidate;
export declare const claim_account: PrecompiledValidate;
export declare const claim_in_place: PrecompiledValidate;
export declare const account_delete: PrecompiledValidate;
export declare const partner_register: PrecompiledValidate;
export declare const partner_signup_form: PrecompiledValidate;
export declare const partner_ref: PrecompiledValidate;
export declare const partner_webhook: PrecompiledValidate;
export declare const review_create: PrecompiledValidate;
export declare const review_update: PrecompiledValidate;
export declare const review_reply: PrecompiledValidate;
export declare const review_report: PrecompiledValidate;
export declare const review_moderation: PrecompiledValidate;
