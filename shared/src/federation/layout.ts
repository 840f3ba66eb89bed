import type { ReactNode } from 'react';

/** What the host hands a layout exposed by the templates remote (`./Layout`). */
export interface LayoutProps {
  /** default, minigame, template1..template15 */
  layout: string;
  children: ReactNode;
  slots: {
    /** the host's language switcher */
    language: ReactNode;
    /** the wallet remote's header balance (signed in only) */
    balance: ReactNode;
    /** sign-in / sign-up buttons or the account menu */
    account: ReactNode;
  };
}
