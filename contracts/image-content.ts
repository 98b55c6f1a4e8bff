/**
 * What an image data URL holds, judged by its bytes, not its name or declared type: a text file
 * renamed `.png` declares image/png but starts with no PNG signature, and is refused everywhere
 * (company logo, web-chat logo, profile picture) by the console and the server alike.
 */
export type ImageKind = 'png' | 'jpeg' | 'gif' | 'webp' | 'svg+xml';

function decodeBase64(b64: string): Uint8Array | null {
  try {
    const binary = atob(b64);
    const bytes = new Uint8Array(binary.length);
    for (let i = 0; i < binary.length; i++) bytes[i] = binary.charCodeAt(i);
    return bytes;
  } catch {
    return null;
  }
}

const startsWith = (bytes: Uint8Array, signature: readonly number[], at = 0) => signature.every((b, i) => bytes[at + i] === b);
const ascii = (text: string) => [...text].map((c) => c.charCodeAt(0));

/** An SVG document: optional BOM, XML declaration, comments and doctype, then an <svg> root. */
function isSvg(bytes: Uint8Array): boolean {
  const text = new TextDecoder('utf-8', { fatal: false }).decode(bytes).replace(/^\uFEFF/, '');
  const head = text
    .replace(/^\s*<\?xml[^>]*\?>/i, '')
    .replace(/^(\s*<!--[\s\S]*?-->)+/, '')
    .replace(/^\s*<!DOCTYPE[^>]*>/i, '')
    .replace(/^(\s*<!--[\s\S]*?-->)+/, '');
  return /^\s*<svg[\s/>]/i.test(head);
}

/** The kind of image these bytes are, or null when they are none of the accepted ones. */
export function sniffImage(bytes: Uint8Array): ImageKind | null {
  if (startsWith(bytes, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return 'png';
  if (startsWith(bytes, [0xff, 0xd8, 0xff])) return 'jpeg';
  if (startsWith(bytes, ascii('GIF87a')) || startsWith(bytes, ascii('GIF89a'))) return 'gif';
  if (startsWith(bytes, ascii('RIFF')) && startsWith(bytes, ascii('WEBP'), 8)) return 'webp';
  if (isSvg(bytes)) return 'svg+xml';
  return null;
}

/** True when a `data:image/<type>;base64,…` URL holds an image of the type it declares. */
export function dataUrlHoldsImage(dataUrl: string): boolean {
  const match = /^data:image\/(png|jpeg|svg\+xml|webp|gif);base64,([A-Za-z0-9+/=]+)$/.exec(dataUrl);
  if (!match) return false;
  const bytes = decodeBase64(match[2]);
  return !!bytes && sniffImage(bytes) === match[1];
}
