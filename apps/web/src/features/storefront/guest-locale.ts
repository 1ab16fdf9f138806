/**
 * The guest's language on the order page (decision 0023): the one they picked before on this device, else their
 * browser's, else the restaurant's default language, which the page learns with the menu.
 */
import { isLocale, type Locale } from '@maitre/shared/locales';
import type { PublicOrder, Storefront } from '@maitre/shared/storefront';
import { currentLocale, storedLocale } from '@/lib/i18n';
import { switchLocale } from '@/lib/locale-root';

/** The guest's pick when the device cannot store it (private mode): it still wins over the restaurant's default. */
let chosenThisVisit: Locale | null = null;
/** Set by a pick, taken by the picker once the page has re-mounted in the new language, so the focus stays on it. */
let refocusPicker = false;

/** The guest picks a language: remembered on this device, so the next visit (and the order's page) starts in it. */
export function chooseLanguage(locale: Locale): Promise<void> {
  refocusPicker = true;
  // Stored once its texts are shown (switchLocale); a device that cannot store it keeps the pick for this visit.
  return switchLocale(locale, { remember: true }).then(() => {
    if (currentLocale() === locale && storedLocale() !== locale) chosenThisVisit = locale;
  });
}

/** Whether the language picker should take the focus as it mounts (once after each pick). */
export function takeRefocusRequest(): boolean {
  const requested = refocusPicker;
  refocusPicker = false;
  return requested;
}

/** Whether any of the browser's languages is one of ours ("fr-BE" counts as fr). */
function browserAsksForOneOfOurs(): boolean {
  if (typeof navigator === 'undefined') return false;
  const asked = navigator.languages?.length ? navigator.languages : [navigator.language];
  return asked.some((tag) => isLocale(tag.toLowerCase().split(/[-_]/)[0]));
}

/**
 * Turns the page to `fallback` when the guest has picked no language and the browser asks for none of ours (English
 * until then). A module function, so its identity never changes.
 */
function follow(fallback: Locale | null | undefined): void {
  if (storedLocale() || chosenThisVisit || browserAsksForOneOfOurs()) return;
  if (fallback && currentLocale() !== fallback) void switchLocale(fallback);
}

/** Called with each menu: the restaurant's default language is the page's when nothing else decides. */
export function followRestaurantLanguage(storefront: Storefront): void {
  follow(storefront.restaurant.default_language);
}

/**
 * Called with the order: its page opens in the language the guest ordered in (a link opened later, on another device,
 * or after a reload), when nothing else decides.
 */
export function followOrderLanguage(order: PublicOrder): void {
  follow(order.locale);
}
