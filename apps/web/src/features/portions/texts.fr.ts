/** French texts of features/portions (texts.ts has the English and says what each is for). */
import { type FeatureTranslations, plural } from '@/lib/i18n';
import type * as english from './texts';

const fr: FeatureTranslations<typeof english> = {
  portionsTexts: {
    notCounted: 'Non décompté',
    left: (count) => plural(count, { one: '# portion restante aujourd’hui', other: '# portions restantes aujourd’hui' }),
    soldOut: 'Épuisé',
    par: (count) => `${count} par jour`,
    set: 'Portions',
    setFor: (name) => `Portions de ${name}`,
    formTitle: (name) => `Portions de ${name}`,
    leftLabel: 'Restantes aujourd’hui',
    leftHint: 'Vide : pas de décompte. À 0, il apparaît épuisé sur la page de commande.',
    parLabel: 'Chaque jour, repartir de',
    parHint: (time) => `Facultatif : le décompte repart de ce nombre chaque jour à ${time}.`,
    save: 'Enregistrer',
    saving: 'Enregistrement…',
    cancel: 'Annuler',
    notWhole: 'Saisissez un nombre entier, par exemple 12',
    negative: 'Un décompte ne peut pas être négatif',
    tooMany: (max) => `Saisissez au plus ${max}`,
    saved: (name) => `Portions de ${name} enregistrées`,
    saveFailed: 'Impossible d’enregistrer le décompte. Réessayez.',
  },
  resetPortionsTexts: {
    button: 'Réinitialiser les décomptes',
    title: 'Réinitialiser tous les décomptes ?',
    body: 'Chaque plat et chaque option décomptés repartent de leur nombre de départ quotidien ; ceux qui n’en ont pas ne sont plus décomptés. Les clients le voient aussitôt.',
    confirm: 'Réinitialiser',
    done: 'Décomptes réinitialisés',
    failed: 'Impossible de réinitialiser les décomptes. Réessayez.',
  },
};

export default fr;
