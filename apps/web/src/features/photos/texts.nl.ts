/** Dutch texts of features/photos (texts.ts has the English and says what each is for). */
import type { FeatureTranslations } from '@/lib/i18n';
import { number } from '@/lib/i18n';
import type * as english from './texts';

const nl: FeatureTranslations<typeof english> = {
  photoFieldTexts: {
    legend: 'Foto',
    upload: 'Foto uploaden',
    replace: 'Foto vervangen',
    remove: 'Foto verwijderen',
    hint: (megabytes) => `JPEG, PNG of WebP, hoogstens ${number(megabytes)} MB. Gasten zien hem op de bestelpagina.`,
    uploading: (fraction) => `Foto wordt geüpload… ${number(fraction, { style: 'percent', maximumFractionDigits: 0 })}`,
    processing: 'Foto wordt voorbereid…',
    uploaded: 'Foto geüpload. Sla het gerecht op om hem te tonen.',
    removed: 'Foto verwijderd. Sla het gerecht op om de wijziging door te voeren.',
    preview: 'Voorbeeld van de foto van het gerecht',
    failed: 'De foto kon niet worden geüpload. Probeer het opnieuw.',
  },
};
export default nl;
