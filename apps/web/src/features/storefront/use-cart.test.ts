import { act, renderHook } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { uuid } from '@/test/fixtures';
import { MAX_QUANTITY, useCart } from './use-cart';

const SOUP = uuid(101);
const TARTE = uuid(102);
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

    act(() => result.current.setQuantity(SOUP, 120));
    expect(result.current.lines[0]).toEqual({ menuItemId: SOUP, quantity: MAX_QUANTITY });
    act(() => result.current.add(SOUP));
    expect(result.current.lines[0]?.quantity).toBe(50);
    act(() => result.current.setQuantity(SOUP, 2.7));
    expect(result.current.lines[0]?.quantity).toBe(2);
    act(() => result.current.setQuantity(TARTE, 0));
    expect(result.current.lines).toEqual([{ menuItemId: SOUP, quantity: 2 }]);
    act(() => result.current.remove(SOUP));
    expect(result.current.lines).toEqual([]);
  });

  it('keeps the cart per restaurant across a reload, until it is cleared', () => {
    const first = renderHook(() => useCart('chez-ada'));
    act(() => first.result.current.setQuantity(SOUP, 3));
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
});
