// GENERATED from core/src/i18n/po/ja.po by core/scripts/build-catalogues.ts — do not edit.
export const site = {"notFound.subtitle":"このページは沖に流されてしまったようです。ディールは浜辺に残っています。","notFound.backOnCourse":"元のページに戻りましょう","notFound.couldNotFind":"次のページが見つかりませんでした：","notFound.why":"リンクが古いか、アドレスに誤りがある可能性があります。","notFound.backHome":"ホームに戻る"};
