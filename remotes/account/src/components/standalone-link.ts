import { css } from '@emotion/react';

/**
 * A link on a line of its own, not inside a sentence: laid out as a box, so that a phone's 44 px touch target
 * (the shell's rule, docs/shell.md "Touch targets") applies to it.
 */
export const standaloneLink = css({ display: 'inline-flex', alignItems: 'center' });
