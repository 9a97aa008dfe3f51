// The table's errors as the screens see them: `ApiError` (a typed refusal from the table, or
// the transport itself failing), its words, and what a refusal means for the device's rights.

import type { TableErrorBody } from '../types';
import type { Denial, ImportRefusal, Refusal, ReplayFault, SavedGamesProblem } from '../generated/protocol';
import { capitalised, t } from '../i18n';

/** A typed error from the table (docs/protocol.md), or a transport failure. */
export class ApiError extends Error {
  readonly body: TableErrorBody;
  constructor(body: TableErrorBody) {
    super(capitalised(describeError(body)));
    this.body = body;
    this.name = 'ApiError';
  }
  /** Which error it is (`rule`, `not_found`, `transport`...). */
  get kind(): TableErrorBody['kind'] {
    return this.body.kind;
  }
}

/** An error of the table in words for the screen, in the device's language: the host sends
 * facts (a reason and its arguments); only a malformed request's and a failed store's detail
 * come in the host's own (developer's) words. */
export function describeError(body: TableErrorBody): string {
  switch (body.kind) {
    case 'rule':
      return ruleWords?.(body.game, body.rule, body.ruling, body.why) ?? t('error-rule', { rule: body.rule, ruling: body.ruling });
    case 'not_found':
      return t('error-not-found', { id: String(body.id) });
    case 'not_your_turn':
      return t('error-not-your-turn');
    case 'stale':
      return t('error-stale');
    case 'undo':
      return t('error-undo', { reason: body.reason });
    case 'refused':
      return refusalInWords(body.refusal);
    case 'not_allowed':
      return denialInWords(body.denial);
    case 'import':
      return importRefusalInWords(body.refusal);
    case 'bad_request':
      return t('error-bad-request', { detail: body.message });
    case 'storage':
      return t('error-storage', { detail: body.message });
    case 'saved_games':
      return savedGamesProblemInWords(body.problem);
    case 'transport':
      if (!body.failure) return body.message;
      return t('error-transport', {
        failure: body.failure === 'cannot_start' && !body.detail ? 'cannot_start_bare' : body.failure,
        detail: body.detail ?? '',
      });
    default:
      return t('error-unknown');
  }
}

const kebab = (id: string) => id.replace(/_/g, '-');

type RuleWords = (game: string, rule: string, ruling: string, why: unknown) => string | null;
let ruleWords: RuleWords | null = null;

/** Lets refusals by a game's rules be worded by the games' own words (the registry of games,
 * games/index.ts, sets this; until then, and for a game it does not know (`null`), a rule is
 * named by its code). */
export function wordRulesWith(words: RuleWords): void {
  ruleWords = words;
}

/** Why the table refused a request it understood, in words. */
export function refusalInWords(r: Refusal): string {
  switch (r.reason) {
    case 'hint_not_their_move':
    case 'not_a_bot':
      return t(`error-refused-${kebab(r.reason)}`, { name: r.name });
    case 'damaged':
      return t('error-refused-damaged', { from: r.from });
    case 'no_such_seat':
      return t('error-refused-no-such-seat', { seat: r.seat });
    case 'unknown_game':
      return t('error-refused-unknown-game', { key: r.key });
    case 'game_name_length':
    case 'too_many_seats':
    case 'seat_name_length':
    case 'device_name_length':
      return t(`error-refused-${kebab(r.reason)}`, { most: r.most });
    case 'name_character':
      return t('error-refused-name-character', { of: r.of, char: r.code_point });
    case 'invisible_name':
      return t('error-refused-invisible-name', { of: r.of });
    case 'cannot_restore':
      return t('error-refused-cannot-restore', { detail: r.detail });
    case 'too_long':
      return t('error-refused-too-long', { most: r.most_kib, import: r.import_kib });
    default:
      return t(`error-refused-${kebab(r.reason)}`);
  }
}

/** Why a device may not make a request, in words. */
export function denialInWords(d: Denial): string {
  switch (d.reason) {
    case 'too_many_codes':
    case 'too_many_codes_here':
    case 'declined':
      return t(`error-denied-${kebab(d.reason)}`, { seconds: d.wait_s });
    case 'seat_held':
      return d.device === null
        ? t('error-denied-seat-held', { seat: d.seat })
        : t('error-denied-seat-held-by', { seat: d.seat, device: d.device });
    case 'host_device_only':
      return t('error-denied-host-device-only', { method: d.method });
    default:
      return t(`error-denied-${kebab(d.reason)}`);
  }
}

/** What stands in the way of the saved games, in words. */
export function savedGamesProblemInWords(p: SavedGamesProblem): string {
  switch (p.problem) {
    case 'held':
      return t('error-saves-held', { dir: p.dir, holder: p.holder });
    case 'read_only':
      return t('error-saves-read-only', { dir: p.dir });
    case 'disk_full':
      return t('error-saves-disk-full', { dir: p.dir });
    case 'locked':
      return t('error-saves-locked', { path: p.path });
    case 'newer':
      return t('error-saves-newer', { path: p.path, found: p.found, known: p.known });
    case 'damaged_record':
      return t('error-saves-damaged-record', { game: p.game });
    case 'no_data_dir':
      return t('error-saves-no-data-dir');
  }
}

/** Why a file was not imported, in words. */
export function importRefusalInWords(r: ImportRefusal): string {
  switch (r.reason) {
    case 'not_json':
      return t('error-import-not-json', { line: r.line, column: r.column });
    case 'other_version':
      return t('error-import-other-version', { version: r.version, reads: r.reads });
    case 'malformed':
      return t('error-import-malformed', { detail: r.detail });
    case 'seats_mismatch':
      return t('error-import-seats-mismatch', { seats: r.seats, players: r.players });
    case 'does_not_replay':
      return t('error-import-does-not-replay', { at: r.at, fault: replayFaultInWords(r.fault, r.game) });
    case 'refused':
      return refusalInWords(r.refusal);
    default:
      return t(`error-import-${kebab(r.reason)}`);
  }
}

function replayFaultInWords(f: ReplayFault, game: string): string {
  switch (f.fault) {
    case 'setup':
    case 'not_an_action':
      return t(`error-replay-${kebab(f.fault)}`, { detail: f.detail });
    case 'wrong_seat':
      return f.expected === null
        ? t('error-replay-wrong-seat-over', { seat: f.seat + 1 })
        : t('error-replay-wrong-seat', { seat: f.seat + 1, expected: f.expected + 1 });
    case 'illegal':
      return t('error-replay-illegal', {
        rule: (game && ruleWords?.(game, f.rule, f.ruling, f.why)) || t('error-rule', { rule: f.rule, ruling: f.ruling }),
      });
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

/** Whether a refusal is for want of rights. */
export function isNotAllowed(body: TableErrorBody): boolean {
  return body.kind === 'not_allowed';
}

/** Whether a refused `hello` means the token is gone for good (join again). */
export function isTokenGone(body: TableErrorBody): boolean {
  return body.kind === 'not_allowed' && body.denial.reason === 'token_unknown';
}
