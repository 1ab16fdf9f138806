/** German texts of features/devices (texts.ts has the English and says what each is for). */
import type { FeatureTranslations } from '@/lib/i18n';
import type * as english from './texts';

const de: FeatureTranslations<typeof english> = {
  devicesTexts: {
    title: 'Bildschirme und Drucker',
    description:
      'Küchenbildschirme, Abholanzeigen und Drucker melden sich mit einem Einmalcode an, nie mit dem Passwort einer Person. Widerrufen Sie eines, ist es sofort abgemeldet.',
    loading: 'Geräte werden geladen…',
    loadFailed: 'Die Geräte konnten nicht geladen werden.',
    tryAgain: 'Erneut versuchen',
    empty: 'Noch keine Geräte. Koppeln Sie das Tablet der Küche oder den Bildschirm an der Theke: Das dauert eine Minute.',
    pair: 'Gerät koppeln',
    kind: 'Art des Geräts',
    name: 'Name',
    namePlaceholder: 'Pass, Grill, Theke…',
    create: 'Code erhalten',
    creating: 'Wird erstellt…',
    cancel: 'Abbrechen',
    close: 'Fertig',
    kitchen_display: 'Küchenbildschirm',
    ready_board: 'Abholanzeige',
    printer: 'Drucker',
    print_bridge: 'Druck-Bridge',
    waiting: 'Wartet auf seinen Code',
    paired: 'Gekoppelt',
    lastSeen: (when) => `Zuletzt gesehen ${when}`,
    createdBy: (name) => `Hinzugefügt von ${name}`,
    codeTitle: (name) => `Code für ${name}`,
    codeLead: 'Öffnen Sie auf dem Gerät diese Adresse und geben Sie den Code ein:',
    codeExpires: (time) => `Einmal gültig, bis ${time}.`,
    newCode: 'Neuer Code',
    newCodeFor: (name) => `Neuer Code für ${name}`,
    revoke: 'Widerrufen',
    revokeDevice: (name) => `${name} widerrufen`,
    revokeQuestion: (name) => `${name} widerrufen? Es wird sofort abgemeldet und braucht einen neuen Code, um wiederzukommen.`,
    revokeConfirm: 'Widerrufen',
    revoked: (name) => `${name} widerrufen`,
    failed: 'Die Änderung konnte nicht gespeichert werden. Bitte versuchen Sie es erneut.',
  },
  pairTexts: {
    title: 'Dieses Gerät koppeln',
    lead: 'Geben Sie den Code ein, den eine Führungskraft unter Einstellungen → Bildschirme und Drucker erstellt hat.',
    code: 'Kopplungscode',
    submit: 'Koppeln',
    submitting: 'Wird gekoppelt…',
    required: 'Geben Sie den in den Einstellungen angezeigten Code ein.',
    failed: 'Das Gerät konnte nicht gekoppelt werden. Prüfen Sie die Verbindung und versuchen Sie es erneut.',
    paired: (name, restaurant) => `${name} ist mit ${restaurant} gekoppelt.`,
    nothingToOpen: 'Dieses Gerät hat hier keinen Bildschirm: Sie können diese Seite schließen.',
  },
};
export default de;
