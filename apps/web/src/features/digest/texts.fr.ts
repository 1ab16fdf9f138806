/** French texts of features/digest (texts.ts has the English and says what each is for). */
import type { FeatureTranslations } from '@/lib/i18n';
import type * as english from './texts';

const fr: FeatureTranslations<typeof english> = {
  digestTexts: {
    title: 'Résumé quotidien',
    description:
      'Un court e-mail chaque matin avec les chiffres de la veille comparés au même jour de la semaine précédente\u00a0: chiffre d’affaires net, commandes, panier moyen, annulations et plats les plus vendus. Pour vous seul, pour ce restaurant.',
    loading: 'Chargement de votre réglage…',
    loadFailed: 'Votre réglage du résumé n’a pas pu être chargé.',
    tryAgain: 'Réessayer',
    enabled: 'M’envoyer le résumé quotidien par e-mail',
    time: 'Heure d’envoi',
    timeHint: (zone) => `Dans le fuseau horaire du restaurant (${zone}).`,
    save: 'Enregistrer',
    saving: 'Enregistrement…',
    saved: 'Réglage du résumé enregistré',
    saveFailed: 'Le réglage du résumé n’a pas pu être enregistré.',
    test: 'M’envoyer un résumé de test maintenant',
    testSent: 'Résumé de test envoyé\u00a0: il arrivera dans votre boîte de réception dans un instant.',
    testFailed: 'Le résumé de test n’a pas pu être envoyé.',
  },
};
export default fr;
