import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect, test } from '@playwright/test';
import Papa from 'papaparse';
import { restoreSeedLanguage, signInTo } from './helpers';
import type { Lang } from './text';

const reportsText = (lang: Lang) => JSON.parse(readFileSync(join(import.meta.dirname, '..', 'locales', lang, 'reports.json'), 'utf8'));

/**
 * /control_panel as the demo's manager: a number opens exactly the rows it counts, and the CSV of
 * those rows reads back in a real parser with the same conversations.
 */
for (const lang of ['mn', 'en'] as Lang[]) {
  test(`reports drill down and export the same rows, in ${lang}`, async ({ browser }) => {
    test.setTimeout(90_000);
    const r = reportsText(lang);
    const context = await browser.newContext({ acceptDownloads: true });
    try {
      const page = await context.newPage();
      await signInTo(page, lang, 'manager@demo.mn', '/control_panel');
      const total = page.getByTestId('report-totals').getByRole('group', { name: r.totals.interactions }).getByRole('button');
      await expect(total).toBeVisible();
      const count = Number(((await total.textContent()) ?? '').replace(/\D/g, ''));
      expect(count).toBeGreaterThan(0);

      await total.click();
      const dialog = page.getByRole('dialog');
      await expect(dialog.getByTestId('drill-rows').locator('tbody tr')).toHaveCount(Math.min(count, 50));
      const shown = (await dialog.getByTestId('drill-rows').locator('tbody tr td:first-child').allTextContents()).map((s) => Number(s.replace(/\D/g, '')));
      await dialog.getByRole('button', { name: r.drill.close }).click();

      const download = page.waitForEvent('download');
      await page.getByRole('group', { name: r.tables.interactions }).getByRole('button', { name: r.export.csv }).click();
      const file = await download;
      expect(file.suggestedFilename()).toMatch(/^report-interactions-\d{4}-\d{2}-\d{2}\.csv$/);
      const text = readFileSync((await file.path())!, 'utf8').replace(/^\ufeff/, '');
      const rows = Papa.parse<string[]>(text, { skipEmptyLines: true }).data;
      expect(rows[0][0]).toBe(r.columns.id);
      expect(rows.slice(1).map((row) => Number(row[0]))).toEqual(shown.slice(0, rows.length - 1));
      expect(rows.length - 1).toBe(count);
    } finally {
      await restoreSeedLanguage(context);
      await context.close();
    }
  });

  test(`the charts beside the tables open the same rows as the table's numbers, in ${lang}`, async ({ browser }) => {
    test.setTimeout(90_000);
    const r = reportsText(lang);
    const context = await browser.newContext({ viewport: { width: 1440, height: 900 } });
    try {
      const page = await context.newPage();
      await signInTo(page, lang, 'manager@demo.mn', '/control_panel');
      // The charts are a chunk of their own, fetched after the figures: a busy machine takes a while.
      const charts = page.getByTestId('report-charts');
      await expect(charts).toBeVisible({ timeout: 30_000 });
      for (const title of [r.charts.by_channel, r.charts.by_hour, r.charts.by_day, r.charts.first_response, r.charts.moods, r.charts.ratings]) {
        await expect(charts.getByRole('heading', { name: title })).toBeVisible();
      }
      // The demo has a virtual agent: its containment joins the figures.
      await expect(page.getByTestId('report-totals').getByRole('group', { name: r.bots.containmentRate })).toBeVisible();
      // The median and p90 lines of first response, with their names in the legend.
      await expect(page.getByTestId('chart-first_response').locator('.recharts-line-curve')).toHaveCount(2);
      await expect(page.getByTestId('chart-first_response').locator('.recharts-legend-wrapper')).toContainText(r.charts.p90);
      // The channel chart's first bar is the table's first channel: clicking it lists as many conversations.
      const firstCount = Number(((await page.getByTestId('report-by_channel').locator('tbody tr').first().locator('td').nth(1).textContent()) ?? '').replace(/\D/g, ''));
      expect(firstCount).toBeGreaterThan(0);
      await page.getByTestId('chart-by_channel').locator('.recharts-bar-rectangle path').first().click();
      const dialog = page.getByRole('dialog');
      await expect(dialog.getByTestId('drill-rows')).toBeVisible();
      await expect(dialog).toContainText(r.drill.total.replace('{{count}}', String(firstCount)));
    } finally {
      await context.close();
    }
  });
}
