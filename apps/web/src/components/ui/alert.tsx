import { CircleAlert, CircleCheck, Info } from 'lucide-react';
import type { ReactNode } from 'react';

type Tone = 'error' | 'info' | 'success';

const TONES: Record<Tone, { box: string; icon: typeof Info }> = {
  error: { box: 'border-red-200 bg-red-50 text-red-800', icon: CircleAlert },
  info: { box: 'border-brand-100 bg-brand-50 text-stone-800', icon: Info },
  success: { box: 'border-emerald-200 bg-emerald-50 text-emerald-900', icon: CircleCheck },
};

/**
 * A message box inside a page; errors are announced at once, the others politely. `announce={false}` for one the page
 * moves the focus to, which reads it out already (a live region too would say it twice).
 */
export function Alert({
  tone = 'info',
  title,
  children,
  className = '',
  announce = true,
}: {
  tone?: Tone;
  title?: string;
  children?: ReactNode;
  className?: string;
  announce?: boolean;
}) {
  const { box, icon: Icon } = TONES[tone];
  const role = announce ? (tone === 'error' ? 'alert' : 'status') : undefined;
  return (
    <div role={role} className={`flex gap-3 rounded-lg border p-3 text-sm ${box} ${className}`}>
      <Icon aria-hidden="true" className="mt-0.5 h-4 w-4 shrink-0" />
      <div className="space-y-2">
        {title && <p className="font-semibold">{title}</p>}
        {children}
      </div>
    </div>
  );
}
