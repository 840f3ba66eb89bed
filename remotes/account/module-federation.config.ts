import { remoteFederation } from '@site/shared/build/remote';

/** Everything the account remote exposes, in one place. */
export const exposes = {
  './LoginPage': './src/features/login/LoginPage.tsx',
  './LoginForm': './src/features/login/LoginForm.tsx',
  './AccountPage': './src/features/overview/AccountPage.tsx',
  './ForgotPasswordPage': './src/features/forgot-password/ForgotPasswordPage.tsx',
  './ForgotPasswordForm': './src/features/forgot-password/ForgotPasswordForm.tsx',
  './InboxPage': './src/features/inbox/InboxPage.tsx',
  './VipPage': './src/features/vip/VipPage.tsx',
  './MissionsPage': './src/features/missions/MissionsPage.tsx',
  './ReferralPage': './src/features/referral/ReferralPage.tsx',
  './RegisterPage': './src/features/register/RegisterPage.tsx',
  './ProfilePage': './src/features/profile/ProfilePage.tsx',
  './EditProfilePage': './src/features/profile/EditProfilePage.tsx',
  './ChangePasswordPage': './src/features/change-password/ChangePasswordPage.tsx',
  './SecurityPage': './src/features/security/SecurityPage.tsx',
  './RealityCheck': './src/features/reality-check/RealityCheck.tsx',
};

export default remoteFederation(import.meta.dirname, exposes);
