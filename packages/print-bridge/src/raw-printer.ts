/**
 * A network printer's raw port (9100, "JetDirect"): one TCP connection per job, the bytes written, our side closed.
 * Printed means the write finished and the connection closed without an error; anything else is a failure the
 * bridge reports (the job goes back to Maître's queue).
 */
import net from 'node:net';

export interface RawPrinterAddress {
  host: string;
  port: number;
}

export class PrinterUnreachable extends Error {
  constructor(
    message: string,
    readonly code: string,
  ) {
    super(message);
  }
}

/**
 * Writes `bytes` to `host:port`. Resolves once the bytes are written, our side is closed (FIN) and the printer closed
 * its side (or did not within `closeGraceMs` after taking everything: some printers keep the connection open until the
 * client goes). Rejects with PrinterUnreachable on a refused connection, a timeout or a reset.
 */
export function writeRaw(address: RawPrinterAddress, bytes: Buffer, { timeoutMs = 15_000, closeGraceMs = 3_000 } = {}): Promise<void> {
  return new Promise((resolve, reject) => {
    const socket = net.connect({ host: address.host, port: address.port });
    let finished = false;
    let settled = false;
    let grace: NodeJS.Timeout | undefined;
    const settle = (error?: Error) => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      clearTimeout(grace);
      socket.destroy();
      if (error) reject(error);
      else resolve();
    };
    const timer = setTimeout(() => settle(new PrinterUnreachable(`no answer from ${address.host}:${address.port}`, 'ETIMEDOUT')), timeoutMs);
    socket.once('connect', () => {
      socket.end(bytes);
    });
    socket.once('finish', () => {
      finished = true;
      grace = setTimeout(() => settle(), closeGraceMs);
    });
    socket.on('data', () => {});
    socket.once('error', (error: NodeJS.ErrnoException) => settle(new PrinterUnreachable(error.message, error.code ?? 'ERROR')));
    socket.once('close', (hadError) => {
      if (hadError || !finished)
        settle(new PrinterUnreachable(`the connection to ${address.host}:${address.port} closed before the ticket was sent`, 'ECLOSED'));
      else settle();
    });
  });
}

/** What a printer's raw port says of it (the bridge's heartbeat): the statuses Maître shows in Settings. */
export type RawPrinterStatus = 'online' | 'offline' | 'paper_out' | 'cover_open' | 'error';

/**
 * ESC/POS real-time status requests (DLE EOT n), answered at once with one byte each, even while the printer is
 * stopped: n = 2 the offline cause, n = 4 the roll paper sensor. Epson TM, Star (in ESC/POS mode), Bixolon and most
 * clones answer them on the network port; a printer that does not just stays silent.
 */
export const STATUS_REQUEST = Buffer.from([0x10, 0x04, 0x02, 0x10, 0x04, 0x04]);

/**
 * A status byte is valid when its fixed bits are: bit 0 and bit 7 clear, bit 1 and bit 4 set (0x12 under the mask
 * 0x93). Offline cause: 0x04 cover open, 0x20 stopped at the paper's end, 0x40 an error. Roll paper: 0x60 paper end.
 */
export function statusFromBytes(offlineCause: number, paper: number): RawPrinterStatus | null {
  if ((offlineCause & 0x93) !== 0x12 || (paper & 0x93) !== 0x12) return null;
  if (offlineCause & 0x04) return 'cover_open';
  if (offlineCause & 0x20 || (paper & 0x60) === 0x60) return 'paper_out';
  if (offlineCause & 0x40) return 'error';
  return 'online';
}

/**
 * The printer's status now: offline when its port takes no connection; else the two status requests are sent and the
 * answer read (cover open, paper out, an error, or online); a printer that does not answer them within `answerMs`, or
 * answers something else, is online (its port took the connection, which is all it tells).
 */
export function readStatus(address: RawPrinterAddress, { timeoutMs = 3_000, answerMs = 1_000 } = {}): Promise<RawPrinterStatus> {
  return new Promise((resolve) => {
    const socket = net.connect({ host: address.host, port: address.port });
    let answer = Buffer.alloc(0);
    let waiting: NodeJS.Timeout | undefined;
    const done = (status: RawPrinterStatus) => {
      clearTimeout(timer);
      clearTimeout(waiting);
      socket.destroy();
      resolve(status);
    };
    const timer = setTimeout(() => done('offline'), timeoutMs);
    socket.once('connect', () => {
      clearTimeout(timer);
      socket.end(STATUS_REQUEST);
      waiting = setTimeout(() => done('online'), answerMs);
    });
    socket.on('data', (chunk: Buffer) => {
      answer = Buffer.concat([answer, chunk]);
      if (answer.length >= 2) done(statusFromBytes(answer[0] as number, answer[1] as number) ?? 'online');
    });
    socket.once('error', () => done(waiting ? 'online' : 'offline'));
    socket.once('close', () => {
      if (waiting) done('online');
    });
  });
}

/** Whether the printer's port takes a connection now: connects, then closes at once without sending anything. */
export function probe(address: RawPrinterAddress, timeoutMs = 3_000): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = net.connect({ host: address.host, port: address.port });
    const done = (reachable: boolean) => {
      clearTimeout(timer);
      socket.destroy();
      resolve(reachable);
    };
    const timer = setTimeout(() => done(false), timeoutMs);
    socket.once('connect', () => {
      socket.end();
      done(true);
    });
    socket.once('error', () => done(false));
  });
}
