/** Dutch texts of features/storefront (texts.ts has the English and says what each is for). */
import type { FeatureTranslations } from '@/lib/i18n';
import { money, plural } from '@/lib/i18n';
import type * as english from './texts';

const nl: FeatureTranslations<typeof english> = {
  menuPageTexts: {
    documentTitle: (restaurant) => `${restaurant} — online bestellen`,
    loading: 'Menukaart laden…',
    restaurantNotFound: 'We konden dit restaurant niet vinden. Controleer de link die je hebt gekregen.',
    somethingWentWrong: 'Er ging iets mis',
    tryAgain: 'Opnieuw proberen',
    orderOnline: 'Online bestellen',
    menu: 'Menukaart',
    empty: 'Dit restaurant heeft op dit moment niets op de online menukaart.',
    categories: {
      Appetizers: 'Voorgerechten',
      'Main Course': 'Hoofdgerechten',
      Desserts: 'Desserts',
      Beverages: 'Dranken',
      Specials: 'Specialiteiten',
    },
    addToCart: (item) => `${item} toevoegen aan winkelwagen`,
    add: 'Toevoegen',
    viewOrder: (count) => `Bekijk je bestelling · ${plural(count, { one: '# artikel', other: '# artikelen' })}`,
  },
  cartTexts: {
    heading: 'Je bestelling',
    empty: 'Je winkelwagen is leeg. Voeg iets toe van de menukaart.',
    noLongerAvailable: 'Niet meer beschikbaar',
    item: 'artikel',
    quantityOf: (item) => `Aantal ${item}`,
    removeFromCart: (item) => `${item} uit winkelwagen verwijderen`,
    remove: 'Verwijderen',
    total: 'Totaal',
    name: 'Naam',
    phone: 'Telefoon',
    email: 'E-mail',
    contactHint: 'Een telefoonnummer of e-mailadres, zodat het restaurant je kan bereiken.',
    notes: 'Opmerkingen',
    optional: '(optioneel)',
    leaveEmpty: 'Laat dit veld leeg',
    somethingWentWrong: 'Er ging iets mis. Probeer het opnieuw.',
    placing: 'Bestelling plaatsen…',
    placeOrder: (total) => `Bestellen · ${money(total)}`,
  },
  orderPageTexts: {
    notFound: 'We konden deze bestelling niet vinden.',
    loading: 'Je bestelling laden…',
    thankYou: (firstName) => `Bedankt, ${firstName}!`,
    orderNumber: 'Bestelnummer',
    status: 'Status',
    statuses: {
      pending: 'Ontvangen',
      confirmed: 'Bevestigd',
      preparing: 'In bereiding',
      ready: 'Klaar',
      delivered: 'Geleverd',
      cancelled: 'Geannuleerd',
    },
    cancelled: 'Het restaurant heeft deze bestelling geannuleerd. Neem contact met het restaurant op als je vragen hebt.',
    items: 'Je artikelen',
    total: 'Totaal',
  },
  notFoundTexts: {
    title: 'Niet gevonden',
    page: 'We konden deze pagina niet vinden.',
  },
  languageTexts: {
    label: 'Taal',
  },
  orderPageCardTexts: {
    copied: 'Link gekopieerd',
    copyFailed: 'De link kon niet worden gekopieerd; selecteer en kopieer hem zelf',
    qrCode: (url) => `QR-code voor ${url}`,
    intro: 'Gasten bestellen hier, zonder commissie; nieuwe bestellingen verschijnen meteen bij Bestellingen.',
    open: 'Bestelpagina openen',
    copy: 'Link kopiëren',
    printPoster: 'QR-poster afdrukken',
  },
  slugFormTexts: {
    label: 'Adres van de bestelpagina',
    hint: (address) => `${address} — oude adressen blijven werken`,
    save: 'Adres opslaan',
    failed: 'Het adres kon niet worden gewijzigd',
    updated: 'Adres van de bestelpagina bijgewerkt',
  },
};
export default nl;
