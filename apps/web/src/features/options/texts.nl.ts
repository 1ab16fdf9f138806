/** Dutch texts of features/options (texts.ts has the English and says what each is for). */
import type { FeatureTranslations } from '@/lib/i18n';
import { money } from '@/lib/i18n';
import type * as english from './texts';

const nl: FeatureTranslations<typeof english> = {
  allergenListTexts: {
    heading: (label) => `${label}:`,
    legend: 'Allergenen en kenmerken: legenda',
    legendIntro: 'Bij elk gerecht staan de allergenen die het bevat en die het kan bevatten (sporen), met de namen uit Verordening (EU) nr. 1169/2011.',
    allergens: 'De 14 allergenen',
    dietary: 'Voedingskenmerken',
  },
  optionChooserTexts: {
    required: 'Verplicht',
    optional: 'Optioneel',
    chooseOne: 'Kies er 1',
    chooseExactly: (count) => `Kies er ${count}`,
    chooseAtLeast: (count) => `Kies er minstens ${count}`,
    chooseUpTo: (count) => `Kies er maximaal ${count}`,
    chooseBetween: (min, max) => `Kies er ${min} tot ${max}`,
    tooFew: (group, min) => (min === 1 ? `Kies een optie voor ‘${group}’` : `Kies er minstens ${min} voor ‘${group}’`),
    atMost: (max) => `Meer kan hier niet (${max}); vink er een uit om te wisselen`,
    none: 'Geen',
    soldOut: 'Uitverkocht',
    left: (count) => `Nog ${count} over`,
    more: (amount) => `+${money(amount)}`,
    less: (amount) => `−${money(amount)}`,
    unitPrice: 'Prijs per stuk',
    add: (price) => `Toevoegen aan bestelling · ${money(price)}`,
    save: (price) => `Keuzes opslaan · ${money(price)}`,
    cancel: 'Annuleren',
    chosen: (group, options) => `${group}: ${options}`,
    separator: ', ',
  },
};
export default nl;
