/** German texts of features/options (texts.ts has the English and says what each is for). */
import type { FeatureTranslations } from '@/lib/i18n';
import { money } from '@/lib/i18n';
import type * as english from './texts';

const de: FeatureTranslations<typeof english> = {
  allergenListTexts: {
    heading: (label) => `${label}:`,
    legend: 'Allergene und Kennzeichnungen: Legende',
    legendIntro:
      'Bei jedem Gericht stehen die Allergene, die es enthält, und die, die es in Spuren enthalten kann – benannt wie in der Verordnung (EU) Nr. 1169/2011.',
    allergens: 'Die 14 Allergene',
    dietary: 'Ernährungshinweise',
  },
  optionChooserTexts: {
    required: 'Pflichtangabe',
    optional: 'Optional',
    chooseOne: 'Wählen Sie 1',
    chooseExactly: (count) => `Wählen Sie ${count}`,
    chooseAtLeast: (count) => `Wählen Sie mindestens ${count}`,
    chooseUpTo: (count) => `Wählen Sie bis zu ${count}`,
    chooseBetween: (min, max) => `Wählen Sie ${min} bis ${max}`,
    tooFew: (group, min) => (min === 1 ? `Bitte wählen Sie eine Option für „${group}“` : `Bitte wählen Sie mindestens ${min} für „${group}“`),
    atMost: (max) => `Mehr ist hier nicht möglich (${max}); entfernen Sie ein Häkchen, um zu wechseln`,
    none: 'Keine Auswahl',
    soldOut: 'Ausverkauft',
    left: (count) => `Nur noch ${count}`,
    more: (amount) => `+${money(amount)}`,
    less: (amount) => `−${money(amount)}`,
    unitPrice: 'Preis pro Stück',
    add: (price) => `Zur Bestellung hinzufügen · ${money(price)}`,
    save: (price) => `Auswahl speichern · ${money(price)}`,
    cancel: 'Abbrechen',
    chosen: (group, options) => `${group}: ${options}`,
    separator: ', ',
  },
};
export default de;
