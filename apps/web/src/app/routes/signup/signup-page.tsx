export function SignupPage() {
  return (
    <main className="p-8">
      <h1 className="font-display text-2xl font-semibold">Create your account</h1>
    </main>
  );
}
