import { describe, expect, it } from 'vitest';
import { readImageFile, type ImageRule } from '../../../src/lib/read-image';

const RULE: ImageRule<string> = {
  types: ['image/png', 'image/webp'],
  maxBytes: 2048,
  messages: { badType: 'type', tooBig: (kb) => `big ${kb}`, unreadable: 'unreadable' },
};

describe('readImageFile (the one image reader of the logo and picture pickers)', () => {
  it('refuses a type the rule does not list, before reading anything', async () => {
    expect(await readImageFile(new File(['GIF89a'], 'a.gif', { type: 'image/gif' }), RULE)).toEqual({ ok: false, message: 'type' });
  });

  it('refuses a file over the limit, saying its size in whole kilobytes', async () => {
    const big = new File([new Uint8Array(2049 + 1024)], 'big.png', { type: 'image/png' });
    expect(await readImageFile(big, RULE)).toEqual({ ok: false, message: 'big 4' });
  });

  it('answers a file within the rule as its data URL', async () => {
    const png = new File([new Uint8Array([137, 80, 78, 71, 13, 10, 26, 10])], 'logo.png', { type: 'image/png' });
    expect(await readImageFile(png, RULE)).toEqual({ ok: true, dataUrl: 'data:image/png;base64,iVBORw0KGgo=' });
  });
});
