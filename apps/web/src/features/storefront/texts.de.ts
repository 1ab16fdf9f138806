/** German texts of features/storefront (texts.ts has the English and says what each is for). */
import type { FeatureTranslations } from '@/lib/i18n';
import { money, plural } from '@/lib/i18n';
import type * as english from './texts';

const de: FeatureTranslations<typeof english> = {
  menuPageTexts: {
    documentTitle: (restaurant) => `${restaurant} — online bestellen`,
    loading: 'Speisekarte wird geladen…',
    restaurantNotFound: 'Wir konnten dieses Restaurant nicht finden. Bitte prüfen Sie den Link, den Sie erhalten haben.',
    somethingWentWrong: 'Etwas ist schiefgelaufen',
    tryAgain: 'Erneut versuchen',
    orderOnline: 'Online bestellen',
    menu: 'Speisekarte',
    empty: 'Dieses Restaurant hat gerade nichts auf seiner Online-Speisekarte.',
    categories: {
      Appetizers: 'Vorspeisen',
      'Main Course': 'Hauptgerichte',
      Desserts: 'Desserts',
      Beverages: 'Getränke',
      Specials: 'Empfehlungen',
    },
    addToCart: (item) => `${item} in den Warenkorb legen`,
    add: 'Hinzufügen',
    viewOrder: (count) => `Bestellung ansehen · ${plural(count, { one: '# Artikel', other: '# Artikel' })}`,
  },
  cartTexts: {
    heading: 'Ihre Bestellung',
    empty: 'Ihr Warenkorb ist leer. Fügen Sie etwas von der Speisekarte hinzu.',
    noLongerAvailable: 'Nicht mehr verfügbar',
    item: 'Artikel',
    quantityOf: (item) => `Menge von ${item}`,
    removeFromCart: (item) => `${item} aus dem Warenkorb entfernen`,
    remove: 'Entfernen',
    total: 'Gesamt',
    name: 'Name',
    phone: 'Telefon',
    email: 'E-Mail',
    contactHint: 'Eine Telefonnummer oder E-Mail-Adresse, damit das Restaurant Sie erreichen kann.',
    notes: 'Anmerkungen',
    optional: '(optional)',
    leaveEmpty: 'Dieses Feld leer lassen',
    somethingWentWrong: 'Etwas ist schiefgelaufen. Bitte versuchen Sie es erneut.',
    placing: 'Bestellung wird gesendet…',
    placeOrder: (total) => `Bestellen · ${money(total)}`,
  },
  orderPageTexts: {
    notFound: 'Wir konnten diese Bestellung nicht finden.',
    loading: 'Ihre Bestellung wird geladen…',
    thankYou: (firstName) => `Vielen Dank, ${firstName}!`,
    orderNumber: 'Bestellnummer',
    status: 'Status',
    statuses: {
      pending: 'Eingegangen',
      confirmed: 'Bestätigt',
      preparing: 'In Zubereitung',
      ready: 'Fertig',
      delivered: 'Geliefert',
      cancelled: 'Storniert',
    },
    cancelled: 'Das Restaurant hat diese Bestellung storniert. Bei Fragen wenden Sie sich bitte direkt an das Restaurant.',
    items: 'Ihre Artikel',
    total: 'Gesamt',
  },
  notFoundTexts: {
    title: 'Nicht gefunden',
    page: 'Wir konnten diese Seite nicht finden.',
  },
  languageTexts: {
    label: 'Sprache',
  },
  orderPageCardTexts: {
    copied: 'Link kopiert',
    copyFailed: 'Der Link konnte nicht kopiert werden; bitte markieren und von Hand kopieren',
    qrCode: (url) => `QR-Code für ${url}`,
    intro: 'Hier bestellen Ihre Gäste provisionsfrei; neue Bestellungen erscheinen sofort unter Bestellungen.',
    open: 'Bestellseite öffnen',
    copy: 'Link kopieren',
    printPoster: 'QR-Poster drucken',
  },
  slugFormTexts: {
    label: 'Adresse der Bestellseite',
    hint: (address) => `${address} — alte Adressen funktionieren weiterhin`,
    save: 'Adresse speichern',
    failed: 'Die Adresse konnte nicht geändert werden',
    updated: 'Adresse der Bestellseite aktualisiert',
  },
};
export default de;
