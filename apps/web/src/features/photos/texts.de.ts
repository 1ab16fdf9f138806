/** German texts of features/photos (texts.ts has the English and says what each is for). */
import type { FeatureTranslations } from '@/lib/i18n';
import { number } from '@/lib/i18n';
import type * as english from './texts';

const de: FeatureTranslations<typeof english> = {
  photoFieldTexts: {
    legend: 'Foto',
    upload: 'Foto hochladen',
    replace: 'Foto ersetzen',
    remove: 'Foto entfernen',
    hint: (megabytes) => `JPEG, PNG oder WebP, höchstens ${number(megabytes)} MB. Gäste sehen es auf der Bestellseite.`,
    uploading: (fraction) => `Foto wird hochgeladen … ${number(fraction, { style: 'percent', maximumFractionDigits: 0 })}`,
    processing: 'Foto wird vorbereitet …',
    uploaded: 'Foto hochgeladen. Speichern Sie das Gericht, damit es angezeigt wird.',
    removed: 'Foto entfernt. Speichern Sie das Gericht, um die Änderung zu übernehmen.',
    preview: 'Vorschau des Fotos des Gerichts',
    failed: 'Das Foto konnte nicht hochgeladen werden. Bitte versuchen Sie es erneut.',
  },
};
export default de;
