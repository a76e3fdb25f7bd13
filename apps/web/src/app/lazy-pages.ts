import { lazyPage } from './lazy-page';

/**
 * Every route's screen is its own chunk, so the sign-in page's first load carries neither the
 * main layout nor the signed-in pages (nor qrcode).
 */
export const AuthLayout = lazyPage(() => import('./layouts/auth-layout').then((m) => m.AuthLayout));
export const MainLayout = lazyPage(() => import('./layouts/main-layout').then((m) => m.MainLayout));

export const LoginPage = lazyPage(() => import('../features/auth/pages/login-page').then((m) => m.LoginPage));
export const ForgotPage = lazyPage(() =>
  import('../features/auth/pages/forgot-page').then((m) => m.ForgotPage),
);
export const ResetPage = lazyPage(() => import('../features/auth/pages/reset-page').then((m) => m.ResetPage));
export const VerifyPage = lazyPage(() =>
  import('../features/auth/pages/verify-page').then((m) => m.VerifyPage),
);

export const ProfilePage = lazyPage(() =>
  import('../features/profile/pages/profile-page').then((m) => m.ProfilePage),
);
export const AccountsPage = lazyPage(() =>
  import('../features/hubs/pages/accounts-page').then((m) => m.AccountsPage),
);
export const AccountPage = lazyPage(() =>
  import('../features/hubs/pages/account-page').then((m) => m.AccountPage),
);
export const OutboxPage = lazyPage(() =>
  import('../features/mail/pages/outbox-page').then((m) => m.OutboxPage),
);

export const LineAccountsPage = lazyPage(() =>
  import('../features/line-accounts/pages/line-accounts-page').then((m) => m.LineAccountsPage),
);
export const CreateLineAccountPage = lazyPage(() =>
  import('../features/line-accounts/pages/create-line-account-page').then((m) => m.CreateLineAccountPage),
);
export const LineAccountPage = lazyPage(() =>
  import('../features/line-accounts/pages/line-account-page').then((m) => m.LineAccountPage),
);

export const InboxPage = lazyPage(() =>
  import('../features/inbox/pages/inbox-page').then((m) => m.InboxPage),
);

export const InboxSettingsPage = lazyPage(() =>
  import('../features/inbox/pages/inbox-settings-page').then((m) => m.InboxSettingsPage),
);
/** The chat layout (core.md §2): one conversation opened by a chat link, outside the main layout. */
export const ChatLinkPage = lazyPage(() =>
  import('../features/inbox/pages/chat-link-page').then((m) => m.ChatLinkPage),
);

export const ContactsPage = lazyPage(() =>
  import('../features/crm/pages/contacts-page').then((m) => m.ContactsPage),
);
export const ListsPage = lazyPage(() => import('../features/crm/pages/lists-page').then((m) => m.ListsPage));
export const ListPage = lazyPage(() => import('../features/crm/pages/list-page').then((m) => m.ListPage));

export const BroadcastsPage = lazyPage(() =>
  import('../features/broadcasts/pages/broadcasts-page').then((m) => m.BroadcastsPage),
);
export const FilesPage = lazyPage(() =>
  import('../features/files/pages/files-page').then((m) => m.FilesPage),
);
export const ImagemapsPage = lazyPage(() =>
  import('../features/imagemaps/pages/imagemaps-page').then((m) => m.ImagemapsPage),
);
export const ImagemapCreatePage = lazyPage(() =>
  import('../features/imagemaps/pages/imagemap-create-page').then((m) => m.ImagemapCreatePage),
);
export const ImagemapEditPage = lazyPage(() =>
  import('../features/imagemaps/pages/imagemap-edit-page').then((m) => m.ImagemapEditPage),
);
export const BroadcastsConfigPage = lazyPage(() =>
  import('../features/broadcasts/pages/broadcasts-config-page').then((m) => m.BroadcastsConfigPage),
);

/** Composed into the account page; also where a hub on HubSpot is told where its contacts are. */
export const CrmConnectionCard = lazyPage(() =>
  import('../features/crm/connection/components/crm-connection-card').then((m) => m.CrmConnectionCard),
);
export const HubspotCrmNotice = lazyPage(() =>
  import('../features/crm/connection/components/hubspot-crm-notice').then((m) => m.HubspotCrmNotice),
);

export const BroadcastCreatePage = lazyPage(() =>
  import('../features/broadcasts/pages/broadcast-create-page').then((m) => m.BroadcastCreatePage),
);
export const CarouselsPage = lazyPage(() =>
  import('../features/carousels/pages/carousels-page').then((m) => m.CarouselsPage),
);
export const CarouselCreatePage = lazyPage(() =>
  import('../features/carousels/pages/carousel-create-page').then((m) => m.CarouselCreatePage),
);
export const CarouselEditPage = lazyPage(() =>
  import('../features/carousels/pages/carousel-edit-page').then((m) => m.CarouselEditPage),
);
export const VideosPage = lazyPage(() =>
  import('../features/videos/pages/videos-page').then((m) => m.VideosPage),
);
export const VideoCreatePage = lazyPage(() =>
  import('../features/videos/pages/video-create-page').then((m) => m.VideoCreatePage),
);
export const VideoEditPage = lazyPage(() =>
  import('../features/videos/pages/video-edit-page').then((m) => m.VideoEditPage),
);
export const BroadcastEditPage = lazyPage(() =>
  import('../features/broadcasts/pages/broadcast-edit-page').then((m) => m.BroadcastEditPage),
);
export const BroadcastDetailPage = lazyPage(() =>
  import('../features/broadcasts/pages/broadcast-detail-page').then((m) => m.BroadcastDetailPage),
);

export const TagsPage = lazyPage(() => import('../features/tags/pages/tags-page').then((m) => m.TagsPage));

export const TemplatesPage = lazyPage(() =>
  import('../features/templates/pages/templates-page').then((m) => m.TemplatesPage),
);

export const NotificationTemplatesPage = lazyPage(() =>
  import('../features/notification-templates/pages/notification-templates-page').then(
    (m) => m.NotificationTemplatesPage,
  ),
);
export const NotificationTemplatePage = lazyPage(() =>
  import('../features/notification-templates/pages/notification-template-page').then(
    (m) => m.NotificationTemplatePage,
  ),
);
