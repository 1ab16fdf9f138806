/** Dutch texts of features/devices (texts.ts has the English and says what each is for). */
import type { FeatureTranslations } from '@/lib/i18n';
import type * as english from './texts';

const nl: FeatureTranslations<typeof english> = {
  devicesTexts: {
    title: 'Schermen en printers',
    description:
      'Keukenschermen, afhaalschermen en printers melden zich aan met een eenmalige code, nooit met iemands wachtwoord. Trek er een in en het is meteen afgemeld.',
    loading: 'Apparaten laden…',
    loadFailed: 'De apparaten konden niet worden geladen.',
    tryAgain: 'Opnieuw proberen',
    empty: 'Nog geen apparaten. Koppel de tablet in de keuken of het scherm aan de balie: het duurt een minuut.',
    pair: 'Apparaat koppelen',
    kind: 'Soort apparaat',
    name: 'Naam',
    namePlaceholder: 'Pass, Grill, Balie…',
    create: 'Code aanmaken',
    creating: 'Aanmaken…',
    cancel: 'Annuleren',
    close: 'Klaar',
    kitchen_display: 'Keukenscherm',
    ready_board: 'Afhaalscherm',
    printer: 'Printer',
    print_bridge: 'Printbrug',
    waiting: 'Wacht op zijn code',
    paired: 'Gekoppeld',
    lastSeen: (when) => `Laatst gezien ${when}`,
    createdBy: (name) => `Toegevoegd door ${name}`,
    codeTitle: (name) => `Code voor ${name}`,
    codeLead: 'Open op het apparaat dit adres en typ de code:',
    codeExpires: (time) => `Eenmalig geldig, tot ${time}.`,
    newCode: 'Nieuwe code',
    newCodeFor: (name) => `Nieuwe code voor ${name}`,
    revoke: 'Intrekken',
    revokeDevice: (name) => `${name} intrekken`,
    revokeQuestion: (name) => `${name} intrekken? Het wordt meteen afgemeld en heeft een nieuwe code nodig om terug te komen.`,
    revokeConfirm: 'Intrekken',
    revoked: (name) => `${name} ingetrokken`,
    failed: 'De wijziging kon niet worden opgeslagen. Probeer het opnieuw.',
  },
  pairTexts: {
    title: 'Dit apparaat koppelen',
    lead: 'Typ de code die een manager heeft aangemaakt bij Instellingen → Schermen en printers.',
    code: 'Koppelcode',
    submit: 'Koppelen',
    submitting: 'Koppelen…',
    required: 'Typ de code die in Instellingen wordt getoond.',
    failed: 'Het apparaat kon niet worden gekoppeld. Controleer de verbinding en probeer het opnieuw.',
    paired: (name, restaurant) => `${name} is gekoppeld aan ${restaurant}.`,
    nothingToOpen: 'Dit apparaat heeft hier geen scherm om te tonen: u kunt deze pagina sluiten.',
  },
};
export default nl;
