export { ColorPicker, type ColorPickerProps } from './ColorPicker.tsx';
export { HEX_INVALID_MESSAGE, isValidHex, normalizeHex, opaqueHex, validateHex } from './hex.ts';
