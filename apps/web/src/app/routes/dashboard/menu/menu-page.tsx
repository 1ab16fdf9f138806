export function MenuPage() {
  return (
    <main className="p-8">
      <h1 className="font-display text-2xl font-semibold">Menu</h1>
    </main>
  );
}
