/** French texts of features/photos (texts.ts has the English and says what each is for). */
import type { FeatureTranslations } from '@/lib/i18n';
import { number } from '@/lib/i18n';
import type * as english from './texts';

const fr: FeatureTranslations<typeof english> = {
  photoFieldTexts: {
    legend: 'Photo',
    upload: 'Ajouter une photo',
    replace: 'Remplacer la photo',
    remove: 'Retirer la photo',
    hint: (megabytes) => `JPEG, PNG ou WebP, ${number(megabytes)} Mo au maximum. Les clients la voient sur la page de commande.`,
    uploading: (fraction) => `Envoi de la photo… ${number(fraction, { style: 'percent', maximumFractionDigits: 0 })}`,
    processing: 'Préparation de la photo…',
    uploaded: 'Photo envoyée. Enregistrez le plat pour l’afficher.',
    removed: 'Photo retirée. Enregistrez le plat pour appliquer la modification.',
    preview: 'Aperçu de la photo du plat',
    failed: 'La photo n’a pas pu être envoyée. Veuillez réessayer.',
  },
};
export default fr;
