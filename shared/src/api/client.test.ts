import { describe, expect, it, vi } from 'vitest';
import { createApiClient, FetchError, syntheticFailure } from './client';

const ok = (value: unknown) =>
  new Response(JSON.stringify({ statusCode: 1, statusMessage: 'OK', statusDetail: '', value }), {
    status: 200,
  });

describe('api client', () => {
  it('posts JSON and returns the envelope', async () => {
    const f = vi.fn(async () => ok({ game_balance: 5, game_token: 't' }));
    const api = createApiClient({ fetch: f });
    const a = await api.call('/api/auth/get_balance', { account_id: 'a', auth: 'x' });
    expect(a.value.game_balance).toBe(5);
    expect(f).toHaveBeenCalledTimes(1);
    const init = (f.mock.calls[0] as unknown as [string, RequestInit])[1];
    expect(init.method).toBe('POST');
    expect(JSON.parse(init.body as string)).toEqual({ account_id: 'a', auth: 'x' });
  });

  it('never retries a POST, even on 503', async () => {
    const f = vi.fn(async () => new Response('down', { status: 503, statusText: 'Service Unavailable' }));
    const api = createApiClient({ fetch: f });
    const a = await api.call('/api/auth/get_balance', { account_id: 'a', auth: 'x' });
    expect(f).toHaveBeenCalledTimes(1);
    expect(a).toMatchObject({ statusCode: -503, statusMessage: 'serviceUnavailable' });
  });

  it('retries a GET once on a retryable status, then reads [METHOD] url: status statusText', async () => {
    const f = vi.fn(async () => new Response('x', { status: 502, statusText: 'Bad Gateway' }));
    const api = createApiClient({ fetch: f });
    await expect(api.getJson('/builds/latest.json')).rejects.toThrow(
      '[GET] /builds/latest.json: 502 Bad Gateway',
    );
    expect(f).toHaveBeenCalledTimes(2);
  });

  it('does not retry a GET on 404', async () => {
    const f = vi.fn(async () => new Response('x', { status: 404, statusText: 'Not Found' }));
    await expect(createApiClient({ fetch: f }).getJson('/x')).rejects.toBeInstanceOf(FetchError);
    expect(f).toHaveBeenCalledTimes(1);
  });

  it.each([
    ['/api/auth/login', -500, 'internalServerError'],
    ['/api/auth/signup', -500, 'internalServerError'],
    ['/api/auth/forgot_password', -500, 'internalServerError'],
    ['/api/auth/tac/verify', -500, 'internalServerError'],
    ['/api/auth/vip', -500, 'internalServerError'],
    ['/api/auth/get_balance', -503, 'serviceUnavailable'],
    ['/api/seo', -503, 'serviceUnavailable'],
    ['/api/settings/siteinfodetail', -503, 'serviceUnavailable'],
    ['/api/startup', -500, 'internalServerError'],
    ['/api/settings/get_inbox', 0, 'disconnect'],
  ])('network failure on %s gives %i %s', async (path, code, message) => {
    const f = vi.fn(async () => {
      throw new TypeError('Failed to fetch');
    });
    const a = await createApiClient({ fetch: f }).call(path as '/api/seo', {} as never);
    expect(a.statusCode).toBe(code);
    expect(a.statusMessage).toBe(message);
    expect(a.statusDetail).toBe('Failed to fetch');
  });

  it('favourites failure carries an empty list; startup failure carries no maintenance', () => {
    expect(syntheticFailure('/api/home/fav_list', new Error('x')).value).toEqual([]);
    expect(syntheticFailure('/api/startup', new Error('x')).value).toMatchObject({
      maintenance: { is_maintenance: false },
    });
  });
});
