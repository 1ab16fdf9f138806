import { describe, expect, it } from 'vitest';
import { acknowledgeAll, dueAgain, NO_ALERTS, nextRealertAt, orderLeftPending, pendingOrderArrived, pendingOrdersRead } from './alert-schedule';

const MINUTE = 60_000;

describe('which pending orders alert', () => {
  it('rings for a new pending order once, in arrival order', () => {
    const state = pendingOrderArrived(pendingOrderArrived(pendingOrderArrived(NO_ALERTS, 'a'), 'b'), 'a');
    expect(state.alerting).toEqual(['a', 'b']);
  });

  it('an acknowledged order still pending rings again after the re-alert delay, not before', () => {
    const acknowledged = acknowledgeAll(pendingOrderArrived(NO_ALERTS, 'a'), 1_000);
    expect(acknowledged.alerting).toEqual([]);
    expect(nextRealertAt(acknowledged, 3 * MINUTE)).toBe(1_000 + 3 * MINUTE);
    expect(dueAgain(acknowledged, 1_000 + 3 * MINUTE - 1, 3 * MINUTE).alerting).toEqual([]);
    const again = dueAgain(acknowledged, 1_000 + 3 * MINUTE, 3 * MINUTE);
    expect(again.alerting).toEqual(['a']);
    // Acknowledged again, the delay starts over.
    expect(nextRealertAt(acknowledgeAll(again, 500_000), 3 * MINUTE)).toBe(500_000 + 3 * MINUTE);
  });

  it('the live event of an acknowledged order does not ring it before its time', () => {
    const acknowledged = acknowledgeAll(pendingOrderArrived(NO_ALERTS, 'a'), 0);
    expect(pendingOrderArrived(acknowledged, 'a').alerting).toEqual([]);
  });

  it('an order accepted or rejected anywhere stops ringing and never rings again', () => {
    let state = acknowledgeAll(pendingOrderArrived(NO_ALERTS, 'a'), 0);
    state = orderLeftPending(pendingOrderArrived(state, 'b'), 'a');
    expect(nextRealertAt(state, MINUTE)).toBeUndefined();
    expect(orderLeftPending(state, 'b').alerting).toEqual([]);
    expect(dueAgain(state, 10 * MINUTE, MINUTE).alerting).toEqual(['b']);
  });

  it('orders pending when the screen (re)connects ring unless acknowledged here; those no longer pending are forgotten', () => {
    // After a reload the screen knows nothing: every pending order rings.
    expect(pendingOrdersRead(NO_ALERTS, ['a', 'b']).alerting).toEqual(['a', 'b']);
    // After a dropped connection: a was acknowledged (stays quiet), b was accepted meanwhile, c arrived meanwhile.
    let state = acknowledgeAll(pendingOrderArrived(pendingOrderArrived(NO_ALERTS, 'a'), 'b'), 0);
    state = pendingOrdersRead(state, ['a', 'c']);
    expect(state.alerting).toEqual(['c']);
    expect([...state.acknowledged.keys()]).toEqual(['a']);
    // Nothing changed: the same state (no render).
    expect(pendingOrdersRead(state, ['a', 'c'])).toBe(state);
  });
});
