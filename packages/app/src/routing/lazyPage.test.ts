import { ROUTES } from '@reelbase/contract';
import { createElement } from 'react';
import { describe, expect, it } from 'vitest';
import { lazyPage } from './lazyPage.tsx';
import { PageModuleError } from './PageLoadFailed.tsx';

const Screen = ({ mode }: { mode: string }) => createElement('h1', null, mode);

describe('lazyPage', () => {
  it('names the route for the guard and builds the screen from the module once it is fetched', async () => {
    const route = lazyPage(
      'editUser',
      async () => ({ Screen }),
      (module) => createElement(module.Screen, { key: 'edit', mode: 'edit' }),
    );
    expect(route.path).toBe(ROUTES.editUser);
    expect(route.handle).toEqual({ name: 'editUser' });
    expect(route.hydrateFallbackElement).toBeTruthy();
    expect(route.errorElement).toBeTruthy();
    const loaded = await (route.lazy as () => Promise<{ element: { key: string; props: { mode: string } } }>)();
    expect(loaded.element.key).toBe('edit');
    expect(loaded.element.props.mode).toBe('edit');
  });

  it('takes another path for the same screen', () => {
    expect(
      lazyPage(
        'externalUpload',
        async () => ({}),
        () => null,
        '/external-upload/*',
      ).path,
    ).toBe('/external-upload/*');
  });

  it('reports a module that cannot be fetched as such, with the cause', async () => {
    const failure = new TypeError('Failed to fetch dynamically imported module');
    const route = lazyPage(
      'users',
      () => Promise.reject(failure),
      () => null,
    );
    const error = await (route.lazy as () => Promise<unknown>)().catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(PageModuleError);
    expect((error as PageModuleError).cause).toBe(failure);
  });
});
