import { lazyComponent } from '../../../lib/lazy-component';

// The list's dialogs load when first opened, so the list paints without the contact rules
// (phone numbers), the import parser or the form machinery.
export const LazyContactFormDialog = lazyComponent(() => import('./contact-form-dialog').then((m) => m.ContactFormDialog), ['contacts']);
export const LazyDeleteContactDialog = lazyComponent(() => import('./delete-contact-dialog').then((m) => m.DeleteContactDialog), ['contacts']);
export const LazyImportDialog = lazyComponent(() => import('./import-dialog').then((m) => m.ImportDialog), ['contacts']);
export const LazyMergeDialog = lazyComponent(() => import('./merge-dialog').then((m) => m.MergeDialog), ['contacts']);
