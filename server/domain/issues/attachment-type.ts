/** Types a browser shows without running anything: images other than SVG, PDF and plain text. */
const INERT = new Set(['image/png', 'image/jpeg', 'image/gif', 'image/webp', 'image/avif', 'image/bmp', 'application/pdf', 'text/plain']);

/**
 * The Content-Type an attachment is served with. The uploader names the type, so a file sent as
 * text/html, image/svg+xml or application/javascript would otherwise run as a page of the console's
 * origin: anything not known to be inert is served as bytes to save.
 */
export function servedAttachmentType(mime: string): string {
  const base = mime.split(';')[0].trim().toLowerCase();
  return INERT.has(base) ? base : 'application/octet-stream';
}

/** Even an inert type opened in a tab gets no script, no origin and nothing loaded beside it. */
export const DOWNLOAD_CSP = "default-src 'none'; style-src 'unsafe-inline'; sandbox";
