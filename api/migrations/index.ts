// Migrations are listed here (not discovered on disk) so that they load the same way under tsx, vitest and the CLI.
// Add a new file as `<timestamp>_<change>.ts` with up and down, then list it below. A migration is history: it imports
// none of the product's code (enums, schemas, services change later), only Node's built-ins, knex's types and helpers
// beside it in this folder; it writes out the values and SQL it uses (api/src/migrations.test.ts checks the imports).
import type { Knex } from 'knex';
import * as m0100 from './20261122000100_create_users.js';
import * as m0200 from './20261122000200_create_businesses.js';
import * as m0300 from './20261122000300_create_deals.js';
import * as m0400 from './20261122000400_create_coupons.js';
import * as m0500 from './20261122000500_create_favorites.js';
import * as m0600 from './20261122000600_create_contact_messages.js';
import * as m0700 from './20261122000700_create_email_tokens.js';
import * as m0800 from './20261122000800_create_mail_outbox.js';
import * as m1000 from './20261122001000_create_admins.js';
import * as m1100 from './20261122001100_create_admin_audit.js';
import * as m1200 from './20261122001200_create_payments.js';
import * as m1300 from './20261122001300_allow_detached_coupons.js';
import * as m2000 from './20261122002000_allow_invite_tokens.js';
import * as m3100 from './20261123000100_add_token_version.js';
import * as m3200 from './20261123000200_create_deal_daily_stats.js';
import * as m4100 from './20261124000100_add_coupon_partner_ref.js';
import * as m4200 from './20261124000200_add_mail_retry.js';
import * as m4300 from './20261124000300_create_rate_limits.js';
import * as m5100 from './20261125000100_notify_deal_counts.js';
import * as m5200 from './20261125000200_add_admin_token_version.js';
import * as m6400 from './20261126000400_queue_picture_removals.js';
import * as m6100 from './20261126000100_add_staff_accounts.js';
import * as m6110 from './20261126000110_record_coupon_redeemer.js';
import * as m6500 from './20261126000500_notify_deal_count_ids.js';
import * as m6600 from './20261126000600_create_claim_codes.js';
import * as m6200 from './20261126000200_add_alert_settings.js';
import * as m6210 from './20261126000210_create_sent_notifications.js';
import * as m6220 from './20261126000220_create_job_queue.js';
import * as m7100 from './20261127000100_add_users_language.js';
import * as m7200 from './20261127000200_create_partners.js';
import * as m7210 from './20261127000210_create_partner_daily_views.js';
import * as m7220 from './20261127000220_create_webhook_deliveries.js';
import * as m7600 from './20261127001600_create_business_places.js';
import * as m74000 from './20261127004000_add_deal_search.js';
import * as m74100 from './20261127004100_create_reviews.js';
import * as m74300 from './20261127004300_create_search_hits.js';
import * as m74400 from './20261127004400_add_deal_listing_order.js';
import * as m78000 from './20261127008000_own_your_data.js';
import * as m104500 from './20261201004500_add_deal_search_word_arrays.js';
import * as m18300 from './20261201008300_retention_indexes.js';
import * as m200100 from './20261202000100_add_partner_place.js';
import * as m300100 from './20261203000100_create_deal_head_words.js';

interface Migration {
  up(knex: Knex): Promise<void>;
  down(knex: Knex): Promise<void>;
  /** `{transaction: false}`: the migration runs outside knex's transaction (one that holds its own). */
  config?: { transaction?: boolean };
}

const migrations: Record<string, Migration> = {
  '20261122000100_create_users': m0100,
  '20261122000200_create_businesses': m0200,
  '20261122000300_create_deals': m0300,
  '20261122000400_create_coupons': m0400,
  '20261122000500_create_favorites': m0500,
  '20261122000600_create_contact_messages': m0600,
  '20261122000700_create_email_tokens': m0700,
  '20261122000800_create_mail_outbox': m0800,
  '20261122001000_create_admins': m1000,
  '20261122001100_create_admin_audit': m1100,
  '20261122001200_create_payments': m1200,
  '20261122001300_allow_detached_coupons': m1300,
  '20261122002000_allow_invite_tokens': m2000,
  '20261123000100_add_token_version': m3100,
  '20261123000200_create_deal_daily_stats': m3200,
  '20261124000100_add_coupon_partner_ref': m4100,
  '20261124000200_add_mail_retry': m4200,
  '20261124000300_create_rate_limits': m4300,
  '20261125000100_notify_deal_counts': m5100,
  '20261125000200_add_admin_token_version': m5200,
  '20261126000400_queue_picture_removals': m6400,
  '20261126000100_add_staff_accounts': m6100,
  '20261126000110_record_coupon_redeemer': m6110,
  '20261126000500_notify_deal_count_ids': m6500,
  '20261126000600_create_claim_codes': m6600,
  '20261126000200_add_alert_settings': m6200,
  '20261126000210_create_sent_notifications': m6210,
  '20261126000220_create_job_queue': m6220,
  '20261127000100_add_users_language': m7100,
  '20261127000200_create_partners': m7200,
  '20261127000210_create_partner_daily_views': m7210,
  '20261127000220_create_webhook_deliveries': m7220,
  '20261127001600_create_business_places': m7600,
  '20261127004000_add_deal_search': m74000,
  '20261127004100_create_reviews': m74100,
  '20261127004300_create_search_hits': m74300,
  '20261127004400_add_deal_listing_order': m74400,
  '20261127008000_own_your_data': m78000,
  '20261201004500_add_deal_search_word_arrays': m104500,
  '20261201008300_retention_indexes': m18300,
  '20261202000100_add_partner_place': m200100,
  '20261203000100_create_deal_head_words': m300100,
};

export const migrationSource: Knex.MigrationSource<string> = {
  getMigrations: async () => Object.keys(migrations).sort(),
  getMigrationName: (name) => name,
  getMigration: async (name) => migrations[name],
};
