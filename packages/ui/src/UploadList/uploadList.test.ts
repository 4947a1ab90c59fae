import { describe, expect, it, vi } from 'vitest';
import { runUploadAction, uploadActions, uploadPercent } from './useUploadList.ts';

const all = { onRetry: vi.fn(), onCancel: vi.fn(), onDelete: vi.fn(), onGoToVideo: vi.fn() };

describe('uploadActions', () => {
  it('offers the actions that fit each state', () => {
    expect(uploadActions('queued', all)).toEqual(['cancel']);
    expect(uploadActions('active', all)).toEqual(['cancel']);
    expect(uploadActions('success', all)).toEqual(['goToVideo', 'delete']);
    expect(uploadActions('success', { ...all, onShowDetails: vi.fn() })).toEqual(['details', 'goToVideo', 'delete']);
    expect(uploadActions('error', all)).toEqual(['retry', 'delete']);
  });
  it('leaves out actions without a callback', () => {
    expect(uploadActions('error', { onDelete: vi.fn() })).toEqual(['delete']);
    expect(uploadActions('active', {})).toEqual([]);
  });
  it('runs the callback with the upload id', () => {
    runUploadAction('retry', 'u1', all);
    expect(all.onRetry).toHaveBeenCalledWith('u1');
  });
});

describe('uploadPercent', () => {
  it('clamps and rounds', () => {
    expect(uploadPercent({ progress: 42.6, status: 'active' })).toBe(43);
    expect(uploadPercent({ progress: 140, status: 'active' })).toBe(100);
    expect(uploadPercent({ progress: -3, status: 'queued' })).toBe(0);
    expect(uploadPercent({ progress: Number.NaN, status: 'error' })).toBe(0);
    expect(uploadPercent({ progress: 80, status: 'success' })).toBe(100);
  });
});
