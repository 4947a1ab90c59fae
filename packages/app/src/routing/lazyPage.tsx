import { ROUTES, type RouteName } from '@reelbase/contract';
import type { ReactNode } from 'react';
import type { RouteObject } from 'react-router';
import { PageLoading } from '../shell/PageLoading.tsx';
import { PageLoadFailed, PageModuleError } from './PageLoadFailed.tsx';

/** What the guard reads from a route: its name. */
export interface RouteHandle {
  name: RouteName;
}

/**
 * A screen whose code is fetched when its route is first visited: `load` imports the screen's
 * module and `render` makes the element from it. Until the module is there on a first page load,
 * the frame around the route (the shell, or the page itself for screens with their own layout)
 * shows a spinner in the route's place; a module that cannot be fetched (e.g. a file of an older
 * build) shows a notice that offers to reload.
 */
export function lazyPage<Module>(
  name: RouteName,
  load: () => Promise<Module>,
  render: (module: Module) => ReactNode,
  path: string = ROUTES[name],
): RouteObject {
  return {
    path,
    handle: { name } satisfies RouteHandle,
    hydrateFallbackElement: <PageLoading />,
    errorElement: <PageLoadFailed />,
    lazy: async () => {
      let module: Module;
      try {
        module = await load();
      } catch (cause) {
        throw new PageModuleError(cause);
      }
      return { element: render(module) };
    },
  };
}
