/** The learner API's own messages (docs/messages.md), ja and en; id falls back to en. */
export const API_MESSAGES = {
  csrf: { ja: 'ページの有効期限が切れました。再読み込みしてからもう一度お試しください。', en: 'This page has expired. Please reload it and try again.' },
  signInRequired: { ja: 'ログインしてください。', en: 'Please log in.' },
  forbidden: { ja: 'この操作は許可されていません。', en: 'You are not allowed to do this.' },
  notFound: { ja: '見つかりませんでした。', en: 'Not found.' },
  required: { ja: '入力してください', en: 'This field is required' },
  emailRequired: { ja: 'メールアドレスを入力してください', en: 'Please enter your email address' },
  emailInvalid: { ja: 'メールアドレスが正しくありません', en: 'Invalid email address' },
  emailTaken: { ja: 'このメールアドレスはすでに登録されています', en: 'This email address is already registered' },
  emailNotRegistered: { ja: 'このメールアドレスは登録されていません', en: 'This email address is not registered' },
  passwordLength: { ja: 'パスワードは6文字以上128文字以下で入力してください', en: 'The password must be 6 to 128 characters' },
  passwordIncorrect: { ja: 'パスワードが正しくありません', en: 'Incorrect password' },
  lockedOut: { ja: 'ログインの失敗が続いたため、しばらくログインできません。時間をおいてお試しください。', en: 'Too many failed log-ins. Please try again later.' },
  signUpFailed: { ja: '登録に失敗しました。もう一度お試しください', en: 'Failed to register, please try again' },
  settingsInvalid: {
    ja: '設定を保存できませんでした。入力内容に誤りのある項目を修正して、もう一度お試しください。',
    en: 'Your settings could not be saved. Please make changes to the invalid fields and try again.',
  },
  fieldProblem: { ja: 'この項目に問題があります', en: 'There was a problem with this field' },
  otpInvalid: { ja: '認証コードが正しくないか、有効期限が切れています', en: 'Invalid or expired authentication code' },
  otpFormat: { ja: '6桁のコードを入力してください', en: 'Please enter a 6-digit code' },
  twoFactorInvalid: { ja: '認証コードが正しくありません。もう一度お試しください。', en: 'Invalid authentication code. Please try again.' },
  passwordRequired: { ja: 'パスワードを入力してください', en: 'Password is required' },
  backupCodesFailed: { ja: 'バックアップコードを再生成できませんでした。もう一度お試しください。', en: 'Could not regenerate backup codes. Please try again.' },
  passwordMismatch: { ja: 'パスワード(確認)が一致しません', en: 'The password confirmation does not match' },
  resetInvalid: { ja: 'このリンクは無効か、有効期限が切れています。もう一度お試しください。', en: 'This link is not valid or has expired. Please ask for a new one.' },
  imageTooBig: { ja: 'ファイルサイズが大きすぎます', en: 'File size is too big' },
  imageType: { ja: 'JPEG または PNG の画像を選んでください', en: 'Choose a JPEG or PNG image' },
  imageFailed: { ja: '画像を更新できませんでした。もう一度お試しください。', en: 'Failed to update the image. Please try again.' },
  identityExpired: { ja: 'ログインの有効期限が切れました。もう一度外部アカウントでログインしてください。', en: 'This log-in has expired. Please log in with your external account again.' },
  reminderTime: { ja: '時刻を選んでください', en: 'Choose a time' },
  reminderDays: { ja: '曜日を1つ以上選んでください', en: 'Choose at least one day' },
  malformedBody: { ja: 'リクエストの形式が正しくありません。', en: 'The request is not in the expected format.' },
  bodyTooLarge: { ja: 'リクエストが大きすぎます。', en: 'The request is too large.' },
  serverError: { ja: 'エラーが発生しました。時間をおいてもう一度お試しください。', en: 'Something went wrong. Please try again later.' },
} as const

export type ApiMessage = keyof typeof API_MESSAGES
export type ApiLocale = 'ja' | 'en' | 'id'

export const apiMessage = (key: ApiMessage, locale: ApiLocale) => API_MESSAGES[key][locale === 'ja' ? 'ja' : 'en']
