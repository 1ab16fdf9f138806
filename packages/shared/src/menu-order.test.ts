import { describe, expect, it } from 'vitest';
import { inMenuOrder, moved } from './menu-order.ts';

const dish = (name: string, category_id: string, position: number) => ({ name, category_id, position });

describe('the menu order', () => {
  it('sorts dishes by their categories’ order, then by their place in it; unknown categories last', () => {
    const dishes = [
      dish('Tart', 'desserts', 0),
      dish('Soup', 'starters', 1),
      dish('Salad', 'starters', 0),
      dish('Ghost', 'gone', 0),
      dish('Crumble', 'desserts', 1),
    ];
    expect(inMenuOrder(dishes, ['starters', 'desserts']).map((item) => item.name)).toEqual(['Salad', 'Soup', 'Tart', 'Crumble', 'Ghost']);
    expect(inMenuOrder(dishes, ['desserts', 'starters']).map((item) => item.name)).toEqual(['Tart', 'Crumble', 'Salad', 'Soup', 'Ghost']);
  });

  it('moves one entry to another place, clamped to the list', () => {
    expect(moved(['a', 'b', 'c', 'd'], 0, 2)).toEqual(['b', 'c', 'a', 'd']);
    expect(moved(['a', 'b', 'c', 'd'], 3, 0)).toEqual(['d', 'a', 'b', 'c']);
    expect(moved(['a', 'b', 'c'], 2, 9)).toEqual(['a', 'b', 'c']);
    expect(moved(['a', 'b', 'c'], 0, -1)).toEqual(['a', 'b', 'c']);
  });
});
