/**
 * Maître's default privacy notice (decision 0034), shown on the order page while the restaurant has written none of its
 * own: what Maître really stores for a guest's order and for how long, with the restaurant as the controller. The API
 * writes it in the guest's language; it stays out of the shared `Messages` on purpose, because the order page bundles
 * those and this text is for the server only (the page's budget is 30 KB).
 *
 * Keep it true to the code: orders keep the guest's name, phone, email, notes, lines, time and language until the
 * restaurant deletes the order or its account (cascade); mails wait in the job queue until sent, then are deleted; the
 * rate limits keep hashed IP addresses, pruned after a day; the browser keeps the cart (localStorage) and the allergen filter
 * (sessionStorage), never the contact details; there are no tracking or advertising cookies.
 */
import type { Locale } from './locales.ts';

/** `restaurant`: its name; `contact`: its address and phone as the order page shows them, or null. */
export type DefaultPrivacyNotice = (restaurant: string, contact: string | null) => string;

const en: DefaultPrivacyNotice = (restaurant, contact) =>
  [
    `${restaurant} is responsible for the personal data you give when you order on this page (the controller). Maître runs the page on the restaurant's behalf.`,
    'What is stored: your name, your phone number and/or email address, your notes, what you ordered, when, and in which language.',
    'Why: to prepare your order, to show you its status and, if you gave an email address, to send you mails about this order. Nothing is used for advertising.',
    "How long: the order stays in the restaurant's order history until the restaurant deletes it or closes its account. A mail waiting to be sent is deleted once it has left.",
    'Your address on the internet (IP) is only used, made unreadable (hashed), to limit too many orders; that counter is deleted within a day, and the address is not stored with your order. This browser keeps your cart so that it survives a reload, never your contact details. There are no tracking or advertising cookies.',
    `You may ask the restaurant to see, correct or delete your data, and you may complain to your data protection authority.${contact ? ` Contact: ${contact}.` : ''}`,
  ].join('\n\n');

const fr: DefaultPrivacyNotice = (restaurant, contact) =>
  [
    `${restaurant} est responsable des données personnelles que vous donnez en commandant sur cette page (responsable du traitement). Maître exploite la page pour le compte du restaurant.`,
    'Ce qui est enregistré : votre nom, votre numéro de téléphone et/ou votre adresse e-mail, vos remarques, ce que vous avez commandé, quand, et dans quelle langue.',
    'Pourquoi : pour préparer votre commande, vous en montrer l’état et, si vous avez donné une adresse e-mail, vous envoyer des e-mails sur cette commande. Rien n’est utilisé à des fins publicitaires.',
    'Combien de temps : la commande reste dans l’historique des commandes du restaurant jusqu’à ce que le restaurant la supprime ou ferme son compte. Un e-mail en attente d’envoi est supprimé une fois parti.',
    'Votre adresse sur Internet (IP) sert uniquement, rendue illisible (hachée), à limiter les commandes trop nombreuses ; ce compteur est supprimé en moins d’un jour, et l’adresse n’est pas enregistrée avec votre commande. Ce navigateur garde votre panier pour qu’il survive à un rechargement, jamais vos coordonnées. Il n’y a aucun cookie de suivi ni de publicité.',
    `Vous pouvez demander au restaurant de consulter, corriger ou supprimer vos données, et vous pouvez saisir votre autorité de protection des données.${contact ? ` Contact : ${contact}.` : ''}`,
  ].join('\n\n');

const de: DefaultPrivacyNotice = (restaurant, contact) =>
  [
    `${restaurant} ist für die personenbezogenen Daten verantwortlich, die Sie bei einer Bestellung auf dieser Seite angeben (Verantwortlicher). Maître betreibt die Seite im Auftrag des Restaurants.`,
    'Was gespeichert wird: Ihr Name, Ihre Telefonnummer und/oder E-Mail-Adresse, Ihre Anmerkungen, was Sie bestellt haben, wann und in welcher Sprache.',
    'Wozu: um Ihre Bestellung zuzubereiten, Ihnen ihren Stand zu zeigen und Ihnen, wenn Sie eine E-Mail-Adresse angegeben haben, E-Mails zu dieser Bestellung zu senden. Nichts wird für Werbung verwendet.',
    'Wie lange: Die Bestellung bleibt im Bestellverlauf des Restaurants, bis das Restaurant sie löscht oder sein Konto schließt. Eine E-Mail, die auf den Versand wartet, wird gelöscht, sobald sie versendet ist.',
    'Ihre Adresse im Internet (IP) wird nur unkenntlich gemacht (gehasht) verwendet, um zu viele Bestellungen zu begrenzen; dieser Zähler wird innerhalb eines Tages gelöscht, und die Adresse wird nicht mit Ihrer Bestellung gespeichert. Dieser Browser speichert Ihren Warenkorb, damit er ein Neuladen übersteht, nie Ihre Kontaktdaten. Es gibt keine Tracking- oder Werbe-Cookies.',
    `Sie können das Restaurant bitten, Ihre Daten einzusehen, zu berichtigen oder zu löschen, und sich bei Ihrer Datenschutzbehörde beschweren.${contact ? ` Kontakt: ${contact}.` : ''}`,
  ].join('\n\n');

const it: DefaultPrivacyNotice = (restaurant, contact) =>
  [
    `${restaurant} è responsabile dei dati personali che fornisci ordinando su questa pagina (titolare del trattamento). Maître gestisce la pagina per conto del ristorante.`,
    'Cosa viene salvato: il tuo nome, il tuo numero di telefono e/o indirizzo e-mail, le tue note, cosa hai ordinato, quando e in quale lingua.',
    'Perché: per preparare il tuo ordine, mostrarti il suo stato e, se hai indicato un indirizzo e-mail, inviarti e-mail su questo ordine. Nulla viene usato per la pubblicità.',
    'Per quanto tempo: l’ordine resta nello storico degli ordini del ristorante finché il ristorante non lo elimina o chiude il suo account. Un’e-mail in attesa di invio viene eliminata una volta partita.',
    'Il tuo indirizzo Internet (IP) viene usato solo, reso illeggibile (hash), per limitare gli ordini troppo numerosi; quel contatore viene eliminato entro un giorno, e l’indirizzo non viene salvato con il tuo ordine. Questo browser conserva il tuo carrello perché sopravviva a un ricaricamento, mai i tuoi recapiti. Non ci sono cookie di tracciamento né pubblicitari.',
    `Puoi chiedere al ristorante di consultare, correggere o cancellare i tuoi dati, e puoi presentare reclamo alla tua autorità per la protezione dei dati.${contact ? ` Contatto: ${contact}.` : ''}`,
  ].join('\n\n');

const es: DefaultPrivacyNotice = (restaurant, contact) =>
  [
    `${restaurant} es responsable de los datos personales que facilitas al pedir en esta página (responsable del tratamiento). Maître gestiona la página en nombre del restaurante.`,
    'Qué se guarda: tu nombre, tu número de teléfono y/o dirección de correo electrónico, tus notas, lo que pediste, cuándo y en qué idioma.',
    'Para qué: para preparar tu pedido, mostrarte su estado y, si diste un correo electrónico, enviarte correos sobre este pedido. Nada se usa con fines publicitarios.',
    'Durante cuánto tiempo: el pedido permanece en el historial de pedidos del restaurante hasta que el restaurante lo elimina o cierra su cuenta. Un correo pendiente de envío se elimina una vez enviado.',
    'Tu dirección en Internet (IP) solo se usa, hecha ilegible (hash), para limitar el exceso de pedidos; ese contador se elimina en menos de un día, y la dirección no se guarda con tu pedido. Este navegador guarda tu carrito para que sobreviva a una recarga, nunca tus datos de contacto. No hay cookies de seguimiento ni de publicidad.',
    `Puedes pedir al restaurante que te muestre, corrija o elimine tus datos, y puedes reclamar ante tu autoridad de protección de datos.${contact ? ` Contacto: ${contact}.` : ''}`,
  ].join('\n\n');

const nl: DefaultPrivacyNotice = (restaurant, contact) =>
  [
    `${restaurant} is verantwoordelijk voor de persoonsgegevens die je opgeeft als je op deze pagina bestelt (verwerkingsverantwoordelijke). Maître beheert de pagina namens het restaurant.`,
    'Wat wordt bewaard: je naam, je telefoonnummer en/of e-mailadres, je opmerkingen, wat je hebt besteld, wanneer en in welke taal.',
    'Waarom: om je bestelling te bereiden, je de status ervan te tonen en, als je een e-mailadres hebt opgegeven, je e-mails over deze bestelling te sturen. Niets wordt gebruikt voor reclame.',
    'Hoe lang: de bestelling blijft in de bestelgeschiedenis van het restaurant tot het restaurant haar verwijdert of zijn account opheft. Een e-mail die wacht op verzending wordt verwijderd zodra hij is verstuurd.',
    'Je internetadres (IP) wordt alleen, onleesbaar gemaakt (gehasht), gebruikt om te veel bestellingen te beperken; die teller wordt binnen een dag verwijderd, en het adres wordt niet bij je bestelling bewaard. Deze browser bewaart je winkelmandje zodat het een herlaad overleeft, nooit je contactgegevens. Er zijn geen tracking- of advertentiecookies.',
    `Je kunt het restaurant vragen je gegevens in te zien, te corrigeren of te verwijderen, en je kunt een klacht indienen bij je gegevensbeschermingsautoriteit.${contact ? ` Contact: ${contact}.` : ''}`,
  ].join('\n\n');

/** The default notice in each of our languages. */
export const DEFAULT_PRIVACY_NOTICE: Readonly<Record<Locale, DefaultPrivacyNotice>> = { en, fr, de, it, es, nl };
