import { RuleTester } from 'eslint';
import tseslint from 'typescript-eslint';
import { describe, it } from 'vitest';
import rule from './stable-selectors.js';

RuleTester.describe = describe;
RuleTester.it = it;
const tester = new RuleTester({
  languageOptions: { parser: tseslint.parser as never, ecmaVersion: 2022, sourceType: 'module' },
});

tester.run('site/stable-selectors', rule as never, {
  valid: [
    'useLayoutStore((s) => s.content.menu)',
    "useLayoutStore((s) => s.site?.currency ?? '')",
    'useLayoutStore(useShallow((s) => ({ a: s.a, b: s.b })))',
    'useUserStore((s) => s.user?.account_id ?? EMPTY)',
    'items.map((x) => x ?? [])',
  ],
  invalid: [
    { code: 'useLayoutStore((s) => s.content?.menu ?? [])', errors: [{ messageId: 'fresh' }] },
    { code: 'useUserStore((s) => s.vip || {})', errors: [{ messageId: 'fresh' }] },
    { code: 'useLayoutStore((s) => ({ a: s.a }))', errors: [{ messageId: 'fresh' }] },
    {
      code: 'useLayoutStore((s) => s.remotes.filter((r) => r.routes.length))',
      errors: [{ messageId: 'fresh' }],
    },
    { code: 'useLayoutStore((s) => { return [s.a, s.b]; })', errors: [{ messageId: 'fresh' }] },
  ],
});
