import type { BankOption } from '@site/shared';

/**
 * The banks and e-wallets a player can withdraw to, per site currency (served by /api/wallet/bank_options).
 * Data, not page code: a new market is a new entry here. A currency without an entry gets the generic list.
 */
export const BANK_OPTIONS: Readonly<Record<string, readonly BankOption[]>> = {
  PHP: [
    { code: 'GCASH', name: 'GCash', kind: 'ewallet' },
    { code: 'MAYA', name: 'Maya', kind: 'ewallet' },
    { code: 'GRABPAY', name: 'GrabPay', kind: 'ewallet' },
    { code: 'BDO', name: 'BDO Unibank', kind: 'bank' },
    { code: 'BPI', name: 'BPI', kind: 'bank' },
    { code: 'METROBANK', name: 'Metrobank', kind: 'bank' },
    { code: 'LANDBANK', name: 'Land Bank of the Philippines', kind: 'bank' },
    { code: 'SECURITYBANK', name: 'Security Bank', kind: 'bank' },
    { code: 'UNIONBANK', name: 'UnionBank', kind: 'bank' },
    { code: 'RCBC', name: 'RCBC', kind: 'bank' },
  ],
  IDR: [
    { code: 'GOPAY', name: 'GoPay', kind: 'ewallet' },
    { code: 'OVO', name: 'OVO', kind: 'ewallet' },
    { code: 'DANA', name: 'DANA', kind: 'ewallet' },
    { code: 'BCA', name: 'Bank Central Asia', kind: 'bank' },
    { code: 'MANDIRI', name: 'Bank Mandiri', kind: 'bank' },
    { code: 'BRI', name: 'Bank Rakyat Indonesia', kind: 'bank' },
  ],
  MMK: [
    { code: 'KBZPAY', name: 'KBZPay', kind: 'ewallet' },
    { code: 'WAVEPAY', name: 'WavePay', kind: 'ewallet' },
    { code: 'KBZ', name: 'KBZ Bank', kind: 'bank' },
    { code: 'AYA', name: 'AYA Bank', kind: 'bank' },
  ],
  MNT: [
    { code: 'KHAN', name: 'Khan Bank', kind: 'bank' },
    { code: 'GOLOMT', name: 'Golomt Bank', kind: 'bank' },
    { code: 'TDB', name: 'Trade and Development Bank', kind: 'bank' },
  ],
};

const GENERIC: readonly BankOption[] = [{ code: 'BANK', name: 'Bank transfer', kind: 'bank' }];

export function bankOptionsFor(currency: string): readonly BankOption[] {
  return BANK_OPTIONS[currency.toUpperCase()] ?? GENERIC;
}
