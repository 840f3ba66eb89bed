import type { Queryable } from '../index';

/**
 * Demo compliance settings (docs/responsible-gaming.md): `localhost` is a generic 18+ site; the themed demo
 * sites are Philippine (PHP) sites, 21+ with an age confirmation at sign-up and an hourly reality check by
 * default; sportsbook1 shows a regulator that forbids reversing a pending withdrawal. The helpline is the demo
 * support number; an operator sets the real one with operator/site_compliance.
 */
const TAGLINE_21 = {
  EN: 'Play responsibly. Gambling is for adults 21 and over.',
  PHP: 'Maglaro nang responsable. Para lamang sa edad 21 pataas.',
  CN: '理性娱乐。仅限21岁及以上成年人。',
};
const TAGLINE_18 = {
  EN: 'Play responsibly. Gambling is for adults 18 and over.',
  PHP: 'Maglaro nang responsable. Para lamang sa edad 18 pataas.',
  CN: '理性娱乐。仅限18岁及以上成年人。',
};

/** Benefits per VIP level (index = level − 1): rebate %, daily withdrawal cap and birthday bonus in minor units. */
const VIP_BENEFITS = [
  { rebate_percent: 0.3, daily_withdrawal_limit: 5_000_000, birthday_bonus: 0, account_manager: false },
  { rebate_percent: 0.5, daily_withdrawal_limit: 10_000_000, birthday_bonus: 50_000, account_manager: false },
  {
    rebate_percent: 0.8,
    daily_withdrawal_limit: 20_000_000,
    birthday_bonus: 100_000,
    account_manager: false,
  },
  { rebate_percent: 1, daily_withdrawal_limit: 50_000_000, birthday_bonus: 300_000, account_manager: true },
  {
    rebate_percent: 1.2,
    daily_withdrawal_limit: 100_000_000,
    birthday_bonus: 800_000,
    account_manager: true,
  },
];

export async function seedCompliance(q: Queryable, siteId: number, domain: string): Promise<void> {
  const generic = domain === 'localhost';
  await q.query(
    `UPDATE sites SET min_age = $2, age_confirmation = $3, withdrawal_cancel = $4, rg_tagline = $5,
       rg_helpline = $6, reality_check_default = $7 WHERE id = $1`,
    [
      siteId,
      generic ? 18 : 21,
      !generic,
      domain !== 'sportsbook1.localhost',
      JSON.stringify(generic ? TAGLINE_18 : TAGLINE_21),
      '+63 2 8000 0000',
      generic ? 0 : 60,
    ],
  );
  for (const [i, benefits] of VIP_BENEFITS.entries())
    await q.query('UPDATE vip_levels SET benefits = $3 WHERE site_id = $1 AND level = $2', [
      siteId,
      i + 1,
      JSON.stringify(benefits),
    ]);
}
