import type { ReactNode } from 'react';
import { Link } from 'react-router';

/** The frame of the sign-in, sign-up and password pages: the product name, a card, and what comes under it. */
export function AuthLayout({ title, subtitle, children, footer }: { title: string; subtitle?: ReactNode; children: ReactNode; footer?: ReactNode }) {
  return (
    <div className="flex min-h-screen flex-col bg-gradient-to-b from-brand-50 to-stone-100 px-4 py-10 sm:py-16">
      <main className="mx-auto w-full max-w-md">
        <Link to="/" className="mb-8 block text-center font-display text-3xl font-semibold tracking-tight text-stone-900">
          {/* i18n-ignore: the product's name, the same in every language */}
          Maître
        </Link>
        <div className="rounded-2xl border border-stone-200 bg-white p-6 shadow-sm sm:p-8">
          <h1 className="font-display text-2xl font-semibold text-stone-900">{title}</h1>
          {subtitle && <p className="mt-1.5 text-sm text-stone-600">{subtitle}</p>}
          <div className="mt-6">{children}</div>
        </div>
        {footer && <div className="mt-6 text-center text-sm text-stone-600">{footer}</div>}
      </main>
    </div>
  );
}

export const linkClassName = 'font-medium text-brand-700 underline-offset-4 hover:underline';
