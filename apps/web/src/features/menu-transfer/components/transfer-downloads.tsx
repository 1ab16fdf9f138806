/** The four downloads (issue 19; an icon the dashboard already ships: lucide's icons share one first-load chunk): the menu and the template, each as CSV or Excel, written for the reader's language. */
import type { Locale } from '@maitre/shared/locales';
import { ArrowDown } from 'lucide-react';
import { secondaryButtonClass } from '@/components/ui/form-control-classes';
import { transferFileUrl } from '../api/transfer-files';
import { transferPageTexts } from '../texts';

export function TransferDownloads({ locale }: { locale: Locale }) {
  const links = [
    { href: transferFileUrl('export', 'csv', locale), label: transferPageTexts.menuCsv },
    { href: transferFileUrl('export', 'xlsx', locale), label: transferPageTexts.menuXlsx },
    { href: transferFileUrl('template', 'csv', locale), label: transferPageTexts.templateCsv },
    { href: transferFileUrl('template', 'xlsx', locale), label: transferPageTexts.templateXlsx },
  ];
  return (
    <ul aria-label={transferPageTexts.downloads} className="flex flex-wrap gap-2">
      {links.map((link) => (
        <li key={link.href}>
          {/* The server names the file (Content-Disposition); `download` keeps the browser on this page. */}
          <a href={link.href} download className={secondaryButtonClass}>
            <ArrowDown aria-hidden="true" className="h-4 w-4" />
            {link.label}
          </a>
        </li>
      ))}
    </ul>
  );
}
