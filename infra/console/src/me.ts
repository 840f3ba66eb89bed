import { createContext, useContext } from 'react';
import type { Permission, Role } from '../../src/console/roles';
import type { StaffView } from '../../src/console/staff';
import { consoleGet } from './api';

/** `GET /console/api/me`: the staff member, the session's stage and the role's permissions. */
export interface MeAnswer extends StaffView {
  stage: 'password' | 'full';
  permissions: Permission[];
  csrf_token: string;
}

/** Who is signed in, as every section sees it (`useConsoleMe()`). */
export interface ConsoleMe {
  staff: { id: number; email: string; name: string; role: Role };
  permissions: Permission[];
}

/** The TanStack Query key of `GET /me` (invalidate it after a change that alters the signed-in staff member). */
export const ME_KEY = ['console', 'me'] as const;

export function fetchMe(): Promise<MeAnswer> {
  return consoleGet<MeAnswer>('/me');
}

export function meOf(answer: MeAnswer): ConsoleMe {
  return {
    staff: { id: answer.id, email: answer.email, name: answer.name, role: answer.role },
    permissions: answer.permissions,
  };
}

/** Provided by the frame's shell around every section page (only after a full sign-in). */
export const MeContext = createContext<ConsoleMe | null>(null);

/** The signed-in staff member and their permissions. Only inside the shell (every section page is). */
export function useConsoleMe(): ConsoleMe {
  const me = useContext(MeContext);
  if (!me) throw new Error('useConsoleMe: outside the console shell');
  return me;
}

/** Whether the signed-in staff member's role has `permission` (hide a control the server would refuse). */
export function useCan(permission: Permission): boolean {
  return useConsoleMe().permissions.includes(permission);
}
