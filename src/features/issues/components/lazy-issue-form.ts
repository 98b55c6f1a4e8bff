import { lazyComponent } from '../../../lib/lazy-component';

// The add/edit form (its rules, contact picker and pickers) loads when first opened, not with the list.
export const LazyIssueFormDialog = lazyComponent(() => import('./issue-form-dialog').then((m) => m.IssueFormDialog), ['issues']);

// The detail drawer (fields, comments, attachments, the issue's actions) loads when an issue is opened.
export const LazyIssueDrawer = lazyComponent(() => import('./issue-drawer').then((m) => m.IssueDrawer), ['issues']);
