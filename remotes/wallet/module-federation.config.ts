import { remoteFederation } from '@site/shared/build/remote';

/** Everything the wallet remote exposes, in one place (checked by exposes.test.ts). */
export const exposes = {
  './HeaderBalance': './src/features/balance/HeaderBalance.tsx',
  './DepositPage': './src/features/deposit/DepositPage.tsx',
};

export default remoteFederation(import.meta.dirname, exposes);
