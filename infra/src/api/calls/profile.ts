import type { ProfileUpdateValue } from '@site/shared';
import { defineCall } from '../types';
import { ok } from '../envelope';

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
