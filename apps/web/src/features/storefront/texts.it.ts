/** Italian texts of features/storefront (texts.ts has the English and says what each is for). */
import type { FeatureTranslations } from '@/lib/i18n';
import { money, plural } from '@/lib/i18n';
import type * as english from './texts';

const it: FeatureTranslations<typeof english> = {
  menuPageTexts: {
    documentTitle: (restaurant) => `${restaurant} — ordina online`,
    loading: 'Caricamento del menù…',
    restaurantNotFound: 'Non abbiamo trovato questo ristorante. Controlla il link che hai ricevuto.',
    somethingWentWrong: 'Qualcosa è andato storto',
    tryAgain: 'Riprova',
    orderOnline: 'Ordina online',
    menu: 'Menù',
    empty: 'Al momento questo ristorante non ha niente nel menù online.',
    categories: {
      Appetizers: 'Antipasti',
      'Main Course': 'Piatti principali',
      Desserts: 'Dolci',
      Beverages: 'Bevande',
      Specials: 'Specialità',
    },
    addToCart: (item) => `Aggiungi ${item} al carrello`,
    add: 'Aggiungi',
    viewOrder: (count) => `Vedi il tuo ordine · ${plural(count, { one: '# articolo', other: '# articoli' })}`,
  },
  cartTexts: {
    heading: 'Il tuo ordine',
    empty: 'Il carrello è vuoto. Aggiungi qualcosa dal menù.',
    noLongerAvailable: 'Non più disponibile',
    item: 'articolo',
    quantityOf: (item) => `Quantità di ${item}`,
    removeFromCart: (item) => `Rimuovi ${item} dal carrello`,
    remove: 'Rimuovi',
    total: 'Totale',
    name: 'Nome',
    phone: 'Telefono',
    email: 'Email',
    contactHint: 'Un numero di telefono o un’email, così il ristorante può contattarti.',
    notes: 'Note',
    optional: '(facoltativo)',
    leaveEmpty: 'Lascia vuoto questo campo',
    somethingWentWrong: 'Qualcosa è andato storto. Riprova.',
    placing: 'Invio dell’ordine…',
    placeOrder: (total) => `Ordina · ${money(total)}`,
  },
  orderPageTexts: {
    notFound: 'Non abbiamo trovato questo ordine.',
    loading: 'Caricamento del tuo ordine…',
    thankYou: (firstName) => `Grazie, ${firstName}!`,
    orderNumber: 'Numero d’ordine',
    status: 'Stato',
    statuses: {
      pending: 'Ricevuto',
      confirmed: 'Confermato',
      preparing: 'In preparazione',
      ready: 'Pronto',
      delivered: 'Consegnato',
      cancelled: 'Annullato',
    },
    cancelled: 'Il ristorante ha annullato questo ordine. Se hai domande, contattalo.',
    items: 'I tuoi articoli',
    total: 'Totale',
  },
  notFoundTexts: {
    title: 'Non trovato',
    page: 'Non abbiamo trovato questa pagina.',
  },
  languageTexts: {
    label: 'Lingua',
  },
  orderPageCardTexts: {
    copied: 'Link copiato',
    copyFailed: 'Impossibile copiare il link; selezionalo e copialo a mano',
    qrCode: (url) => `Codice QR per ${url}`,
    intro: 'Qui i clienti ordinano senza commissioni; i nuovi ordini compaiono subito in Ordini.',
    open: 'Apri la pagina ordini',
    copy: 'Copia link',
    printPoster: 'Stampa il poster QR',
  },
  slugFormTexts: {
    label: 'Indirizzo della pagina ordini',
    hint: (address) => `${address} — i vecchi indirizzi continuano a funzionare`,
    save: 'Salva indirizzo',
    failed: 'Impossibile modificare l’indirizzo',
    updated: 'Indirizzo della pagina ordini aggiornato',
  },
};
export default it;
