/**
 * A restaurant's tables for dine-in ordering (issue 20, decision 0033): each has a label ("12", "Terrace 3") that its
 * QR card carries (`/r/{slug}?table=12`) and a guest's order names. Labels are unique per restaurant whatever their
 * case, trimmed, at most MAX_TABLE_LABEL_LENGTH characters, on one line. Owners and managers manage them
 * (`tables:manage`); every member reads them (`orders:read`: a phone order may name one, the board shows them).
 */
import { z } from 'zod';
import { msg } from './messages/index.ts';
import { singleLine } from './text.ts';

export const MAX_TABLE_LABEL_LENGTH = 20;
/** A guard far above a real dining room; refused with a clear message at `label`. */
export const MAX_TABLES = 200;

export const TableLabelSchema = singleLine('table', MAX_TABLE_LABEL_LENGTH);

/** POST /api/tables: a new table, at the end of the list. */
export const TableInputSchema = z.object({ label: TableLabelSchema });
export type TableInput = z.input<typeof TableInputSchema>;

/** PATCH /api/tables/:id: a new label (the orders placed at the table keep the label they had). */
export const TableUpdateSchema = z.object({ label: TableLabelSchema });

/** PUT /api/tables/order: every table of the restaurant, once, in the new order. */
export const TableOrderSchema = z.object({
  table_ids: z
    .array(z.uuid({ error: msg((m) => m.tables.listEveryTable) }), { error: msg((m) => m.tables.listEveryTable) })
    .min(1, { error: msg((m) => m.tables.listEveryTable) })
    .max(MAX_TABLES, { error: msg((m) => m.tables.listEveryTable) }),
});

export const TableSchema = z.object({
  id: z.uuid(),
  label: z.string(),
  /** 0, 1, 2…: the owner's order (the list, the printed cards). */
  position: z.number().int(),
  created_at: z.string(),
});
export type RestaurantTable = z.infer<typeof TableSchema>;

export const TableIdParamsSchema = z.object({ id: z.uuid({ error: msg((m) => m.tables.notATableId) }) });
/** GET /api/tables/cards?id=<table id>: one table's card; without it, every table's. */
export const TableCardsQuerySchema = z.object({ id: z.uuid({ error: msg((m) => m.tables.notATableId) }).optional() });

export const TableListResponseSchema = z.object({ tables: z.array(TableSchema) });
export const TableResponseSchema = z.object({ table: TableSchema });

/** `?table=` as the order page reads it and a guest order sends it: trimmed, one line, bounded (checked by the server). */
export const GuestTableSchema = z
  .string()
  .trim()
  .min(1, { error: msg((m) => m.text.required(m.labels.table)) })
  .max(MAX_TABLE_LABEL_LENGTH, { error: msg((m) => m.text.atMost(m.labels.table, MAX_TABLE_LABEL_LENGTH)) });
