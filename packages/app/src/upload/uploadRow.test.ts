import { describe, expect, it } from 'vitest';
import type { UploadFile } from './types.ts';
import { isFinalVideoState, uploadRowOf, videoPanelHref } from './uploadRow.ts';

const base: UploadFile = Object.freeze({
  id: 'upload-1',
  name: 'clip.mp4',
  size: 30_000_000,
  type: 'video/mp4',
  progress: 0,
  bytesSent: 0,
  bytesPerSecond: null,
  secondsLeft: null,
  status: 'queued',
  success: false,
  error: null,
  errorKind: null,
  objectId: null,
  data: { library: 1, uploaded_by: 2 },
});

const uploaded: UploadFile = { ...base, status: 'success', success: true, progress: 100, objectId: 'v-1' };

describe('the row of an upload', () => {
  it('shows the bytes, speed and time left while uploading', () => {
    const row = uploadRowOf(
      { ...base, status: 'active', progress: 41, bytesSent: 12_400_000, bytesPerSecond: 1_500_000, secondsLeft: 12 },
      undefined,
    );
    expect(row).toMatchObject({
      status: 'active',
      progress: 41,
      bytesSent: 12_400_000,
      bytesPerSecond: 1_500_000,
      secondsLeft: 12,
    });
    expect(uploadRowOf({ ...base, status: 'active' }, undefined)).toMatchObject({
      bytesPerSecond: undefined,
      secondsLeft: undefined,
    });
    expect(row.videoHref).toBeUndefined();
  });

  it('keeps a failed upload retryable with its message', () => {
    const row = uploadRowOf({ ...base, status: 'error', error: 'Try later.', errorKind: 'rejected' }, undefined);
    expect(row).toMatchObject({ status: 'error', error: 'Try later.' });
  });

  it('goes on past Uploaded: Processing, then Ready, or Failed with the reason, with a link to the video', () => {
    expect(uploadRowOf(uploaded, undefined)).toMatchObject({ status: 'success', videoHref: videoPanelHref('v-1') });
    expect(uploadRowOf(uploaded, { status: 'uploading', failureReason: null }).status).toBe('success');
    expect(uploadRowOf(uploaded, { status: 'processing', failureReason: null })).toMatchObject({
      status: 'processing',
      progress: 100,
      videoHref: '/media-library?videoId=v-1',
    });
    expect(uploadRowOf(uploaded, { status: 'ready', failureReason: null }).status).toBe('ready');
    expect(uploadRowOf(uploaded, { status: 'failed', failureReason: 'The file could not be read.' })).toMatchObject({
      status: 'failed',
      error: 'The file could not be read.',
      videoHref: '/media-library?videoId=v-1',
    });
    expect(uploadRowOf(uploaded, { status: 'failed', failureReason: null }).error).toBe(
      'The video could not be processed.',
    );
    const gone = uploadRowOf(uploaded, { status: 'gone', failureReason: null });
    expect(gone).toMatchObject({ status: 'failed', error: 'The video was deleted.' });
    expect(gone.videoHref).toBeUndefined();
  });

  it('knows which video states are final', () => {
    expect(isFinalVideoState(undefined)).toBe(false);
    expect(isFinalVideoState({ status: 'uploading', failureReason: null })).toBe(false);
    expect(isFinalVideoState({ status: 'processing', failureReason: null })).toBe(false);
    expect(isFinalVideoState({ status: 'ready', failureReason: null })).toBe(true);
    expect(isFinalVideoState({ status: 'failed', failureReason: 'x' })).toBe(true);
    expect(isFinalVideoState({ status: 'gone', failureReason: null })).toBe(true);
  });
});
