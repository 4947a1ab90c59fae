export { DialogContent, type DialogContentProps } from './DialogContent.tsx';
export type { ModalSize } from './Modal.styles.ts';
export { Modal, type ModalProps } from './Modal.tsx';
