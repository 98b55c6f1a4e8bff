import { lazyComponent } from '../../../lib/lazy-component';

// The add/edit form (its rules, contact picker and pickers) loads when first opened, not with the list.
export const LazyIssueFormDialog = lazyComponent(() => import('./issue-form-dialog').then((m) => m.IssueFormDialog), ['issues']);
