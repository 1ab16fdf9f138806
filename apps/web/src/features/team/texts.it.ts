/** Italian texts of features/team (texts.ts has the English and says what each is for). */
import type { Role } from '@maitre/shared/team';
import { type FeatureTranslations, plural } from '@/lib/i18n';
import type * as activity from './activity-texts';
import type * as english from './texts';

const inGroup = (group: string | null) => (group === null ? '' : ` (${group})`);

const roles: Record<Role, string> = { owner: 'Titolare', manager: 'Manager', front_of_house: 'Sala', kitchen: 'Cucina' };
const aDish = 'un piatto';

const it: FeatureTranslations<typeof english & typeof activity> = {
  roleLabels: roles,
  roleDescriptions: {
    owner: 'Tutto, compresi fatturazione, staff ed eliminazione del ristorante.',
    manager: 'Tutto tranne fatturazione, eliminazione del ristorante e trasferimento della titolarità.',
    front_of_house: 'Prende ordini al telefono, cambia lo stato degli ordini, attiva e disattiva i piatti, vede i contatti dei clienti.',
    kitchen: 'Vede gli ordini e ne cambia lo stato; numeri di telefono ed email dei clienti restano nascosti.',
  },

  staffTexts: {
    title: 'Staff',
    subtitle: (restaurant) => `Le persone che gestiscono ${restaurant || 'il tuo ristorante'} con te, e cosa può fare ciascuna.`,
    loading: 'Caricamento dello staff…',
    loadFailed: 'Impossibile caricare lo staff.',
    tryAgain: 'Riprova',
    seats: (used, limit) =>
      limit === null
        ? `${plural(used, { one: '# persona', other: '# persone' })}, nessun limite con il tuo piano`
        : plural(used, { one: `# posto su ${limit} occupato`, other: `# posti su ${limit} occupati` }),
    seatsHint: 'Sia i membri sia gli inviti in attesa occupano un posto.',
    overLimitTitle: 'Il tuo staff supera il limite del tuo piano',
    overLimit:
      'Nessuno perde l’accesso: tutte le persone elencate continuano a lavorare come prima. I nuovi inviti restano in attesa finché lo staff non rientra nel piano.',
    seePlans: 'Vedi i piani',

    membersTitle: 'Membri',
    columns: {
      name: 'Nome',
      email: 'Email',
      role: 'Ruolo',
      joined: 'Entrato il',
      lastActive: 'Ultima attività',
      twoFactor: 'Accesso in due passaggi',
      actions: 'Azioni',
    },
    you: 'tu',
    neverActive: 'Mai',
    twoFactorOn: 'Attivo',
    twoFactorOff: 'Non attivo',
    roleOf: (name) => `Ruolo di ${name}`,
    saveRole: 'Salva ruolo',
    roleChanged: (name, role) => `Ora ${name} ha il ruolo ${roles[role]}`,
    roleChangeFailed: 'Impossibile cambiare il ruolo',

    remove: 'Rimuovi',
    removeLabel: (name) => `Rimuovi ${name}`,
    removeTitle: (name) => `Rimuovere ${name}?`,
    removeBody: (name, restaurant) =>
      `${name} perde subito l’accesso ${restaurant ? `a ${restaurant}` : 'al ristorante'}. Il suo nome resta sugli ordini e sulle modifiche che ha fatto.`,
    removeConfirm: 'Rimuovi dallo staff',
    removed: (name) => `${name} non fa più parte dello staff`,
    removeFailed: 'Impossibile rimuovere il membro',
    cancel: 'Annulla',

    inviteTitle: 'Invita qualcuno',
    inviteHint: 'Riceverà un’email con un link valido per 7 giorni.',
    inviteEmail: 'Email',
    inviteRole: 'Ruolo',
    inviteSubmit: 'Invia invito',
    inviteSending: 'Invio…',
    invited: (email) => `Invito inviato a ${email}`,
    inviteFailed: 'Impossibile inviare l’invito',

    invitationsTitle: 'Inviti in attesa',
    noInvitations: 'Nessun invito in attesa di risposta.',
    invitedAs: (role) => `Invitato come ${roles[role]}`,
    expires: 'Scade il',
    expired: 'Scaduto il',
    resend: 'Invia di nuovo',
    resendLabel: (email) => `Invia di nuovo l’invito a ${email}`,
    resent: (email) => `Un nuovo invito è in arrivo a ${email}`,
    resendFailed: 'Impossibile inviare di nuovo l’invito',
    revoke: 'Revoca',
    revokeLabel: (email) => `Revoca l’invito a ${email}`,
    revokeTitle: (email) => `Revocare l’invito a ${email}?`,
    revokeBody: 'Il link nella sua email smetterà di funzionare. Potrai invitare di nuovo questa persona più tardi.',
    revokeConfirm: 'Revoca invito',
    revoked: (email) => `L’invito a ${email} è stato revocato`,
    revokeFailed: 'Impossibile revocare l’invito',

    transfer: 'Rendi titolare',
    transferLabel: (name) => `Trasferisci la titolarità a ${name}`,
    transferTitle: (name) => `Trasferisci la titolarità a ${name}`,
    transferBody: (name) =>
      `${name} diventa titolare, con la fatturazione e il diritto di eliminare il ristorante. Tu resti nello staff come manager. Inserisci la tua password per confermare.`,
    transferPassword: 'La tua password',
    transferPasswordMissing: 'Inserisci la tua password',
    transferConfirm: 'Trasferisci la titolarità',
    transferred: (name) => `Ora ${name} è titolare`,
    transferFailed: 'Impossibile trasferire la titolarità',
    transferNote: 'La titolarità può passare solo a un manager: prima dai a questa persona il ruolo di manager.',

    twoFactorRuleTitle: 'Accesso in due passaggi',
    twoFactorRule: 'I manager devono accedere con un secondo fattore',
    twoFactorRuleHint:
      'I manager vedono quasi tutto ciò che vede il titolare. Con questa opzione attiva, a un manager senza accesso in due passaggi viene chiesto di attivarlo.',
    twoFactorRuleOn: 'Ora i manager devono usare l’accesso in due passaggi',
    twoFactorRuleOff: 'I manager non devono più usare l’accesso in due passaggi',
    twoFactorRuleFailed: 'Impossibile cambiare la regola',

    activity: 'Attività',
    activityLabel: (name) => `Attività di ${name}`,
    activityTitle: (name) => `Cosa ha fatto ${name}`,
    activityLoading: 'Caricamento dell’attività…',
    activityFailed: 'Impossibile caricare l’attività.',
    activityEmpty: 'Ancora niente.',
    loadMore: 'Carica altro',
    loadingMore: 'Caricamento…',
    moreLoaded: (count) => plural(count, { one: 'Caricata # altra voce.', other: 'Caricate altre # voci.' }),
  },

  invitationTexts: {
    loading: 'Caricamento dell’invito…',
    title: (restaurant) => `Unisciti a ${restaurant} su Maître`,
    invitedBy: (inviter, restaurant, role) => `${inviter} ti ha invitato a unirti allo staff di ${restaurant} con il ruolo ${roles[role]}.`,
    roleLabel: 'Ruolo',
    sentToLabel: 'Inviato a',
    validUntil: 'Valido fino al',
    status: { pending: 'In attesa della tua risposta', expired: 'Scaduto', accepted: 'Accettato', declined: 'Rifiutato', revoked: 'Revocato' },
    statusLabel: 'Stato',
    expiredMessage: 'Questo invito è scaduto. Chiedi al ristorante di inviartene uno nuovo.',
    usedMessage: 'Questo invito non è più valido.',
    emailMismatch: (email) => `Questo invito è stato inviato a ${email}. Accedi con quell’indirizzo per accettarlo, oppure chiedi un invito al tuo indirizzo.`,
    notFound: 'Questo invito non esiste. Controlla il link nella tua email, oppure chiedi al ristorante di inviartene uno nuovo.',
    loadFailed: 'Impossibile caricare l’invito. Controlla la connessione e riprova.',
    signedOutHint: (email) => `Accedi o crea un account con ${email} per rispondere.`,
    signIn: 'Accedi per accettare',
    signUp: 'Crea un account',
    accept: 'Accetta l’invito',
    decline: 'Rifiuta',
    accepted: (restaurant) => `Benvenuto in ${restaurant}!`,
    declined: 'Hai rifiutato l’invito. Il ristorante potrà invitarti di nuovo più tardi.',
    answerFailed: 'Impossibile inviare la tua risposta',
    signOut: 'Esci',
    goToDashboard: 'Vai al tuo pannello',
  },

  signUpWithInvitationTexts: {
    title: (restaurant) => `Unisciti a ${restaurant}`,
    subtitle: (inviter) => `${inviter} ti ha invitato. Crea il tuo account con l’indirizzo che ha ricevuto l’invito.`,
    emailHint: 'L’invito è stato inviato a questo indirizzo.',
    fullName: 'Nome e cognome',
    email: 'Email',
    password: 'Password',
    passwordHint: 'Almeno 8 caratteri. Qualche parola facile da ricordare va benissimo.',
    confirmPassword: 'Conferma password',
    confirmPasswordMissing: 'Conferma la tua password',
    submit: 'Crea account',
    fallbackTitle: 'Crea il tuo account',
    created: 'Account creato! Controlla la tua email per verificarlo, poi accedi per unirti allo staff.',
  },

  switcherTexts: {
    button: (restaurant) => `Ristorante: ${restaurant}`,
    menuLabel: 'I tuoi ristoranti',
    manage: 'Gestisci i tuoi ristoranti',
    switched: (restaurant) => `Ora stai lavorando in ${restaurant}`,
    switchFailed: 'Impossibile cambiare ristorante',
  },

  restaurantsTexts: {
    title: 'I tuoi ristoranti',
    description: 'I ristoranti di cui fai parte e il tuo ruolo in ciascuno. Se ne lasci uno, perdi l’accesso.',
    loading: 'Caricamento dei tuoi ristoranti…',
    loadFailed: 'Impossibile caricare i tuoi ristoranti.',
    current: 'Attuale',
    switchTo: 'Passa a questo',
    switchToLabel: (name) => `Passa a ${name}`,
    leave: 'Lascia',
    leaveLabel: (name) => `Lascia ${name}`,
    leaveTitle: (name) => `Lasciare ${name}?`,
    leaveBody: 'Perdi subito l’accesso al suo menù, ai suoi ordini e al suo staff. Per tornare ti servirà un nuovo invito.',
    leaveConfirm: 'Lascia il ristorante',
    left: (name) => `Hai lasciato ${name}`,
    leaveFailed: 'Impossibile lasciare il ristorante',
    cancel: 'Annulla',
    create: 'Crea un altro ristorante',
    createTitle: 'Crea un altro ristorante',
    createBody: 'Parte senza piano e con te come titolare. Gli altri tuoi ristoranti restano come sono.',
    createName: 'Nome del ristorante',
    createTimeZone: 'Fuso orario',
    createSubmit: 'Crea ristorante',
    created: (name) => `${name} è pronto. Puoi passarci dall’intestazione.`,
    createFailed: 'Impossibile creare il ristorante',
  },

  permissionTexts: {
    settingsReadOnly: 'Solo il titolare o un manager può cambiare il nome e il fuso orario del ristorante.',
    slugReadOnly: 'Solo il titolare o un manager può cambiare l’indirizzo della pagina ordini.',
    menuAvailabilityOnly: 'Puoi attivare e disattivare i piatti. Aggiungere, modificare ed eliminare piatti spetta al titolare o a un manager.',
    ownerChoosesPlan: 'Il piano lo sceglie il titolare del ristorante.',
    askOwnerToUpgrade: (feature, plan) => `${feature} è incluso dal piano ${plan} in su. Chiedi al titolare del ristorante di passare a un piano superiore.`,
    menuReadOnly: 'Puoi vedere il menù. Modificarlo spetta al titolare, a un manager o alla sala (disponibilità).',
  },

  notAllowedTexts: {
    role: (role) => `Il tuo ruolo (${roles[role]}) non lo consente. Chiedi al titolare del ristorante o a un manager.`,
    noRestaurant: 'Non fai ancora parte di nessun ristorante. Creane uno, oppure accetta l’invito del suo titolare.',
  },

  activityTexts: {
    orderCreated: (order, total) => (total === null ? `Ha preso l’ordine #${order}` : `Ha preso l’ordine #${order} (${total})`),
    orderStatusChanged: (order, from, to) => `Ha cambiato lo stato dell’ordine #${order}: ${from} → ${to}`,
    menuItemCreated: (dish) => `Ha aggiunto ${dish ?? aDish} al menù`,
    menuItemUpdated: (dish, fields) => (fields === null ? `Ha modificato ${dish ?? aDish}` : `Ha modificato ${dish ?? aDish} (${fields})`),
    menuItemSwitchedOff: (dish) => `Ha disattivato ${dish ?? aDish}`,
    menuItemSwitchedOn: (dish) => `Ha attivato ${dish ?? aDish}`,
    menuItemDeleted: (dish) => `Ha eliminato ${dish ?? aDish} dal menù`,
    optionGroupCreated: (group) => (group === null ? 'Ha creato un gruppo di opzioni' : `Ha creato il gruppo di opzioni ${group}`),
    optionGroupUpdated: (group) => (group === null ? 'Ha modificato un gruppo di opzioni' : `Ha modificato il gruppo di opzioni ${group}`),
    optionGroupDeleted: (group) => (group === null ? 'Ha eliminato un gruppo di opzioni' : `Ha eliminato il gruppo di opzioni ${group}`),
    optionSoldOut: (option, group) => `Ha reso non disponibile ${option ?? 'un’opzione'}${inGroup(group)}`,
    optionBackOn: (option, group) => `Ha reso di nuovo disponibile ${option ?? 'un’opzione'}${inGroup(group)}`,
    portionsSet: (dish, left, par) => `Ha impostato le porzioni di ${dish ?? aDish} a ${left}${par === null ? '' : ` (${par} ogni giorno)`}`,
    portionsStopped: (dish) => `Ha smesso di contare le porzioni di ${dish ?? aDish}`,
    optionPortionsSet: (option, group, left, par) =>
      `Ha impostato le porzioni di ${option ?? 'un’opzione'}${inGroup(group)} a ${left}${par === null ? '' : ` (${par} ogni giorno)`}`,
    optionPortionsStopped: (option, group) => `Ha smesso di contare le porzioni di ${option ?? 'un’opzione'}${inGroup(group)}`,
    portionsReset: 'Ha azzerato i conteggi',
    categoryCreated: (name) => (name === null ? 'Ha aggiunto una categoria' : `Ha aggiunto la categoria ${name}`),
    categoryRenamed: (from, to) => `Ha rinominato la categoria ${from ?? 'senza nome'} in ${to ?? 'un altro nome'}`,
    categoryTranslated: (name) => `Ha modificato le traduzioni della categoria ${name ?? 'senza nome'}`,
    categoryHidden: (name) => `Ha nascosto la categoria ${name ?? 'senza nome'} nella pagina degli ordini`,
    categoryShown: (name) => `Ha mostrato di nuovo la categoria ${name ?? 'senza nome'} nella pagina degli ordini`,
    categoryDeleted: (name, movedTo, dishes) =>
      movedTo === null
        ? `Ha eliminato la categoria ${name ?? 'senza nome'}`
        : `Ha eliminato la categoria ${name ?? 'senza nome'} e spostato ${plural(dishes, { one: 'il suo piatto', other: 'i suoi # piatti' })} in ${movedTo}`,
    categoriesReordered: 'Ha cambiato l’ordine delle categorie del menù',
    dishesReordered: (name) => `Ha cambiato l’ordine dei piatti in ${name ?? 'una categoria'}`,
    tableCreated: (label) => `Ha aggiunto il tavolo ${label ?? 'senza nome'}`,
    tableRenamed: (from, to) => `Ha rinominato il tavolo ${from ?? 'senza nome'} in ${to ?? 'un altro nome'}`,
    tableDeleted: (label) => `Ha eliminato il tavolo ${label ?? 'senza nome'}`,
    tablesReordered: 'Ha cambiato l’ordine dei tavoli',
    menuImported: (created, updated, groups) =>
      `Ha importato il menu: ${plural(created, { one: '# piatto creato', other: '# piatti creati' })}, ${plural(updated, { one: '# modificato', other: '# modificati' })}${
        groups > 0 ? ` (${plural(groups, { one: '# gruppo di opzioni', other: '# gruppi di opzioni' })})` : ''
      }`,
    invitationSent: (email, role) => `Ha invitato ${email ?? 'qualcuno'} con il ruolo ${role}`,
    invitationResent: (email) => `Ha inviato di nuovo l’invito a ${email ?? 'qualcuno'}`,
    invitationRevoked: (email) => `Ha revocato l’invito a ${email ?? 'qualcuno'}`,
    memberJoined: (role) => `È entrato nello staff con il ruolo ${role}`,
    memberRoleChanged: (name, from, to) => `Ha cambiato il ruolo di ${name ?? 'un membro'}: ${from} → ${to}`,
    memberRemoved: (name) => `Ha rimosso ${name ?? 'un membro'} dallo staff`,
    memberLeft: 'Ha lasciato il ristorante',
    ownershipTransferred: (from, to) => `Ha passato la titolarità ${from === null ? 'dal titolare' : `da ${from}`} a ${to ?? 'un manager'}`,
    twoFactorRequired: 'Ha reso obbligatorio l’accesso in due passaggi per i manager',
    twoFactorNotRequired: 'Ha reso facoltativo l’accesso in due passaggi per i manager',
    legalUpdated: (privacy, imprint) =>
      privacy && imprint
        ? 'Ha modificato l’informativa sulla privacy e le note legali'
        : imprint
          ? 'Ha modificato le note legali'
          : 'Ha modificato l’informativa sulla privacy',
    deviceAdded: (device) => `Ha aggiunto ${device} e creato il suo codice di abbinamento`,
    deviceCodeRenewed: (device) => `Ha creato un nuovo codice di abbinamento per ${device}`,
    deviceRevoked: (device) => `Ha revocato ${device}`,
    device: (kind, name) =>
      `${{ kitchen_display: 'lo schermo cucina', ready_board: 'lo schermo ordini pronti', printer: 'la stampante', print_bridge: 'il bridge di stampa' }[kind ?? 'kitchen_display']} ${name ?? 'senza nome'}`,
    stationCreated: (name) => `Ha aggiunto la postazione ${name ?? 'senza nome'}`,
    stationRenamed: (from, to) => `Ha rinominato la postazione ${from ?? 'senza nome'} in ${to ?? 'un altro nome'}`,
    stationDeleted: (name) => `Ha eliminato la postazione ${name ?? 'senza nome'}`,
    stationsReordered: 'Ha cambiato l’ordine delle postazioni di cucina',
    kitchenRoutingChanged: 'Ha cambiato quale postazione prepara quali piatti',
    kitchenColoursChanged: (warn, late) => `Ha impostato le comande in arancione dopo ${warn}\u00a0min e in rosso dopo ${late}\u00a0min`,
    printerAdded: (name) => `Ha aggiunto la stampante ${name ?? 'senza nome'}`,
    printerUpdated: (name, fields) =>
      fields === null ? `Ha modificato la stampante ${name ?? 'senza nome'}` : `Ha modificato la stampante ${name ?? 'senza nome'} (${fields})`,
    printerRemoved: (name) => `Ha rimosso la stampante ${name ?? 'senza nome'}`,
    orderPrinted: (order, copy) => (copy ? `Ha ristampato l’ordine #${order}` : `Ha stampato l’ordine #${order}`),
    printerFields: {
      name: 'nome',
      stations: 'postazioni',
      prints_receipts: 'ricevute',
      copies: 'copie',
      auto_print: 'stampa automatica',
      paper_width: 'larghezza carta',
      host: 'indirizzo',
      port: 'porta',
    },
    roles,
    statuses: {
      pending: 'In attesa',
      confirmed: 'Confermato',
      preparing: 'In preparazione',
      ready: 'Pronto',
      delivered: 'Consegnato',
      cancelled: 'Annullato',
    },
    fields: {
      name: 'nome',
      description: 'descrizione',
      price: 'prezzo',
      category: 'categoria',
      image_url: 'foto',
      is_available: 'disponibilità',
      translations: 'traduzioni',
      allergens: 'allergeni',
      traces: 'possibili tracce',
      dietary: 'indicazioni alimentari',
      option_group_ids: 'gruppi di opzioni',
    },
  },
};
export default it;
