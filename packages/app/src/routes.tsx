import { ROUTES, type RouteName } from '@reelbase/contract';
import type { ReactNode } from 'react';
import { Navigate, type RouteObject } from 'react-router';
import { AuthCallbackPage } from './pages/AuthCallbackPage.tsx';
import { CommentsPage } from './pages/comments/CommentsPage.tsx';
import { CompaniesPage } from './pages/companies/CompaniesPage.tsx';
import { CompanyPage } from './pages/companies/CompanyPage.tsx';
import { ExternalUploadPage } from './pages/external-upload/ExternalUploadPage.tsx';
import { FtpPage } from './pages/ftp/FtpPage.tsx';
import { LibrariesPage } from './pages/libraries/LibrariesPage.tsx';
import { LibraryPage } from './pages/libraries/LibraryPage.tsx';
import { MediaLibraryRoute } from './pages/media-library/MediaLibraryPage.tsx';
import { NotFoundPage } from './pages/NotFoundPage.tsx';
import { ProfilePage } from './pages/ProfilePage.tsx';
import { PlayerTemplatePage } from './pages/player-templates/PlayerTemplatePage.tsx';
import { AuthorizePage } from './pages/publishing/AuthorizePage.tsx';
import { UploadPage } from './pages/upload/UploadPage.tsx';
import { UsageStatsPage } from './pages/usage-stats/UsageStatsPage.tsx';
import { UserPage } from './pages/users/UserPage.tsx';
import { UsersPage } from './pages/users/UsersPage.tsx';
import { ViewSignInPage } from './pages/ViewSignInPage.tsx';
import { RouteGuard } from './shell/RouteGuard.tsx';
import { Shell } from './shell/Shell.tsx';

export interface RouteHandle {
  name: RouteName;
}

/** A built screen of the shell by route name. */
const page = (name: RouteName, element: ReactNode): RouteObject => ({
  path: ROUTES[name],
  handle: { name } satisfies RouteHandle,
  element,
});

/** Every route of the console with its name; the guard reads the name from the handle. */
export const routes: RouteObject[] = [
  { path: ROUTES.auth, handle: { name: 'auth' } satisfies RouteHandle, element: <AuthCallbackPage /> },
  {
    element: <RouteGuard />,
    children: [
      // Own layouts, no main shell.
      // The editors bring Konva and their own code: loaded when one is opened.
      {
        path: ROUTES.interactiveEditor,
        handle: { name: 'interactiveEditor' } satisfies RouteHandle,
        lazy: async () => ({
          Component: (await import('./pages/editors/InteractiveEditorPage.tsx')).InteractiveEditorPage,
        }),
      },
      {
        path: ROUTES.presentationEditor,
        handle: { name: 'presentationEditor' } satisfies RouteHandle,
        lazy: async () => ({
          Component: (await import('./pages/editors/PresentationEditorPage.tsx')).PresentationEditorPage,
        }),
      },
      { path: ROUTES.comments, handle: { name: 'comments' }, element: <CommentsPage /> },
      { path: ROUTES.viewSignIn, handle: { name: 'viewSignIn' }, element: <ViewSignInPage /> },
      { path: ROUTES.externalUpload, handle: { name: 'externalUpload' }, element: <ExternalUploadPage /> },
      // The route is a prefix: /external-upload/{token} (and anything below it) is the same page.
      { path: `${ROUTES.externalUpload}/*`, handle: { name: 'externalUpload' }, element: <ExternalUploadPage /> },
      {
        element: <Shell />,
        children: [
          { path: ROUTES.index, handle: { name: 'index' }, element: <Navigate to={ROUTES.mediaLibrary} replace /> },
          page('mediaLibrary', <MediaLibraryRoute />),
          page('upload', <UploadPage />),
          page('ftp-upload', <FtpPage />),
          page('users', <UsersPage />),
          page('addUser', <UserPage key="new" />),
          page('editUser', <UserPage key="edit" />),
          page('companies', <CompaniesPage />),
          page('addCompany', <CompanyPage key="new" />),
          page('editCompany', <CompanyPage key="edit" />),
          { path: ROUTES.profile, handle: { name: 'profile' }, element: <ProfilePage /> },
          page('libraries', <LibrariesPage />),
          page('addLibrary', <LibraryPage key="new" />),
          page('editLibrary', <LibraryPage key="edit" />),
          page('addLibraryPlayerTemplate', <PlayerTemplatePage key="new" />),
          page('editLibraryPlayerTemplate', <PlayerTemplatePage key="edit" />),
          {
            path: ROUTES.statistics,
            handle: { name: 'statistics' } satisfies RouteHandle,
            lazy: async () => ({
              Component: (await import('./pages/statistics/list/StatisticsListPage.tsx')).StatisticsListPage,
            }),
          },
          {
            path: ROUTES['statistics-details-page'],
            handle: { name: 'statistics-details-page' } satisfies RouteHandle,
            lazy: async () => ({
              Component: (await import('./pages/statistics/detail/StatisticsDetailPage.tsx')).StatisticsDetailPage,
            }),
          },
          page('usageStatsPage', <UsageStatsPage />),
          page('VimeoAuthorize', <AuthorizePage key="vimeo" platform="vimeo" />),
          page('YoutubeAuthorize', <AuthorizePage key="youtube" platform="youtube" />),
          { path: ROUTES.notFound, handle: { name: 'notFound' }, element: <NotFoundPage /> },
          { path: '*', handle: { name: 'notFound' }, element: <NotFoundPage /> },
        ],
      },
    ],
  },
];
