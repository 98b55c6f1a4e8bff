import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { pageLocale, readEmbed } from '../../../widget/src/config';

// The page's language as a fresh page has it: a console test before this one may have set it.
beforeEach(() => {
  document.documentElement.lang = '';
});
afterEach(() => {
  document.body.innerHTML = '';
  document.documentElement.lang = '';
});

describe('embed tag', () => {
  it('takes the server origin from the script src and the key from data-widget-key', () => {
    document.body.innerHTML = '<script src="/other.js"></script><script async src="https://cc.example.mn:8443/widget.js?v=1" data-widget-key="Abc_def-123"></script>';
    expect(readEmbed(document)).toEqual({ origin: 'https://cc.example.mn:8443', widgetKey: 'Abc_def-123', locale: 'mn' });
  });

  it('resolves a relative src against the page', () => {
    document.body.innerHTML = '<script src="/widget.js" data-widget-key="demo-widget-key"></script>';
    expect(readEmbed(document)?.origin).toBe(location.origin);
  });

  it('ignores a tag without a usable key or src', () => {
    for (const html of [
      '<script src="https://x.mn/widget.js"></script>',
      '<script src="https://x.mn/widget.js" data-widget-key=""></script>',
      '<script src="https://x.mn/widget.js" data-widget-key="a&quot;]b"></script>',
      '<script data-widget-key="demo-widget-key"></script>',
    ]) {
      document.body.innerHTML = html;
      expect(readEmbed(document), html).toBeNull();
    }
  });

  it('follows <html lang>: English for en and its variants, Mongolian otherwise', () => {
    for (const [lang, want] of [
      ['en', 'en'],
      ['en-GB', 'en'],
      ['EN', 'en'],
      ['mn', 'mn'],
      ['', 'mn'],
      ['ru', 'mn'],
      ['eng', 'mn'],
    ] as const) {
      document.documentElement.lang = lang;
      expect(pageLocale(document), lang).toBe(want);
    }
  });
});
