// GENERATED from core/src/i18n/po/ja.po by core/scripts/build-catalogues.ts — do not edit.
export const site = {"purchase.subtitle":"Da Deal! で地元のお店をご利用いただき、ありがとうございます！","purchase.readyTitle":"ディールの準備ができました","purchase.readyText":"クーポンはマイページの「マイクーポン」にあります。ディールの終了前にお店でコードを提示すれば、割引が受けられます。","purchase.goToDashboard":"マイページへ","purchase.help":"何か問題がありましたか？ <0>お問い合わせ</0>いただければ、営業日の24時間以内に対応します。"};
