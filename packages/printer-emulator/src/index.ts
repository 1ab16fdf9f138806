/**
 * Printer emulators (ARCHITECTURE.md §9: an emulator for every outside service). Local mode and the tests print to
 * these instead of hardware, over the same protocols a real printer speaks.
 */
export const PRINTER_EMULATOR_PROTOCOLS = ['cloudprnt', 'epson-sdp', 'raw-9100'] as const;
export type PrinterEmulatorProtocol = (typeof PRINTER_EMULATOR_PROTOCOLS)[number];

export { type CloudPrntPrinter, type CloudPrntPrinterOptions, type PrintedJob, startCloudPrntPrinter, type VirtualPrinterState } from './cloudprnt-printer.ts';
export { EPOS_STATUS, type EpsonSdpPrinter, type EpsonSdpPrinterOptions, eposText, type SdpPrintedJob, startEpsonSdpPrinter } from './epson-sdp-printer.ts';
export { type DecodedJob, decodePrinterBytes, type PrinterDialect } from './escpos-decoder.ts';
export { type RawJob, type RawSink, startRawSink } from './raw-sink.ts';
