/**
 * The guest's cart, kept in localStorage per restaurant so it survives a reload. A line is a dish with the options
 * chosen for it (issue 19): the same dish with the same choices is one line whose quantity grows, other choices
 * another line (the shared `lineKey`). `options` absent: a dish without option groups (the server takes the defaults).
 */
import { lineKey } from '@maitre/shared/pricing';
import { useCallback, useEffect, useLayoutEffect, useState } from 'react';

export interface CartLine {
  menuItemId: string;
  quantity: number;
  /** The chosen option ids, in the dish's group order; absent for a dish without choices. */
  options?: string[];
}

/** A line's identity in the cart (and in the order the server checks): dish + choices. */
export const cartLineKey = (line: Pick<CartLine, 'menuItemId' | 'options'>) => lineKey({ menu_item_id: line.menuItemId, options: line.options });

const storageKey = (slug: string) => `maitre.cart.${slug}`;

const isLine = (line: unknown): line is CartLine => {
  const candidate = line as Partial<CartLine> | null;
  return (
    typeof candidate?.menuItemId === 'string' &&
    Number.isInteger(candidate.quantity) &&
    (candidate.quantity ?? 0) > 0 &&
    (candidate.options === undefined || (Array.isArray(candidate.options) && candidate.options.every((id) => typeof id === 'string')))
  );
};

function readCart(slug: string): CartLine[] {
  try {
    const parsed: unknown = JSON.parse(localStorage.getItem(storageKey(slug)) ?? '[]');
    if (!Array.isArray(parsed)) return [];
    return parsed.filter(isLine);
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

  /** Sets the quantity of the line `key` (cartLineKey) within 1–50; 0 removes it. */
  const setQuantity = useCallback((key: string, quantity: number) => {
    setLines((current) => {
      const bounded = Math.max(0, Math.min(MAX_QUANTITY, Math.floor(quantity)));
      if (bounded === 0) return current.filter((line) => cartLineKey(line) !== key);
      return current.map((line) => (cartLineKey(line) === key ? { ...line, quantity: bounded } : line));
    });
  }, []);

  /** One more of the dish with these choices: its line grows, or a new line starts. */
  const add = useCallback((menuItemId: string, options?: readonly string[]) => {
    const added: CartLine = options ? { menuItemId, quantity: 1, options: [...options] } : { menuItemId, quantity: 1 };
    const key = cartLineKey(added);
    setLines((current) => {
      const existing = current.find((line) => cartLineKey(line) === key);
      if (!existing) return [...current, added];
      const quantity = Math.min(MAX_QUANTITY, existing.quantity + 1);
      return current.map((line) => (line === existing ? { ...line, quantity } : line));
    });
  }, []);

  // The cart as stored is the truth once an order emptied it (issue 20): a page the browser brings back from its
  // back-forward cache, or another tab of the same restaurant, reads it again instead of showing the ordered dishes.
  useEffect(() => {
    const reread = () => setLines(readCart(slug));
    const onPageShow = (event: PageTransitionEvent) => {
      if (event.persisted) reread();
    };
    const onStorage = (event: StorageEvent) => {
      if (event.key === null || event.key === storageKey(slug)) reread();
    };
    window.addEventListener('pageshow', onPageShow);
    window.addEventListener('storage', onStorage);
    return () => {
      window.removeEventListener('pageshow', onPageShow);
      window.removeEventListener('storage', onStorage);
    };
  }, [slug]);

  /** The line `key` with other choices: its quantity goes to the line of those choices, which is made if there is none. */
  const change = useCallback((key: string, options: readonly string[]) => {
    setLines((current) => {
      const old = current.find((line) => cartLineKey(line) === key);
      if (!old) return current;
      const changed: CartLine = { ...old, options: [...options] };
      const same = current.find((line) => line !== old && cartLineKey(line) === cartLineKey(changed));
      if (!same) return current.map((line) => (line === old ? changed : line));
      return current.flatMap((line) =>
        line === old ? [] : line === same ? [{ ...line, quantity: Math.min(MAX_QUANTITY, line.quantity + old.quantity) }] : [line],
      );
    });
  }, []);

  const remove = useCallback((key: string) => setLines((current) => current.filter((line) => cartLineKey(line) !== key)), []);
  // Written at once, not left to the effect: after an order the cart is cleared as the page changes to the order's,
  // and an unmounted component runs no effect, so the ordered lines would be back on the next visit.
  const clear = useCallback(() => {
    localStorage.removeItem(storageKey(slug));
    setLines([]);
  }, [slug]);

  return { lines, add, change, setQuantity, remove, clear };
}
