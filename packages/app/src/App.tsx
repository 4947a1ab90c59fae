import { GlobalStyle, ToastRegion } from '@reelbase/ui';
import { createBrowserRouter, RouterProvider } from 'react-router';
import { SWRConfig } from 'swr';
import { useLiveUpdates } from './data/live.ts';
import { fetcher, setNotifier } from './http/client.ts';
import { routes } from './routes.tsx';
import { notify } from './state/notify.ts';

setNotifier(notify);
const router = createBrowserRouter(routes);

/** The console. */
export function App() {
  useLiveUpdates();
  return (
    <SWRConfig value={{ fetcher, revalidateOnFocus: false, shouldRetryOnError: false }}>
      <GlobalStyle />
      <RouterProvider router={router} />
      <ToastRegion />
    </SWRConfig>
  );
}
