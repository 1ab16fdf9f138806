/**
 * Which pending orders alert, as plain data (decision 0032, "alert again"): an order rings from the moment the screen
 * learns it is pending until someone acknowledges it or it leaves `pending`; acknowledged and still pending after the
 * restaurant's `realert_after_minutes`, it rings again. The screen learns of pending orders from the live stream
 * (`order.created`) and from the list of pending orders it reads at every (re)connection, so an order placed before a
 * reload or while the connection was down rings too. Pure functions: the provider keeps the state, a test drives them.
 */

export interface AlertState {
  /** Orders ringing now, in the order they started. */
  readonly alerting: readonly string[];
  /** Orders acknowledged while pending, with the time of the acknowledgement (ms since the epoch). */
  readonly acknowledged: ReadonlyMap<string, number>;
}

export const NO_ALERTS: AlertState = { alerting: [], acknowledged: new Map() };

/** A pending order the screen had not seen rings; one it already rings for or that was acknowledged does not. */
export function pendingOrderArrived(state: AlertState, id: string): AlertState {
  if (state.alerting.includes(id) || state.acknowledged.has(id)) return state;
  return { ...state, alerting: [...state.alerting, id] };
}

/** Accepted, rejected or moved on anywhere: the order stops ringing and will not ring again. */
export function orderLeftPending(state: AlertState, id: string): AlertState {
  if (!state.alerting.includes(id) && !state.acknowledged.has(id)) return state;
  const acknowledged = new Map(state.acknowledged);
  acknowledged.delete(id);
  return { alerting: state.alerting.filter((other) => other !== id), acknowledged };
}

/** Someone acknowledged: every order ringing now goes quiet until `realert_after_minutes` from `now`. */
export function acknowledgeAll(state: AlertState, now: number): AlertState {
  if (state.alerting.length === 0) return state;
  const acknowledged = new Map(state.acknowledged);
  for (const id of state.alerting) acknowledged.set(id, now);
  return { alerting: [], acknowledged };
}

/**
 * The pending orders as the server lists them now: the ones the screen did not know ring (placed before a reload or
 * while the connection was down), and the ones no longer pending are forgotten.
 */
export function pendingOrdersRead(state: AlertState, pendingIds: readonly string[]): AlertState {
  const pending = new Set(pendingIds);
  const alerting = state.alerting.filter((id) => pending.has(id));
  const acknowledged = new Map([...state.acknowledged].filter(([id]) => pending.has(id)));
  for (const id of pendingIds) if (!alerting.includes(id) && !acknowledged.has(id)) alerting.push(id);
  const unchanged =
    alerting.length === state.alerting.length && acknowledged.size === state.acknowledged.size && alerting.every((id, index) => state.alerting[index] === id);
  return unchanged ? state : { alerting, acknowledged };
}

/** Acknowledged orders still pending `realertMs` after their acknowledgement ring again. */
export function dueAgain(state: AlertState, now: number, realertMs: number): AlertState {
  const due = [...state.acknowledged].filter(([, at]) => now - at >= realertMs).map(([id]) => id);
  if (due.length === 0) return state;
  const acknowledged = new Map(state.acknowledged);
  for (const id of due) acknowledged.delete(id);
  return { alerting: [...state.alerting, ...due], acknowledged };
}

/** When the next acknowledged order is due to ring again, or undefined when none waits. */
export function nextRealertAt(state: AlertState, realertMs: number): number | undefined {
  let earliest: number | undefined;
  for (const at of state.acknowledged.values()) if (earliest === undefined || at < earliest) earliest = at;
  return earliest === undefined ? undefined : earliest + realertMs;
}
