import { css, type Theme } from '@emotion/react';
import { useTranslation } from '@site/shared/i18next';
import { visuallyHidden } from '@site/shared/ui';
import { passwordRules, type PasswordRule } from './rules';
import '../../i18n/messages';

const KEYS: Record<PasswordRule, string> = {
  length: 'ruleLength',
  notName: 'ruleNotName',
  notCommon: 'ruleNotCommon',
};

/**
 * The password rules, shown before the player breaks them and ticked as they type (used as a Field hint, so
 * the input's aria-describedby reads them). Met rules read "✓", the others "•"; colour is never the only sign.
 */
export function PasswordRules({ password, accountId }: { password: string; accountId?: string }) {
  const { t } = useTranslation('account');
  const state = passwordRules(password, accountId);
  return (
    <span data-testid="password-rules">
      {(Object.keys(KEYS) as PasswordRule[])
        .filter((rule) => rule !== 'notName' || accountId !== undefined)
        .map((rule) => {
          const met = state[rule] === true;
          return (
            <span
              key={rule}
              data-rule={rule}
              data-met={met}
              css={(th: Theme) => css`
                display: block;
                color: ${met ? th.palette.success : th.palette.textMuted};
              `}
            >
              <span aria-hidden="true">{met ? '✓ ' : '• '}</span>
              {t(KEYS[rule])}
              {met ? <span css={visuallyHidden}> ({t('ruleMet')})</span> : null}
            </span>
          );
        })}
    </span>
  );
}
