// GENERATED from core/src/i18n/po/ja.po by core/scripts/build-catalogues.ts — do not edit.
export const site = {"near.finding":"現在地を確認しています…","near.nearYou":"近い順に表示しています","near.nearTown":[["town"],"から近い順に表示しています"],"near.unavailable":"現在地を取得できません。代わりに町を選んでください：","near.town":"町","near.chooseTown":"町を選ぶ","near.allDeals":"すべてのお得を表示"};
