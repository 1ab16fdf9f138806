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

/** Whether the printer's port takes a connection now (the heartbeat's check): connects, then closes at once without sending anything. */
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
