/** German texts of features/legal (texts.ts has the English and says what each is for). */
import type { FeatureTranslations } from '@/lib/i18n';
import type * as english from './texts';

const de: FeatureTranslations<typeof english> = {
  legalFooterTexts: {
    privacy: 'Datenschutzerklärung',
    imprint: 'Impressum',
    usedFor: 'So werden Ihre Angaben verwendet:',
  },
  legalViewTexts: {
    loading: 'Wird geladen…',
    loadFailed: 'Dieser Text konnte nicht geladen werden.',
    tryAgain: 'Erneut versuchen',
    noImprint: 'Dieses Restaurant hat noch kein Impressum veröffentlicht.',
    defaultNotice: 'Dies ist die Standard-Datenschutzerklärung von Maître für diese Bestellseite; das Restaurant hat noch keine eigene verfasst.',
  },
  legalSettingsTexts: {
    title: 'Datenschutzerklärung und Impressum',
    description:
      'Gäste öffnen sie in der Fußzeile Ihrer Bestellseite. In der EU muss ein Shop, der online Bestellungen annimmt, angeben, wer ihn betreibt (Impressum) und wie er personenbezogene Daten verwendet (Datenschutzerklärung).',
    loading: 'Texte werden geladen…',
    loadFailed: 'Die Texte konnten nicht geladen werden.',
    tryAgain: 'Erneut versuchen',
    readOnly: 'Nur der Inhaber und Manager können diese Texte ändern.',
    privacy: 'Datenschutzerklärung',
    privacyHint:
      'Leer lassen, um die Standard-Datenschutzerklärung von Maître zu zeigen: Sie nennt Ihr Restaurant als Verantwortlichen und sagt, was zu einer Bestellung gespeichert wird (Name, Telefon, E-Mail, Anmerkungen) und wie lange.',
    imprint: 'Impressum',
    imprintHint:
      'Üblich sind: der Name des Unternehmens und wer es vertritt, die Postanschrift, eine Telefonnummer und E-Mail-Adresse, das Handelsregister mit Registernummer und die USt-IdNr.',
    plainText: 'Reiner Text: Zeilenumbrüche bleiben erhalten, sonst wird nichts formatiert.',
    count: (count, max) => `${count} / ${max} Zeichen`,
    save: 'Texte speichern',
    saving: 'Wird gespeichert…',
    saved: 'Datenschutzerklärung und Impressum gespeichert',
    saveFailed: 'Die Texte konnten nicht gespeichert werden',
  },
};

export default de;
