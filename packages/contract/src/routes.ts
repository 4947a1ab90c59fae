import { hasPermission, type PermissionKey, type PermissionsMap } from './roles.ts';

/** The console's routes by name, with their paths. */
export const ROUTES = {
  index: '/',
  mediaLibrary: '/media-library',
  upload: '/upload',
  'ftp-upload': '/ftp',
  users: '/users',
  addUser: '/users/create',
  editUser: '/users/:id',
  companies: '/companies',
  addCompany: '/companies/create',
  editCompany: '/companies/:id',
  profile: '/profile',
  libraries: '/libraries',
  addLibrary: '/libraries/create',
  editLibrary: '/libraries/:id',
  addLibraryPlayerTemplate: '/libraries/:libraryId/player-templates/create',
  editLibraryPlayerTemplate: '/libraries/:libraryId/player-templates/:templateId',
  statistics: '/statistics',
  'statistics-details-page': '/statistics/:id',
  usageStatsPage: '/usage-stats',
  VimeoAuthorize: '/vimeo/authorize',
  YoutubeAuthorize: '/youtube/authorize',
  auth: '/auth',
  externalUpload: '/external-upload',
  view: '/view/:videoId',
  /** Signs a staff member in, then opens the viewing page of the video (in the same tab). */
  viewSignIn: '/view-sign-in/:videoId',
  interactiveEditor: '/videos/:id/interactive',
  presentationEditor: '/videos/:id/presentation',
  comments: '/comments/:videoId/:hashId',
  notFound: '/not-found',
} as const;
export type RouteName = keyof typeof ROUTES;

/** Routes reachable without signing in. */
export const PUBLIC_ROUTES: readonly RouteName[] = ['comments', 'auth', 'externalUpload', 'view', 'notFound'];

/**
 * The permission a route needs; `null` means none. Upload, FTP, statistics and media library have
 * their own rules in `isRouteAllowed`.
 */
const ROUTE_PERMISSIONS: Record<RouteName, PermissionKey | null> = {
  index: null,
  mediaLibrary: 'list-videos-of-libraries',
  upload: 'upload-video',
  'ftp-upload': 'ftp-folder-access',
  users: 'manage-user-crud',
  addUser: 'manage-user-crud',
  editUser: 'manage-user-crud',
  companies: 'list-companies',
  addCompany: 'store-company',
  editCompany: 'manage-company',
  profile: null,
  libraries: 'list-libraries',
  addLibrary: 'store-library',
  editLibrary: 'manage-library',
  addLibraryPlayerTemplate: 'manage-library',
  editLibraryPlayerTemplate: 'manage-library',
  statistics: 'list-videos-of-libraries',
  'statistics-details-page': 'list-videos-of-libraries',
  usageStatsPage: 'company-usage-stats',
  VimeoAuthorize: 'connect-to-publish-service',
  YoutubeAuthorize: 'connect-to-publish-service',
  auth: null,
  externalUpload: null,
  view: null,
  viewSignIn: null,
  interactiveEditor: null,
  presentationEditor: 'manage-videos-of-libraries',
  comments: null,
  notFound: null,
};

export interface RouteViewer {
  permissions: PermissionsMap;
  uploadEverywhere: boolean;
}

/** The route guard's permission rule for an authenticated user. */
export function isRouteAllowed(name: RouteName, viewer: RouteViewer): boolean {
  if (name === 'comments') return true;
  if (name === 'upload') return viewer.uploadEverywhere || hasPermission(viewer.permissions, 'upload-video');
  const key = ROUTE_PERMISSIONS[name];
  return key === null || hasPermission(viewer.permissions, key);
}

/** Fills a route's path parameters. */
export function routePath(name: RouteName, params: Record<string, string | number> = {}): string {
  return ROUTES[name].replace(/:(\w+)/g, (_, key: string) => {
    const value = params[key];
    if (value === undefined) throw new Error(`Missing parameter ${key} for route ${name}`);
    return encodeURIComponent(String(value));
  });
}
