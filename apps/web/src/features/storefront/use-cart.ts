/** The guest's cart, kept in localStorage per restaurant so it survives a reload. */
import { useCallback, useLayoutEffect, useState } from 'react';

export interface CartLine {
  menuItemId: string;
  quantity: number;
}

const storageKey = (slug: string) => `maitre.cart.${slug}`;

function readCart(slug: string): CartLine[] {
  try {
    const parsed: unknown = JSON.parse(localStorage.getItem(storageKey(slug)) ?? '[]');
    if (!Array.isArray(parsed)) return [];
    return parsed.filter((line): line is CartLine => typeof line?.menuItemId === 'string' && Number.isInteger(line?.quantity) && line.quantity > 0);
  } catch {
    return [];
  }
}

export const MAX_QUANTITY = 50;

export function useCart(slug: string) {
  const [lines, setLines] = useState<CartLine[]>(() => readCart(slug));

  // A layout effect, stored in the same task as the change: Preact runs plain effects after the next paint, and a
  // guest who reloads in that moment would lose the item just added (found by the web-preact tests).
  useLayoutEffect(() => {
    localStorage.setItem(storageKey(slug), JSON.stringify(lines));
  }, [slug, lines]);

  const setQuantity = useCallback((menuItemId: string, quantity: number) => {
    setLines((current) => {
      const bounded = Math.max(0, Math.min(MAX_QUANTITY, Math.floor(quantity)));
      if (bounded === 0) return current.filter((line) => line.menuItemId !== menuItemId);
      if (current.some((line) => line.menuItemId === menuItemId))
        return current.map((line) => (line.menuItemId === menuItemId ? { ...line, quantity: bounded } : line));
      return [...current, { menuItemId, quantity: bounded }];
    });
  }, []);

  const add = useCallback((menuItemId: string) => {
    setLines((current) => {
      const existing = current.find((line) => line.menuItemId === menuItemId);
      const quantity = Math.min(MAX_QUANTITY, (existing?.quantity ?? 0) + 1);
      return existing ? current.map((line) => (line.menuItemId === menuItemId ? { ...line, quantity } : line)) : [...current, { menuItemId, quantity }];
    });
  }, []);

  const remove = useCallback((menuItemId: string) => setLines((current) => current.filter((line) => line.menuItemId !== menuItemId)), []);
  // Written at once, not left to the effect: after an order the cart is cleared as the page changes to the order's,
  // and an unmounted component runs no effect, so the ordered lines would be back on the next visit.
  const clear = useCallback(() => {
    localStorage.removeItem(storageKey(slug));
    setLines([]);
  }, [slug]);

  return { lines, add, setQuantity, remove, clear };
}
