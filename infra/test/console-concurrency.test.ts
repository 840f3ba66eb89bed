import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testApi, type TestApi } from './helpers';
import { staffClient, type StaffClient } from './console-staff';

/**
 * Two operators on one item (docs/console.md "Changed meanwhile"): a save, a step or a status change made from a
 * view older than the stored state is refused with 409 `staleView`, naming who changed it and when, instead of
 * silently overwriting the other operator's work. Before: B's publish dropped A's pending draft, and B's Block
 * turned A's closed account into a blocked one. `version` and `expected_status` are required: a change without
 * them is 400 naming the field.
 */
let t: TestApi;
let a: StaffClient;
let b: StaffClient;
const SITE = 'casino5.localhost';

interface Item {
  id: number;
  key?: string;
  version: number;
  state: string | null;
  en_body?: string;
  title?: string;
  draft: { fields: Record<string, unknown>; saved_by: string } | null;
}
interface Stale {
  error: string;
  detail: string;
  changed_by: string | null;
  changed_at: string | null;
}

beforeAll(async () => {
  t = await testApi();
  a = await staffClient(t, 'owner');
  b = await staffClient(t, 'owner');
});
afterAll(async () => t.close());

const faqs = async (who: StaffClient) =>
  (await who.get<{ items: Item[] }>(`/content/${SITE}/cms`)).body.items.find((i) => i.key === 'faqs')!;

describe('content: a change from an outdated editor', () => {
  it("B's publish from before A's draft is refused, naming A; A's draft stays; B publishes after a reload", async () => {
    const loadedByB = await faqs(b);
    const loadedByA = await faqs(a);
    expect(loadedByA.version).toBe(loadedByB.version);
    const saved = await a.post<Item>(`/content/${SITE}/cms/faqs`, {
      status: true,
      en_body: '<p>A draft by A</p>',
      version: loadedByA.version,
    });
    expect(saved.status).toBe(200);
    expect(saved.body.draft?.saved_by).toBe(a.email);
    expect(saved.body.version).toBeGreaterThan(loadedByA.version);

    const before = Date.now();
    const publish = await b.post<Stale>(`/content/${SITE}/cms/faqs`, {
      status: true,
      en_body: '<p>B publishes over it</p>',
      publish: true,
      version: loadedByB.version,
    });
    expect(publish.status).toBe(409);
    expect(publish.body.error).toBe('staleView');
    expect(publish.body.changed_by).toBe(a.email);
    expect(Date.parse(publish.body.changed_at!)).toBeGreaterThanOrEqual(before - 60_000);
    expect(publish.body.detail).toBe(
      `Changed by ${a.email} at ${publish.body.changed_at} — reload to see it`,
    );
    // the steps too
    for (const step of ['publish', 'discard', 'unpublish'])
      expect(
        (await b.post<Stale>(`/content/${SITE}/cms/faqs/${step}`, { version: loadedByB.version })).body.error,
        step,
      ).toBe('staleView');
    // A's draft is intact
    const now = await faqs(b);
    expect(now.draft?.fields.en_body).toBe('<p>A draft by A</p>');
    expect(now.version).toBe(saved.body.version);
    // after a reload B acts on what is there
    const published = await b.post<Item>(`/content/${SITE}/cms/faqs/publish`, { version: now.version });
    expect(published.status).toBe(200);
    expect(published.body.en_body).toBe('<p>A draft by A</p>');
  });

  it('a promotion saved by A: B saving an older copy is refused; a new item needs no version, a change without one is refused naming it', async () => {
    const created = await a.post<Item>(`/content/${SITE}/promotions`, { title: 'Race', body: '<p>x</p>' });
    expect(created.status).toBe(200);
    const v = created.body.version;
    const edit = await a.post<Item>(`/content/${SITE}/promotions`, {
      id: created.body.id,
      title: 'Race by A',
      body: '<p>x</p>',
      version: v,
    });
    expect(edit.status).toBe(200);
    const stale = await b.post<Stale>(`/content/${SITE}/promotions`, {
      id: created.body.id,
      title: 'Race by B',
      body: '<p>x</p>',
      version: v,
    });
    expect(stale.status).toBe(409);
    expect(stale.body.changed_by).toBe(a.email);
    expect(
      (await b.post<Stale>(`/content/${SITE}/promotions/${created.body.id}/delete`, { version: v })).status,
    ).toBe(409);
    // a change without the version it was loaded from is refused, naming the field, and changes nothing
    const missing = await b.post<Stale>(`/content/${SITE}/promotions`, {
      id: created.body.id,
      title: 'Race without a version',
      body: '<p>x</p>',
    });
    expect(missing.status).toBe(400);
    expect(missing.body).toMatchObject({ error: 'invalidInput' });
    expect(missing.body.detail).toMatch(/^version: the version the editor was loaded from/);
    for (const step of ['publish', 'unpublish', 'discard', 'delete']) {
      const refused = await b.post<Stale>(`/content/${SITE}/promotions/${created.body.id}/${step}`);
      expect(refused.status, step).toBe(400);
      expect(refused.body.detail, step).toMatch(/^version: the version the editor was loaded from/);
    }
    const cms = await b.post<Stale>(`/content/${SITE}/cms/about_us`, { status: true, en_body: '<p>x</p>' });
    expect(cms.status).toBe(400);
    expect(cms.body.detail).toMatch(/^version: /);
    const listed = await b.get<{ items: Item[] }>(`/content/${SITE}/promotions`);
    const kept = listed.body.items.find((i) => i.id === created.body.id)!;
    expect(kept).toMatchObject({ title: 'Race by A', version: edit.body.version });
    // a version that is not a whole number is refused
    const bad = await b.post<Stale>(`/content/${SITE}/promotions`, {
      id: created.body.id,
      title: 'x',
      body: 'y',
      version: 'one',
    });
    expect(bad.status).toBe(400);
    const fresh = await b.post<Item>(`/content/${SITE}/promotions`, {
      id: created.body.id,
      title: 'Race by B',
      body: '<p>x</p>',
      version: edit.body.version,
    });
    expect(fresh.status).toBe(200);
    expect(fresh.body.title).toBe('Race by B');
  });
});

describe('players: a status change from an outdated page', () => {
  it("A closes the account; B's Block from a page that showed Active is refused, naming A; the account stays closed", async () => {
    const [row] = await t.sql<{ id: number }>(
      "SELECT id FROM players WHERE status = 'ACTIVE' ORDER BY id LIMIT 1",
    );
    const id = Number(row!.id);
    // without the status the page showed the change is refused, naming the field; nothing changes
    const blind = await a.post<Stale>(`/players/${id}/status`, { status: 'CLOSE', reason: 'asked to close' });
    expect(blind.status).toBe(400);
    expect(blind.body).toMatchObject({ error: 'invalidInput' });
    expect(blind.body.detail).toMatch(/^expected_status: the status the page showed/);
    expect((await a.get<{ player: { status: string } }>(`/players/${id}`)).body.player.status).toBe('ACTIVE');
    const closed = await a.post(`/players/${id}/status`, {
      status: 'CLOSE',
      reason: 'asked to close',
      expected_status: 'ACTIVE',
    });
    expect(closed.status).toBe(200);
    const block = await b.post<Stale>(`/players/${id}/status`, {
      status: 'BLOCK',
      reason: 'fraud check',
      expected_status: 'ACTIVE',
    });
    expect(block.status).toBe(409);
    expect(block.body.error).toBe('staleView');
    expect(block.body.changed_by).toBe(a.email);
    expect(block.body.detail).toMatch(
      new RegExp(`^Changed by ${a.email.replace('.', '\\.')} at .+ — reload to see it$`),
    );
    const detail = await b.get<{ player: { status: string } }>(`/players/${id}`);
    expect(detail.body.player.status).toBe('CLOSE');
    // from the page as it now is, the change goes through
    const blocked = await b.post(`/players/${id}/status`, {
      status: 'BLOCK',
      reason: 'fraud check',
      expected_status: 'CLOSE',
    });
    expect(blocked.status).toBe(200);
  });
});
