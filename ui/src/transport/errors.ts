// The table's errors as the screens see them: `ApiError` (a typed refusal from the table, or
// the transport itself failing), its words, and what a refusal means for the device's rights.

import type { TableErrorBody } from '../types';
import { t } from '../i18n';

/** A typed error from the table (docs/protocol.md), or a transport failure. */
export class ApiError extends Error {
  readonly body: TableErrorBody;
  constructor(body: TableErrorBody) {
    super(describeError(body));
    this.body = body;
    this.name = 'ApiError';
  }
  /** Which error it is (`rule`, `not_found`, `transport`...). */
  get kind(): TableErrorBody['kind'] {
    return this.body.kind;
  }
}

/** An error of the table in words for the screen, in the device's language (what the host
 * said in its own words, a refusal's reason or a failed import, goes in as it came). */
export function describeError(body: TableErrorBody): string {
  switch (body.kind) {
    case 'rule':
      return t('error-rule', { rule: body.rule, ruling: body.ruling });
    case 'not_found':
      return t('error-not-found', { id: String(body.id) });
    case 'not_your_turn':
      return t('error-not-your-turn');
    case 'stale':
      return t('error-stale');
    case 'undo':
      return t('error-undo', { reason: body.reason });
    default:
      return body.message ?? t('error-unknown');
  }
}

/** Anything thrown while talking to the table, as an `ApiError`. */
export function toApiError(e: unknown): ApiError {
  if (e instanceof ApiError) return e;
  if (e && typeof e === 'object' && 'kind' in e && typeof (e as { kind: unknown }).kind === 'string') {
    return new ApiError(e as TableErrorBody);
  }
  const message = e instanceof Error ? e.message : typeof e === 'string' ? e : 'unknown error';
  return new ApiError({ kind: 'transport', message });
}

/** Whether a refusal is for want of rights (`not allowed: …`). */
export function isNotAllowed(body: TableErrorBody): boolean {
  return body.kind === 'bad_request' && body.message.startsWith('not allowed:');
}

/** Whether a refused `hello` means the token is gone for good (join again). */
export function isTokenGone(body: TableErrorBody): boolean {
  return body.kind === 'bad_request' && /join again/.test(body.message);
}
