/**
 * Remote slots: any app renders another remote's exposed component through <RemoteComponent>, never by
 * importing it. The host injects the loader (federation runtime, retries, contract check) at start-up.
 */
import { css, type Theme } from '@emotion/react';
import {
  Component,
  startTransition,
  useEffect,
  useState,
  type ComponentType,
  type ErrorInfo,
  type ReactNode,
} from 'react';
import { useTranslation } from '@site/shared/i18next';
import type { ExposedModule, ExposedProps, KnownRemote } from '../contract/exposes';

export type RemoteFailure = 'unavailable' | 'incompatible' | 'crashed' | 'disabled';

export class RemoteLoadError extends Error {
  constructor(
    readonly remote: string,
    readonly kind: RemoteFailure,
    message: string,
  ) {
    super(message);
    this.name = 'RemoteLoadError';
  }
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export type AnyComponent = ComponentType<any>;
export type RemoteLoader = (
  remote: string,
  module: string,
  opts?: { retry?: boolean },
) => Promise<AnyComponent>;

let loader: RemoteLoader = async (remote) => {
  throw new RemoteLoadError(remote, 'unavailable', 'no remote loader installed');
};

/** Called once by the host. */
export function setRemoteLoader(l: RemoteLoader): void {
  loader = l;
}

class Boundary extends Component<
  { onError: (e: unknown) => void; children: ReactNode; resetKey: number },
  { failed: boolean }
> {
  override state = { failed: false };
  static getDerivedStateFromError() {
    return { failed: true };
  }
  override componentDidCatch(error: unknown, info: ErrorInfo) {
    console.error('[remote] a remote component threw while rendering', error, info.componentStack ?? '');
    this.props.onError(error);
  }
  override componentDidUpdate(prev: { resetKey: number }) {
    if (prev.resetKey !== this.props.resetKey && this.state.failed) this.setState({ failed: false });
  }
  override render() {
    return this.state.failed ? null : this.props.children;
  }
}

export function RemoteFallback({
  remote,
  kind,
  onRetry,
}: {
  remote: string;
  kind: RemoteFailure;
  onRetry?: () => void;
}) {
  const { t } = useTranslation('ui');
  return (
    <div
      role="alert"
      data-remote-fallback={remote}
      css={(th: Theme) => css`
        padding: 1rem;
        margin: 0.5rem 0;
        border: 1px dashed ${th.palette.border};
        border-radius: ${th.radius};
        color: ${th.palette.textMuted};
        display: flex;
        gap: 1rem;
        align-items: center;
        flex-wrap: wrap;
      `}
    >
      <span>{kind === 'incompatible' ? t('remoteIncompatible') : t('remoteUnavailable')}</span>
      {onRetry && kind !== 'incompatible' ? (
        <button
          type="button"
          onClick={onRetry}
          css={(th: Theme) => css`
            font: inherit;
            padding: 0.3rem 0.9rem;
            border-radius: ${th.radius};
            border: 1px solid ${th.palette.primary};
            background: transparent;
            color: ${th.palette.text};
            cursor: pointer;
          `}
        >
          {t('retry')}
        </button>
      ) : null}
    </div>
  );
}

interface SlotOptions {
  /** Rendered while loading. */
  loading?: ReactNode;
  /**
   * Rendered instead of the standard fallback when the remote fails (e.g. a built-in layout). It is also used
   * when the remote is disabled on the site; without it a disabled remote's slot renders nothing.
   */
  fallback?: (failure: RemoteFailure, retry: () => void) => ReactNode;
}

/** `props` is required exactly when the exposed module has a required prop. */
type PropsOf<P> = object extends P ? { props?: P } : { props: P };

export type RemoteComponentProps<R extends KnownRemote, M extends ExposedModule<R>> = SlotOptions & {
  remote: R;
  module: M;
} & PropsOf<ExposedProps<R, M>>;

/**
 * Renders `remote/module` with the props the exposes map declares for it. A failure shows a fallback with Retry
 * and never escapes; a remote the operator disabled on this site renders nothing (its slot is simply absent).
 */
export function RemoteComponent<R extends KnownRemote, M extends ExposedModule<R>>(
  p: RemoteComponentProps<R, M>,
) {
  return (
    <RemoteModule
      remote={p.remote}
      module={p.module}
      props={p.props as object | undefined}
      loading={p.loading}
      fallback={p.fallback}
    />
  );
}

/**
 * The untyped form, for modules named by data at run time: route pages from the startup answer (they take no
 * props) and modal specs, which the exposes map has already typed where they were written.
 */
export function RemoteModule({
  remote,
  module,
  props,
  loading = null,
  fallback,
}: SlotOptions & { remote: string; module: string; props?: object }) {
  const [state, setState] = useState<{
    mod: { C: AnyComponent } | null;
    failure: RemoteFailure | null;
    attempt: number;
  }>({
    mod: null,
    failure: null,
    attempt: 0,
  });
  useEffect(() => {
    let live = true;
    loader(remote, module, { retry: state.attempt > 0 }).then(
      // A transition: React renders the module's tree in slices of a few milliseconds, yielding to the browser
      // between them, instead of in one long task (the first render of a page's remote modules was most of the
      // main thread's blocking time; docs/performance.md "The first render in slices").
      (C) => live && startTransition(() => setState((s) => ({ ...s, mod: { C }, failure: null }))),
      (e: unknown) =>
        live &&
        setState((s) => ({
          ...s,
          mod: null,
          failure: e instanceof RemoteLoadError ? e.kind : 'unavailable',
        })),
    );
    return () => {
      live = false;
    };
  }, [remote, module, state.attempt]);
  const retry = () => setState((s) => ({ mod: null, failure: null, attempt: s.attempt + 1 }));
  if (state.failure) {
    if (fallback) return <>{fallback(state.failure, retry)}</>;
    // Disabled by the operator is not a failure: the slot is not there.
    if (state.failure === 'disabled') return null;
    return <RemoteFallback remote={remote} kind={state.failure} onRetry={retry} />;
  }
  if (!state.mod) return <>{loading}</>;
  const Loaded = state.mod.C;
  return (
    <Boundary
      resetKey={state.attempt}
      onError={() => setState((s) => ({ ...s, mod: null, failure: 'crashed' }))}
    >
      <Loaded {...props} />
    </Boundary>
  );
}
