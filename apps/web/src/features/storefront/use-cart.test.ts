import { act, renderHook } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { uuid } from '@/test/fixtures';
import { cartLineKey, MAX_QUANTITY, useCart } from './use-cart';

const SOUP = uuid(101);
const TARTE = uuid(102);
const key = (menuItemId: string, options?: string[]) => cartLineKey({ menuItemId, options });
const stored = (slug: string) => JSON.parse(localStorage.getItem(`maitre.cart.${slug}`) ?? 'null');

describe('useCart', () => {
  it('adds one at a time, sets a quantity within 1–50, and removes a line at 0 or on request', () => {
    const { result } = renderHook(() => useCart('chez-ada'));
    expect(result.current.lines).toEqual([]);
    act(() => result.current.add(SOUP));
    act(() => result.current.add(SOUP));
    act(() => result.current.add(TARTE));
    expect(result.current.lines).toEqual([
      { menuItemId: SOUP, quantity: 2 },
      { menuItemId: TARTE, quantity: 1 },
    ]);

    act(() => result.current.setQuantity(key(SOUP), 120));
    expect(result.current.lines[0]).toEqual({ menuItemId: SOUP, quantity: MAX_QUANTITY });
    act(() => result.current.add(SOUP));
    expect(result.current.lines[0]?.quantity).toBe(50);
    act(() => result.current.setQuantity(key(SOUP), 2.7));
    expect(result.current.lines[0]?.quantity).toBe(2);
    act(() => result.current.setQuantity(key(TARTE), 0));
    expect(result.current.lines).toEqual([{ menuItemId: SOUP, quantity: 2 }]);
    act(() => result.current.remove(key(SOUP)));
    expect(result.current.lines).toEqual([]);
  });

  it('keeps the cart per restaurant across a reload, until it is cleared', () => {
    const first = renderHook(() => useCart('chez-ada'));
    act(() => first.result.current.add(SOUP));
    act(() => first.result.current.setQuantity(key(SOUP), 3));
    first.unmount();
    expect(stored('chez-ada')).toEqual([{ menuItemId: SOUP, quantity: 3 }]);

    const reloaded = renderHook(() => useCart('chez-ada'));
    expect(reloaded.result.current.lines).toEqual([{ menuItemId: SOUP, quantity: 3 }]);
    expect(renderHook(() => useCart('le-bistro')).result.current.lines).toEqual([]);

    act(() => reloaded.result.current.clear());
    expect(stored('chez-ada')).toEqual([]);
  });

  it('starts empty from a stored cart it cannot read, and drops lines that are not whole positive quantities', () => {
    localStorage.setItem('maitre.cart.chez-ada', '{not json');
    expect(renderHook(() => useCart('chez-ada')).result.current.lines).toEqual([]);

    localStorage.setItem(
      'maitre.cart.chez-ada',
      JSON.stringify([
        { menuItemId: SOUP, quantity: 2 },
        { menuItemId: TARTE, quantity: 0 },
        { menuItemId: TARTE, quantity: 1.5 },
        { menuItemId: 42, quantity: 1 },
        null,
      ]),
    );
    expect(renderHook(() => useCart('chez-ada')).result.current.lines).toEqual([{ menuItemId: SOUP, quantity: 2 }]);
  });

  it('keeps the same dish with other choices on another line, and the same choices (in any order) on one', () => {
    const LARGE = uuid(501);
    const CHEESE = uuid(502);
    const { result } = renderHook(() => useCart('chez-ada'));
    act(() => result.current.add(SOUP, [LARGE, CHEESE]));
    act(() => result.current.add(SOUP, [CHEESE, LARGE]));
    act(() => result.current.add(SOUP, [LARGE]));
    act(() => result.current.add(SOUP));
    expect(result.current.lines).toEqual([
      { menuItemId: SOUP, quantity: 2, options: [LARGE, CHEESE] },
      { menuItemId: SOUP, quantity: 1, options: [LARGE] },
      { menuItemId: SOUP, quantity: 1 },
    ]);
    act(() => result.current.setQuantity(key(SOUP, [LARGE]), 4));
    act(() => result.current.remove(key(SOUP)));
    expect(result.current.lines).toEqual([
      { menuItemId: SOUP, quantity: 2, options: [LARGE, CHEESE] },
      { menuItemId: SOUP, quantity: 4, options: [LARGE] },
    ]);
    expect(stored('chez-ada')).toEqual(result.current.lines);
  });

  it('reads the stored cart again when the browser brings the page back or another tab ordered (issue 20)', () => {
    const { result } = renderHook(() => useCart('chez-bfcache'));
    act(() => result.current.add(SOUP));
    // The order was placed (the cart cleared in storage) while this page sat in the back-forward cache.
    localStorage.removeItem('maitre.cart.chez-bfcache');
    const pageShow = new Event('pageshow') as PageTransitionEvent;
    Object.defineProperty(pageShow, 'persisted', { value: true });
    act(() => {
      window.dispatchEvent(pageShow);
    });
    expect(result.current.lines).toEqual([]);

    act(() => result.current.add(TARTE));
    localStorage.setItem('maitre.cart.chez-bfcache', '[]');
    act(() => {
      window.dispatchEvent(new StorageEvent('storage', { key: 'maitre.cart.chez-bfcache' }));
    });
    expect(result.current.lines).toEqual([]);
  });
});
