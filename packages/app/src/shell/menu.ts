import { type AuthUser, hasPermission, isRouteAllowed, routePath } from '@reelbase/contract';

export interface MenuEntry {
  label: string;
  to: string;
  /** Shown only on small screens (the top bar holds it on large ones). */
  smallScreensOnly?: boolean;
  /** Also reachable from the user menu of the top bar (Profile). */
  inUserMenu?: boolean;
}

export interface MenuGroup {
  label: string | null;
  entries: MenuEntry[];
}

/**
 * Whether a group earns its place in the menu: it holds at least one entry that is not also in
 * the user menu. A group of Profile alone (an editor's Admin group) would be a heading over a
 * link the user menu already gives.
 */
export function isGroupWorthShowing(group: MenuGroup): boolean {
  return group.entries.some((entry) => !entry.inUserMenu);
}

/** The left menu: only the items the user is allowed, in the specified order, without groups that say nothing new. */
export function menuFor(user: AuthUser): MenuGroup[] {
  const main: MenuEntry[] = [];
  if (isRouteAllowed('mediaLibrary', user)) main.push({ label: 'Media library', to: routePath('mediaLibrary') });
  if (isRouteAllowed('statistics', user)) main.push({ label: 'Statistics', to: routePath('statistics') });

  const admin: MenuEntry[] = [];
  if (isRouteAllowed('profile', user)) admin.push({ label: 'Profile', to: routePath('profile'), inUserMenu: true });
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

  const groups: MenuGroup[] = [
    { label: null, entries: main },
    { label: 'Admin', entries: admin },
    { label: null, entries: tools },
  ];
  return groups.filter(isGroupWorthShowing);
}
