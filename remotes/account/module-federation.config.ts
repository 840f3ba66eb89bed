import { remoteFederation } from '@site/shared/build/remote';

/** Everything the account remote exposes, in one place. */
export const exposes = {
  './LoginPage': './src/features/login/LoginPage.tsx',
  './LoginForm': './src/features/login/LoginForm.tsx',
  './AccountPage': './src/features/overview/AccountPage.tsx',
  './ForgotPasswordPage': './src/features/forgot-password/ForgotPasswordPage.tsx',
  './ForgotPasswordForm': './src/features/forgot-password/ForgotPasswordForm.tsx',
  './RegisterPage': './src/features/register/RegisterPage.tsx',
};

export default remoteFederation(import.meta.dirname, exposes);
