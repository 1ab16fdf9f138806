/**
 * A TCP 9100 sink: what a network printer's raw port does, for the print bridge's tests and local mode. Every
 * connection is one job; its bytes are kept and decoded back to text when the connection ends. Like a real printer it
 * answers ESC/POS's real-time status requests (DLE EOT n) at once, with one byte each from its state (`setState`:
 * paper out, cover open); a connection that sent nothing else (the bridge's heartbeat) is not a job.
 */
import net from 'node:net';
import { type DecodedJob, decodePrinterBytes } from './escpos-decoder.ts';

export interface RawJob extends DecodedJob {
  bytes: Buffer;
  receivedAt: Date;
}

/** What the sink answers to status requests, as a printer would. */
export interface RawSinkState {
  paperOut: boolean;
  coverOpen: boolean;
}

export interface RawSink {
  port: number;
  jobs: RawJob[];
  /** Sets what the next status requests are answered (a printer runs out of paper, its cover is opened or closed). */
  setState(state: Partial<RawSinkState>): void;
  /** Resolves when `count` jobs have arrived. */
  waitForJobs(count: number, timeoutMs?: number): Promise<RawJob[]>;
  close(): Promise<void>;
}

const DLE = 0x10;
const EOT = 0x04;

/** The status byte a TM-style printer answers to DLE EOT n: fixed bits 0x12, the rest from the state. */
function statusByte(n: number, state: RawSinkState): number {
  if (n === 1) return 0x12 | (state.paperOut || state.coverOpen ? 0x08 : 0);
  if (n === 2) return 0x12 | (state.coverOpen ? 0x04 : 0) | (state.paperOut ? 0x20 : 0);
  if (n === 4) return 0x12 | (state.paperOut ? 0x60 : 0);
  return 0x12;
}

/** The bytes without their DLE EOT n requests: empty when a connection only asked for the status. */
function withoutStatusRequests(bytes: Buffer): Buffer {
  const kept: number[] = [];
  for (let i = 0; i < bytes.length; i++) {
    if (bytes[i] === DLE && bytes[i + 1] === EOT && i + 2 < bytes.length) i += 2;
    else kept.push(bytes[i] as number);
  }
  return Buffer.from(kept);
}

export async function startRawSink({ port = 0, host = '127.0.0.1' }: { port?: number; host?: string } = {}): Promise<RawSink> {
  const jobs: RawJob[] = [];
  const state: RawSinkState = { paperOut: false, coverOpen: false };
  const waiters = new Set<() => void>();
  const sockets = new Set<net.Socket>();
  const server = net.createServer((socket) => {
    sockets.add(socket);
    const chunks: Buffer[] = [];
    // Where the scan for status requests resumes: a request may arrive split over two chunks.
    let next = 0;
    socket.on('data', (chunk: Buffer) => {
      chunks.push(chunk);
      const seen = Buffer.concat(chunks);
      const answers: number[] = [];
      let i = next;
      while (i + 2 < seen.length) {
        if (seen[i] === DLE && seen[i + 1] === EOT) {
          answers.push(statusByte(seen[i + 2] as number, state));
          i += 3;
        } else i += 1;
      }
      next = i;
      if (answers.length > 0 && socket.writable) socket.write(Buffer.from(answers));
    });
    socket.on('error', () => {});
    socket.on('close', () => {
      sockets.delete(socket);
      const bytes = Buffer.concat(chunks);
      if (withoutStatusRequests(bytes).length === 0) return;
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
    setState(next) {
      Object.assign(state, next);
    },
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
