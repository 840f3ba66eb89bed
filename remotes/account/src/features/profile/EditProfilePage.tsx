import { useState } from 'react';
import { useTranslation } from '@site/shared/i18next';
import { useNavigate } from '@site/shared/router';
import { answerOf, authRef, bus, type Translate } from '@site/shared';
import { profileUpdateRequest } from '@site/shared/contract';
import { Button, Card, Field, Form, Page, SiteLink, Skeleton, useWords, type Words } from '@site/shared/ui';
import { useProfile } from './api/get-profile';
import { useUpdateProfile } from './api/update-profile';
import '../../i18n/messages';
import { standaloneLink } from '../../components/standalone-link';
import { useFormErrors } from '../../lib/form-errors';

type Errors = { full_name?: string; contact_email?: string; form?: string };

/**
 * /edit-profile (session only): full name (letters-only filter, SPEC §5) and e-mail ("Invalid email address"),
 * checked with the API's own schema, sent with `profile_update`. The answer updates the user store (header name)
 * and /profile's data; a refusal is shown at its field and nothing typed is lost.
 */
export default function EditProfilePage() {
  const { t } = useTranslation(['account', 'ui', 'validation']);
  const profile = useProfile();
  return (
    <Page title={t('editProfile')} width="form" data-testid="edit-profile-page">
      <Card>
        {profile.data ? (
          <EditProfileForm name={profile.data.full_name} email={profile.data.contact_email} />
        ) : profile.isError ? (
          <Button variant="ghost" onClick={() => void profile.refetch()}>
            {t('ui:retry')}
          </Button>
        ) : (
          <Skeleton lines={4} />
        )}
        <p style={{ margin: 0 }}>
          <SiteLink to="/profile" css={standaloneLink}>
            {t('backToProfile')}
          </SiteLink>
        </p>
      </Card>
    </Page>
  );
}

function EditProfileForm({ name, email }: { name: string; email: string }) {
  const words = useWords(['account']);
  const { t } = words;
  const navigate = useNavigate();
  const save = useUpdateProfile();
  const [fullName, setFullName] = useState(name);
  const [mail, setMail] = useState(email);
  // Kept as how to word them, worded at render (useWorded): a language switch re-words the errors shown;
  // a refused submit moves focus to the first invalid field (useFormErrors).
  const [worded, setErrors, formId] = useFormErrors<Errors>(words);
  const errors = worded ?? {};
  const labelsOf = (tr: Translate) => ({ full_name: tr('fullName'), contact_email: tr('email') });
  const labels = labelsOf(t);
  const submit = () => {
    if (save.isPending) return;
    const values = { full_name: fullName.trim(), contact_email: mail.trim() };
    const wording = (w: Words): Errors => {
      const found: Errors = w.check(profileUpdateRequest, { ...authRef(), ...values }, labelsOf(w.t));
      if (found.contact_email && values.contact_email) found.contact_email = w.t('validation:email');
      return found;
    };
    setErrors(wording);
    if (Object.keys(wording(words)).length) return;
    save.mutate(values, {
      onSuccess: () => {
        bus.emit('toast:show', {
          kind: 'success',
          text: (tr) => tr('account:profileSaved'),
          duration: 3000,
          position: 'bottom-right',
        });
        void navigate('/profile');
      },
      onError: (e) => {
        const answer = answerOf(e);
        setErrors((w) => {
          const { text, field } = w.answerText(answer, labelsOf(w.t));
          return field ? { [field]: text } : { form: text };
        });
      },
    });
  };
  return (
    <Form
      id={formId}
      onSubmit={submit}
      aria-label={t('editProfile')}
      data-testid="edit-profile-form"
      error={errors.form}
      errorTestId="edit-profile-error"
      actions={
        <Button type="submit" disabled={save.isPending} aria-busy={save.isPending || undefined}>
          {save.isPending ? t('saving') : t('saveProfile')}
        </Button>
      }
    >
      <Field
        label={labels.full_name}
        name="full_name"
        autoComplete="name"
        filter="letters"
        maxLength={64}
        value={fullName}
        onValue={setFullName}
        hint={t('fullNameRule')}
        error={errors.full_name}
      />
      <Field
        label={labels.contact_email}
        name="contact_email"
        type="email"
        autoComplete="email"
        maxLength={254}
        value={mail}
        onValue={setMail}
        error={errors.contact_email}
      />
    </Form>
  );
}
