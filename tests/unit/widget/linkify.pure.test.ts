import { describe, expect, it } from 'vitest';
import { linkify } from '../../../widget/src/logic/linkify';

const links = (text: string) => linkify(text).filter((p) => p.kind === 'link');

describe('linkify', () => {
  it('makes http, https and ftp links and e-mail addresses clickable, nothing else', () => {
    expect(linkify('Үзнэ үү: https://demo.mn/a?b=1#c, эсвэл info@demo.mn руу бичээрэй.')).toEqual([
      { kind: 'text', text: 'Үзнэ үү: ' },
      { kind: 'link', text: 'https://demo.mn/a?b=1#c', href: 'https://demo.mn/a?b=1#c' },
      { kind: 'text', text: ', эсвэл ' },
      { kind: 'link', text: 'info@demo.mn', href: 'mailto:info@demo.mn' },
      { kind: 'text', text: ' руу бичээрэй.' },
    ]);
    expect(links('http://x.mn and ftp://files.demo.mn/a.zip').map((p) => p.text)).toEqual(['http://x.mn', 'ftp://files.demo.mn/a.zip']);
  });

  it('leaves other schemes, bare words and markup as text', () => {
    for (const text of ['javascript:alert(1)', 'data:text/html,<b>x</b>', 'www.demo.mn', '<b>bold</b>', 'http://', 'mailto:', '@demo.mn', 'a@b']) {
      expect(links(text), text).toEqual([]);
    }
    // A link inside markup-looking text stops at the quote: the rest stays text, never markup.
    expect(links('<a href="https://x.mn/p">x</a>').map((p) => p.href)).toEqual(['https://x.mn/p']);
  });

  it('drops sentence punctuation after a link but keeps balanced brackets', () => {
    expect(links('Энд (https://demo.mn/a).').map((p) => p.text)).toEqual(['https://demo.mn/a']);
    expect(links('See https://en.wikipedia.org/wiki/Foo_(bar)!').map((p) => p.text)).toEqual(['https://en.wikipedia.org/wiki/Foo_(bar)']);
    expect(links('Is it https://demo.mn?').map((p) => p.text)).toEqual(['https://demo.mn']);
  });

  it('keeps every character of the text, in order', () => {
    const text = 'a https://x.mn/b. c@d.mn, e ftp://f.mn/g) h';
    expect(
      linkify(text)
        .map((p) => p.text)
        .join(''),
    ).toBe(text);
  });
});
