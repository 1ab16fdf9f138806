/** Spanish texts of features/options (texts.ts has the English and says what each is for). */
import type { FeatureTranslations } from '@/lib/i18n';
import { money } from '@/lib/i18n';
import type * as english from './texts';

const es: FeatureTranslations<typeof english> = {
  allergenListTexts: {
    heading: (label) => `${label}:`,
    legend: 'Alérgenos e indicaciones: leyenda',
    legendIntro: 'Cada plato indica los alérgenos que contiene y los que puede contener (trazas), con los nombres del Reglamento (UE) n.º 1169/2011.',
    allergens: 'Los 14 alérgenos',
    dietary: 'Indicaciones alimentarias',
  },
  optionChooserTexts: {
    required: 'Obligatorio',
    optional: 'Opcional',
    chooseOne: 'Elige 1',
    chooseExactly: (count) => `Elige ${count}`,
    chooseAtLeast: (count) => `Elige al menos ${count}`,
    chooseUpTo: (count) => `Elige hasta ${count}`,
    chooseBetween: (min, max) => `Elige de ${min} a ${max}`,
    tooFew: (group, min) => (min === 1 ? `Elige una opción para «${group}»` : `Elige al menos ${min} opciones para «${group}»`),
    atMost: (max) => `Es el máximo para esta elección (${max}); desmarca una para cambiar`,
    none: 'Ninguna',
    soldOut: 'Agotado',
    left: (count) => (count === 1 ? 'Queda 1' : `Quedan ${count}`),
    more: (amount) => `+${money(amount)}`,
    less: (amount) => `−${money(amount)}`,
    unitPrice: 'Precio por unidad',
    add: (price) => `Añadir al pedido · ${money(price)}`,
    save: (price) => `Guardar selección · ${money(price)}`,
    cancel: 'Cancelar',
    chosen: (group, options) => `${group}: ${options}`,
    separator: ', ',
  },
};
export default es;
