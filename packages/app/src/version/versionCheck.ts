import { VERSION_CHECK_INTERVAL_MS } from '@reelbase/contract';

/** The build this page was loaded from; the build writes it into index.html and version.json. */
const LOADED_BUILD: string = import.meta.env.VITE_BUILD_ID ?? 'development';

async function fetchBuild(): Promise<string | null> {
  try {
    const response = await fetch('/version.json', { cache: 'no-store' });
    if (!response.ok) return null;
    const body = (await response.json()) as { buildId?: string };
    return body.buildId ?? null;
  } catch {
    return null;
  }
}

export interface VersionCheckOptions {
  onNewVersion: () => void;
  loaded?: string;
  fetchCurrent?: () => Promise<string | null>;
}

/** Compares the server's build with the loaded one; calls onNewVersion once when they differ. */
export function createVersionCheck({
  onNewVersion,
  loaded = LOADED_BUILD,
  fetchCurrent = fetchBuild,
}: VersionCheckOptions) {
  let notified = false;
  const check = async () => {
    if (notified || loaded === 'development') return;
    const current = await fetchCurrent();
    if (current && current !== loaded) {
      notified = true;
      onNewVersion();
    }
  };
  const start = () => {
    const timer = setInterval(check, VERSION_CHECK_INTERVAL_MS);
    return () => clearInterval(timer);
  };
  return { check, start };
}
