import { describe, expect, it, vi } from 'vitest';
import {
  formatSpeed,
  formatTimeLeft,
  runUploadAction,
  uploadActions,
  uploadFigures,
  uploadPercent,
  uploadStatusText,
} from './useUploadList.ts';

const all = { onRetry: vi.fn(), onCancel: vi.fn(), onDelete: vi.fn(), onGoToVideo: vi.fn() };
const MB = 1048576;

describe('uploadActions', () => {
  it('offers the actions that fit each state', () => {
    expect(uploadActions('queued', all)).toEqual(['cancel']);
    expect(uploadActions('active', all)).toEqual(['cancel']);
    expect(uploadActions('success', all)).toEqual(['goToVideo', 'delete']);
    expect(uploadActions('success', { ...all, onShowDetails: vi.fn() })).toEqual(['details', 'goToVideo', 'delete']);
    for (const status of ['processing', 'ready', 'failed'] as const) {
      expect(uploadActions(status, all)).toEqual(['goToVideo', 'delete']);
    }
    expect(uploadActions('error', all)).toEqual(['retry', 'delete']);
  });
  it('leaves out actions without a callback, but keeps "Go to video" when it is a link', () => {
    expect(uploadActions('error', { onDelete: vi.fn() })).toEqual(['delete']);
    expect(uploadActions('active', {})).toEqual([]);
    expect(uploadActions('ready', {})).toEqual([]);
    expect(uploadActions('ready', {}, '/media-library?videoId=v')).toEqual(['goToVideo']);
  });
  it('runs the callback with the upload id', () => {
    runUploadAction('retry', 'u1', all);
    expect(all.onRetry).toHaveBeenCalledWith('u1');
  });
});

describe('uploadPercent', () => {
  it('clamps and rounds down, and is full once the file is up', () => {
    expect(uploadPercent({ progress: 42.6, status: 'active' })).toBe(42);
    expect(uploadPercent({ progress: 99.9, status: 'active' })).toBe(99);
    expect(uploadPercent({ progress: 140, status: 'active' })).toBe(100);
    expect(uploadPercent({ progress: -3, status: 'queued' })).toBe(0);
    expect(uploadPercent({ progress: Number.NaN, status: 'error' })).toBe(0);
    for (const status of ['success', 'processing', 'ready', 'failed'] as const) {
      expect(uploadPercent({ progress: 80, status })).toBe(100);
    }
  });
});

describe('the texts of a row', () => {
  it('names the state, with the reason of a failure', () => {
    expect(uploadStatusText({ status: 'active' })).toBe('Uploading');
    expect(uploadStatusText({ status: 'success' })).toBe('Uploaded');
    expect(uploadStatusText({ status: 'processing' })).toBe('Processing');
    expect(uploadStatusText({ status: 'ready' })).toBe('Ready');
    expect(uploadStatusText({ status: 'failed', error: 'Unreadable.' })).toBe('Failed: Unreadable.');
    expect(uploadStatusText({ status: 'error', error: 'Try later.' })).toBe('Failed: Try later.');
  });
  it('formats speed and time left', () => {
    expect(formatSpeed(1.5 * MB)).toBe('1.5 MB/s');
    expect(formatSpeed(512)).toBe('512 Bytes/s');
    expect(formatTimeLeft(0)).toBe('0 s left');
    expect(formatTimeLeft(8.2)).toBe('9 s left');
    expect(formatTimeLeft(125)).toBe('2 min 5 s left');
    expect(formatTimeLeft(1500)).toBe('25 min left');
    expect(formatTimeLeft(3600 + 4 * 60 + 10)).toBe('1 h 4 min left');
    expect(formatTimeLeft(2 * 3600 - 10)).toBe('2 h 0 min left');
  });
  it('shows bytes sent, speed and time left while uploading only', () => {
    const item = { id: 'a', name: 'a.mp4', size: 30 * MB, progress: 41, status: 'active' as const };
    expect(uploadFigures({ ...item, bytesSent: 12.4 * MB, bytesPerSecond: 1.5 * MB, secondsLeft: 12 })).toBe(
      '12.4 MB of 30 MB · 1.5 MB/s · 12 s left',
    );
    expect(uploadFigures({ ...item, bytesSent: 3 * MB })).toBe('3 MB of 30 MB');
    expect(uploadFigures({ ...item, status: 'ready' })).toBeNull();
  });
});
