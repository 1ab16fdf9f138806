export function OverviewPage() {
  return (
    <main className="p-8">
      <h1 className="font-display text-2xl font-semibold">Dashboard</h1>
    </main>
  );
}
