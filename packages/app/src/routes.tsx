import { ROUTES } from '@reelbase/contract';
import { Navigate, type RouteObject } from 'react-router';
import { AuthCallbackPage } from './pages/AuthCallbackPage.tsx';
import { NotFoundPage } from './pages/NotFoundPage.tsx';
import { lazyPage, type RouteHandle } from './routing/lazyPage.tsx';
import { NavigationProgress } from './routing/NavigationProgress.tsx';
import { RouteGuard } from './shell/RouteGuard.tsx';
import { Shell } from './shell/Shell.tsx';

export type { RouteHandle } from './routing/lazyPage.tsx';

/**
 * Every route of the console with its name; the guard reads the name from the handle. The sign-in
 * callback, the guard, the shell and the 404 page come with the console's first script; each
 * screen is fetched when its route is first visited.
 */
export const routes: RouteObject[] = [
  { path: ROUTES.auth, handle: { name: 'auth' } satisfies RouteHandle, element: <AuthCallbackPage /> },
  {
    element: (
      <>
        <RouteGuard />
        <NavigationProgress />
      </>
    ),
    children: [
      // Own layouts, no main shell.
      lazyPage(
        'interactiveEditor',
        () => import('./pages/editors/InteractiveEditorPage.tsx'),
        ({ InteractiveEditorPage }) => <InteractiveEditorPage />,
      ),
      lazyPage(
        'presentationEditor',
        () => import('./pages/editors/PresentationEditorPage.tsx'),
        ({ PresentationEditorPage }) => <PresentationEditorPage />,
      ),
      lazyPage(
        'comments',
        () => import('./pages/comments/CommentsPage.tsx'),
        ({ CommentsPage }) => <CommentsPage />,
      ),
      lazyPage(
        'viewSignIn',
        () => import('./pages/ViewSignInPage.tsx'),
        ({ ViewSignInPage }) => <ViewSignInPage />,
      ),
      lazyPage(
        'externalUpload',
        () => import('./pages/external-upload/ExternalUploadPage.tsx'),
        ({ ExternalUploadPage }) => <ExternalUploadPage />,
      ),
      // The route is a prefix: /external-upload/{token} (and anything below it) is the same page.
      lazyPage(
        'externalUpload',
        () => import('./pages/external-upload/ExternalUploadPage.tsx'),
        ({ ExternalUploadPage }) => <ExternalUploadPage />,
        `${ROUTES.externalUpload}/*`,
      ),
      {
        element: <Shell />,
        children: [
          { path: ROUTES.index, handle: { name: 'index' }, element: <Navigate to={ROUTES.mediaLibrary} replace /> },
          lazyPage(
            'mediaLibrary',
            () => import('./pages/media-library/MediaLibraryPage.tsx'),
            ({ MediaLibraryRoute }) => <MediaLibraryRoute />,
          ),
          lazyPage(
            'upload',
            () => import('./pages/upload/UploadPage.tsx'),
            ({ UploadPage }) => <UploadPage />,
          ),
          lazyPage(
            'ftp-upload',
            () => import('./pages/ftp/FtpPage.tsx'),
            ({ FtpPage }) => <FtpPage />,
          ),
          lazyPage(
            'users',
            () => import('./pages/users/UsersPage.tsx'),
            ({ UsersPage }) => <UsersPage />,
          ),
          lazyPage(
            'addUser',
            () => import('./pages/users/UserPage.tsx'),
            ({ UserPage }) => <UserPage key="new" />,
          ),
          lazyPage(
            'editUser',
            () => import('./pages/users/UserPage.tsx'),
            ({ UserPage }) => <UserPage key="edit" />,
          ),
          lazyPage(
            'companies',
            () => import('./pages/companies/CompaniesPage.tsx'),
            ({ CompaniesPage }) => <CompaniesPage />,
          ),
          lazyPage(
            'addCompany',
            () => import('./pages/companies/CompanyPage.tsx'),
            ({ CompanyPage }) => <CompanyPage key="new" />,
          ),
          lazyPage(
            'editCompany',
            () => import('./pages/companies/CompanyPage.tsx'),
            ({ CompanyPage }) => <CompanyPage key="edit" />,
          ),
          lazyPage(
            'profile',
            () => import('./pages/ProfilePage.tsx'),
            ({ ProfilePage }) => <ProfilePage />,
          ),
          lazyPage(
            'libraries',
            () => import('./pages/libraries/LibrariesPage.tsx'),
            ({ LibrariesPage }) => <LibrariesPage />,
          ),
          lazyPage(
            'addLibrary',
            () => import('./pages/libraries/LibraryPage.tsx'),
            ({ LibraryPage }) => <LibraryPage key="new" />,
          ),
          lazyPage(
            'editLibrary',
            () => import('./pages/libraries/LibraryPage.tsx'),
            ({ LibraryPage }) => <LibraryPage key="edit" />,
          ),
          lazyPage(
            'addLibraryPlayerTemplate',
            () => import('./pages/player-templates/PlayerTemplatePage.tsx'),
            ({ PlayerTemplatePage }) => <PlayerTemplatePage key="new" />,
          ),
          lazyPage(
            'editLibraryPlayerTemplate',
            () => import('./pages/player-templates/PlayerTemplatePage.tsx'),
            ({ PlayerTemplatePage }) => <PlayerTemplatePage key="edit" />,
          ),
          lazyPage(
            'statistics',
            () => import('./pages/statistics/list/StatisticsListPage.tsx'),
            ({ StatisticsListPage }) => <StatisticsListPage />,
          ),
          lazyPage(
            'statistics-details-page',
            () => import('./pages/statistics/detail/StatisticsDetailPage.tsx'),
            ({ StatisticsDetailPage }) => <StatisticsDetailPage />,
          ),
          lazyPage(
            'usageStatsPage',
            () => import('./pages/usage-stats/UsageStatsPage.tsx'),
            ({ UsageStatsPage }) => <UsageStatsPage />,
          ),
          lazyPage(
            'VimeoAuthorize',
            () => import('./pages/publishing/AuthorizePage.tsx'),
            ({ AuthorizePage }) => <AuthorizePage key="vimeo" platform="vimeo" />,
          ),
          lazyPage(
            'YoutubeAuthorize',
            () => import('./pages/publishing/AuthorizePage.tsx'),
            ({ AuthorizePage }) => <AuthorizePage key="youtube" platform="youtube" />,
          ),
          { path: ROUTES.notFound, handle: { name: 'notFound' }, element: <NotFoundPage /> },
          { path: '*', handle: { name: 'notFound' }, element: <NotFoundPage /> },
        ],
      },
    ],
  },
];
