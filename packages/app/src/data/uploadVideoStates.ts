import type { Video } from '@reelbase/contract';
import { useRef } from 'react';
import useSWR from 'swr';
import { api } from '../http/client.ts';
import { ApiError } from '../http/errors.ts';
import { isFinalVideoState, type UploadedVideoState } from '../upload/uploadRow.ts';

/** How often the videos of finished uploads and FTP imports are asked for their state (ms). */
const UPLOAD_STATE_POLL_MS = 4000;

/** Answers that mean "no such video for you" (deleted meanwhile): nothing will change any more. */
const GONE_STATUSES = [403, 404];
/** While polling, a passing server failure is not worth a toast: the next poll asks again. */
const QUIET_STATUSES = [...GONE_STATUSES, 500, 502, 503, 504];

function videoStateOf(video: Pick<Video, 'status' | 'failure_reason'>): UploadedVideoState {
  return video.status === 'failed'
    ? { status: 'failed', failureReason: video.failure_reason }
    : { status: video.status, failureReason: null };
}

/** The state of one video; `undefined` when it could not be read this time. */
async function readState(id: string): Promise<UploadedVideoState | undefined> {
  try {
    const video = await api<Video>('GET', `/api/videos/${encodeURIComponent(id)}`, undefined, {
      quietStatuses: QUIET_STATUSES,
    });
    return videoStateOf(video);
  } catch (error) {
    if (error instanceof ApiError && GONE_STATUSES.includes(error.status))
      return { status: 'gone', failureReason: null };
    return undefined;
  }
}

async function readStates(ids: readonly string[]): Promise<Record<string, UploadedVideoState>> {
  const states = await Promise.all(ids.map(readState));
  const answer: Record<string, UploadedVideoState> = {};
  ids.forEach((id, index) => {
    const state = states[index];
    if (state) answer[id] = state;
  });
  return answer;
}

/**
 * The states of the videos of finished uploads and FTP imports (GET /api/videos/{id}), asked
 * every `intervalMs` until each is final (ready, failed or gone): a final video is not asked again.
 * The one place that follows these states, so that a live feed can replace the polling.
 */
export function useUploadedVideoStates(
  ids: readonly string[],
  intervalMs = UPLOAD_STATE_POLL_MS,
): ReadonlyMap<string, UploadedVideoState> {
  const finals = useRef(new Map<string, UploadedVideoState>());
  const pending = [...new Set(ids)].filter((id) => !finals.current.has(id)).sort();
  const { data } = useSWR(
    pending.length > 0 ? ['upload-video-states', ...pending] : null,
    ([, ...keys]: string[]) => readStates(keys),
    { refreshInterval: intervalMs, keepPreviousData: true, revalidateOnFocus: false, shouldRetryOnError: false },
  );
  const states = new Map(finals.current);
  for (const [id, state] of Object.entries(data ?? {})) {
    if (!ids.includes(id) || finals.current.has(id)) continue;
    states.set(id, state);
    if (isFinalVideoState(state)) finals.current.set(id, state);
  }
  return states;
}
