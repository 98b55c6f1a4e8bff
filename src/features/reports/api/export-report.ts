import { reportSearch, type ReportParams } from './report-params';

export type ReportTable = 'by_channel' | 'by_hour' | 'by_day' | 'moods' | 'ratings' | 'tags' | 'agents' | 'interactions';

/** GET /api/reports/export (dashboard.export): the address of one table's file. */
export const exportReportUrl = (params: ReportParams, table: ReportTable, format: 'csv' | 'xlsx', drill = 'all') =>
  `/api/reports/export?${new URLSearchParams(reportSearch(params, { table, format, drill }))}`;

/**
 * Downloads the file while counting what has arrived (a long export shows progress), then hands
 * it to the browser under the name the server gave it.
 */
export async function downloadReport(url: string, onBytes: (received: number) => void): Promise<void> {
  const res = await fetch(url, { credentials: 'same-origin' });
  if (!res.ok || !res.body) throw new Error(`export failed: ${res.status}`);
  const reader = res.body.getReader();
  const parts: Uint8Array[] = [];
  let received = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    parts.push(value);
    received += value.length;
    onBytes(received);
  }
  const name = /filename="([^"]+)"/.exec(res.headers.get('content-disposition') ?? '')?.[1] ?? 'report';
  const link = document.createElement('a');
  link.href = URL.createObjectURL(new Blob(parts as BlobPart[], { type: res.headers.get('content-type') ?? 'application/octet-stream' }));
  link.download = name;
  link.click();
  URL.revokeObjectURL(link.href);
}
