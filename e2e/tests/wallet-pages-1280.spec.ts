import { walletPagesAt } from './wallet-support';

// Issue 11: every wallet page on three templates at 1280 px (wallet-support.ts).
walletPagesAt(1280);
