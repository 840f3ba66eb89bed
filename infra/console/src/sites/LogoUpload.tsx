/**
 * Uploading an image for one of a site's logos (LogosForm): a file chosen here is sent as it is
 * (`POST /sites/:domain/logo-image`; the server checks its bytes: PNG, JPEG or WebP up to 512 KiB) and saved as the
 * logo at once, as the logos section's other save (`useSaveSection`): the answer replaces the cached settings and
 * the logo's field shows its new address. A file too large is refused here before sending; a refusal shows below
 * the button.
 */
import { css, type Theme } from '@emotion/react';
import { useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@site/shared/ui';
import { useSaveSection } from './save';

/** The server's limit (api/domain/site-images.ts MAX_IMAGE_BYTES). */
const MAX_KB = 512;
const ACCEPT = 'image/png,image/jpeg,image/webp';

type Slot = 'logo1' | 'logo2' | 'logo3';

/** A file's bytes as base64 (without the data-URL prefix). */
function base64Of(file: Blob): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result).replace(/^data:[^,]*,/, ''));
    reader.onerror = () => reject(reader.error ?? new Error('read failed'));
    reader.readAsDataURL(file);
  });
}

export function LogoUpload({
  domain,
  slot,
  label,
  onSaved,
}: {
  domain: string;
  slot: Slot;
  /** the logo's name, as its field is labelled */
  label: string;
  onSaved: (path: string) => void;
}) {
  const { t } = useTranslation('sites');
  const input = useRef<HTMLInputElement>(null);
  const upload = useSaveSection(domain, 'logos', {
    path: 'logo-image',
    savedText: t('uploaded', { logo: label }),
    onSaved: (settings) => onSaved(settings[slot]),
  });
  return (
    <div
      css={css`
        display: grid;
        gap: 0.3rem;
        justify-items: start;
        margin: -0.4rem 0 0.8rem;
      `}
    >
      <input
        ref={input}
        type="file"
        accept={ACCEPT}
        hidden
        data-testid={`${slot}-file`}
        onChange={(e) => {
          const file = e.target.files?.[0];
          e.target.value = '';
          if (!file) return;
          if (file.size > MAX_KB * 1024) return upload.refuseHere('data', t('rule.data'));
          upload.save(base64Of(file).then((data) => ({ slot, data })));
        }}
      />
      <Button
        variant="ghost"
        disabled={upload.busy}
        aria-busy={upload.busy || undefined}
        onClick={() => input.current?.click()}
        data-testid={`${slot}-upload`}
      >
        {upload.busy ? t('uploading') : t('uploadLogo', { logo: label })}
      </Button>
      <span
        css={(th: Theme) => css`
          font-size: 0.85rem;
          color: ${th.palette.textMuted};
        `}
      >
        {t('uploadHint', { size: MAX_KB })}
      </span>
      {upload.refusal ? (
        <span
          role="alert"
          css={(th: Theme) => css`
            font-size: 0.85rem;
            color: ${th.palette.danger};
          `}
        >
          {upload.refusal.text}
        </span>
      ) : null}
    </div>
  );
}
