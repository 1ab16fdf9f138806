/** Menu items and orders made through the real API as the signed-in owner of `page`, for the dashboard's browser tests. */
import type { MenuItem, MenuItemInput } from '@maitre/shared/menu';
import type { CreateOrderInput, Order, OrderStatus } from '@maitre/shared/orders';
import { expect, type Page, test } from '@playwright/test';

async function send<T>(page: Page, method: 'POST' | 'PATCH', url: string, data: unknown): Promise<T> {
  // Same-origin, as the web app's own requests are.
  const origin = String(test.info().project.use.baseURL);
  const response = await page.request.fetch(url, { method, data, headers: { origin } });
  expect(response.ok(), `${method} ${url}: ${await response.text()}`).toBe(true);
  return (await response.json()) as T;
}

export async function addMenuItem(page: Page, input: MenuItemInput): Promise<MenuItem> {
  return (await send<{ menuItem: MenuItem }>(page, 'POST', '/api/menu-items', input)).menuItem;
}

export async function placeOrder(page: Page, input: CreateOrderInput): Promise<Order> {
  return (await send<{ order: Order }>(page, 'POST', '/api/orders', input)).order;
}

export async function setOrderStatus(page: Page, id: string, status: OrderStatus): Promise<Order> {
  return (await send<{ order: Order }>(page, 'PATCH', `/api/orders/${id}`, { status })).order;
}
