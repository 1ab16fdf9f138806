/** Italian texts of features/profile (texts.ts has the English and says what each is for). */
import type { FeatureTranslations } from '@/lib/i18n';
import type * as english from './texts';

const it: FeatureTranslations<typeof english> = {
  settingsTexts: {
    title: 'Impostazioni',
    subtitle: 'I tuoi dati, la password e i dispositivi su cui hai effettuato l’accesso.',
    profileTitle: 'Profilo',
    profileDescription: 'Come tu e il tuo ristorante comparite in Maître. Il fuso orario stabilisce quando inizia e finisce la giornata del ristorante.',
    profileFailed: 'Non è stato possibile caricare il profilo. Ricarica la pagina per riprovare.',
    languageTitle: 'Lingua',
    languageDescription: 'La lingua in cui Maître ti parla e quella che i tuoi clienti vedono per prima.',
    onlineOrderingTitle: 'Ordini online',
    onlineOrderingDescription: 'La pagina ordini del tuo ristorante. Condividi il link o stampa il poster con il codice QR per la vetrina e i tavoli.',
    passwordTitle: 'Password',
    passwordDescription: 'Per cambiarla serve la password attuale; tutti gli altri dispositivi verranno disconnessi.',
    devicesTitle: 'Dispositivi',
    devicesDescription: 'Hai perso il telefono o usato un computer condiviso? Chiudi in un colpo solo tutte le sessioni del tuo account.',
  },
  profileFormTexts: {
    fullName: 'Nome e cognome',
    restaurantName: 'Nome del ristorante',
    timeZone: 'Fuso orario',
    email: 'Email',
    emailHint: 'L’email di accesso non si può cambiare qui.',
    save: 'Salva profilo',
    saved: 'Profilo salvato',
  },
  languageTexts: {
    yourLanguage: 'La tua lingua',
    browserDefault: 'Lingua del browser',
    yourLanguageHint: 'Per le schermate e le email di Maître. «Lingua del browser» segue la lingua impostata nel browser.',
    save: 'Salva lingua',
    saved: 'Lingua salvata',
    restaurantLanguage: 'Lingua predefinita del ristorante',
    restaurantLanguageHint: 'Per la pagina ordini e le email ai clienti, quando il browser del cliente non chiede nessuna di queste lingue.',
    saveRestaurantLanguage: 'Salva lingua predefinita',
    restaurantLanguageSaved: 'Lingua predefinita salvata',
    readOnly: 'Solo il titolare o un manager può cambiare la lingua predefinita del ristorante.',
  },
};
export default it;
