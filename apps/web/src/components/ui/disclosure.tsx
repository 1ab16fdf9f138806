/**
 * A part of a form that stays closed until asked for, and opens by itself when `openWhen` becomes true (one of its fields
 * was refused). Its content is rendered only while open (the form keeps the values meanwhile), so closed it adds no
 * second field of the same name to the form.
 */
import { ChevronDown } from 'lucide-react';
import { type ReactNode, useEffect, useState } from 'react';

export function Disclosure({
  id,
  summary,
  openWhen,
  className = '',
  panelClassName,
  children,
}: {
  /** The panel's id (the button controls it). */
  id: string;
  summary: ReactNode;
  openWhen: boolean;
  className?: string;
  panelClassName: string;
  children: ReactNode;
}) {
  const [open, setOpen] = useState(false);
  useEffect(() => {
    if (openWhen) setOpen(true);
  }, [openWhen]);
  return (
    <div className={`rounded-lg border border-stone-200 ${className}`}>
      <button
        type="button"
        aria-expanded={open}
        aria-controls={id}
        onClick={() => setOpen(!open)}
        className="flex min-h-11 w-full items-center justify-between gap-3 rounded-lg px-3 py-2 text-left text-sm font-medium text-stone-800 hover:bg-stone-50"
      >
        <span>{summary}</span>
        <ChevronDown aria-hidden="true" className={`h-4 w-4 shrink-0 transition-transform ${open ? 'rotate-180' : ''}`} />
      </button>
      <div id={id} hidden={!open} className={`border-t border-stone-200 px-3 pt-3 pb-4 ${panelClassName}`}>
        {open && children}
      </div>
    </div>
  );
}
