/** French texts of features/legal (texts.ts has the English and says what each is for). */
import type { FeatureTranslations } from '@/lib/i18n';
import type * as english from './texts';

const fr: FeatureTranslations<typeof english> = {
  legalFooterTexts: {
    privacy: 'Politique de confidentialité',
    imprint: 'Mentions légales',
    usedFor: 'Utilisation de vos données\u00a0:',
  },
  legalViewTexts: {
    loading: 'Chargement…',
    loadFailed: 'Impossible de charger ce texte.',
    tryAgain: 'Réessayer',
    noImprint: 'Ce restaurant n’a pas encore publié de mentions légales.',
    defaultNotice: 'Ceci est la politique standard de Maître pour cette page de commande ; le restaurant n’a pas encore rédigé la sienne.',
  },
  legalSettingsTexts: {
    title: 'Politique de confidentialité et mentions légales',
    description:
      'Affichées aux clients depuis le pied de votre page de commande. Dans l’UE, une boutique qui prend des commandes en ligne doit indiquer qui l’exploite (mentions légales) et comment elle utilise les données personnelles (politique de confidentialité).',
    loading: 'Chargement des textes…',
    loadFailed: 'Impossible de charger les textes.',
    tryAgain: 'Réessayer',
    readOnly: 'Seuls le propriétaire et les managers peuvent modifier ces textes.',
    privacy: 'Politique de confidentialité',
    privacyHint:
      'Laissez vide pour afficher la politique standard de Maître : elle désigne votre restaurant comme responsable des données et indique ce qui est enregistré pour une commande (nom, téléphone, e-mail, remarques) et pour combien de temps.',
    imprint: 'Mentions légales',
    imprintHint:
      'En général : la dénomination de l’entreprise et son représentant, l’adresse postale, un numéro de téléphone et une adresse e-mail, le registre du commerce et le numéro d’immatriculation, et le numéro de TVA.',
    plainText: 'Texte brut : les retours à la ligne sont conservés, rien d’autre n’est mis en forme.',
    count: (count, max) => `${count} / ${max} caractères`,
    save: 'Enregistrer les textes',
    saving: 'Enregistrement…',
    saved: 'Politique de confidentialité et mentions légales enregistrées',
    saveFailed: 'Impossible d’enregistrer les textes',
  },
};

export default fr;
