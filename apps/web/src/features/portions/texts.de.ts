/** German texts of features/portions (texts.ts has the English and says what each is for). */
import type { FeatureTranslations } from '@/lib/i18n';
import type * as english from './texts';

const de: FeatureTranslations<typeof english> = {
  portionsTexts: {
    notCounted: 'Nicht gezählt',
    left: (count) => `Heute noch ${count}`,
    soldOut: 'Ausverkauft',
    par: (count) => `${count} pro Tag`,
    set: 'Portionen',
    setFor: (name) => `Portionen von ${name}`,
    formTitle: (name) => `Portionen von ${name}`,
    leftLabel: 'Heute übrig',
    leftHint: 'Leer: nicht gezählt. Bei 0 erscheint es auf der Bestellseite als ausverkauft.',
    parLabel: 'Jeden Tag beginnen mit',
    parHint: (time) => `Optional: Der Bestand beginnt jeden Tag um ${time} wieder bei dieser Zahl.`,
    save: 'Speichern',
    saving: 'Wird gespeichert…',
    cancel: 'Abbrechen',
    notWhole: 'Geben Sie eine ganze Zahl ein, z. B. 12',
    negative: 'Ein Bestand kann nicht negativ sein',
    tooMany: (max) => `Höchstens ${max}`,
    saved: (name) => `Portionen von ${name} gespeichert`,
    saveFailed: 'Der Bestand konnte nicht gespeichert werden. Versuchen Sie es erneut.',
  },
  resetPortionsTexts: {
    button: 'Bestände zurücksetzen',
    title: 'Alle Bestände zurücksetzen?',
    body: 'Jedes gezählte Gericht und jede gezählte Option beginnt wieder bei ihrer täglichen Startzahl; ohne Startzahl wird nicht mehr gezählt. Gäste sehen es sofort.',
    confirm: 'Zurücksetzen',
    done: 'Bestände zurückgesetzt',
    failed: 'Die Bestände konnten nicht zurückgesetzt werden. Versuchen Sie es erneut.',
  },
};

export default de;
