// The table's own refusals in words, in every language: one example of every reason the table
// and a LAN host give (typed tables: a reason added in Rust and left out here fails to compile).
// The host sends the reason as a fact; no sentence of the host's reaches the screen but a
// malformed request's developer detail.

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LANGUAGES, setLanguage } from './index';
import { describeError } from '../transport/errors';
import '../games';
import type { Denial, ImportRefusal, Refusal, ReplayFault, SavedGamesProblem, UndoRefusal } from '../generated/protocol';
import type { TableErrorBody, TransportFailure } from '../types';

type Every<T extends Record<K, string>, K extends string> = { [R in T[K]]: Extract<T, Record<K, R>> };

const REFUSALS: Every<Refusal, 'reason'> = {
  game_over: { reason: 'game_over' },
  hint_not_their_move: { reason: 'hint_not_their_move', name: 'Ben' },
  not_a_bot: { reason: 'not_a_bot', name: 'Ben' },
  bot_has_no_move: { reason: 'bot_has_no_move' },
  bot_move_stale: { reason: 'bot_move_stale' },
  hint_stale: { reason: 'hint_stale' },
  not_damaged: { reason: 'not_damaged' },
  damaged: { reason: 'damaged', from: 12 },
  no_such_seat: { reason: 'no_such_seat', seat: 6 },
  unknown_game: { reason: 'unknown_game', key: 'chess' },
  game_name_length: { reason: 'game_name_length', most: 60 },
  too_many_seats: { reason: 'too_many_seats', most: 8 },
  seat_name_length: { reason: 'seat_name_length', most: 40 },
  device_name_length: { reason: 'device_name_length', most: 40 },
  name_character: { reason: 'name_character', of: 'seat', code_point: 'U+202E' },
  invisible_name: { reason: 'invisible_name', of: 'game' },
  no_preview: { reason: 'no_preview' },
  cannot_restore: { reason: 'cannot_restore', detail: 'disk full' },
  not_hosting: { reason: 'not_hosting' },
  already_hosting: { reason: 'already_hosting' },
  slow_down: { reason: 'slow_down' },
  host_full: { reason: 'host_full' },
  too_long: { reason: 'too_long', most_kib: 16, import_kib: 512 },
  no_seat_picked: { reason: 'no_seat_picked' },
  request_gone: { reason: 'request_gone' },
};

const DENIALS: Every<Denial, 'reason'> = {
  token_unknown: { reason: 'token_unknown' },
  wrong_join_code: { reason: 'wrong_join_code' },
  too_many_codes: { reason: 'too_many_codes', wait_s: 42 },
  too_many_codes_here: { reason: 'too_many_codes_here', wait_s: 42 },
  not_shared: { reason: 'not_shared' },
  bot_seat: { reason: 'bot_seat' },
  seat_held: { reason: 'seat_held', seat: 2, device: 'Tablet A' },
  host_busy: { reason: 'host_busy' },
  declined: { reason: 'declined', wait_s: 42 },
  host_device_only: { reason: 'host_device_only', method: 'rename' },
  other_seats: { reason: 'other_seats' },
  bystander: { reason: 'bystander' },
};

const FAULTS: Every<ReplayFault, 'fault'> = {
  setup: { fault: 'setup', detail: 'players: 7' },
  not_an_action: { fault: 'not_an_action', detail: 'unknown variant `fly`' },
  wrong_seat: { fault: 'wrong_seat', seat: 3, expected: 0 },
  illegal: { fault: 'illegal', rule: 'river', ruling: 'K4', why: { why: 'river', building: 'keep' } },
};

const IMPORTS: Every<ImportRefusal, 'reason'> = {
  not_json: { reason: 'not_json', line: 3, column: 14 },
  not_epochs: { reason: 'not_epochs' },
  other_version: { reason: 'other_version', version: 9, reads: 2 },
  no_version: { reason: 'no_version' },
  malformed: { reason: 'malformed', detail: 'missing field `seats`' },
  no_name: { reason: 'no_name' },
  seats_mismatch: { reason: 'seats_mismatch', seats: 3, players: 2 },
  does_not_replay: { reason: 'does_not_replay', game: 'khronos', at: 7, fault: FAULTS.illegal },
  refused: { reason: 'refused', refusal: REFUSALS.game_name_length },
};

const UNDO: Record<UndoRefusal, null> = { nothing_played: null, another_players: null, cards_seen: null, turn_passed: null };

const SAVES: Every<SavedGamesProblem, 'problem'> = {
  held: { problem: 'held', dir: '/home/anna/.local/share/epochs', holder: 'epochs serve (process 4242)' },
  read_only: { problem: 'read_only', dir: '/media/cd/epochs' },
  disk_full: { problem: 'disk_full', dir: '/media/usb/epochs' },
  locked: { problem: 'locked', path: '/home/anna/epochs.sqlite' },
  newer: { problem: 'newer', path: '/home/anna/epochs.sqlite', found: 9, known: 7 },
  damaged_record: { problem: 'damaged_record', game: 12 },
  no_data_dir: { problem: 'no_data_dir' },
};

const TRANSPORT: Record<TransportFailure, string | undefined> = {
  lost: undefined,
  no_answer: 'apply',
  closed: undefined,
  stopped: 'out of memory',
  cannot_start: 'failed to fetch',
};

/** Every example as the error the host sends, by a name for the snapshot. */
function everyError(): [string, TableErrorBody][] {
  return [
    ...Object.values(REFUSALS).map((refusal): [string, TableErrorBody] => [`refused ${refusal.reason}`, { kind: 'refused', refusal }]),
    ...Object.values(DENIALS).map((denial): [string, TableErrorBody] => [`not_allowed ${denial.reason}`, { kind: 'not_allowed', denial }]),
    ...Object.values(IMPORTS).map((refusal): [string, TableErrorBody] => [`import ${refusal.reason}`, { kind: 'import', refusal }]),
    ...Object.values(FAULTS).map((fault): [string, TableErrorBody] => [
      `import replay ${fault.fault}`,
      { kind: 'import', refusal: { reason: 'does_not_replay', game: 'khronos', at: 7, fault } },
    ]),
    ...(Object.keys(UNDO) as UndoRefusal[]).map((reason): [string, TableErrorBody] => [`undo ${reason}`, { kind: 'undo', reason }]),
    ...(Object.entries(TRANSPORT) as [TransportFailure, string | undefined][]).map(([failure, detail]): [string, TableErrorBody] => [
      `transport ${failure}`,
      { kind: 'transport', message: 'developer words', failure, detail },
    ]),
    ...Object.values(SAVES).map((problem): [string, TableErrorBody] => [
      `saved_games ${problem.problem}`,
      { kind: 'saved_games', problem },
    ]),
    ['transport cannot_start bare', { kind: 'transport', message: 'developer words', failure: 'cannot_start' }],
    ['rule', { kind: 'rule', game: 'khronos', rule: 'river', ruling: 'K4', why: { why: 'river', building: 'keep' } }],
  ];
}

describe('the table’s refusals in English', () => {
  beforeAll(() => setLanguage('en'));
  it('name what was refused and why, with the host’s facts', () => {
    const words = new Map(everyError().map(([name, body]) => [name, describeError(body)]));
    expect(words.get('refused hint_not_their_move')).toBe('it is not Ben’s move; a hint is for the seat to act');
    expect(words.get('not_allowed seat_held')).toBe('seat 2 is held by Tablet A');
    expect(words.get('not_allowed too_many_codes')).toBe('too many wrong join codes were tried on this host: try again in 42 s');
    expect(words.get('import not_json')).toBe('it is not a JSON file, or it is cut short (line 3, column 14)');
    expect(words.get('import replay illegal')).toBe(
      'action 7 does not replay: the rules refuse it: River (K4): a Keep may not cover a river square; only Towns and Cities may',
    );
    expect(words.get('undo cards_seen')).toBe('Cannot undo: cards were drawn or revealed since; that cannot be taken back.');
    expect(words.get('saved_games disk_full')).toBe(
      'The disk holding the saved games in /media/usb/epochs is full: this change was not saved. Free some space on it and play on; nothing saved before is lost.',
    );
    expect(words.get('rule')).toBe('River (K4): a Keep may not cover a river square; only Towns and Cities may');
    for (const [name, text] of words) expect(text, name).not.toMatch(/[{}]|undefined|error-/);
  });
});

for (const { code } of LANGUAGES.filter((l) => l.code !== 'en')) {
  describe(`the table’s refusals in ${code}`, () => {
    beforeAll(() => setLanguage(code));
    afterAll(() => setLanguage('en'));
    it('every reason, in its words', () => {
      const words = Object.fromEntries(everyError().map(([name, body]) => [name, describeError(body)]));
      setLanguage('en');
      const english = Object.fromEntries(everyError().map(([name, body]) => [name, describeError(body)]));
      setLanguage(code);
      for (const [name, text] of Object.entries(words)) {
        expect(text, name).not.toMatch(/[{}]|undefined|error-/);
        expect(text, name).not.toBe(english[name]);
      }
      expect(words).toMatchSnapshot();
    });
  });
}
