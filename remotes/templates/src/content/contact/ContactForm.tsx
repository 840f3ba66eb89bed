import { useMemo, useState } from 'react';
import { useMutation } from '@site/shared/query';
import { callValue, siteRef } from '@site/shared';
import { CONTACT_MESSAGE_MAX, CONTACT_MESSAGE_MIN, contactSendRequest } from '@site/shared/contract';
import { Button, Card, Field, Form } from '@site/shared/ui';
import { useT } from '../../i18n/messages';
import { useFormErrors } from '../form-errors';
import { TextArea } from '../TextArea';

/**
 * The contact form (guests and players alike): name, e-mail and message, checked with the server's schema;
 * the message is stored for the operator and the answer's reference number is shown. Nothing typed is lost
 * on a refusal; "Send another" empties the form only after a message was stored.
 */
export function ContactForm() {
  const t = useT();
  const [name, setName] = useState('');
  const [email, setEmail] = useState('');
  const [message, setMessage] = useState('');
  const labels = useMemo(
    () => ({ name: t('yourName'), email: t('yourEmail'), message: t('yourMessage') }),
    [t],
  );
  const { errors, check, refused } = useFormErrors(labels);
  const send = useMutation({
    meta: { errors: 'inline' },
    mutationFn: (body: { name: string; email: string; message: string }) =>
      callValue('/api/content/contact_send', { ...siteRef(), ...body }),
  });
  const submit = () => {
    if (send.isPending) return;
    const body = { name: name.trim(), email: email.trim(), message: message.trim() };
    if (check(contactSendRequest, { ...siteRef(), ...body })) send.mutate(body, { onError: refused });
  };
  if (send.isSuccess)
    return (
      <Card title={t('contactFormTitle')}>
        <p role="status" data-testid="contact-sent">
          {t('contactSent')} <strong data-testid="contact-reference">{send.data.reference}</strong>
        </p>
        <Button
          variant="ghost"
          onClick={() => {
            setMessage('');
            send.reset();
          }}
        >
          {t('sendAnother')}
        </Button>
      </Card>
    );
  return (
    <Card title={t('contactFormTitle')}>
      <Form
        onSubmit={submit}
        aria-label={t('contactFormTitle')}
        data-testid="contact-form"
        error={errors.form}
        actions={
          <Button type="submit" disabled={send.isPending}>
            {send.isPending ? t('sending') : t('send')}
          </Button>
        }
      >
        <Field
          label={labels.name}
          value={name}
          onValue={setName}
          error={errors.name}
          autoComplete="name"
          maxLength={80}
        />
        <Field
          label={labels.email}
          type="email"
          value={email}
          onValue={setEmail}
          error={errors.email}
          autoComplete="email"
          maxLength={254}
        />
        <TextArea
          label={labels.message}
          value={message}
          onValue={setMessage}
          error={errors.message}
          hint={t('lengthHint', { min: CONTACT_MESSAGE_MIN, max: CONTACT_MESSAGE_MAX })}
          maxLength={CONTACT_MESSAGE_MAX}
        />
      </Form>
    </Card>
  );
}
