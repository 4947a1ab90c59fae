import { GlobalStyle } from '@reelbase/ui/theme';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { sessionStorageOr } from './memory-storage.ts';
import { createStatsBeacon } from './stats-beacon.ts';
import { ViewApp } from './ViewApp.tsx';
import { parseViewPath, parseViewQuery, readInitialVideo } from './view-route.ts';

const container = document.getElementById('root');
if (!container) throw new Error('The page has no #root element.');
const path = parseViewPath(window.location.pathname);
const route = path && { ...path, playback: parseViewQuery(window.location.search) };
createRoot(container).render(
  <StrictMode>
    <GlobalStyle />
    <ViewApp
      route={route}
      initial={route ? readInitialVideo(document, route.videoId) : null}
      storage={sessionStorageOr(window)}
      sendEvents={createStatsBeacon()}
    />
  </StrictMode>,
);
