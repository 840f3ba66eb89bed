import { z } from 'zod';
import type { Queryable } from '../db/index';
import { consoleAudit } from './audit';
import { ConsoleError } from './errors';
import { ROLES } from './roles';
import { route, type ConsoleRoute, type RouteContext } from './route';
import { endStaffSessions } from './sessions';
import { createStaff, staffById, staffView, type StaffRow } from './staff';
import { email, id } from './sign-in-steps';

/** The staff section (staff.manage): the list, an invitation, a role change, disabling (never oneself). */

const listStaff = route({
  method: 'GET',
  path: '/staff',
  access: 'staff.manage',
  async handle(ctx) {
    const rows = await ctx.db.query<StaffRow>('SELECT * FROM console_staff ORDER BY id');
    return { items: rows.map(staffView) };
  },
});

const inviteStaff = route({
  method: 'POST',
  path: '/staff',
  access: 'staff.manage',
  body: z.object({ email, name: z.string().trim().min(1).max(100), role: z.enum(ROLES) }),
  async handle(ctx) {
    const { staff, password } = await createStaff(ctx.db, ctx.body, ctx.actor);
    // Handed to the new staff member out of band; changed at their first sign-in.
    return { staff, one_time_password: password };
  },
});

/** Another staff member (never oneself: nobody disables themselves or changes their own role). */
async function otherStaff(q: Queryable, ctx: RouteContext<unknown, unknown>): Promise<StaffRow> {
  const staffId = id.safeParse(ctx.params.id);
  const target = staffId.success ? await staffById(q, staffId.data) : null;
  if (!target) throw new ConsoleError(404, 'notFound', 'id: no such staff');
  if (target.id === ctx.staff!.id)
    throw new ConsoleError(403, 'notOnYourself', 'another owner must change your own account');
  return target;
}

const disableStaff = route({
  method: 'POST',
  path: '/staff/:id/disable',
  access: 'staff.manage',
  async handle(ctx) {
    return ctx.db.tx(async (q) => {
      const target = await otherStaff(q, ctx);
      if (target.disabled_at) throw new ConsoleError(409, 'alreadyDisabled');
      const [row] = await q.query<StaffRow>(
        'UPDATE console_staff SET disabled_at = now() WHERE id = $1 RETURNING *',
        [target.id],
      );
      await endStaffSessions(q, target.id);
      const after = staffView(row as StaffRow);
      await consoleAudit(q, ctx.actor, {
        action: 'staff.disable',
        target: `staff:${target.id}`,
        before: { disabled_at: null },
        after: { disabled_at: after.disabled_at },
      });
      return after;
    });
  },
});

const setRole = route({
  method: 'POST',
  path: '/staff/:id/role',
  access: 'staff.manage',
  body: z.object({ role: z.enum(ROLES) }),
  async handle(ctx) {
    return ctx.db.tx(async (q) => {
      const target = await otherStaff(q, ctx);
      const [row] = await q.query<StaffRow>('UPDATE console_staff SET role = $2 WHERE id = $1 RETURNING *', [
        target.id,
        ctx.body.role,
      ]);
      await consoleAudit(q, ctx.actor, {
        action: 'staff.role',
        target: `staff:${target.id}`,
        before: { role: target.role },
        after: { role: ctx.body.role },
      });
      return staffView(row as StaffRow);
    });
  },
});

/** The staff routes (ROUTES in routes.ts). */
export const STAFF_ROUTES: readonly ConsoleRoute[] = [
  listStaff,
  inviteStaff,
  disableStaff,
  setRole,
] as ConsoleRoute[];
