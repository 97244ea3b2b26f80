import type { Role } from '@app/shared';
import { RequireAuth } from './RequireAuth';

/**
 * Role-only areas (/admin, /driver): signed-out visitors log in first; signed-in users without
 * one of the roles go home, as the spec says.
 */
export function RequireRole({ roles }: { roles: readonly Role[] }) {
  return <RequireAuth roles={roles} />;
}
