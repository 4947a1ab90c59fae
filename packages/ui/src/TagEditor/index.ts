export { TagEditor, type TagEditorProps } from './TagEditor.tsx';
export { addTag, DUPLICATE_TAG_MESSAGE, EMPTY_TAG_MESSAGE, removeTag, tagsLength, validateTag } from './tagRules.ts';
export { type TagEditorStateOptions, useTagEditor } from './useTagEditor.ts';
