/**
 * Judge messages shown to learners, in every interface locale (id falls back to en where not given).
 * Per-check messages come from the page's judge definitions; these are the platform's own.
 */
export interface Localized {
  ja: string
  en: string
  id?: string
}

export const JUDGE_MESSAGES = {
  infiniteLoop: { ja: '無限ループが発生しました。繰り返しの終了条件を確認しましょう。', en: 'An infinite loop occurred. Check the condition that ends your loop.', id: 'Terjadi perulangan tanpa akhir. Periksa kondisi yang mengakhiri perulanganmu.' },
  tooMuchOutput: { ja: '出力が多すぎます。', en: 'Too much output.', id: 'Output terlalu banyak.' },
  tooLong: { ja: '処理に時間がかかりすぎたため中断しました。', en: 'The process took too long and was aborted.', id: 'Proses terlalu lama dan dihentikan.' },
  memory: { ja: 'メモリを使いすぎたため中断しました。', en: 'The program used too much memory and was stopped.' },
  stopped: { ja: '実行を停止しました。', en: 'The program was stopped.', id: 'Program dihentikan.' },
  // Why a page could not be pictured (judge/image/renderError.ts kinds).
  renderTimeout: { ja: 'ページの表示に時間がかかりすぎたため中断しました。', en: 'The page took too long to display and was stopped.' },
  renderNavigation: {
    ja: 'ページが別のページへ移動しようとしました。meta refresh や location などの移動を使わずに作りましょう。',
    en: 'The page tried to go to another page. Build it without redirects such as meta refresh or location.',
  },
  renderPopup: { ja: 'ページが新しいウィンドウを開こうとしました。', en: 'The page tried to open a new window.' },
  renderTooLarge: { ja: 'ページが大きすぎて表示できません。', en: 'The page is too large to display.' },
  renderCrash: { ja: 'ページの表示中にメモリを使いすぎました。', en: 'The page used too much memory while it was displayed.' },
  renderBusy: { ja: '前の判定がまだ終わっていません。少し待ってからもう一度お試しください。', en: 'Your previous check is still running. Please try again in a moment.' },
  judgeError: {
    ja: '判定中にエラーが発生しました。時間をおいて再度お試しいただき、解決しない場合はお問い合わせください。',
    en: 'An error occurred during the judge. Please try again later, and contact support if it keeps happening.',
  },
  runError: { ja: 'エラーが発生しました: {detail}', en: 'An error occurred: {detail}' },
  syntaxErrorNear: { ja: '{line}行目付近に文法エラーがあります。', en: 'There is a syntax error near line {line}.' },
  sqlNoSuchTable: { ja: 'テーブルまたはカラムが存在しません: {detail}', en: 'The table or column does not exist: {detail}' },
  sqlSyntaxNear: { ja: '「{detail}」付近に文法エラーがあります。', en: 'There is a syntax error near "{detail}".' },
  sqlNoResults: { ja: '結果がありません。', en: 'No results.' },
  sqlColumns: { ja: 'カラムが正しくありません（あなた: {yours}、正解: {answer}）。', en: 'The columns are not right (yours: {yours}, answer: {answer}).' },
  sqlRowCount: { ja: '取得した行の数が正しくありません（あなた: {yours}行、正解: {answer}行）。', en: 'The number of rows is not right (yours: {yours}, answer: {answer}).' },
  sqlRows: { ja: '取得したデータが正しくありません。条件や並び順を確認しましょう。', en: 'The rows are not right. Check your conditions and the order.' },
  multipleSemicolons: { ja: 'セミコロン（;）が複数あります。クエリは1つだけ書きましょう。', en: 'There is more than one semicolon (;). Write a single query.' },
  fullWidth: { ja: '{line}行目に全角文字「{detail}」が含まれています。半角で書きましょう。', en: 'Line {line} contains the full-width character "{detail}". Use half-width characters.' },
  cssMissingUnit: { ja: '{line}行目の「{detail}」に単位（px など）がありません。', en: 'The value "{detail}" on line {line} has no unit (such as px).' },
  htmlUnclosed: { ja: '<{detail}> の閉じタグがありません。', en: 'The closing tag for <{detail}> is missing.' },
  undefinedVariable: { ja: '{line}行目: 定義されていない変数「{detail}」が使われています。', en: 'Line {line}: the variable "{detail}" is not defined.' },
  checkSlides: { ja: 'スライドやヒントを確認してみましょう。', en: 'Have another look at the slides or the hints.' },
  fileMissing: { ja: 'ファイル {detail} が見つかりません。', en: 'The file {detail} is missing.' },
} satisfies Record<string, Localized>

export type MessageKey = keyof typeof JUDGE_MESSAGES

/** A platform message with its {placeholders} filled, in every locale it has. */
export function message(key: MessageKey, values: Record<string, string | number> = {}): Localized {
  const fill = (text: string) => text.replace(/\{(\w+)\}/g, (_, name: string) => String(values[name] ?? `{${name}}`))
  const source: Localized = JUDGE_MESSAGES[key]
  return { ja: fill(source.ja), en: fill(source.en), ...(source.id ? { id: fill(source.id) } : {}) }
}

/** The text for a locale, id falling back to en. */
export const localize = (text: Localized, locale: 'ja' | 'en' | 'id') => (locale === 'id' ? (text.id ?? text.en) : text[locale])
