/** French texts of features/options (texts.ts has the English and says what each is for). */
import type { FeatureTranslations } from '@/lib/i18n';
import { money } from '@/lib/i18n';
import type * as english from './texts';

const fr: FeatureTranslations<typeof english> = {
  allergenListTexts: {
    heading: (label) => `${label}\u00a0:`,
    legend: 'Allergènes et mentions : légende',
    legendIntro: 'Chaque plat indique les allergènes qu’il contient et ceux qu’il peut contenir (traces), sous les noms du règlement (UE) n° 1169/2011.',
    allergens: 'Les 14 allergènes',
    dietary: 'Mentions alimentaires',
  },
  optionChooserTexts: {
    required: 'Obligatoire',
    optional: 'Facultatif',
    chooseOne: 'Choisissez-en 1',
    chooseExactly: (count) => `Choisissez-en ${count}`,
    chooseAtLeast: (count) => `Choisissez-en au moins ${count}`,
    chooseUpTo: (count) => `Choisissez-en jusqu’à ${count}`,
    chooseBetween: (min, max) => `Choisissez-en de ${min} à ${max}`,
    tooFew: (group, min) => (min === 1 ? `Choisissez une option pour « ${group} »` : `Choisissez au moins ${min} options pour « ${group} »`),
    atMost: (max) => `C’est le maximum pour ce choix (${max}) ; décochez-en un pour changer`,
    none: 'Aucun',
    soldOut: 'Épuisé',
    left: (count) => `Plus que ${count}`,
    more: (amount) => `+${money(amount)}`,
    less: (amount) => `−${money(amount)}`,
    unitPrice: 'Prix à l’unité',
    add: (price) => `Ajouter à la commande · ${money(price)}`,
    save: (price) => `Enregistrer les choix · ${money(price)}`,
    cancel: 'Annuler',
    chosen: (group, options) => `${group}\u00a0: ${options}`,
    separator: ', ',
  },
};
export default fr;
