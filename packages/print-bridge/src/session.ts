/**
 * The bridge's device session (decision 0040): paired once with a code, kept in a file only its user can read (0600),
 * so a restart needs no new code. The file holds the server it belongs to and the session cookie; nothing prints it.
 */
import { chmod, mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';

export interface BridgeSession {
  /** The Maître address it was paired with (a session is not used against another one). */
  server: string;
  /** `maitre_device_session=…` (or its `__Secure-` form): sent as the Cookie header, never logged. */
  cookie: string;
  name: string;
  restaurantName: string;
  pairedAt: string;
}

/** Where the session is kept unless `--session-file` says otherwise: the user's config directory. */
export function defaultSessionFile(): string {
  const base = process.env.XDG_CONFIG_HOME || path.join(os.homedir(), '.config');
  return path.join(base, 'maitre-print-bridge', 'session.json');
}

export async function readSession(file: string): Promise<BridgeSession | null> {
  let text: string;
  try {
    text = await readFile(file, 'utf8');
  } catch {
    return null;
  }
  try {
    const value = JSON.parse(text) as Partial<BridgeSession>;
    if (typeof value.server !== 'string' || typeof value.cookie !== 'string') return null;
    return {
      server: value.server,
      cookie: value.cookie,
      name: String(value.name ?? ''),
      restaurantName: String(value.restaurantName ?? ''),
      pairedAt: String(value.pairedAt ?? ''),
    };
  } catch {
    return null;
  }
}

export async function writeSession(file: string, session: BridgeSession): Promise<void> {
  await mkdir(path.dirname(file), { recursive: true, mode: 0o700 });
  await writeFile(file, `${JSON.stringify(session, null, 2)}\n`, { mode: 0o600 });
  // An existing file keeps its mode on write: set it.
  await chmod(file, 0o600);
}

export async function deleteSession(file: string): Promise<void> {
  await rm(file, { force: true });
}
