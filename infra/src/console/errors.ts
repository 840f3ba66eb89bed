/** A console refusal: the HTTP status and a stable machine-readable code (`{error, detail}` in the body). */
export class ConsoleError extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    readonly detail = '',
    /** more fields of the answer (`staleView`: `changed_by`, `changed_at`) */
    readonly extra: Record<string, unknown> = {},
  ) {
    super(code);
  }
}
