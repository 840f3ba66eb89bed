import path from 'node:path';
import { RuleTester } from 'eslint';
import tseslint from 'typescript-eslint';
import { describe, it } from 'vitest';
import rule from './app-boundaries.js';

RuleTester.describe = describe;
RuleTester.it = it;
const ROOT = path.resolve(import.meta.dirname, '../..');
const tester = new RuleTester({
  languageOptions: { parser: tseslint.parser as never, ecmaVersion: 2022, sourceType: 'module' },
});
const at = (p: string) => path.join(ROOT, p);

tester.run('site/app-boundaries', rule as never, {
  valid: [
    { filename: at('remotes/wallet/src/a.ts'), code: "import { api } from '@site/shared';" },
    { filename: at('remotes/wallet/src/a.ts'), code: "import x from './b';" },
    { filename: at('host/src/a.ts'), code: "import x from '../app/x';" },
    { filename: at('e2e/tests/a.ts'), code: "import { createPlatform } from '../../infra/src/index';" },
  ],
  invalid: [
    {
      filename: at('remotes/wallet/src/a.ts'),
      code: "import x from '../../games/src/x';",
      errors: [{ messageId: 'crossApp' }],
    },
    {
      filename: at('remotes/wallet/src/a.ts'),
      code: "import x from '@site/games';",
      errors: [{ messageId: 'crossApp' }],
    },
    {
      filename: at('host/src/a.ts'),
      code: "import x from '../../remotes/account/src/x';",
      errors: [{ messageId: 'crossApp' }],
    },
    {
      filename: at('host/src/a.ts'),
      code: "const m = import('../../infra/src/index');",
      errors: [{ messageId: 'crossApp' }],
    },
    {
      filename: at('shared/src/a.ts'),
      code: "export * from '../../host/src/x';",
      errors: [{ messageId: 'crossApp' }],
    },
  ],
});
