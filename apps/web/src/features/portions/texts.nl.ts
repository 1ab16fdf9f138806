/** Dutch texts of features/portions (texts.ts has the English and says what each is for). */
import type { FeatureTranslations } from '@/lib/i18n';
import type * as english from './texts';

const nl: FeatureTranslations<typeof english> = {
  portionsTexts: {
    notCounted: 'Niet geteld',
    left: (count) => `Vandaag nog ${count}`,
    soldOut: 'Uitverkocht',
    par: (count) => `${count} per dag`,
    set: 'Porties',
    setFor: (name) => `Porties van ${name}`,
    formTitle: (name) => `Porties van ${name}`,
    leftLabel: 'Vandaag over',
    leftHint: 'Leeg: niet geteld. Bij 0 staat het uitverkocht op de bestelpagina.',
    parLabel: 'Elke dag beginnen bij',
    parHint: (time) => `Optioneel: de telling begint elke dag om ${time} weer bij dit getal.`,
    save: 'Opslaan',
    saving: 'Opslaan…',
    cancel: 'Annuleren',
    notWhole: 'Vul een geheel getal in, bijvoorbeeld 12',
    negative: 'Een telling kan niet negatief zijn',
    tooMany: (max) => `Hoogstens ${max}`,
    saved: (name) => `Porties van ${name} opgeslagen`,
    saveFailed: 'De telling kon niet worden opgeslagen. Probeer het opnieuw.',
  },
  resetPortionsTexts: {
    button: 'Tellingen resetten',
    title: 'Alle tellingen resetten?',
    body: 'Elk geteld gerecht en elke getelde optie begint weer bij het dagelijkse startgetal; zonder startgetal wordt niet meer geteld. Gasten zien het meteen.',
    confirm: 'Resetten',
    done: 'Tellingen gereset',
    failed: 'De tellingen konden niet worden gereset. Probeer het opnieuw.',
  },
};

export default nl;
