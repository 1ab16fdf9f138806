/**
 * What the signed-in member may do in the restaurant the session acts for: their role (GET /api/profile) read through
 * the shared permission table, the one the API enforces. The screens hide or disable what the role may not use; the
 * server refuses it anyway.
 */
import { can, type Permission, type Role } from '@maitre/shared/team';
import { useAuth } from '@/features/auth/auth-context';

/** The member's role in the active restaurant; null for an account that belongs to none. */
export function useRole(): Role | null {
  return useAuth().profile?.role ?? null;
}

export function usePermission(permission: Permission): boolean {
  return can(useRole(), permission);
}
