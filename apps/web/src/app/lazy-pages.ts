import { lazy } from 'react';

/**
 * Every route's screen is its own chunk, so the sign-in page's first load carries neither the
 * main layout nor the signed-in pages (nor qrcode).
 */
export const AuthLayout = lazy(() =>
  import('./layouts/auth-layout').then((m) => ({ default: m.AuthLayout })),
);
export const MainLayout = lazy(() =>
  import('./layouts/main-layout').then((m) => ({ default: m.MainLayout })),
);

export const LoginPage = lazy(() =>
  import('../features/auth/pages/login-page').then((m) => ({ default: m.LoginPage })),
);
export const ForgotPage = lazy(() =>
  import('../features/auth/pages/forgot-page').then((m) => ({ default: m.ForgotPage })),
);
export const ResetPage = lazy(() =>
  import('../features/auth/pages/reset-page').then((m) => ({ default: m.ResetPage })),
);
export const VerifyPage = lazy(() =>
  import('../features/auth/pages/verify-page').then((m) => ({ default: m.VerifyPage })),
);

export const ProfilePage = lazy(() =>
  import('../features/profile/pages/profile-page').then((m) => ({ default: m.ProfilePage })),
);
export const AccountsPage = lazy(() =>
  import('../features/hubs/pages/accounts-page').then((m) => ({ default: m.AccountsPage })),
);
export const AccountPage = lazy(() =>
  import('../features/hubs/pages/account-page').then((m) => ({ default: m.AccountPage })),
);
export const OutboxPage = lazy(() =>
  import('../features/mail/pages/outbox-page').then((m) => ({ default: m.OutboxPage })),
);

export const LineAccountsPage = lazy(() =>
  import('../features/line-accounts/pages/line-accounts-page').then((m) => ({ default: m.LineAccountsPage })),
);
export const CreateLineAccountPage = lazy(() =>
  import('../features/line-accounts/pages/create-line-account-page').then((m) => ({
    default: m.CreateLineAccountPage,
  })),
);
export const LineAccountPage = lazy(() =>
  import('../features/line-accounts/pages/line-account-page').then((m) => ({ default: m.LineAccountPage })),
);

export const InboxPage = lazy(() =>
  import('../features/inbox/pages/inbox-page').then((m) => ({ default: m.InboxPage })),
);

export const InboxSettingsPage = lazy(() =>
  import('../features/inbox/pages/inbox-settings-page').then((m) => ({ default: m.InboxSettingsPage })),
);
/** The chat layout (core.md §2): one conversation opened by a chat link, outside the main layout. */
export const ChatLinkPage = lazy(() =>
  import('../features/inbox/pages/chat-link-page').then((m) => ({ default: m.ChatLinkPage })),
);

export const ContactsPage = lazy(() =>
  import('../features/crm/pages/contacts-page').then((m) => ({ default: m.ContactsPage })),
);
export const ListsPage = lazy(() =>
  import('../features/crm/pages/lists-page').then((m) => ({ default: m.ListsPage })),
);
export const ListPage = lazy(() =>
  import('../features/crm/pages/list-page').then((m) => ({ default: m.ListPage })),
);

export const BroadcastsPage = lazy(() =>
  import('../features/broadcasts/pages/broadcasts-page').then((m) => ({ default: m.BroadcastsPage })),
);
export const BroadcastsConfigPage = lazy(() =>
  import('../features/broadcasts/pages/broadcasts-config-page').then((m) => ({
    default: m.BroadcastsConfigPage,
  })),
);

/** Composed into the account page; also where a hub on HubSpot is told where its contacts are. */
export const CrmConnectionCard = lazy(() =>
  import('../features/crm/connection/components/crm-connection-card').then((m) => ({
    default: m.CrmConnectionCard,
  })),
);
export const HubspotCrmNotice = lazy(() =>
  import('../features/crm/connection/components/hubspot-crm-notice').then((m) => ({
    default: m.HubspotCrmNotice,
  })),
);

export const BroadcastCreatePage = lazy(() =>
  import('../features/broadcasts/pages/broadcast-create-page').then((m) => ({
    default: m.BroadcastCreatePage,
  })),
);
export const BroadcastEditPage = lazy(() =>
  import('../features/broadcasts/pages/broadcast-edit-page').then((m) => ({ default: m.BroadcastEditPage })),
);
export const BroadcastDetailPage = lazy(() =>
  import('../features/broadcasts/pages/broadcast-detail-page').then((m) => ({
    default: m.BroadcastDetailPage,
  })),
);
