/** French texts of components/ui (texts.ts has the English and says what each is for). */
import { type FeatureTranslations, plural } from '@/lib/i18n';
import type * as english from './texts';

const fr: FeatureTranslations<typeof english> = {
  uiTexts: {
    loading: 'Chargement…',
    cancel: 'Annuler',
    close: 'Fermer',
    show: (label) => `Afficher ${label.toLowerCase()}`,
    hide: (label) => `Masquer ${label.toLowerCase()}`,
    today: (time) => `Aujourd’hui, ${time}`,
  },
  screenErrorTexts: {
    message: "Impossible d'afficher cette page. Vérifiez votre connexion et réessayez.",
    reload: 'Recharger',
  },
  amountTexts: {
    preview: (amount) => `= ${amount}`,
    empty: 'Saisissez un montant',
    notANumber: 'Saisissez le montant en chiffres, par exemple 12,50',
    ambiguous: 'Montant ambigu\u00a0: écrivez-le sans séparateur de milliers, par exemple 1250,00 ou 12,50',
    tooManyDecimals: (max) => plural(max, { one: '# décimale au maximum', other: '# décimales au maximum' }),
    negative: 'Le montant ne peut pas être négatif',
  },
};
export default fr;
