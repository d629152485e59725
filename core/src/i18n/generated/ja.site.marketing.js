// GENERATED from core/src/i18n/po/ja.po by core/scripts/build-catalogues.ts — do not edit.
export const site = {"marketing.ctaTitle":"さっそく Da Deal! でお得を見つけませんか？","marketing.ctaText":"登録は無料、1分で完了します。一般の方は今日からクーポンを取得でき、事業者の方は今日の午後には最初のディールを掲載できます。","marketing.signUpFree":"無料で登録","marketing.listYourBusiness":"お店を掲載する","marketing.forDealHunters":"ご利用の方へ","marketing.forBusinesses":"事業者の方へ"};
