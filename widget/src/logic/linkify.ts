import { linkify as tokens } from '../../../contracts/protocol-client/linkify';

/** A piece of message text: plain, or a link the visitor may click. Nothing else is ever markup. */
export type TextPart = { kind: 'text'; text: string } | { kind: 'link'; text: string; href: string };

/** The console's linkify (one rule for visitor and agent), in the widget's two kinds of part. */
export function linkify(text: string): TextPart[] {
  return tokens(text).map((t) => (t.kind === 'text' ? t : { kind: 'link', text: t.text, href: t.href }));
}
