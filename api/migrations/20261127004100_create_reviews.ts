import type { Knex } from 'knex';

// Verified reviews: only the holder of a redeemed coupon reviews the business, once per coupon (unique coupon_id; a
// review deleted by its author keeps its row, marked deleted and emptied, so the coupon is never reviewed twice).
// The visit's facts are copied in (deal title, redemption time): the review stays true when the deal is deleted
// (coupon_id then becomes null). The business's rating is KEPT on its row (review_count, review_rating_sum) by a
// trigger in the review's own transaction, whatever the path — the API, an account deleted with its reviews, psql —
// so the listing reads two columns (docs/decisions/0050-business-rating-kept-on-its-row.md). Changing them is an
// update of `businesses`, whose existing trigger tells every server to drop its cached deal answers.
export async function up(knex: Knex): Promise<void> {
  await knex.schema.alterTable('businesses', (t) => {
    t.integer('review_count').notNullable().defaultTo(0);
    t.integer('review_rating_sum').notNullable().defaultTo(0);
    t.check('review_count >= 0 and review_rating_sum >= review_count and review_rating_sum <= 5 * review_count', [], 'businesses_review_rating_check');
  });
  await knex.schema.createTable('reviews', (t) => {
    t.increments('id');
    t.integer('coupon_id').nullable().unique().references('coupons.id').onDelete('SET NULL');
    t.integer('business_id').notNullable().references('businesses.id').onDelete('CASCADE');
    t.integer('user_id').notNullable().references('users.id').onDelete('CASCADE');
    t.string('deal_title', 200).notNullable();
    t.timestamp('redeemed_at', { useTz: true }).notNullable();
    t.smallint('rating').notNullable();
    t.text('text').nullable();
    t.timestamp('created_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
    t.timestamp('updated_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
    t.timestamp('deleted_at', { useTz: true }).nullable();
    t.timestamp('hidden_at', { useTz: true }).nullable();
    t.string('hidden_reason', 500).nullable();
    t.text('reply_text').nullable();
    t.timestamp('reply_created_at', { useTz: true }).nullable();
    t.timestamp('reply_updated_at', { useTz: true }).nullable();
    t.timestamp('reply_hidden_at', { useTz: true }).nullable();
    t.string('reply_hidden_reason', 500).nullable();
    t.check('rating between 1 and 5', [], 'reviews_rating_check');
    t.check('char_length(text) <= 2000 and char_length(reply_text) <= 2000', [], 'reviews_text_length_check');
    t.index(['user_id']);
  });
  // The dialog's newest visible reviews of a business, and the dashboard's.
  await knex.raw('create index reviews_business_visible_idx on reviews (business_id, created_at desc, id desc) where deleted_at is null and hidden_at is null');
  await knex.schema.createTable('review_reports', (t) => {
    t.increments('id');
    t.integer('review_id').notNullable().references('reviews.id').onDelete('CASCADE');
    t.integer('user_id').notNullable().references('users.id').onDelete('CASCADE');
    t.string('part', 10).notNullable().checkIn(['review', 'reply'], 'review_reports_part_check');
    t.string('reason', 20).notNullable().checkIn(['spam', 'offensive', 'false', 'personal', 'other'], 'review_reports_reason_check');
    t.timestamp('created_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
    // One report per person and part: reporting again changes nothing.
    t.unique(['review_id', 'user_id', 'part'], { indexName: 'review_reports_key' });
  });
  await knex.raw(`
    create function dadeal_review_rating() returns trigger language plpgsql as $$
    declare
      was_counted boolean := false;
      is_counted boolean := false;
    begin
      if tg_op <> 'INSERT' then was_counted := old.deleted_at is null and old.hidden_at is null; end if;
      if tg_op <> 'DELETE' then is_counted := new.deleted_at is null and new.hidden_at is null; end if;
      if tg_op = 'UPDATE' and was_counted = is_counted and (not is_counted or old.rating = new.rating) then
        return null; -- nothing the rating counts changed (a text edit, a reply): no write, no cache dropped
      end if;
      if was_counted then
        update businesses set review_count = review_count - 1, review_rating_sum = review_rating_sum - old.rating where id = old.business_id;
      end if;
      if is_counted then
        update businesses set review_count = review_count + 1, review_rating_sum = review_rating_sum + new.rating where id = new.business_id;
      end if;
      return null;
    end
    $$`);
  await knex.raw(`create trigger reviews_rating after insert or delete or update of rating, deleted_at, hidden_at on reviews
    for each row execute function dadeal_review_rating()`);
}

export async function down(knex: Knex): Promise<void> {
  await knex.raw('drop trigger if exists reviews_rating on reviews');
  await knex.raw('drop function if exists dadeal_review_rating()');
  await knex.schema.dropTable('review_reports');
  await knex.schema.dropTable('reviews');
  await knex.schema.alterTable('businesses', (t) => {
    t.dropChecks(['businesses_review_rating_check']);
    t.dropColumn('review_count');
    t.dropColumn('review_rating_sum');
  });
}
