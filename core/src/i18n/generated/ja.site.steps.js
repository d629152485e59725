// GENERATED from core/src/i18n/po/ja.po by core/scripts/build-catalogues.ts — do not edit.
export const site = {"steps.title":"登録後の流れ","steps.fill":"フォームに入力してアカウントを作成します。","steps.verify":"メールでお送りする確認リンクを開きます（24時間有効）。"};
