/** Italian texts of features/options (texts.ts has the English and says what each is for). */
import type { FeatureTranslations } from '@/lib/i18n';
import { money } from '@/lib/i18n';
import type * as english from './texts';

const it: FeatureTranslations<typeof english> = {
  allergenListTexts: {
    heading: (label) => `${label}:`,
    legend: 'Allergeni e indicazioni: legenda',
    legendIntro: 'Ogni piatto indica gli allergeni che contiene e quelli che può contenere (tracce), con i nomi del regolamento (UE) n. 1169/2011.',
    allergens: 'I 14 allergeni',
    dietary: 'Indicazioni alimentari',
  },
  optionChooserTexts: {
    required: 'Obbligatorio',
    optional: 'Facoltativo',
    chooseOne: 'Scegline 1',
    chooseExactly: (count) => `Scegline ${count}`,
    chooseAtLeast: (count) => `Scegline almeno ${count}`,
    chooseUpTo: (count) => `Scegline fino a ${count}`,
    chooseBetween: (min, max) => `Scegline da ${min} a ${max}`,
    tooFew: (group, min) => (min === 1 ? `Scegli un’opzione per «${group}»` : `Scegli almeno ${min} opzioni per «${group}»`),
    atMost: (max) => `Hai raggiunto il massimo per questa scelta (${max}); togline una per cambiare`,
    none: 'Nessuna',
    soldOut: 'Esaurito',
    left: (count) => (count === 1 ? 'Ne resta 1' : `Ne restano ${count}`),
    more: (amount) => `+${money(amount)}`,
    less: (amount) => `−${money(amount)}`,
    unitPrice: 'Prezzo per pezzo',
    add: (price) => `Aggiungi all’ordine · ${money(price)}`,
    save: (price) => `Salva le scelte · ${money(price)}`,
    cancel: 'Annulla',
    chosen: (group, options) => `${group}: ${options}`,
    separator: ', ',
  },
};
export default it;
