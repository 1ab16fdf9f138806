export function SettingsPage() {
  return (
    <main className="p-8">
      <h1 className="font-display text-2xl font-semibold">Settings</h1>
    </main>
  );
}
