import type { VisitorLocale } from '../../contracts/socket/visitor';
// Named imports: the bundle keeps only the widget's strings, not the demo site's in the same file.
import { widget as mn } from '../../locales/mn/widget.json';
import { widget as en } from '../../locales/en/widget.json';

export type Strings = typeof mn;
export const STRINGS: Record<VisitorLocale, Strings> = { mn, en };

export const fill = (s: string, params: Record<string, string | number>) => s.replace(/\{\{(\w+)\}\}/g, (_, k: string) => String(params[k] ?? ''));
