export { InteractiveEditor, type InteractiveEditorProps } from './InteractiveEditor.tsx';
