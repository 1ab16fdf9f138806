import type { Locale } from '@maitre/shared/locales';
import type { TransferFormat } from '@maitre/shared/menu-transfer';

/**
 * Where the browser downloads the menu or the template (a plain link: the server answers the file with its name, the
 * session cookie goes with it). `locale` decides the CSV's separator and decimal mark: the reader's language.
 */
export function transferFileUrl(file: 'export' | 'template', format: TransferFormat, locale: Locale): string {
  return `/api/menu-transfer/${file}?${new URLSearchParams({ format, locale })}`;
}
