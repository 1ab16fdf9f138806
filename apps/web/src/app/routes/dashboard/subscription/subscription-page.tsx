export function SubscriptionPage() {
  return (
    <main className="p-8">
      <h1 className="font-display text-2xl font-semibold">Subscription</h1>
    </main>
  );
}
