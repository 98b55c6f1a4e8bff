import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import PDFDocument from 'pdfkit';
import { LOCALES, type Locale } from '../../../contracts';
import type { Invoice, InvoiceStatus, TermUnit } from '../../../contracts/billing.schema';
import { ROOT_DIR } from '../../config';
import { isoInZone } from '../../lib/zoned-time';

interface PdfLocale {
  title: string;
  company: string;
  number: string;
  status: string;
  statuses: Record<InvoiceStatus, string>;
  plan: string;
  created_at: string;
  due_at: string;
  paid_at: string;
  activated_at: string;
  ended_at: string;
  columns: { description: string; quantity: string; unit_price: string; amount: string };
  exchange_rate: string;
  /** An upgrade's credit line (upgrade-credit.ts), printed in the reader's language. */
  credit_one: string;
  credit_other: string;
  total: string;
  currency: string;
}

/** The console's own words (locales/<lang>/billing.json › pdf), so paper reads as the screen does. */
const labels = Object.fromEntries(
  LOCALES.map((l) => [l, JSON.parse(readFileSync(join(ROOT_DIR, 'locales', l, 'billing.json'), 'utf8')) as { pdf: PdfLocale; term: Record<string, string> }]),
) as Record<Locale, { pdf: PdfLocale; term: Record<string, string> }>;

/** "3 сар", "1 year": the console's own term words (billing.json › term, _one/_other). */
const termText = (unit: TermUnit, count: number, lang: Locale) =>
  (labels[lang].term[`${unit}_${count === 1 ? 'one' : 'other'}`] ?? `{{count}} ${unit}`).replace('{{count}}', String(count));

// DejaVu covers Mongolian Cyrillic (Ө, Ү); pdfkit's built-in Helvetica would drop those letters.
const FONT_DIR = join(ROOT_DIR, 'node_modules', 'dejavu-fonts-ttf', 'ttf');
const REGULAR = readFileSync(join(FONT_DIR, 'DejaVuSans.ttf'));
const BOLD = readFileSync(join(FONT_DIR, 'DejaVuSans-Bold.ttf'));

/** The same Intl tags as the console's formatter (src/lib/format.ts), so figures match the screen. */
const NUMBER_TAGS: Record<Locale, string> = { mn: 'mn-MN', en: 'en-GB' };
const money = (value: number, lang: Locale, digits = 0) =>
  new Intl.NumberFormat(NUMBER_TAGS[lang], { minimumFractionDigits: digits, maximumFractionDigits: digits }).format(value);
const day = (moment: string | null | undefined, timeZone: string) => (moment ? isoInZone(moment, timeZone).slice(0, 10) : '—');

/** A printable A4 invoice: company, number, dates, lines, exchange rate and the total in tugrik. */
export function renderInvoicePdf(invoice: Invoice, lang: Locale, timeZone: string): Promise<Buffer> {
  const l = labels[lang].pdf;
  const doc = new PDFDocument({ size: 'A4', margin: 50, info: { Title: `${l.title} ${invoice.number}`, Author: invoice.company_name } });
  const chunks: Buffer[] = [];
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('data', (chunk: Buffer) => chunks.push(chunk));
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });
  doc.registerFont('regular', REGULAR);
  doc.registerFont('bold', BOLD);

  doc.font('bold').fontSize(20).text(`${l.title} ${invoice.number}`);
  doc.moveDown(0.5).font('regular').fontSize(11);
  const facts: [string, string][] = [
    [l.company, invoice.company_name],
    [l.status, l.statuses[invoice.status]],
    [l.plan, `${lang === 'en' ? invoice.plan.name_en : invoice.plan.name_mn} · ${termText(invoice.term_unit, invoice.term_count, lang)}`],
    [l.created_at, day(invoice.created_at, timeZone)],
    [l.due_at, day(invoice.due_at, timeZone)],
    [l.paid_at, day(invoice.paid_at, timeZone)],
    [l.activated_at, day(invoice.activated_at, timeZone)],
    [l.ended_at, day(invoice.period_end, timeZone)],
  ];
  for (const [label, value] of facts) doc.text(`${label}: ${value}`);

  doc.moveDown();
  const left = doc.page.margins.left;
  const x = { description: left, quantity: left + 250, unit_price: left + 310, amount: left + 405 };
  const widths = { description: 240, quantity: 50, unit_price: 90, amount: 90 };
  const row = (cells: Record<keyof typeof x, string>, font: 'regular' | 'bold') => {
    const y = doc.y;
    doc.font(font);
    doc.text(cells.description, x.description, y, { width: widths.description });
    const bottom = doc.y;
    doc.text(cells.quantity, x.quantity, y, { width: widths.quantity, align: 'right' });
    doc.text(cells.unit_price, x.unit_price, y, { width: widths.unit_price, align: 'right' });
    doc.text(cells.amount, x.amount, y, { width: widths.amount, align: 'right' });
    doc.x = left;
    doc.y = Math.max(bottom, doc.y) + 4;
  };
  row(l.columns, 'bold');
  for (const line of invoice.lines) {
    row(
      {
        description: line.kind === 'credit' ? l[line.quantity === 1 ? 'credit_one' : 'credit_other'].replace('{{count}}', String(line.quantity)) : line.description,
        quantity: money(line.quantity, lang, 0),
        unit_price: `${money(line.unit_price, lang)} ₮`,
        amount: `${money(line.amount, lang)} ₮`,
      },
      'regular',
    );
  }
  doc.moveDown();
  doc.font('regular');
  // Additional agents are priced in dollars (spec §9); the rate of the day the invoice was issued.
  if (invoice.exchange_rate) doc.text(`${l.exchange_rate}: 1 $ = ${money(invoice.exchange_rate, lang, 2)} ₮`, left);
  doc
    .font('bold')
    .fontSize(14)
    .text(`${l.total}: ${money(invoice.total, lang)} ₮ (${l.currency})`, left);
  doc.end();
  return done;
}
