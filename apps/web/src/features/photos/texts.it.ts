/** Italian texts of features/photos (texts.ts has the English and says what each is for). */
import type { FeatureTranslations } from '@/lib/i18n';
import { number } from '@/lib/i18n';
import type * as english from './texts';

const it: FeatureTranslations<typeof english> = {
  photoFieldTexts: {
    legend: 'Foto',
    upload: 'Carica una foto',
    replace: 'Sostituisci la foto',
    remove: 'Rimuovi la foto',
    hint: (megabytes) => `JPEG, PNG o WebP, al massimo ${number(megabytes)} MB. I clienti la vedono nella pagina degli ordini.`,
    uploading: (fraction) => `Caricamento della foto… ${number(fraction, { style: 'percent', maximumFractionDigits: 0 })}`,
    processing: 'Preparazione della foto…',
    uploaded: 'Foto caricata. Salva il piatto per mostrarla.',
    removed: 'Foto rimossa. Salva il piatto per applicare la modifica.',
    preview: 'Anteprima della foto del piatto',
    failed: 'Non è stato possibile caricare la foto. Riprova.',
  },
};
export default it;
