/**
 * Staff (owner, `staff.manage`): the list (`GET /staff`), invite (`POST /staff` → the one-time password, shown
 * once), change a role and disable (each after a confirmation). Nobody changes their own role or disables
 * themselves: their own row has no controls (the server refuses it anyway: `notOnYourself`).
 */
import { css, type Theme } from '@emotion/react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useMutation, useQuery, useQueryClient } from '@site/shared/query';
import { Badge, Button, Card, Field, Form, Page, Stack, type Column } from '@site/shared/ui';
import { ROLES, type Role } from '../../../../src/console/roles';
import type { StaffView } from '../../../../src/console/staff';
import { consoleGet, consolePost } from '../../api';
import { useConsoleMe } from '../../me';
import { toast } from '../../toast';
import { fieldGrid, SelectField } from '../../fields';
import { ConfirmDialog, errorField, opensDialog, QueryList, useErrorText, useFormat } from '../../ui';

export const STAFF_KEY = ['console', 'staff'] as const;

type Pending = { kind: 'role'; member: StaffView; role: Role } | { kind: 'disable'; member: StaffView };

export default function StaffPage() {
  const { t } = useTranslation('staff');
  const { t: tf } = useTranslation('frame');
  const errorText = useErrorText(['staff']);
  const f = useFormat();
  const me = useConsoleMe();
  const queryClient = useQueryClient();
  const list = useQuery({ queryKey: STAFF_KEY, queryFn: () => consoleGet<{ items: StaffView[] }>('/staff') });

  const [email, setEmail] = useState('');
  const [name, setName] = useState('');
  const [role, setRole] = useState<Role>('cashier');
  const [inviteError, setInviteError] = useState<{ field: string | null; text: string } | null>(null);
  const [otp, setOtp] = useState<{ email: string; name: string; password: string } | null>(null);
  const [pending, setPending] = useState<Pending | null>(null);

  const roleName = (r: string) => tf(`role.${r}`);

  const invite = useMutation({
    mutationFn: () =>
      consolePost<{ staff: StaffView; one_time_password: string }>('/staff', { email, name, role }),
    onSuccess: (a) => {
      setOtp({ email: a.staff.email, name: a.staff.name, password: a.one_time_password });
      setEmail('');
      setName('');
      setInviteError(null);
      toast(t('invited', { email: a.staff.email }));
      void queryClient.invalidateQueries({ queryKey: STAFF_KEY });
    },
    onError: (e) => {
      const field = errorField(e);
      setInviteError({ field: field === 'email' || field === 'name' ? field : null, text: errorText(e) });
    },
  });

  const change = useMutation({
    mutationFn: (p: Pending) =>
      p.kind === 'role'
        ? consolePost<StaffView>(`/staff/${p.member.id}/role`, { role: p.role })
        : consolePost<StaffView>(`/staff/${p.member.id}/disable`),
    onSuccess: (after, p) => {
      queryClient.setQueryData<{ items: StaffView[] }>(STAFF_KEY, (l) =>
        l ? { items: l.items.map((s) => (s.id === after.id ? after : s)) } : l,
      );
      void queryClient.invalidateQueries({ queryKey: STAFF_KEY });
      toast(
        p.kind === 'role'
          ? t('roleChanged', { name: after.name, role: roleName(after.role) })
          : t('disabledDone', { name: after.name }),
      );
      setPending(null);
    },
  });

  const submitInvite = () => {
    if (!email.trim()) return setInviteError({ field: 'email', text: tf('required', { field: t('email') }) });
    if (!name.trim()) return setInviteError({ field: 'name', text: tf('required', { field: t('name') }) });
    setInviteError(null);
    invite.mutate();
  };

  const columns: Column<StaffView>[] = [
    {
      key: 'name',
      header: t('name'),
      cell: (s) => (
        <span>
          {s.name} {s.id === me.staff.id ? <Badge>{t('you')}</Badge> : null}
        </span>
      ),
    },
    { key: 'email', header: t('email'), cell: (s) => s.email },
    {
      key: 'role',
      header: t('role'),
      cell: (s) =>
        s.id === me.staff.id || s.disabled_at ? (
          roleName(s.role)
        ) : (
          <div
            css={css`
              min-width: 11rem;
            `}
          >
            <SelectField
              label={t('changeRole', { name: s.name })}
              value={s.role}
              onValue={(v) => {
                change.reset();
                setPending({ kind: 'role', member: s, role: v as Role });
              }}
              options={ROLES.map((r) => ({ value: r, label: roleName(r) }))}
              data-testid={`role-${s.id}`}
              hideLabel
            />
          </div>
        ),
    },
    {
      key: 'twoStep',
      header: t('twoStep'),
      cell: (s) => (
        <Badge tone={s.totp_enabled ? 'success' : 'neutral'}>
          {s.totp_enabled ? t('enrolled') : t('notEnrolled')}
        </Badge>
      ),
    },
    {
      key: 'status',
      header: t('status'),
      cell: (s) =>
        s.disabled_at ? (
          <Badge tone="danger">{t('disabled')}</Badge>
        ) : s.must_change_password ? (
          <Badge>{t('mustChange')}</Badge>
        ) : (
          <Badge tone="success">{t('active')}</Badge>
        ),
    },
    { key: 'created', header: t('created'), cell: (s) => f.dateTime(s.created_at) },
    {
      key: 'actions',
      header: t('actions'),
      cell: (s) =>
        s.id === me.staff.id || s.disabled_at ? null : (
          <Button
            variant="ghost"
            aria-label={`${t('disable')} ${s.name}`}
            data-testid={`disable-${s.id}`}
            onClick={opensDialog(() => {
              change.reset();
              setPending({ kind: 'disable', member: s });
            })}
          >
            {t('disable')}
          </Button>
        ),
    },
  ];

  const p = pending;
  return (
    <Page title={t('title')} width="wide" data-testid="staff-page">
      <Card title={t('invite')}>
        {otp ? (
          <div
            role="status"
            data-testid="one-time-password"
            css={(th: Theme) => css`
              display: grid;
              gap: 0.6rem;
              padding: 0.9rem;
              border: 2px solid ${th.palette.primary};
              border-radius: ${th.radius};
            `}
          >
            <strong>{t('otpTitle', { email: otp.email })}</strong>
            <span>{t('otpText', { name: otp.name })}</span>
            <span>
              {t('otpLabel')}:{' '}
              <code
                data-testid="one-time-password-value"
                css={css`
                  font-family: ui-monospace, SFMono-Regular, Menlo, Consolas, monospace;
                  font-size: 1.1rem;
                  word-break: break-all;
                `}
              >
                {otp.password}
              </code>
            </span>
            <Stack row gap={0.6}>
              <Button
                variant="ghost"
                onClick={() =>
                  void navigator.clipboard?.writeText(otp.password).then(
                    () => toast(t('copied')),
                    () => toast(tf('error.unknownError'), 'danger'),
                  )
                }
              >
                {t('copy')}
              </Button>
              <Button onClick={() => setOtp(null)} data-testid="one-time-password-done">
                {t('done')}
              </Button>
            </Stack>
          </div>
        ) : null}
        <p
          css={(th: Theme) => css`
            margin: 0;
            color: ${th.palette.textMuted};
          `}
        >
          {t('inviteIntro')}
        </p>
        <Form
          onSubmit={submitInvite}
          error={inviteError && !inviteError.field ? inviteError.text : null}
          errorTestId="invite-error"
          actions={
            <Button type="submit" disabled={invite.isPending} aria-busy={invite.isPending || undefined}>
              {t('sendInvite')}
            </Button>
          }
        >
          <div css={fieldGrid()}>
            <Field
              label={t('email')}
              type="email"
              name="invite-email"
              autoComplete="off"
              value={email}
              onValue={setEmail}
              error={inviteError?.field === 'email' ? inviteError.text : null}
            />
            <Field
              label={t('name')}
              name="invite-name"
              autoComplete="off"
              value={name}
              onValue={setName}
              error={inviteError?.field === 'name' ? inviteError.text : null}
            />
            <SelectField
              label={t('role')}
              value={role}
              onValue={(v) => setRole(v as Role)}
              options={ROLES.map((r) => ({ value: r, label: roleName(r) }))}
              name="invite-role"
            />
          </div>
        </Form>
      </Card>
      <QueryList
        query={list}
        lines={5}
        failure={t('loadFailed')}
        empty={t('empty')}
        scroll={t('title')}
        caption={(l) => t('caption', { count: l.items.length })}
        columns={columns}
        rowKey={(s) => String(s.id)}
        testId="staff-list"
      />
      <ConfirmDialog
        open={p !== null}
        title={
          p?.kind === 'role'
            ? t('roleTitle', { name: p.member.name })
            : p
              ? t('disableTitle', { name: p.member.name })
              : ''
        }
        confirmLabel={p?.kind === 'disable' ? t('disable') : tf('confirm')}
        danger={p?.kind === 'disable'}
        busy={change.isPending}
        error={change.isError ? errorText(change.error) : null}
        onConfirm={() => p && change.mutate(p)}
        onCancel={() => setPending(null)}
        testId="staff-confirm"
      >
        <p
          css={css`
            margin: 0;
          `}
        >
          {p?.kind === 'role'
            ? t('roleText', { from: roleName(p.member.role), to: roleName(p.role) })
            : p
              ? t('disableText')
              : ''}
        </p>
      </ConfirmDialog>
    </Page>
  );
}
