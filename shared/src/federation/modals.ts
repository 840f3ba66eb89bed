/**
 * What can be opened in the shell's modal stack (`bus.emit('modal:open', spec)`), typed by the exposes map: a
 * body of the caller's own, the central error dialog, or a remote's exposed component with the props the map
 * declares for it (the stack adds `onDone`, which closes the modal).
 */
import type { ReactNode } from 'react';
import type { ExposedModule, ExposedProps, KnownRemote } from '../contract/exposes';
import type { Translate } from '../api/answer-text';

/**
 * Words a remote hands the shell to draw (a toast, a modal title): a string, worded once by the sender, or how to
 * word it — a function of the shell's `t` of each render, with namespace-qualified keys (`t('wallet:deposited',
 * { amount })`) — so a toast or an open modal's title reads in the new language after a header language switch
 * (PAGES.md "languages"). Values are formatted by the sender when it emits.
 */
export type ShellText = string | ((t: Translate) => string);

/** `text` as it reads with `t` (the shell's translate of this render). */
export function wordShellText(text: ShellText, t: Translate): string;
export function wordShellText(text: ShellText | undefined, t: Translate): string | undefined;
export function wordShellText(text: ShellText | undefined, t: Translate): string | undefined {
  return typeof text === 'function' ? text(t) : text;
}

export type ModalName = 'login' | 'signin' | 'register' | 'dialog' | (string & {});

interface ModalBase {
  name: ModalName;
  title?: ShellText;
  /** Close it when a player signs in anywhere in the page (`auth:login`), as the sign-in modals do. */
  closeOnSignIn?: boolean;
}

export interface BodyModalSpec extends ModalBase {
  body: ReactNode;
}

/** The central error handler's dialog (SPEC §8). */
export interface DialogModalSpec extends ModalBase {
  name: 'dialog';
  props: { text: string };
}

/** Every `{ remote, module, props }` the exposes map allows, as one union. */
export type RemoteModalSpec = {
  [R in KnownRemote]: {
    [M in ExposedModule<R>]: ModalBase & {
      remote: R;
      module: M;
      props?: Omit<ExposedProps<R, M>, 'onDone'>;
    };
  }[ExposedModule<R>];
}[KnownRemote];

export type ModalSpec = BodyModalSpec | DialogModalSpec | RemoteModalSpec;

/**
 * The login / sign-in modals of SPEC §2: the account remote's `./LoginForm` in the modal stack, opened like any
 * other remote modal. Any app may open them; the title defaults to the `ui` words "Log in" / "Sign in", worded by
 * the shell at render.
 */
export function signInModal(
  variant: 'login' | 'signin',
  title: ShellText = (t) => t(variant === 'login' ? 'ui:login' : 'ui:signIn'),
): RemoteModalSpec {
  return {
    name: variant,
    title,
    remote: 'account',
    module: './LoginForm',
    props: { variant },
    closeOnSignIn: true,
  };
}
