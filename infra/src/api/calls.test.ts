import { describe, expect, it } from 'vitest';
import { CONTRACT } from '@site/shared/contract';
import { CALLS } from './index';
import { REGISTRY_CALLS } from '../registry/admin';
import { defineCall } from './types';
import { fail, ok } from './envelope';

describe('the API serves the contract', () => {
  const served = [...CALLS, ...REGISTRY_CALLS];
  it('serves every call of the contract once, and nothing outside it', () => {
    const paths = served.map((c) => c.path as string);
    expect(Object.keys(CONTRACT).filter((p) => !paths.includes(p))).toEqual([]);
    expect(paths.filter((p) => !(p in CONTRACT))).toEqual([]);
    expect(new Set(paths).size).toBe(paths.length);
  });
  it("validates each call's body with the contract's request schema", () => {
    for (const c of served) expect(c.schema, c.path).toBe(CONTRACT[c.path].request);
  });
  it('operator and registry calls need the admin token', () => {
    for (const c of served)
      expect(Boolean(c.admin), c.path).toBe(
        c.path.startsWith('/api/operator/') || c.path.startsWith('/api/admin/'),
      );
  });
});

describe('handlers are typed by the contract (checked by tsc: an unused @ts-expect-error fails it)', () => {
  it('an answer that does not match the answer schema, or a body field the request lacks, does not compile', () => {
    const wrongAnswer = defineCall('/api/auth/vip', {
      auth: true,
      // @ts-expect-error the vip answer needs nextLevel
      async handle() {
        return ok({ level: 1 });
      },
    });
    const wrongBody = defineCall('/api/wallet/deposit', {
      async handle({ body }) {
        // @ts-expect-error deposit has no bank_account_id
        return fail('x', String(body.bank_account_id));
      },
    });
    expect(wrongAnswer.schema).toBe(CONTRACT['/api/auth/vip'].request);
    expect(wrongBody.path).toBe('/api/wallet/deposit');
  });
});
