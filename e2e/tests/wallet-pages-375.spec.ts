import { walletPagesAt } from './wallet-support';

// Issue 11: every wallet page on three templates at 375 px (wallet-support.ts).
walletPagesAt(375);
