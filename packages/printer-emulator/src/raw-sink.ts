/**
 * A TCP 9100 sink: what a network printer's raw port does, for the print bridge's tests and local mode. Every
 * connection is one job; its bytes are kept and decoded back to text when the connection ends.
 */
import net from 'node:net';
import { type DecodedJob, decodePrinterBytes } from './escpos-decoder.ts';

export interface RawJob extends DecodedJob {
  bytes: Buffer;
  receivedAt: Date;
}

export interface RawSink {
  port: number;
  jobs: RawJob[];
  /** Resolves when `count` jobs have arrived. */
  waitForJobs(count: number, timeoutMs?: number): Promise<RawJob[]>;
  close(): Promise<void>;
}

export async function startRawSink({ port = 0, host = '127.0.0.1' }: { port?: number; host?: string } = {}): Promise<RawSink> {
  const jobs: RawJob[] = [];
  const waiters = new Set<() => void>();
  const sockets = new Set<net.Socket>();
  const server = net.createServer((socket) => {
    sockets.add(socket);
    const chunks: Buffer[] = [];
    socket.on('data', (chunk) => chunks.push(chunk));
    socket.on('error', () => {});
    socket.on('close', () => {
      sockets.delete(socket);
      const bytes = Buffer.concat(chunks);
      if (bytes.length === 0) return;
      jobs.push({ bytes, receivedAt: new Date(), ...decodePrinterBytes(bytes, 'escpos') });
      for (const wake of waiters) wake();
    });
    // A client that half-closes (end()) has sent everything: close our side too.
    socket.on('end', () => socket.end());
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, host, () => resolve());
  });
  const address = server.address() as net.AddressInfo;
  return {
    port: address.port,
    jobs,
    waitForJobs(count, timeoutMs = 5000) {
      return new Promise((resolve, reject) => {
        const check = () => {
          if (jobs.length < count) return;
          clearTimeout(timer);
          waiters.delete(check);
          resolve(jobs.slice(0, count));
        };
        const timer = setTimeout(() => {
          waiters.delete(check);
          reject(new Error(`expected ${count} raw jobs, got ${jobs.length}`));
        }, timeoutMs);
        waiters.add(check);
        check();
      });
    },
    close() {
      for (const socket of sockets) socket.destroy();
      return new Promise((resolve) => server.close(() => resolve()));
    },
  };
}
