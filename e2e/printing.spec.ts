/**
 * Printing (issue 21, decision 0038): the owner adds a Star CloudPRNT printer in Settings and reads its address; an
 * order arrives and the printer (played by this test over the real protocol) gets its kitchen ticket with the accents
 * intact and confirms it; the order's detail shows the ticket's preview, "Print on the printers" sends it again marked
 * COPY.
 */
import { expect, request, test } from '@playwright/test';
import { addMenuItem, placeOrder } from './dashboard-data';
import { appOrigin, openSettings, signedInOwner } from './fixtures';

test('a CloudPRNT printer prints an arriving order’s kitchen ticket once; the detail previews it and reprints it as COPY', async ({ page }) => {
  await signedInOwner(page, { restaurantName: 'Chez Imprimerie' });
  const dish = await addMenuItem(page, { name: 'Crème brûlée', price: 7.5, category: 'Desserts' });

  await openSettings(page);
  const printers = page.getByRole('region', { name: 'Printers' });
  await printers.getByLabel('Name').fill('Kitchen');
  await printers.getByLabel('Prints by itself').selectOption('arrived');
  await printers.getByRole('button', { name: 'Add printer' }).click();
  const address = (await printers.getByTestId('printer-url').textContent()) ?? '';
  expect(address).toMatch(/\/api\/cloudprnt\/[A-Za-z0-9_-]+$/);
  await expect(printers.getByText(/CloudPRNT, switch it on/)).toBeVisible();
  await printers.getByRole('button', { name: 'Done' }).click();
  await expect(printers.getByTestId('printer-status')).toHaveText('Never connected');
  const path = new URL(address).pathname;

  const order = await placeOrder(page, { customer_name: 'Zoë', items: [{ menu_item_id: dish.id, quantity: 2 }] });

  // The printer polls (its own requests: no cookie, no origin), fetches the ticket as text, and confirms it.
  const printer = await request.newContext({ baseURL: appOrigin() });
  const poll = async () =>
    (await (await printer.post(path, { data: { statusCode: '200%20OK', printerMAC: '00:11:62:00:00:01' } })).json()) as {
      jobReady: boolean;
      jobToken?: string;
    };
  const first = await poll();
  expect(first.jobReady).toBe(true);
  const ticket = await printer.get(`${path}?type=text/plain&token=${first.jobToken}`);
  expect(await ticket.text()).toContain('2 × Crème brûlée');
  expect((await printer.delete(`${path}?code=200%20OK&token=${first.jobToken}`)).ok()).toBe(true);
  expect((await poll()).jobReady).toBe(false);

  // Settings shows it online; the order's detail previews the ticket and reprints it.
  await page.goto('/dashboard/settings');
  await expect(page.getByRole('region', { name: 'Printers' }).getByTestId('printer-status')).toHaveText('Online');
  await page.goto('/dashboard/orders');
  const card = page.getByRole('article', { name: `Order #${order.id.slice(-8)}` });
  await card.getByRole('button', { name: 'Details' }).click();
  const detail = page.getByRole('dialog');
  const preview = detail.getByRole('img', { name: 'Kitchen ticket, preview at 80 mm' });
  await expect(preview).toBeVisible();
  await expect.poll(() => preview.evaluate((image: HTMLImageElement) => image.naturalWidth)).toBeGreaterThan(0);
  await detail.getByRole('button', { name: 'Print on the printers' }).click();
  await expect(page.getByText('Sent again, marked COPY')).toBeVisible();
  const again = await poll();
  expect(again.jobReady).toBe(true);
  expect(await (await printer.get(`${path}?type=text/plain&token=${again.jobToken}`)).text()).toContain('COPY');
  await printer.dispose();
});
