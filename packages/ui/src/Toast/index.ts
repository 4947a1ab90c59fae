export { ToastRegion, type ToastRegionProps } from './ToastRegion.tsx';
export { type ShowToastOptions, type ToastContent, type ToastKind, toastQueue, toasts } from './toasts.ts';
