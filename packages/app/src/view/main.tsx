import { GlobalStyle } from '@reelbase/ui/theme';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { sessionStorageOr } from './memory-storage.ts';
import { ViewApp } from './ViewApp.tsx';
import { parseViewPath, readInitialVideo } from './view-route.ts';

const container = document.getElementById('root');
if (!container) throw new Error('The page has no #root element.');
const route = parseViewPath(window.location.pathname);
createRoot(container).render(
  <StrictMode>
    <GlobalStyle />
    <ViewApp
      route={route}
      initial={route ? readInitialVideo(document, route.videoId) : null}
      storage={sessionStorageOr(window)}
    />
  </StrictMode>,
);
