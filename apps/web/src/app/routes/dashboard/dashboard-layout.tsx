import { Outlet } from 'react-router';
import { useAuth } from '@/features/auth/auth-context';

export function DashboardLayout() {
  const { user, signOut } = useAuth();
  return (
    <div className="min-h-screen">
      <header className="flex items-center justify-between border-b border-stone-200 bg-white px-6 py-3">
        <span className="font-display text-xl font-semibold">Maître</span>
        <div className="flex items-center gap-3 text-sm">
          <span>{user?.email}</span>
          <button type="button" onClick={() => void signOut()} className="rounded-md border border-stone-300 px-3 py-1.5">
            Sign Out
          </button>
        </div>
      </header>
      <Outlet />
    </div>
  );
}
