/**
 * What an order takes from sold-out counts (decision 0027), for the order service: the counted dishes and options of
 * its lines, summed (the same dish on two lines counts twice), checked against what the menu read showed, and the
 * refusal that names each line that cannot be served — from that read, or from the insert, which checks again
 * atomically (trigger `orders_take_portions`, migration 0013) and fails with SQLSTATE MA086 when orders placed meanwhile
 * took the last portions.
 */
import type { MessagePick } from '@maitre/shared/messages/index';
import type { ChosenOption } from '@maitre/shared/options';
import type { PortionCounts } from '@maitre/shared/portions';
import { AppError, type Text } from '../../lib/app-error.ts';
import type { PricedItem } from '../menu/menu.repository.ts';
import type { PortionsMoved } from '../orders/orders.repository.ts';

/** The SQLSTATE of the insert's refusal; its DETAIL is the JSON list of what was short. */
export const PORTIONS_SHORT = 'MA086';

/** A counted dish or option an order asks more of than is left. */
export interface Short {
  kind: 'item' | 'option';
  id: string;
  left: number;
}

interface Subject {
  kind: 'item' | 'option';
  id: string;
  /** All the order's lines together. */
  quantity: number;
  /** What the menu read showed. */
  left: number;
  /** The lines that ask for it: their place in the request, the dish's name, the option's. */
  lines: Array<{ index: number; dish: string; option?: string }>;
}

export class PortionsWanted {
  private readonly subjects = new Map<string, Subject>();

  /** A priced line: its dish, if counted, and each chosen option that is counted, `quantity` times. */
  addLine(index: number, menuItem: PricedItem, chosen: readonly ChosenOption[], quantity: number): void {
    if (menuItem.portions_left !== null && menuItem.portions_left !== undefined) {
      this.add('item', menuItem.id, menuItem.portions_left, quantity, { index, dish: menuItem.name });
    }
    if (chosen.length === 0) return;
    const byId = new Map(menuItem.groups.flatMap((group) => group.options).map((option) => [option.id, option]));
    for (const option of chosen) {
      const left = byId.get(option.option_id)?.portions_left;
      if (left !== null && left !== undefined) this.add('option', option.option_id, left, quantity, { index, dish: menuItem.name, option: option.name });
    }
  }

  private add(kind: Subject['kind'], id: string, left: number, quantity: number, line: Subject['lines'][number]) {
    const key = `${kind}:${id}`;
    const subject = this.subjects.get(key) ?? { kind, id, quantity: 0, left, lines: [] };
    subject.quantity += quantity;
    subject.lines.push(line);
    this.subjects.set(key, subject);
  }

  /** What the menu read already shows cannot be served. */
  shortOnMenu(): Short[] {
    return [...this.subjects.values()].filter((subject) => subject.quantity > subject.left).map(({ kind, id, left }) => ({ kind, id, left }));
  }

  /** What the insert is to take, for orders.portions (empty: the order names nothing counted). */
  taken(): Array<{ kind: 'item' | 'option'; id: string; quantity: number }> {
    return [...this.subjects.values()].map(({ kind, id, quantity }) => ({ kind, id, quantity }));
  }

  /**
   * Refuses the order when anything is short: 400 VALIDATION_FAILED in the documented shape, each line that asks for a
   * short dish or option named at its field ("Margherita: sold out", "Margherita: only 2 left", "Pizza: Large: only 1
   * left"), the first of them as the message. Does nothing when nothing is short.
   */
  refuseShort(short: readonly Short[]): void {
    if (short.length === 0) return;
    const fieldErrors: Record<string, Text[]> = {};
    let first: MessagePick | undefined;
    for (const { kind, id, left } of short) {
      const subject = this.subjects.get(`${kind}:${id}`);
      for (const line of subject?.lines ?? []) {
        const { dish, option } = line;
        const text: MessagePick =
          option === undefined
            ? (m) => m.orders.lineProblem(dish, left === 0 ? m.orders.soldOut : m.orders.onlyLeft(left))
            : (m) => m.orders.lineProblem(dish, left === 0 ? m.orders.optionSoldOut(option) : m.orders.optionOnlyLeft(option, left));
        const field = option !== undefined ? 'options' : left === 0 ? 'menu_item_id' : 'quantity';
        fieldErrors[`items.${line.index}.${field}`] = [...(fieldErrors[`items.${line.index}.${field}`] ?? []), text];
        first ??= text;
      }
    }
    throw new AppError('VALIDATION_FAILED', first ?? ((m) => m.orders.soldOut), fieldErrors);
  }
}

/** What the insert's refusal (SQLSTATE MA086) says was short, also when the driver's error is wrapped; null for any other error. */
export function portionsShortIn(error: unknown): Short[] | null {
  let current: unknown = error;
  for (let depth = 0; current && depth < 5; depth += 1) {
    const { code, detail } = current as { code?: unknown; detail?: unknown };
    if (code === PORTIONS_SHORT && typeof detail === 'string') {
      try {
        const parsed = JSON.parse(detail) as Short[];
        return Array.isArray(parsed) ? parsed.map(({ kind, id, left }) => ({ kind, id: String(id).toLowerCase(), left: Number(left) })) : null;
      } catch {
        return null;
      }
    }
    current = (current as { cause?: unknown }).cause;
  }
  return null;
}

/** What is left of what an order took or gave back, by id, for the live event; null when nothing changed. */
export function countsAfter(moved: readonly PortionsMoved[]): PortionCounts | null {
  const counts: PortionCounts = { items: {}, options: {} };
  let any = false;
  for (const { kind, id, left } of moved) {
    if (left === null || left === undefined) continue;
    counts[kind === 'item' ? 'items' : 'options'][id] = left;
    any = true;
  }
  return any ? counts : null;
}
