import type { ProfileUpdateValue, ProfileValue } from '@site/shared';
import { defineCall } from '../types';
import { ok } from '../envelope';
import { deviceName } from '../domain/devices';
import { vip } from './balance';

/** Updates the profile; the answer is the list of SPEC §3 whose first item has contact_email and full_name. */
export const profileUpdate = defineCall('/api/settings/profile_update', {
  auth: true,
  async handle({ db, body, player }) {
    const rows = await db.query<ProfileUpdateValue[number]>(
      'UPDATE players SET full_name = $2, contact_email = $3 WHERE id = $1 RETURNING contact_email, full_name',
      [player!.id, body.full_name.replace(/\s+/g, ' '), body.contact_email.toLowerCase()],
    );
    return ok(rows);
  },
});

/** `639170000001` → `6391******01`: the first four and the last two digits, the rest hidden. */
export function maskContactPhone(phone: string): string {
  const d = phone.replace(/\D/g, '');
  if (d.length <= 6) return '*'.repeat(d.length);
  return `${d.slice(0, 4)}${'*'.repeat(d.length - 6)}${d.slice(-2)}`;
}

/** The player's own profile for /profile: contact details (phone masked), VIP level, member since, last sign-in. */
export const profile = defineCall('/api/account/profile', {
  auth: true,
  async handle(ctx) {
    const me = ctx.player!;
    const [row] = await ctx.db.query<{
      account_id: string;
      full_name: string;
      contact_email: string;
      contact_phone: string;
      created_at: Date;
    }>('SELECT account_id, full_name, contact_email, contact_phone, created_at FROM players WHERE id = $1', [
      me.id,
    ]);
    const [last] = await ctx.db.query<{ at: Date; ip: string; user_agent: string }>(
      `SELECT at, ip, user_agent FROM sign_ins WHERE player_id = $1 AND outcome = 'success'
        ORDER BY at DESC, id DESC LIMIT 1`,
      [me.id],
    );
    const standing = await vip.handle(ctx);
    const value: ProfileValue = {
      account_id: row!.account_id,
      full_name: row!.full_name,
      contact_email: row!.contact_email,
      contact_phone: maskContactPhone(row!.contact_phone),
      vip_level: standing.value.level,
      vip_name: standing.value.nextLevel[0]?.vip_name ?? '',
      member_since: new Date(row!.created_at).toISOString(),
      last_sign_in: last
        ? { at: new Date(last.at).toISOString(), ip: last.ip, device: deviceName(last.user_agent) }
        : null,
    };
    return ok(value);
  },
});
