import { type ReactNode, Suspense } from 'react';
import { createBrowserRouter, Navigate, Outlet, type RouteObject } from 'react-router';
import { PATHS } from '../lib/paths';
import { PageLoader } from '../ui/page-loader';
import { ToNotFound } from '../ui/to-not-found';
import { BuiltinCrmRoute } from './layouts/builtin-crm-route';
import { RequireAccountPermission, RequireMailOutbox, RequirePermission } from './layouts/guards';
import { HubIdRoute } from './layouts/hub-id-route';
import { RootLayout } from './layouts/root-layout';
import { RouteSkeleton } from './layouts/route-skeleton';
import { SignedInHub } from './layouts/signed-in-hub';
import {
  AccountPage,
  AccountsPage,
  AuthLayout,
  BroadcastCreatePage,
  BroadcastDetailPage,
  BroadcastEditPage,
  BroadcastsConfigPage,
  BroadcastsPage,
  CarouselCreatePage,
  CarouselEditPage,
  CarouselsPage,
  ChatLinkPage,
  ContactsPage,
  CreateLineAccountPage,
  CrmConnectionCard,
  FilesPage,
  ForgotPage,
  ImagemapCreatePage,
  ImagemapEditPage,
  ImagemapsPage,
  InboxPage,
  InboxSettingsPage,
  LineAccountPage,
  LineAccountsPage,
  ListPage,
  ListsPage,
  LoginPage,
  MainLayout,
  NotificationTemplatePage,
  NotificationTemplatesPage,
  OutboxPage,
  ProfilePage,
  ResetPage,
  TagsPage,
  TemplatesPage,
  VerifyPage,
  VideoCreatePage,
  VideoEditPage,
  VideosPage,
} from './lazy-pages';
import { ForbiddenPage } from './pages/forbidden-page';
import { HomeRedirect } from './pages/home-redirect';
import { NotFoundPage } from './pages/not-found-page';
import { RouteErrorPage } from './pages/route-error-page';
import type { RouteHandle } from './route-handle';

const page = (element: ReactNode, fallback: ReactNode = <PageLoader fullScreen />) => (
  <Suspense fallback={fallback}>{element}</Suspense>
);

/** core.md §2 routes that exist so far. Unknown paths land on the 404 page. */
export const routes: RouteObject[] = [
  {
    element: <RootLayout />,
    errorElement: <RouteErrorPage />,
    children: [
      { index: true, element: <HomeRedirect /> },
      {
        path: 'auth',
        element: page(<AuthLayout />),
        children: [
          { index: true, element: <Navigate to={PATHS.login} replace /> },
          { path: 'login', element: <LoginPage /> },
          { path: 'forgot', element: <ForgotPage /> },
          { path: 'reset', element: <ResetPage /> },
          { path: 'verify', element: <VerifyPage /> },
          { path: '*', element: <ToNotFound /> },
        ],
      },
      {
        // core.md §2 chat layout: one conversation opened by a chat link (one-time token).
        path: 'chat',
        children: [
          {
            path: 'line/:hubId',
            element: <HubIdRoute>{page(<ChatLinkPage channel="line" guard={SignedInHub} />)}</HubIdRoute>,
          },
          {
            path: 'sms/:hubId',
            element: <HubIdRoute>{page(<ChatLinkPage channel="sms" guard={SignedInHub} />)}</HubIdRoute>,
          },
          { path: '*', element: <ToNotFound /> },
        ],
      },
      { path: 'errors/error-404', element: <NotFoundPage /> },
      { path: 'errors/error-403', element: <ForbiddenPage /> },
      {
        path: ':hubId',
        element: <HubIdRoute>{page(<MainLayout />, <RouteSkeleton screen />)}</HubIdRoute>,
        children: [
          { index: true, element: <HomeRedirect /> },
          { path: 'profile', handle: { skeleton: 'form' } satisfies RouteHandle, element: <ProfilePage /> },
          { path: 'accounts', element: <AccountsPage /> },
          {
            path: 'account',
            handle: { skeleton: 'form' } satisfies RouteHandle,
            element: (
              <RequireAccountPermission>
                <AccountPage>
                  <CrmConnectionCard />
                </AccountPage>
              </RequireAccountPermission>
            ),
          },
          {
            path: 'mail-outbox',
            element: (
              <RequireMailOutbox>
                <OutboxPage />
              </RequireMailOutbox>
            ),
          },
          {
            path: 'line/accounts',
            element: (
              <RequirePermission flag="permissionLineAccounts">
                <Outlet />
              </RequirePermission>
            ),
            children: [
              {
                index: true,
                handle: { skeleton: 'cards' } satisfies RouteHandle,
                element: <LineAccountsPage />,
              },
              {
                path: 'create',
                handle: { hideTopBar: true, skeleton: 'form' } satisfies RouteHandle,
                element: <CreateLineAccountPage />,
              },
              // The tab (default settings) and, for paged tabs, the page: core.md §2.
              {
                path: ':id/:tab?/:page?',
                handle: { skeleton: 'detail' } satisfies RouteHandle,
                element: <LineAccountPage />,
              },
            ],
          },
          {
            // core.md §2: /line/inbox[/{seq}[/{vid}]]; without a seq, the first account's inbox.
            path: 'line/inbox/:seq?/:vid?',
            handle: { fullWidth: true } satisfies RouteHandle,
            element: (
              <RequirePermission flag="permissionInbox">
                <InboxPage />
              </RequirePermission>
            ),
          },
          {
            // Anyone with the inbox reads the settings; saving them needs permissionAccount.
            path: 'line/inbox-settings',
            handle: { skeleton: 'form' } satisfies RouteHandle,
            element: (
              <RequirePermission flag="permissionInbox">
                <InboxSettingsPage />
              </RequirePermission>
            ),
          },
          {
            // messaging.md §2: the composer and a broadcast's page; static segments outrank /line/broadcasts/:status.
            element: (
              <RequirePermission flag="permissionBroadcasts">
                <Outlet />
              </RequirePermission>
            ),
            children: [
              {
                path: 'line/broadcasts/create',
                handle: { skeleton: 'form' } satisfies RouteHandle,
                element: <BroadcastCreatePage />,
              },
              {
                path: 'line/broadcast/:id/edit',
                handle: { skeleton: 'form' } satisfies RouteHandle,
                element: <BroadcastEditPage />,
              },
              {
                path: 'line/broadcast/:id/:tab?/:filter?',
                handle: { skeleton: 'detail' } satisfies RouteHandle,
                element: <BroadcastDetailPage />,
              },
            ],
          },
          {
            // messaging.md §2: /line/videos (+/create, /{id}).
            element: (
              <RequirePermission flag="permissionVideos">
                <Outlet />
              </RequirePermission>
            ),
            children: [
              { path: 'line/videos', element: <VideosPage /> },
              {
                path: 'line/videos/create',
                handle: { skeleton: 'form' } satisfies RouteHandle,
                element: <VideoCreatePage />,
              },
              {
                path: 'line/videos/:id',
                handle: { skeleton: 'form' } satisfies RouteHandle,
                element: <VideoEditPage />,
              },
            ],
          },
          {
            // messaging.md §2: /line/carousels (+/create, /{id}).
            element: (
              <RequirePermission flag="permissionCarousels">
                <Outlet />
              </RequirePermission>
            ),
            children: [
              { path: 'line/carousels', element: <CarouselsPage /> },
              {
                path: 'line/carousels/create',
                handle: { skeleton: 'form' } satisfies RouteHandle,
                element: <CarouselCreatePage />,
              },
              {
                path: 'line/carousels/:id',
                handle: { skeleton: 'form' } satisfies RouteHandle,
                element: <CarouselEditPage />,
              },
            ],
          },
          {
            path: 'contacts',
            element: (
              <RequirePermission flag="permissionInbox">
                <BuiltinCrmRoute titleKey="menu.contacts">
                  <ContactsPage />
                </BuiltinCrmRoute>
              </RequirePermission>
            ),
          },
          {
            path: 'lists',
            element: (
              <RequirePermission flag="permissionBroadcasts">
                <BuiltinCrmRoute titleKey="menu.lists">
                  <Outlet />
                </BuiltinCrmRoute>
              </RequirePermission>
            ),
            children: [
              { index: true, element: <ListsPage /> },
              { path: ':id', handle: { skeleton: 'detail' } satisfies RouteHandle, element: <ListPage /> },
            ],
          },
          {
            path: 'tags',
            handle: { skeleton: 'list' } satisfies RouteHandle,
            element: (
              <RequirePermission flag="permissionTags">
                <TagsPage />
              </RequirePermission>
            ),
          },
          {
            // messaging.md §2: /line/broadcasts[/{status}]; without a status, the first tab.
            path: 'line/broadcasts',
            element: (
              <RequirePermission flag="permissionBroadcasts">
                <Outlet />
              </RequirePermission>
            ),
            children: [
              { index: true, element: <BroadcastsPage /> },
              { path: ':status', element: <BroadcastsPage /> },
            ],
          },
          {
            // core.md §2: /{hubId}/files.
            path: 'files',
            element: (
              <RequirePermission flag="permissionFiles">
                <FilesPage />
              </RequirePermission>
            ),
          },
          {
            // messaging.md §2: /line/imagemaps (+/create, /{id}); `create` outranks `:id`.
            path: 'line/imagemaps',
            element: (
              <RequirePermission flag="permissionImagemaps">
                <Outlet />
              </RequirePermission>
            ),
            children: [
              { index: true, element: <ImagemapsPage /> },
              {
                path: 'create',
                handle: { skeleton: 'form' } satisfies RouteHandle,
                element: <ImagemapCreatePage />,
              },
              {
                path: ':id',
                handle: { skeleton: 'form' } satisfies RouteHandle,
                element: <ImagemapEditPage />,
              },
            ],
          },
          {
            // messaging.md §2: /line/notification-templates (+/create, /{id}); `create` outranks :id.
            path: 'line/notification-templates',
            element: (
              <RequirePermission flag="permissionBroadcasts">
                <Outlet />
              </RequirePermission>
            ),
            children: [
              { index: true, element: <NotificationTemplatesPage /> },
              {
                path: 'create',
                handle: { skeleton: 'form' } satisfies RouteHandle,
                element: <NotificationTemplatePage />,
              },
              {
                path: ':id',
                handle: { skeleton: 'form' } satisfies RouteHandle,
                element: <NotificationTemplatePage />,
              },
            ],
          },
          {
            path: 'line/broadcasts-config',
            handle: { skeleton: 'form' } satisfies RouteHandle,
            element: (
              <RequirePermission flag="permissionBroadcasts">
                <BroadcastsConfigPage />
              </RequirePermission>
            ),
          },
          {
            // messaging.md §2: /templates, the quick replies (a list: the default skeleton).
            path: 'templates',
            element: (
              <RequirePermission flag="permissionTemplates">
                <TemplatesPage />
              </RequirePermission>
            ),
          },
          { path: '*', element: <ToNotFound /> },
        ],
      },
      { path: '*', element: <ToNotFound /> },
    ],
  },
];

export function createAppRouter() {
  return createBrowserRouter(routes);
}
