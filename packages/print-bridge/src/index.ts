/**
 * Maître's print bridge (decision 0040): `startPrintBridge` runs it (the `maitre-print-bridge` command is cli.ts);
 * the tests run the same code against a listening Maître and the printer emulator's TCP 9100 sink.
 */
export { type BridgeEnd, type PrintBridge, type PrintBridgeOptions, pair, startPrintBridge } from './bridge.ts';
export { probe, type RawPrinterStatus, readStatus, STATUS_REQUEST, statusFromBytes, writeRaw } from './raw-printer.ts';
export { type BridgeSession, defaultSessionFile, readSession } from './session.ts';
