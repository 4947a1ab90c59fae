import { type AuthUser, isRouteAllowed, PUBLIC_ROUTES, ROUTES, type RouteName } from '@reelbase/contract';

export type GuardDecision = { kind: 'allow' } | { kind: 'authenticate' } | { kind: 'redirect'; to: string };

/**
 * The route guard: the comments route (and the other public pages) are always allowed; without
 * a user the session is refreshed or the user signs in; otherwise the route's permission
 * decides, and a denied user goes to the profile if allowed, else to the 404 page.
 */
export function decideRoute(name: RouteName, user: AuthUser | null): GuardDecision {
  if (PUBLIC_ROUTES.includes(name)) return { kind: 'allow' };
  if (!user) return { kind: 'authenticate' };
  if (isRouteAllowed(name, user)) return { kind: 'allow' };
  if (isRouteAllowed('profile', user)) return { kind: 'redirect', to: ROUTES.profile };
  return { kind: 'redirect', to: ROUTES.notFound };
}
