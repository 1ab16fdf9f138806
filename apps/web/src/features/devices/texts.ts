/** Every text of features/devices a person reads, in English; the translations are texts.<locale>.ts beside it (decision 0023). */
import { defineTexts } from '@/lib/i18n';

/** Settings → Screens and printers (issue 21, decision 0036): pair shared screens and printers with a code, revoke them. */
export const devicesTexts = defineTexts('devices.devicesTexts', {
  title: 'Screens and printers',
  description:
    'Kitchen displays, ready boards and printers sign in with a one-time code, never with a person’s password. Revoke one and it is signed out at once.',
  loading: 'Loading the devices…',
  loadFailed: 'The devices could not be loaded.',
  tryAgain: 'Try again',
  empty: 'No devices yet. Pair the kitchen’s tablet or the counter’s screen: it takes a minute.',
  pair: 'Pair a device',
  kind: 'What it is',
  name: 'Name',
  namePlaceholder: 'Pass, Grill, Counter…',
  create: 'Get a code',
  creating: 'Creating…',
  cancel: 'Cancel',
  close: 'Done',
  kitchen_display: 'Kitchen display',
  ready_board: 'Ready board',
  printer: 'Printer',
  print_bridge: 'Print bridge',
  waiting: 'Waiting for its code',
  paired: 'Paired',
  lastSeen: (when: string) => `Last seen ${when}`,
  createdBy: (name: string) => `Added by ${name}`,
  codeTitle: (name: string) => `Code for ${name}`,
  codeLead: 'On the device, open this address and type the code:',
  bridgeLead: 'On the print bridge’s computer, in a copy of Maître, run this command once (README, “Print bridge”):',
  codeExpires: (time: string) => `Valid once, until ${time}.`,
  newCode: 'New code',
  newCodeFor: (name: string) => `New code for ${name}`,
  revoke: 'Revoke',
  revokeDevice: (name: string) => `Revoke ${name}`,
  revokeQuestion: (name: string) => `Revoke ${name}? It is signed out at once and needs a new code to come back.`,
  revokeConfirm: 'Revoke',
  revoked: (name: string) => `${name} revoked`,
  failed: 'The change could not be saved. Please try again.',
});

/** The /pair page a shared screen opens once: one code field, then its own page. */
export const pairTexts = defineTexts('devices.pairTexts', {
  title: 'Pair this device',
  lead: 'Type the code a manager created in Settings → Screens and printers.',
  code: 'Pairing code',
  submit: 'Pair',
  submitting: 'Pairing…',
  required: 'Type the code shown in Settings.',
  failed: 'The device could not be paired. Check the connection and try again.',
  paired: (name: string, restaurant: string) => `${name} is paired with ${restaurant}.`,
  nothingToOpen: 'This device has no screen to show here: you can close this page.',
});
