import type { ConfirmDialogProps } from './confirm-dialog-content';
import { LazyDialog, lazyWithPreload, preloadOn } from './lazy-dialog';

const content = lazyWithPreload(async () => (await import('./confirm-dialog-content')).ConfirmDialogContent);

/** Spread on the button that opens a ConfirmDialog: the dialog starts loading as it is neared. */
export const confirmDialogPreload = preloadOn(content);

/**
 * A question with 'confirm' and 'back' buttons, in place of the browser's confirm(); locked while
 * the action runs. The dialog itself loads when first opened (see LazyDialog).
 */
export function ConfirmDialog(props: ConfirmDialogProps) {
  return <LazyDialog dialog={content} {...props} />;
}
