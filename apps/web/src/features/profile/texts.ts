/** Every text of features/profile a person reads (the Settings page and its profile and language sections), in English; the translations are texts.<locale>.ts beside it (decision 0023). */
import { defineTexts } from '@/lib/i18n';

/** The Settings page: its title and the sections' headings and descriptions. */
export const settingsTexts = defineTexts('profile.settingsTexts', {
  title: 'Settings',
  subtitle: 'Your details, your password and where you are signed in.',
  profileTitle: 'Profile',
  profileDescription: "How you and your restaurant appear in Maître. The time zone sets when your restaurant's day starts and ends.",
  profileFailed: 'Your profile could not be loaded. Reload the page to try again.',
  languageTitle: 'Language',
  languageDescription: 'The language Maître speaks to you, and the one your guests see first.',
  onlineOrderingTitle: 'Online ordering',
  onlineOrderingDescription: "Your restaurant's own order page. Share the link or print the QR code poster for your window and tables.",
  passwordTitle: 'Password',
  passwordDescription: 'Changing it asks for your current password and signs out every other device.',
  devicesTitle: 'Devices',
  devicesDescription: 'Lost a phone or used a shared computer? End every session of your account at once.',
});

/** The profile form in Settings. */
export const profileFormTexts = defineTexts('profile.profileFormTexts', {
  fullName: 'Full name',
  restaurantName: 'Restaurant name',
  timeZone: 'Time zone',
  email: 'Email',
  emailHint: 'Your sign-in email cannot be changed here.',
  save: 'Save profile',
  saved: 'Profile saved',
});

/** The language section in Settings: the member's own language, and the restaurant's default one. */
export const languageTexts = defineTexts('profile.languageTexts', {
  yourLanguage: 'Your language',
  browserDefault: 'Browser default',
  yourLanguageHint: "For your screens and emails in Maître. Browser default follows your browser's language.",
  save: 'Save language',
  saved: 'Language saved',
  restaurantLanguage: "Restaurant's default language",
  restaurantLanguageHint: "For your order page and your guests' emails, when a guest's browser asks for none of these languages.",
  saveRestaurantLanguage: 'Save default language',
  restaurantLanguageSaved: 'Default language saved',
  readOnly: "Only the owner or a manager can change the restaurant's default language.",
});
