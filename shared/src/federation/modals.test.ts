import { describe, expect, it } from 'vitest';
import { signInModal, type ModalSpec } from './modals';
import { TYPED_EXPOSES } from '../contract/exposes';

describe('typed exposes and modal specs', () => {
  it("the sign-in modals are the account remote's login form, opened like any remote modal", () => {
    expect(signInModal('signin', 'Sign in')).toEqual({
      name: 'signin',
      title: 'Sign in',
      remote: 'account',
      module: './LoginForm',
      props: { variant: 'signin' },
      closeOnSignIn: true,
    });
  });

  it('the run-time list of typed modules covers the five remotes of the contract', () => {
    expect(Object.keys(TYPED_EXPOSES).sort()).toEqual([
      'account',
      'games',
      'sportsbook',
      'templates',
      'wallet',
    ]);
    expect(TYPED_EXPOSES.account).toContain('./LoginForm');
  });

  it('a modal spec is checked against the exposes map (type-level: these lines must not compile)', () => {
    const specs: ModalSpec[] = [
      { name: 'x', remote: 'account', module: './ForgotPasswordForm' },
      { name: 'x', remote: 'games', module: './HotGames', props: { gameType: 'slot' } },
      // @ts-expect-error — not a module the account remote exposes
      { name: 'x', remote: 'account', module: './Nope' },
      // @ts-expect-error — HotGames' gameType is a string
      { name: 'x', remote: 'games', module: './HotGames', props: { gameType: 3 } },
      // @ts-expect-error — a remote outside the contract's map cannot be named in a typed spec
      { name: 'x', remote: 'hello', module: './ReviewPage' },
    ];
    expect(specs).toHaveLength(5);
  });
});
