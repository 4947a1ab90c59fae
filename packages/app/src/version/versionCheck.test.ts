import { describe, expect, it, vi } from 'vitest';
import { createVersionCheck } from './versionCheck.ts';

describe('version check', () => {
  it('reports a newer build once', async () => {
    const onNewVersion = vi.fn();
    const fetchCurrent = vi.fn().mockResolvedValue('b2');
    const { check } = createVersionCheck({ onNewVersion, loaded: 'b1', fetchCurrent });
    await check();
    await check();
    expect(onNewVersion).toHaveBeenCalledTimes(1);
  });

  it('stays quiet while the build is the same or unknown', async () => {
    const onNewVersion = vi.fn();
    const fetchCurrent = vi.fn().mockResolvedValueOnce('b1').mockResolvedValueOnce(null);
    const { check } = createVersionCheck({ onNewVersion, loaded: 'b1', fetchCurrent });
    await check();
    await check();
    expect(onNewVersion).not.toHaveBeenCalled();
  });

  it('checks every 120 seconds once started', async () => {
    vi.useFakeTimers();
    const fetchCurrent = vi.fn().mockResolvedValue('b1');
    const { start } = createVersionCheck({ onNewVersion: vi.fn(), loaded: 'b1', fetchCurrent });
    const stop = start();
    await vi.advanceTimersByTimeAsync(119_000);
    expect(fetchCurrent).toHaveBeenCalledTimes(0);
    await vi.advanceTimersByTimeAsync(1_000);
    expect(fetchCurrent).toHaveBeenCalledTimes(1);
    stop();
    vi.useRealTimers();
  });
});
