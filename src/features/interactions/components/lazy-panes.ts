import { lazyComponent } from '../../../lib/lazy-component';

// The open conversation (message list, composer, actions) and the contact panel (tags, mood) load
// when a conversation is opened: the live page's first screen is the list.
export const LazyConversationPane = lazyComponent(() => import('./conversation-pane').then((m) => m.ConversationPane), ['interactions']);
export const LazyContactPanel = lazyComponent(() => import('./contact-panel').then((m) => m.ContactPanel), ['interactions']);
