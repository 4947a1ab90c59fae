export { EDITOR_TEXTS, PresentationEditor, type PresentationEditorProps } from './PresentationEditor.tsx';
export {
  createPresentationSaver,
  mergePresentationSaves,
  type ObjectUrls,
  type PresentationSaver,
  type PresentationSaverOptions,
} from './presentation-saver.ts';
export {
  createPresentationSession,
  type PresentationSession,
  type PresentationSessionOptions,
} from './presentation-session.ts';
export {
  checkSlideFiles,
  SLIDE_IMAGE_ACCEPT,
  SLIDE_IMAGE_PATTERNS,
  SLIDE_IMAGE_TYPES,
  slideFileProblem,
  slideNameOf,
} from './slide-files.ts';
