const day = 86_400_000;
const at = (daysAgo: number) => new Date(Date.now() - daysAgo * day);

/** Product news of the demo, one entry per language. */
export const DEMO_NEWS = [
  {
    lang: 'en',
    title: 'Welcome to Hubline',
    content:
      'Connect your CRM with LINE official accounts and SMS numbers, chat 1:1 with customers and send broadcasts from one console.',
    link: null,
    publishedAt: at(0),
  },
  {
    lang: 'en',
    title: 'Two-factor sign-in',
    content:
      'Protect your account with an authenticator app: open your profile and turn on two-factor authentication.',
    link: null,
    publishedAt: at(3),
  },
  {
    lang: 'en',
    title: 'IP restriction for accounts',
    content: 'Administrators can now allow sign-in only from the office network, under Account settings.',
    link: null,
    publishedAt: at(7),
  },
  {
    lang: 'ja',
    title: 'Hublineへようこそ',
    content:
      'CRMとLINE公式アカウント・SMS番号をつなぎ、1対1のチャットや一斉配信をひとつのコンソールで行えます。',
    link: null,
    publishedAt: at(0),
  },
  {
    lang: 'ja',
    title: '二要素認証でのログイン',
    content: '認証アプリでアカウントを保護できます。プロフィールから二要素認証を有効にしてください。',
    link: null,
    publishedAt: at(3),
  },
  {
    lang: 'ja',
    title: 'アカウントのIP制限',
    content: '管理者はアカウント設定で、社内ネットワークからのアクセスのみを許可できるようになりました。',
    link: null,
    publishedAt: at(7),
  },
  {
    lang: 'zh-TW',
    title: '歡迎使用 Hubline',
    content: '將 CRM 與 LINE 官方帳號、簡訊號碼串接，在同一個主控台進行一對一聊天與群發訊息。',
    link: null,
    publishedAt: at(0),
  },
  {
    lang: 'zh-TW',
    title: '雙重驗證登入',
    content: '使用驗證器應用程式保護您的帳號：在個人資料中開啟雙重驗證。',
    link: null,
    publishedAt: at(3),
  },
  {
    lang: 'zh-TW',
    title: '帳號 IP 限制',
    content: '管理員現在可以在帳號設定中，只允許從公司網路存取。',
    link: null,
    publishedAt: at(7),
  },
];

/** Shown to trial hubs only. */
export const DEMO_BANNER = {
  level: 'info' as const,
  subscriptions: ['trial'],
  textEn: 'You are using the Hubline demo on a 14-day trial plan.',
  textJa: 'Hublineのデモを14日間の無料トライアルプランでご利用中です。',
  linkEn: null,
  linkJa: null,
};
