/**
 * Every message the API or a shared schema gives a person, in English: the field checks of the shared schemas, the
 * refusals of the API (AppError), the rate limits, the account service and the order page poster. Texts that take
 * values are functions. The translations beside this file are typed by it (`Messages`): a missing key, an extra key or
 * a function with other parameters does not compile (decision 0023, "Server messages").
 */

/** The next plan up, as a limit message names it: its name and its limit (null: unlimited). */
export interface NextPlan {
  name: string;
  limit: number | null;
}

export const en = {
  common: {
    fieldsInvalid: 'Some fields are invalid',
    invalidValue: 'Invalid value',
    unexpected: 'Something went wrong on our side',
    refused: 'The request was refused',
    databaseUnavailable: 'The database is unavailable right now. Please try again in a moment.',
    restarting: 'Maître is restarting. Please try again in a moment.',
    nulCharacter: 'Text cannot contain the NUL character (U+0000)',
    sendOneField: 'Send at least one field to change',
    pathParameterTooLong: 'A path parameter is too long',
    urlNotValid: 'The URL is not valid',
    /** Fastify's own refusals of a body, by their codes (FST_ERR_CTP_*): English is Fastify's text. */
    bodyTooLarge: 'Request body is too large',
    unsupportedMediaType: 'Unsupported Media Type',
    contentLengthMismatch: 'Request body size did not match Content-Length',
    emptyJsonBody: "Body cannot be empty when content-type is set to 'application/json'",
    invalidJsonBody: "Body is not valid JSON but content-type is set to 'application/json'",
    /** `field` is the query parameter the client sent the cursor in (cursor) and the one it comes from (nextCursor, next_cursor). */
    /** The per-IP API limit: `after` in English words ("1 minute", "34 seconds"), `seconds` the same wait as a number. */
    rateLimited: (after: string, _seconds: number) => `Rate limit exceeded, retry in ${after}`,
    unknownCursor: (from: string) => `Unknown cursor: pass the ${from} of the previous page`,
  },
  /** Field names inside the messages of single-line texts (account names, dish names, guest names). */
  labels: {
    rejectionReason: 'Reason',
    fullName: 'Full name',
    restaurantName: 'Restaurant name',
    name: 'Name',
    customerName: 'Customer name',
    phone: 'Phone',
    email: 'Email',
    notes: 'Notes',
    privacyNotice: 'Privacy notice',
    legalImprint: 'Imprint',
    table: 'Table',
    station: 'Station',
  },
  text: {
    required: (label: string) => `${label} is required`,
    atMost: (label: string, max: number) => `${label} is at most ${max} characters`,
    controlCharacters: (label: string) => `${label} cannot contain line breaks or invisible control characters`,
  },
  account: {
    passwordTooShort: (min: number) => `Use at least ${min} characters`,
    passwordTooLong: (max: number) => `Use at most ${max} characters`,
    passwordTooCommon: 'This password is too common. Choose one that is harder to guess.',
    chooseTimeZone: 'Choose a time zone from the list',
    restaurantNameRequired: 'Restaurant name is required',
    imageUrlTooLong: 'Image URL is too long',
    imageNotUrl: 'Image must be an http(s) URL',
  },
  /** better-auth's refusals by code, for the readers of other languages (English keeps better-auth's own words). */
  authCodes: {
    INVALID_EMAIL_OR_PASSWORD: 'Invalid email or password',
    INVALID_EMAIL: 'Invalid email',
    INVALID_PASSWORD: 'Invalid password',
    EMAIL_NOT_VERIFIED: 'Email not verified',
    EMAIL_ALREADY_VERIFIED: 'Email is already verified',
    USER_ALREADY_EXISTS: 'User already exists.',
    USER_ALREADY_EXISTS_USE_ANOTHER_EMAIL: 'User already exists. Use another email.',
    USER_NOT_FOUND: 'User not found',
    PASSWORD_TOO_SHORT: 'Password too short',
    PASSWORD_TOO_LONG: 'Password too long',
    INVALID_TOKEN: 'Invalid token',
    TOKEN_EXPIRED: 'Token expired',
    SESSION_EXPIRED: 'Session expired. Re-authenticate to perform this action.',
    INVALID_CODE: 'Invalid code',
    INVALID_BACKUP_CODE: 'Invalid backup code',
    OTP_HAS_EXPIRED: 'OTP has expired',
    TOTP_NOT_ENABLED: 'TOTP not enabled',
    TOO_MANY_ATTEMPTS_REQUEST_NEW_CODE: 'Too many attempts. Please request a new code.',
    INVALID_TWO_FACTOR_COOKIE: 'Invalid two factor cookie',
  },
  auth: {
    signIn: 'Please sign in to continue',
    missingToken: 'Missing authentication token: send Authorization: Bearer <access token>',
    invalidToken: 'Invalid or expired authentication token. Please sign in again.',
    invalidRedirect: (param: string) => `${param} must be a path like /login or an absolute http(s) URL`,
    notFromMaitre: 'This request did not come from Maître and was refused. Reload the page and try again.',
    twoFactorRequired: 'This restaurant requires two-factor sign-in for managers. Turn it on in Settings.',
    /** `seconds` the client must wait; English says it in seconds under a minute, else in whole minutes. */
    tooManyAttempts: (seconds: number) => {
      const minutes = Math.ceil(seconds / 60);
      const wait = seconds < 60 ? `${seconds} second${seconds === 1 ? '' : 's'}` : `${minutes} minute${minutes === 1 ? '' : 's'}`;
      return `Too many attempts. Please wait ${wait} and try again.`;
    },
  },
  roles: {
    owner: 'Owner',
    manager: 'Manager',
    front_of_house: 'Front of house',
    kitchen: 'Kitchen',
  },
  team: {
    notAllowed: (role: string) => `Your role (${role}) does not allow this. Ask the restaurant's owner or a manager.`,
    noRestaurant: 'You are not a member of a restaurant yet. Create one, or accept an invitation from its owner.',
    chooseGrantableRole: 'Choose manager, front of house or kitchen',
    emailTooLong: 'Email is too long',
    emailInvalid: 'Enter a valid email address',
    enterPassword: 'Enter your password',
    staffLimitNoPlan: 'Your restaurant has no plan yet, so it has one seat: yours. Choose the Restaurant plan to invite up to 10 people.',
    /** The plan's name and staff limit, and the next plan up (null: none). */
    staffLimit: (plan: string, limit: number | null, next: NextPlan | null) => {
      const upgrade = next ? ` Choose the ${next.name} plan to ${next.limit === null ? 'add as many people as you need' : `have up to ${next.limit}`}.` : '';
      return `Your ${plan} plan allows ${limit} ${limit === 1 ? 'person' : 'people'} in the team, pending invitations included.${upgrade}`;
    },
    lastOwner: 'You are the only owner. Transfer ownership to a manager before you leave.',
    invitationEmailMismatch: (email: string) =>
      `This invitation was sent to ${email}. Sign in with that address to accept it, or ask for an invitation to your own.`,
    invitationExpired: 'This invitation has expired. Ask the restaurant to send a new one.',
    invitationUsed: 'This invitation is no longer valid.',
    invitationNotFound: 'Invitation not found',
    memberNotFound: 'Member not found',
    restaurantNotFound: 'Restaurant not found',
    restaurantGone: 'This restaurant no longer exists',
    cannotGiveRole: (asManager: boolean) => `As ${asManager ? 'a manager' : 'a member'} you cannot give the role you chose.`,
    invitationQuota: (count: number) => `Your restaurant sent ${count} invitations in the last 24 hours. Please try again tomorrow.`,
    alreadyMember: (email: string) => `${email} is already in your team.`,
    alreadyMemberField: 'Already a member',
    alreadyInvited: (email: string) => `${email} already has an invitation. Resend it from the list if needed.`,
    alreadyInvitedField: 'Already invited',
    notYourself: 'You cannot change your own place in the team. Leave the restaurant from Settings instead.',
    ownerUnchangeable: 'An owner cannot be changed or removed. The owner can transfer ownership instead.',
    tooManyWrongPasswords: 'Too many wrong passwords. Please wait a few minutes and try again.',
    wrongPassword: 'Your password is not correct',
    alreadyOwner: 'You already own this restaurant.',
    ownershipToManager: 'Ownership can only go to a manager. Make them a manager first.',
    onlyOwnerOpens: 'Only the owner of a restaurant can open another one.',
    addressTaken: 'This address is already taken. Please choose another one.',
    addressTakenField: 'This address is already taken',
  },
  profile: {
    noProfile: 'You have no profile yet',
    restaurantFieldsForbidden: "Only the restaurant's owner or a manager can change its name or time zone.",
    slugTooShort: 'The address needs at least 3 characters',
    slugTooLong: 'The address is at most 48 characters',
    slugFormat: 'Use lowercase letters, digits and single dashes, e.g. chez-ada',
  },
  menu: {
    priceRequired: 'Price is required',
    priceNotNumber: 'Price must be a number',
    priceNegative: 'Price cannot be negative',
    priceTooHigh: (max: number) => `Price cannot exceed €${max}`,
    priceDecimals: 'Price can have at most two decimals',
    costNotNumber: 'Cost must be a number',
    costNegative: 'Cost cannot be negative',
    costTooHigh: (max: number) => `Cost cannot exceed €${max}`,
    costDecimals: 'Cost can have at most two decimals',
    imageUrlTooLong: 'Image URL is too long',
    imageUrlScheme: 'Image URL must start with http:// or https://',
    descriptionTooLong: (max: number) => `Description is at most ${max} characters`,
    chooseCategory: 'Choose one of the menu categories',
    translationsNotAnObject: 'Translations must be an object of languages, each with a name and a description',
    /** A key of a dish's translations that is not a language of ours; `languages` lists them. */
    translationsUnknownLanguage: (key: string, languages: string) => `"${key}" is not one of the languages: ${languages}`,
    availabilityBoolean: 'is_available must be true or false',
    notAMenuItemId: 'Not a menu item id',
    itemNotFound: 'Menu item not found',
    /** The plan's name (null: no plan) and menu item limit, and the next plan up (null: none). */
    itemLimit: (plan: string | null, limit: number | null, next: NextPlan | null) => {
      const current = plan ? `Your ${plan} plan allows ${limit} menu items.` : `Without a plan you can add up to ${limit} menu items.`;
      if (!next) return current;
      const upgrade = plan ? 'Upgrade to' : 'Subscribe to';
      const lift = next.limit === null ? 'for unlimited menu items' : `for up to ${next.limit}`;
      return `${current} ${upgrade} ${next.name} ${lift}.`;
    },
  },
  /** Photos of dishes (issue 19, decision 0026): upload refusals and the photo addresses. */
  photos: {
    noFile: 'Send the photo as the request body',
    notAnImage: 'This file is not a JPEG, PNG or WebP image',
    unreadable: 'This image could not be read: the file may be damaged',
    tooLarge: (megabytes: number) => `A photo can be at most ${megabytes} MB`,
    tooManyPixels: (megapixels: number) => `This photo has too many pixels: at most ${megapixels} megapixels`,
    busy: 'Many photos are being processed right now. Please try again in a moment.',
    notFound: 'Photo not found',
    /** A dish's image_url names a photo this restaurant no longer has (removed, or never its own). */
    unknownPhoto: 'This photo is no longer stored: upload it again',
  },
  orders: {
    unknownStatus: 'Unknown order status',
    searchTooLong: (max: number) => `Search is at most ${max} characters`,
    enterDay: 'Enter a date as YYYY-MM-DD',
    daysReversed: 'The first day is after the last day',
    notAnOrderId: 'Not an order id',
    readyInMinutes: (max: number) => `Choose when it will be ready: 0 to ${max} minutes from now`,
    rejectionReasonRequired: 'Say why the order is rejected: the guest reads it',
    rejectionReasonOneLine: 'Write the reason on one line',
    autoAcceptBoolean: 'Auto-accept is on or off',
    realertMinutes: 'Alert again after 1 to 60 minutes',
    notPending: 'This order is no longer waiting to be accepted: someone has already answered it',
    enterPhone: 'Enter a valid phone number',
    enterEmail: 'Enter a valid email address',
    pickMenuItem: 'Pick a menu item',
    quantityNumber: 'Quantity must be a number',
    quantityWhole: 'Quantity must be a whole number',
    quantityMin: 'Quantity must be at least 1',
    quantityMax: (max: number) => `Quantity is at most ${max}`,
    addItem: 'Add at least one item',
    tooManyLines: (max: number) => `An order has at most ${max} different items`,
    itemOnce: 'Each menu item appears once with the same choices; change its quantity instead',
    notFound: 'Order not found',
    itemGone: 'This item is no longer on the menu',
    itemUnavailable: (name: string) => `${name} is not available right now`,
    /** `unavailable`: the names of the dishes sold out; `missing`: how many items left the menu. */
    refused: (unavailable: readonly string[], missing: number) => {
      const parts: string[] = [];
      if (unavailable.length > 0) {
        const names = unavailable.length === 1 ? (unavailable[0] ?? '') : `${unavailable.slice(0, -1).join(', ')} and ${unavailable.at(-1)}`;
        parts.push(`${names} ${unavailable.length === 1 ? 'is' : 'are'} not available right now.`);
      }
      if (missing > 0) parts.push(`${missing === 1 ? 'One item is' : `${missing} items are`} no longer on the menu.`);
      return parts.join(' ');
    },
    tooLarge: 'This order is too large',
    totalTooLarge: 'The total is beyond what one order can hold',
    /** A refused order line: the dish's name, then what is wrong with it (one of the line messages below). */
    lineProblem: (dish: string, problem: string) => `${dish}: ${problem}`,
    notAnOption: 'this choice is not one of its options',
    optionRepeated: (option: string) => `${option} is chosen twice`,
    optionSoldOut: (option: string) => `${option} is sold out`,
    chooseAtLeast: (group: string, min: number) => (min === 1 ? `choose ${group}` : `choose at least ${min} for ${group}`),
    chooseAtMost: (group: string, max: number) => `choose at most ${max} for ${group}`,
    belowZero: 'these choices would make it cost less than nothing',
    optionIds: 'Options are a list of option ids',
    soldOut: 'sold out',
    onlyLeft: (count: number) => `only ${count} left`,
    optionOnlyLeft: (option: string, count: number) => `${option}: only ${count} left`,
  },
  portions: {
    whole: (max: number) => `A count is a whole number from 0 to ${max}, or null for not counted`,
  },
  categories: {
    notACategoryId: 'Not a category id',
    notFound: 'Category not found',
    /** A name the restaurant already uses, whatever its case. */
    nameTaken: (name: string) => `There is already a category called “${name}”`,
    /** A dish sent with a category name the restaurant does not have. */
    unknownName: (name: string) => `There is no category called “${name}”. Add it under Menu → Categories first`,
    hiddenBoolean: 'is_hidden must be true or false',
    /** Deleting a category that still holds `count` dishes, without saying where they go. */
    moveToRequired: (count: number) =>
      count === 1
        ? 'This category still holds 1 dish: choose the category it moves to'
        : `This category still holds ${count} dishes: choose the category they move to`,
    moveToSelf: 'Choose another category than the one being deleted',
    moveToNotFound: 'The category to move the dishes to was not found',
    keepOne: 'A menu keeps at least one category',
    tooMany: (max: number) => `A menu has at most ${max} categories`,
    listEveryCategory: 'Send every category of the menu once, in the new order',
    listEveryDish: 'Send every dish of the category once, in the new order',
  },
  options: {
    notAGroupId: 'Not an option group id',
    notAnOptionId: 'Not an option id',
    groupNotFound: 'Option group not found',
    optionNotFound: 'Option not found',
    selection: 'Choose single or multiple choice',
    minWhole: 'The minimum is a whole number from 0',
    maxWhole: 'The maximum is a whole number from 1',
    minAboveMax: 'The minimum cannot be above the maximum',
    minAboveOptions: (count: number) => `The minimum cannot be above the number of options (${count})`,
    tooManyDefaults: 'More options are preselected than a guest may choose',
    addOption: 'Add at least one option',
    tooManyOptions: (max: number) => `A group has at most ${max} options`,
    optionNamesUnique: 'Each option of a group needs its own name',
    optionOnce: 'Each option appears once',
    priceDeltaRange: (max: number) => `A price change is an amount between -${max} and ${max}`,
    unknownGroup: 'This option group does not exist',
    tooManyGroups: (max: number) => `A dish offers at most ${max} option groups`,
    groupOnce: 'Each option group is added once',
  },
  allergens: {
    /** Regulation (EU) 1169/2011, Annex II, in its English wording. */
    names: {
      gluten: 'Cereals containing gluten',
      crustaceans: 'Crustaceans',
      eggs: 'Eggs',
      fish: 'Fish',
      peanuts: 'Peanuts',
      soybeans: 'Soybeans',
      milk: 'Milk',
      nuts: 'Nuts',
      celery: 'Celery',
      mustard: 'Mustard',
      sesame: 'Sesame seeds',
      sulphites: 'Sulphur dioxide and sulphites',
      lupin: 'Lupin',
      molluscs: 'Molluscs',
    },
    marks: { vegetarian: 'Vegetarian', vegan: 'Vegan', spicy: 'Spicy' },
    contains: 'Contains',
    mayContain: 'May contain',
    unknown: 'Not one of the 14 allergens',
    unknownMark: 'Not one of the dietary marks (vegetarian, vegan, spicy)',
    notAList: 'Allergens are a list',
  },
  /**
   * Menu import and export (issue 19, decision 0028): what is wrong with a file, said of one cell (the preview lists
   * each by row and column) or of the whole file. Column names (ref, name, price…) are the format's, in every language.
   */
  transfer: {
    chooseFormat: 'Choose csv or xlsx',
    fileEmpty: 'The file is empty',
    fileTooLarge: (max: number) => `The file is larger than ${max} MB: split it into smaller files`,
    tooManyRows: (max: number) => `A table of the file has more than ${max} rows: import at most ${max} at a time`,
    oldExcel: 'This is an old Excel file (.xls): save it as .xlsx or CSV, then import it again',
    notReadable: 'This file is neither CSV nor XLSX: save it from your spreadsheet program as one of them',
    unreadableXlsx: 'This XLSX file could not be read: save it again from your spreadsheet program, or as CSV',
    unclosedQuote: 'A quoted cell is never closed: a " is missing',
    noHeader: 'The first row must name the columns (ref, name, price…), as in the template',
    tableTwice: 'The file has this table twice: keep one',
    unknownColumn: (column: string) => `“${column}” is not a column of the import format`,
    columnTwice: (column: string) => `The column “${column}” appears twice`,
    missingColumn: (column: string) => `The column “${column}” is missing`,
    required: 'This cell is required',
    notAPrice: (text: string) => `“${text}” is not a price`,
    ambiguousPrice: (text: string) => `“${text}” can be read two ways: write it without a thousands separator, e.g. 1250.00 or 12.50`,
    tooManyDecimals: (text: string) => `“${text}” has more than two decimals`,
    negativePrice: (text: string) => `“${text}” is below zero`,
    notAWholeNumber: (text: string) => `“${text}” is not a whole number`,
    tooManyPortions: (text: string, max: number) => `“${text}” is more than ${max} portions a day`,
    notYesNo: (text: string) => `“${text}” is neither yes nor no`,
    unknownAllergen: (text: string, keys: string) => `“${text}” is not one of the allergens: ${keys}`,
    unknownMark: (text: string, marks: string) => `“${text}” is not one of the dietary marks: ${marks}`,
    unknownSelection: (text: string) => `“${text}” is neither single nor multiple`,
    unknownGroup: (name: string) => `“${name}” is not an option group, neither in this file nor on the menu`,
    groupNameTaken: (name: string) => `Two of your option groups are called “${name}”: rename one before importing`,
    refFormat: (max: number) => `A ref is one line of at most ${max} characters`,
    refTwice: (row: number) => `Row ${row} has the same ref`,
    nameTwice: (row: number) => `Row ${row} has the same name and no ref: give each dish its own ref`,
    nameAmbiguous: (name: string) => `Several dishes are called “${name}”: add the ref to say which one`,
    sameDish: (row: number) => `Row ${row} already changes this dish`,
    groupRowDiffers: (row: number) => `Differs from row ${row}, the group’s first: a group’s settings are the same on each of its rows`,
    formulaWithoutValue: 'This formula has no computed value: open and save the file in your spreadsheet program, or type the value',
    hasErrors: (count: number) => (count === 1 ? 'The file has 1 error: nothing was imported' : `The file has ${count} errors: nothing was imported`),
    changedSincePreview: 'The menu changed since this file was checked: check it again, then import',
    /** More new dishes than the plan has room for: how many the file adds, the plan (null: none), its limit, the menu's count now, the next plan up. */
    planLimit: (addCount: number, plan: string | null, limit: number, menuCount: number, next: NextPlan | null) => {
      const dishes = addCount === 1 ? '1 dish' : `${addCount} dishes`;
      const allows = plan ? `your ${plan} plan allows ${limit} menu items` : `without a plan you can have ${limit} menu items`;
      const over = menuCount + addCount - limit;
      const current = `This file adds ${dishes}; ${allows} and you have ${menuCount} — ${over} more than you have room for.`;
      if (!next) return current;
      const upgrade = plan ? 'Upgrade to' : 'Subscribe to';
      const lift = next.limit === null ? 'for unlimited menu items' : `for up to ${next.limit}`;
      return `${current} ${upgrade} ${next.name} ${lift}.`;
    },
  },
  /** The restaurant's clock (issue 20): its settings' checks and the order page's refusals. */
  serviceHours: {
    /** The BCP 47 tag dates and times are formatted with in these messages. */
    dateLocale: 'en-GB',
    enterTime: 'Enter a time as HH:MM',
    rangeEmpty: 'Opening and closing times must differ',
    tooManyRanges: (max: number) => `At most ${max} opening times per day`,
    enterDate: 'Enter a date as YYYY-MM-DD',
    dateTwice: 'Each date can have one exception only',
    tooManyExceptions: (max: number) => `At most ${max} exceptions`,
    cutoffRange: 'The business day starts between 00:00 and 12:00',
    preparationRange: (max: number) => `Preparation time is between 0 and ${max} minutes`,
    pacingRange: (max: number) => `Pacing is between 1 and ${max} orders per slot`,
    tooLong: (max: number) => `At most ${max} characters`,
    pauseLength: 'Pause for 15, 30 or 60 minutes, or until resumed',
    /** `opens`: "Tue 11:30", already in the reader's language; null when no opening is ahead. */
    closed: (opens: string | null) => (opens ? `We are closed right now. We open ${opens}.` : 'We are closed right now.'),
    closedSchedule: (opens: string | null) =>
      opens ? `We are closed right now. We open ${opens}: choose a pickup time.` : 'We are closed right now: choose a pickup time.',
    /** `until`: "19:45" (null: until resumed); `message`: the restaurant's own words, as written. */
    paused: (until: string | null, message: string | null) =>
      `${until ? `Online orders are paused until ${until}.` : 'Online orders are paused.'}${message ? ` ${message}` : ''}`,
    slotFull: (time: string) => `The ${time} pickup slot is full. Please choose another time.`,
    notASlot: 'This pickup time is not available. Please choose another one.',
    noScheduling: 'This restaurant only takes orders for as soon as possible.',
  },
  storefront: {
    enterName: 'Please enter your name',
    phoneTooLong: (max: number) => `Phone is at most ${max} characters`,
    enterPhone: 'Please enter a valid phone number',
    emailTooLong: 'Email is too long',
    enterEmail: 'Please enter a valid email address',
    notesTooLong: (max: number) => `Notes are at most ${max} characters`,
    unknownMenuItem: 'Unknown menu item',
    quantityMax: (max: number) => `At most ${max} of one item`,
    cartEmpty: 'Your cart is empty',
    tooManyLines: (max: number) => `At most ${max} different items per order`,
    phoneOrEmail: 'Please give a phone number or an email address',
    restaurantNotFound: 'We could not find this restaurant.',
    orderNotFound: 'We could not find this order.',
    couldNotPlace: 'We could not place this order.',
    tooManyOrders: (seconds: number) => `Too many orders right now. Please try again in ${seconds} seconds.`,
    /** The fallback name of a restaurant that no longer has one. */
    restaurant: 'Restaurant',
    posterTitle: (restaurant: string) => `${restaurant} — order online`,
    posterLead: 'Scan to order online',
    posterQrLabel: (url: string) => `QR code linking to ${url}`,
    posterBrand: 'Orders go straight to the kitchen · Maître',
  },
  kitchen: {
    notAStationId: 'Not a station id',
    stationNotFound: 'Station not found',
    nameTaken: (name: string) => `There is already a station called “${name}”`,
    tooMany: (max: number) => `A restaurant has at most ${max} stations`,
    listEveryStation: 'Send every station once, in the new order',
    lateAfterWarn: 'Late comes after the warning: choose more minutes',
    ticketNotFound: 'Order not found',
    lineNotFound: 'Line not found',
    notOpen: 'This order is not on the kitchen display',
    nothingToRecall: 'This order is still on the kitchen display',
    unknownCategory: 'One of the categories is not on this menu',
    unknownDish: 'One of the dishes is not on this menu',
  },
  tables: {
    notATableId: 'Not a table id',
    notFound: 'Table not found',
    /** A label the restaurant already uses, whatever its case. */
    labelTaken: (label: string) => `There is already a table called “${label}”`,
    tooMany: (max: number) => `A restaurant has at most ${max} tables`,
    listEveryTable: 'Send every table once, in the new order',
    /** A guest's order naming a table the restaurant does not have (an old or mistyped QR code). */
    unknownTable: (label: string) => `There is no table “${label}” here. Please ask the staff, or order for pickup.`,
    tableWithPickup: 'An order at a table is served as soon as possible: leave out the pickup time',
    cardsTitle: (restaurant: string) => `${restaurant} — table cards`,
    cardTable: (label: string) => `Table ${label}`,
    cardLead: 'Scan to order · pay at the table',
    cardQrLabel: (url: string) => `QR code linking to ${url}`,
    noTables: 'No tables yet: add them in Settings → Tables.',
  },
  devices: {
    notFound: 'Device not found',
    unknownKind: 'Choose what the device is: kitchen display, ready board, printer or print bridge',
    /** A code that is wrong, already used or revoked: one message, so a guess learns nothing. */
    codeInvalid: 'This code is not valid. Check it, or ask a manager for a new one in Settings → Screens and printers.',
    codeExpired: 'This code has expired. Ask a manager for a new one in Settings → Screens and printers.',
    tooManyAttempts: (seconds: number) => `Too many wrong codes from here. Please try again in ${seconds} seconds.`,
    /** A device's kind that may not do this (a ready board bumping a ticket). */
    notAllowed: 'This screen is not allowed to do this.',
  },
  /** Printed tickets (issue 21, decision 0038): the kitchen ticket, the guest receipt, a cancellation; and printers. */
  printing: {
    kitchen: 'Kitchen',
    receipt: 'Receipt',
    copy: 'COPY',
    cancelled: 'CANCELLED',
    order: (number: number) => `Order #${number}`,
    table: (label: string) => `Table ${label}`,
    pickup: (time: string) => `Pickup ${time}`,
    asSoonAsPossible: 'As soon as possible',
    placed: (time: string) => `Placed ${time}`,
    ready: (time: string) => `Ready ${time}`,
    guest: (name: string) => `Guest: ${name}`,
    allergens: 'Allergens',
    traces: 'May contain',
    note: 'Note',
    total: 'Total',
    reference: (ref: string) => `Ref. ${ref}`,
    thanks: 'Thank you!',
    printerNotFound: 'Printer not found',
    notAPrinterId: 'Not a printer id',
    hostRequired: 'Enter the printer’s address on your network, like 192.168.1.50.',
    hostInvalid: 'Enter an IP address or a host name, without http:// and without the port.',
    portInvalid: 'The port is a whole number from 1 to 65535 (most printers use 9100).',
    bridgeOnly: 'Only a network printer reached through the print bridge has an address and a port.',
    jobNotFound: 'No print job of yours is waiting under this token.',
    noPrinter: 'No printer prints this ticket: add one in Settings → Printers.',
    /** The plan's name (null: no plan), its printer limit, and the next plan up (null: none). */
    printerLimit: (plan: string | null, limit: number | null, next: NextPlan | null) => {
      const current = plan ? `Your ${plan} plan allows ${limit} printers.` : `Without a plan you can add ${limit} printer.`;
      if (!next) return current;
      const lift = next.limit === null ? 'for unlimited printers' : `for up to ${next.limit}`;
      return `${current} ${plan ? 'Upgrade to' : 'Subscribe to'} ${next.name} ${lift}.`;
    },
  },
  billing: {
    planRequired: (plan: string, orHigher: boolean) =>
      `This feature needs the ${plan} plan${orHigher ? ' or higher' : ''}. Choose a plan on the Subscription page.`,
    subscriptionExists: 'You already have a subscription. Use Manage Billing to change or cancel your plan.',
    noBillingAccount: 'There is no billing account yet: choose a plan first.',
    priceNotAPlan: 'This price is not one of our plans. Choose a plan on the subscription page.',
    notAbsoluteUrl: (field: string) => `${field} must be an absolute URL`,
    notOurPage: (field: string, appUrl: string) => `${field} must be a page of Maître (${appUrl})`,
    invalidField: (field: string, problem: string) => `Invalid ${field}: ${problem}`,
    requestBody: 'request body',
    unavailable: 'Maître is unavailable right now. Please try again in a moment.',
    checkoutFailed: 'The payment service could not start the checkout. Please try again in a moment.',
  },
  reports: {
    rangeTooLong: (days: number) => `A report covers at most ${days} days`,
  },
  realtime: {
    tooManyConnections: 'Too many live connections right now. Please try again in a moment.',
    tooManyFromHere: 'Too many live connections from here. Close another tab or try again later.',
  },
  /** The pages' HTML before the app's script runs (the server writes them in the visitor's language). */
  pages: {
    loading: 'Loading…',
    dashboardDescription: 'Maître — the dashboard for restaurant owners: menu, orders and subscription in one place.',
    storefrontTitle: 'Order online',
    storefrontDescription: 'Order online, straight from the restaurant.',
  },
};

/** Maps a messages object to its type for translations: the same keys, functions keep their parameters. */
export type MessagesShape<T> = {
  [K in keyof T]: T[K] extends (...args: infer A) => string ? (...args: A) => string : T[K] extends string ? string : MessagesShape<T[K]>;
};

/** The messages in any language: every key of the English object, functions with the same parameters. */
export type Messages = MessagesShape<typeof en>;
