import { type AuthUser, hasPermission, isRouteAllowed, routePath } from '@reelbase/contract';

export interface MenuEntry {
  label: string;
  to: string;
  /** Shown only on small screens (the top bar holds it on large ones). */
  smallScreensOnly?: boolean;
}

export interface MenuGroup {
  label: string | null;
  entries: MenuEntry[];
}

/** The left menu: only the items the user is allowed, in the specified order. */
export function menuFor(user: AuthUser): MenuGroup[] {
  const main: MenuEntry[] = [];
  if (isRouteAllowed('mediaLibrary', user)) main.push({ label: 'Media library', to: routePath('mediaLibrary') });
  if (isRouteAllowed('statistics', user)) main.push({ label: 'Statistics', to: routePath('statistics') });

  const admin: MenuEntry[] = [{ label: 'Profile', to: routePath('profile') }];
  if (user.role === 'company-admin') {
    if (user.company && hasPermission(user.permissions, 'manage-company')) {
      admin.push({ label: 'Company', to: routePath('editCompany', { id: user.company.id }) });
    }
  } else if (isRouteAllowed('companies', user)) {
    admin.push({ label: 'Companies', to: routePath('companies') });
  }
  if (isRouteAllowed('libraries', user)) admin.push({ label: 'Libraries', to: routePath('libraries') });
  if (isRouteAllowed('users', user)) admin.push({ label: 'Users', to: routePath('users') });
  if (isRouteAllowed('usageStatsPage', user)) admin.push({ label: 'Usage Stats', to: routePath('usageStatsPage') });

  const tools: MenuEntry[] = [];
  if (isRouteAllowed('ftp-upload', user)) tools.push({ label: 'FTP', to: routePath('ftp-upload') });
  if (isRouteAllowed('upload', user)) tools.push({ label: 'Upload', to: routePath('upload'), smallScreensOnly: true });

  return [
    { label: null, entries: main },
    { label: 'Admin', entries: admin },
    { label: null, entries: tools },
  ].filter((group) => group.entries.length > 0);
}
