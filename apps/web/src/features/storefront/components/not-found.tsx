import { notFoundTexts } from '../texts';

export function NotFound({ message = notFoundTexts.page }: { message?: string }) {
  return (
    <main className="mx-auto max-w-xl px-4 py-24 text-center">
      <h1 className="font-display text-2xl font-semibold">{notFoundTexts.title}</h1>
      <p className="mt-3 text-stone-600">{message}</p>
    </main>
  );
}
