import { remoteFederation } from '@site/shared/build/remote';

/** Everything the wallet remote exposes, in one place (checked by exposes.test.ts). */
export const exposes = {
  './HeaderBalance': './src/features/balance/HeaderBalance.tsx',
  './DepositPage': './src/features/deposit/DepositPage.tsx',
  './WithdrawalPage': './src/features/withdrawal/WithdrawalPage.tsx',
  './BankDetailsPage': './src/features/banks/BankDetailsPage.tsx',
  './AddBankPage': './src/features/banks/AddBankPage.tsx',
  './TransactionHistoryPage': './src/features/history/TransactionHistoryPage.tsx',
  './StatementPage': './src/features/statement/StatementPage.tsx',
  './BankingPage': './src/features/banking/BankingPage.tsx',
};

export default remoteFederation(import.meta.dirname, exposes);
