import { expect as baseExpect, test, type Locator, type Page } from '@playwright/test';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { restoreSeedLanguage, signInTo, toast, uniqueTag } from './helpers';

// A busy two-core machine: give every wait room.
test.describe.configure({ timeout: 150_000 });
test.use({ actionTimeout: 15_000 });
const expect = baseExpect.configure({ timeout: 15_000 });

const f = JSON.parse(readFileSync(join(import.meta.dirname, '..', 'locales', 'mn', 'flows.json'), 'utf8'));
const menu = JSON.parse(readFileSync(join(import.meta.dirname, '..', 'locales', 'mn', 'menu.json'), 'utf8'));

type Graph = {
  nodes: { id: string; type: string; x: number; y: number; width: number; height: number; data: Record<string, unknown> }[];
  edges: { from: string; to: string; fromAnchor: string; type: string }[];
};

const node = (page: Page, kind: string) => page.locator(`.react-flow__node-${kind}`);
const handle = (n: Locator, type: 'source' | 'target') => n.locator(`.react-flow__handle.${type}`).first();

/** Drags a connection from one handle to another, as a person does with the mouse. */
async function connect(page: Page, from: Locator, to: Locator) {
  await from.hover();
  const a = (await from.boundingBox())!;
  const b = (await to.boundingBox())!;
  await page.mouse.move(a.x + a.width / 2, a.y + a.height / 2);
  await page.mouse.down();
  await page.mouse.move((a.x + b.x) / 2, (a.y + b.y) / 2, { steps: 5 });
  await page.mouse.move(b.x + b.width / 2, b.y + b.height / 2, { steps: 5 });
  // The line follows the pointer a frame later: let it reach the handle before letting go.
  await expect(page.locator('.react-flow__connection-path')).toBeVisible();
  await page.mouse.move(b.x + b.width / 2 + 1, b.y + b.height / 2, { steps: 2 });
  await page.mouse.up();
}

/** Where each node stands on the canvas (React Flow's translate), by node id. */
const placed = (page: Page) =>
  page.locator('.react-flow__node').evaluateAll((els) =>
    Object.fromEntries(
      els.map((el) => {
        const m = /translate\(([-\d.]+)px, ([-\d.]+)px\)/.exec((el as HTMLElement).style.transform)!;
        return [el.getAttribute('data-id')!, { x: Number(m[1]), y: Number(m[2]) }];
      }),
    ),
  );
const scale = async (page: Page) => Number(/scale\(([\d.]+)\)/.exec((await page.locator('.react-flow__viewport').getAttribute('style')) ?? '')![1]);

test.afterEach(async ({ context }) => restoreSeedLanguage(context));

test('the flow canvas: add nodes, connect, save, reload, the same graph; publish refused with the nodes marked', async ({ page }) => {
  await signInTo(page, 'mn', 'admin@demo.mn', '/settings/flow');
  const table = page.getByRole('table', { name: f.list.label });
  // The demo's flows, with the list's columns.
  await expect(table.getByRole('row').filter({ hasText: 'Order status (English)' })).toContainText(f.status.published);
  for (const c of ['title', 'status', 'accuracy', 'usage', 'tags', 'created_at', 'updated_at'])
    await expect(table.getByRole('columnheader', { name: f.list.columns[c] })).toBeVisible();

  const title = `Sizes ${uniqueTag()}`;
  await page.getByRole('button', { name: f.list.add }).click();
  await page.getByRole('dialog').getByLabel(f.form.title).fill(title);
  await page.getByRole('dialog').getByRole('button', { name: f.form.save }).click();
  await expect(page).toHaveURL(/\/settings\/flow\/\d+$/);
  const id = Number(/(\d+)$/.exec(page.url())![1]);
  // A new flow comes laid out: a start joined to a success end.
  await expect(node(page, 'start')).toHaveCount(1);
  await expect(node(page, 'success')).toHaveCount(1);
  await expect(page.locator('.react-flow__edge')).toHaveCount(1);

  // Double-click does not zoom; the wheel does, at the spec's sensitivity.
  const pane = page.locator('.react-flow__pane');
  const before = await scale(page);
  await pane.dblclick({ position: { x: 40, y: 40 } });
  expect(await scale(page)).toBeCloseTo(before, 5);
  const box = (await pane.boundingBox())!;
  await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2);
  await page.mouse.wheel(0, 100);
  await expect.poll(() => scale(page)).toBeCloseTo(before * 2 ** -0.4, 3);

  // Add a question and a button, and write their texts in the node panel.
  await page.getByRole('button', { name: f.canvas.add }).click();
  await page.getByRole('menuitem', { name: f.kinds.question }).click();
  await page.getByRole('complementary', { name: f.panel.title }).getByLabel(f.panel.text).fill('Which size?');
  await page.getByRole('button', { name: f.canvas.add }).click();
  await page.getByRole('menuitem', { name: f.kinds.button }).click();
  await page.getByRole('complementary', { name: f.panel.title }).getByLabel(f.panel.label).fill('Large');
  await expect(node(page, 'question')).toContainText('Which size?');
  await expect(node(page, 'button')).toContainText('Large');

  // Close the panel and fit the view, so no handle sits by the edge (where a drag pans the canvas).
  await page.getByRole('complementary', { name: f.panel.title }).getByRole('button', { name: f.panel.close }).click();
  await page.locator('.react-flow__controls-fitview').click();
  // Connect question → button → success end.
  await connect(page, handle(node(page, 'question'), 'source'), handle(node(page, 'button'), 'target'));
  await expect(page.locator('.react-flow__edge')).toHaveCount(2);
  await connect(page, handle(node(page, 'button'), 'source'), handle(node(page, 'success'), 'target'));
  await expect(page.locator('.react-flow__edge')).toHaveCount(3);

  // Keyboard delete takes a node away; undo brings it back with its edges.
  await node(page, 'button').click();
  await page.keyboard.press('Delete');
  await expect(node(page, 'button')).toHaveCount(0);
  await expect(page.locator('.react-flow__edge')).toHaveCount(1);
  await page.getByRole('button', { name: f.canvas.undo }).click();
  await expect(node(page, 'button')).toHaveCount(1);
  await expect(page.locator('.react-flow__edge')).toHaveCount(3);

  // Move the question, then save.
  const q = (await node(page, 'question').boundingBox())!;
  await page.mouse.move(q.x + 30, q.y + 10);
  await page.mouse.down();
  await page.mouse.move(q.x + 90, q.y + 130, { steps: 8 });
  await page.mouse.up();
  await page.getByRole('button', { name: f.canvas.save, exact: true }).click();
  await expect(toast(page, f.canvas.saved)).toBeVisible();

  const saved: Graph = (await (await page.request.get(`/api/flows/${id}`)).json()).graph;
  expect(saved.nodes.map((n) => n.type).sort()).toEqual(['button', 'question', 'start', 'success']);
  expect(saved.edges.map((e) => `${saved.nodes.find((n) => n.id === e.from)!.type}>${saved.nodes.find((n) => n.id === e.to)!.type}`).sort()).toEqual([
    'button>success',
    'question>button',
    'start>success',
  ]);
  expect(saved.nodes.find((n) => n.type === 'question')!.data).toEqual({ text: 'Which size?' });
  const where = await placed(page);

  await page.reload();
  await expect(node(page, 'question')).toContainText('Which size?');
  await expect(page.locator('.react-flow__edge')).toHaveCount(3);
  // The same graph, each node where it was.
  expect(await placed(page)).toEqual(where);
  // (The style rounds to thousandths; the API's graph above and below is compared exactly.)
  for (const n of saved.nodes) {
    expect(where[n.id].x).toBeCloseTo(n.x, 2);
    expect(where[n.id].y).toBeCloseTo(n.y, 2);
  }
  expect((await (await page.request.get(`/api/flows/${id}`)).json()).graph).toEqual(saved);

  // The question is not reachable from the start: publishing is refused and both nodes are marked.
  await page.getByRole('button', { name: f.canvas.publish }).click();
  await expect(page.getByRole('alert').filter({ hasText: f.canvas.invalid_other.replace('{{count}}', '2') })).toBeVisible();
  await expect(page.locator('[data-invalid]')).toHaveCount(2);
  await expect(node(page, 'question').locator('[data-invalid]')).toHaveAttribute('data-invalid', 'unreachable');

  // The list shows it as a draft; the canvas is under the settings menu's words.
  await page.getByRole('link', { name: f.canvas.back }).click();
  await expect(page.getByRole('heading', { name: menu.settings_items.flow, level: 1 })).toBeVisible();
  await expect(table.getByRole('row').filter({ hasText: title })).toContainText(f.status.draft);
});

test('custom API endpoints: a private address is refused on its field, a secret header is never shown again', async ({ page }) => {
  const errors = JSON.parse(readFileSync(join(import.meta.dirname, '..', 'locales', 'mn', 'errors.json'), 'utf8'));
  await signInTo(page, 'mn', 'admin@demo.mn', '/settings/custom_api');
  await expect(page.getByRole('heading', { name: menu.settings_items.custom_api, level: 1 })).toBeVisible();
  // The demo flow's own endpoint is listed.
  await expect(page.getByRole('table', { name: f.api.label })).toContainText('Order status (demo)');

  const name = `Stock ${uniqueTag()}`;
  await page.getByRole('button', { name: f.api.add }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByLabel(f.api.name).fill(name);
  await dialog.getByLabel(f.api.url).fill('http://10.0.0.5/stock/{{sku}}');
  await dialog.getByRole('button', { name: f.api.addHeader }).click();
  await dialog.getByRole('textbox', { name: f.api.headerName, exact: true }).fill('Authorization');
  await dialog.getByRole('textbox', { name: f.api.headerValue, exact: true }).fill('Bearer very-secret-1');
  await dialog.getByRole('checkbox', { name: f.api.secret }).check();
  await dialog.getByRole('button', { name: f.form.save }).click();
  await expect(dialog.getByText(errors.err_custom_api_target_refused)).toBeVisible();

  await dialog.getByLabel(f.api.url).fill('https://stock.example.invalid/stock/{{sku}}');
  await dialog.getByRole('button', { name: f.form.save }).click();
  await expect(dialog).toBeHidden();
  const row = page.getByRole('row').filter({ hasText: name });
  await expect(row).toContainText('https://stock.example.invalid/stock/{{sku}}');
  await expect(page.getByText('very-secret-1')).toHaveCount(0);
  await row.getByRole('button', { name: f.api.edit.replace('{{name}}', name) }).click();
  await expect(page.getByRole('dialog').getByRole('textbox', { name: f.api.headerValue, exact: true })).toHaveValue('••••••');
});
