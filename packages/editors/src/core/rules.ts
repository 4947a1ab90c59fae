/** The rules of the interactive and presentation editors: pure functions over the document. */
export * from './builders.ts';
export * from './element-rules.ts';
export * from './patch.ts';
export * from './presentation-rules.ts';
export * from './validation.ts';
