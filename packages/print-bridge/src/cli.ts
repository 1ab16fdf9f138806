#!/usr/bin/env node
/**
 * `maitre-print-bridge --server https://app.example --code K7QM-3XPA` (decision 0040; README "Print bridge").
 *
 *   --server URL         Maître's address (or MAITRE_SERVER)
 *   --code CODE          the pairing code from Settings → Screens and printers (first start only)
 *   --session-file PATH  where the device session is kept (default ~/.config/maitre-print-bridge/session.json)
 *   --origin URL         Maître's public address, when --server reaches it at another one
 *
 * Exit codes: 0 stopped (Ctrl+C, SIGTERM), 2 pairing failed, 3 revoked.
 */
import { parseArgs } from 'node:util';
import { startPrintBridge } from './bridge.ts';
import { defaultSessionFile } from './session.ts';

const USAGE = 'Usage: maitre-print-bridge --server https://your-maitre.example --code K7QM-3XPA [--session-file PATH] [--origin URL]';

function main(): void {
  let values: {
    server?: string | undefined;
    code?: string | undefined;
    'session-file'?: string | undefined;
    origin?: string | undefined;
    help?: boolean | undefined;
  };
  try {
    ({ values } = parseArgs({
      options: {
        server: { type: 'string' },
        code: { type: 'string' },
        'session-file': { type: 'string' },
        origin: { type: 'string' },
        help: { type: 'boolean', short: 'h' },
      },
    }));
  } catch (error) {
    console.error(`${(error as Error).message}\n${USAGE}`);
    process.exit(2);
  }
  if (values.help) {
    console.log(USAGE);
    return;
  }
  const server = values.server ?? process.env.MAITRE_SERVER;
  if (!server || !/^https?:\/\//.test(server)) {
    console.error(`Which Maître? ${USAGE}`);
    process.exit(2);
  }
  const bridge = startPrintBridge({
    server,
    code: values.code ?? process.env.MAITRE_PAIRING_CODE,
    sessionFile: values['session-file'] ?? defaultSessionFile(),
    origin: values.origin,
  });
  for (const signal of ['SIGINT', 'SIGTERM'] as const) process.once(signal, () => void bridge.stop());
  bridge.done.then((result) => {
    if (result.reason === 'stopped') {
      console.log('The print bridge stopped.');
      process.exit(0);
    }
    console.error(result.message);
    process.exit(result.reason === 'revoked' ? 3 : 2);
  });
}

main();
