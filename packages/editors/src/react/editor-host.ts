import type { ReactNode } from 'react';

/** What both editors take from their host: the video, the backend and the callbacks. */
export interface EditorHostProps<Adapter, Api, State> {
  videoId: string;
  /** The host's backend: loads the video and its document, stores changes and images (keep the same object between renders). */
  adapter: Adapter;
  /** The toolbar's View link (opens in a new tab); `/view/{videoId}` by default. */
  viewUrl?: string;
  /** Called once the editor is loaded, with its API (add, update, remove, select, undo, redo, subscribe …). */
  onMount?: (editor: Api) => void;
  /** Called after every change of the document or the selection. */
  onChange?: (state: State) => void;
  /** Called when there is no such video (the console shows its 404 page). */
  onNotFound?: () => void;
  /** Called when loading fails, an image cannot be uploaded or a save fails (it is retried; nothing is lost). */
  onError?: (error: unknown) => void;
  /** Shown first in the toolbar, e.g. the host's back link. */
  header?: ReactNode;
  className?: string;
}

/** What the editors' save indicators say. */
export const SAVE_TEXTS = {
  idle: 'No changes yet',
  saving: 'Saving…',
  saved: 'Saved',
  retrying: 'Not saved yet, retrying…',
  held: 'Not saved: correct the marked fields',
  retryNow: 'Retry now',
} as const;
