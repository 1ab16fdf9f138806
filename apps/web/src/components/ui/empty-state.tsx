import type { ReactNode } from 'react';

export function EmptyState({ icon, children }: { icon?: ReactNode; children: ReactNode }) {
  return (
    <div className="flex flex-col items-center gap-3 rounded-xl border border-dashed border-stone-300 bg-white px-6 py-12 text-center text-stone-600">
      {icon && <span className="text-stone-400">{icon}</span>}
      <p>{children}</p>
    </div>
  );
}
