import { Lock } from 'lucide-react';
import { notAllowedTexts } from '../texts';
import { useRole } from '../use-permission';

/** A page the member's role may not use, opened by its address: the navigation does not offer it. */
export function NotAllowed({ title }: { title: string }) {
  const role = useRole();
  return (
    <section className="mx-auto max-w-xl rounded-2xl border border-stone-200 bg-white p-8 text-center shadow-sm">
      <span className="mx-auto flex h-12 w-12 items-center justify-center rounded-full bg-stone-100 text-stone-600">
        <Lock aria-hidden="true" className="h-6 w-6" />
      </span>
      <h1 className="mt-4 font-display text-2xl font-semibold">{title}</h1>
      <p className="mt-2 text-stone-600">{role ? notAllowedTexts.role(role) : notAllowedTexts.noRestaurant}</p>
    </section>
  );
}
