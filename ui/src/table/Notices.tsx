// What the table tells the player in words: the notice slot under the actions (a rule that
// refused an action, a hint, a result, an error), the Hint button that fills it, and the
// alert of a game whose saved log is damaged.

import { useState } from 'preact/hooks';
import type { Api } from '../api';
import { toApiError } from '../transport';
import type { ActionPreview, GameAction, GameView, Hint, RuleError } from '../types';
import { download } from '../download';
import type { AnyGameWords, HintText } from './logWords';
import { ruleTitleInWords, ruleWhyInWords, rulingHref } from './logWords';
import { t } from '../i18n';
import { whole } from './format';
import { NEXT_TO_DO, rescueFocus } from './focus';

/** A message in the table's notice slot: a rule that refused an action, news, a result, or an error. */
export type Notice =
  | { kind: 'rule'; rule: RuleError; names: readonly string[]; words: AnyGameWords }
  | { kind: 'info'; text: string }
  | { kind: 'done'; text: string }
  | { kind: 'moment'; text: string }
  | { kind: 'error'; text: string }
  | { kind: 'hint'; hint: Hint; seq: number; words: HintText };

/** The preview of the hint in `notice`, if it is one for position `seq` that can be drawn. */
export function hintPreview(notice: Notice | null, seq: number | undefined): ActionPreview | null {
  return notice?.kind === 'hint' && notice.seq === seq ? notice.hint.preview : null;
}

/** The notice slot (read out politely) with the notice, if any, and a way to dismiss it. A
 * refusal's ruling links to its section on the game's Rules page. */
export function NoticeBox({
  notice,
  onClose,
  onPlay,
}: {
  notice: Notice | null;
  onClose: () => void;
  onPlay?: (plan: GameAction[]) => void;
}) {
  if (!notice) return <div class="notice-slot" aria-live="polite" />;
  return (
    <div class="notice-slot" aria-live="polite">
      <div class={`notice notice-${notice.kind}`} data-rule={notice.kind === 'rule' ? notice.rule.rule : undefined}>
        {notice.kind === 'rule' ? (
          <p>
            <strong>{t('table-not-allowed', { rule: ruleTitleInWords(notice.words, notice.rule) })}</strong>{' '}
            <span class="ruling">
              (
              <a href={rulingHref(notice.rule.game, notice.rule.ruling)} title={t('table-rule-link', { ruling: notice.rule.ruling })}>
                {notice.rule.ruling}
              </a>
              )
            </span>
            {t('table-not-allowed-why', { reason: ruleWhyInWords(notice.words, notice.rule, notice.names) })}
          </p>
        ) : notice.kind === 'hint' ? (
          <HintWords hint={notice.hint} words={notice.words} onPlay={onPlay} />
        ) : notice.kind === 'moment' ? (
          <div class="moment" data-moment>
            <p>{notice.text}</p>
            {/* Focused at once: the player reads, then passes the device on. */}
            <button type="button" class="primary moment-continue" autoFocus onClick={onClose}>
              {t('table-moment-continue')}
            </button>
          </div>
        ) : (
          <p>{notice.text}</p>
        )}
        <button
          type="button"
          class="close"
          aria-label={t('table-dismiss')}
          onClick={() => {
            onClose();
            // The message and its button are gone: the keyboard goes on from the Hint button
            // or the next thing to do, never from the page's start.
            requestAnimationFrame(() => rescueFocus(['.hint-button', ...NEXT_TO_DO]));
          }}
        >
          ×
        </button>
      </div>
    </div>
  );
}

/** A hint: what to play, why in words a player can use, what it would do (drawn on the
 * boards as well), and *Play it*. */
function HintWords({ hint, words, onPlay }: { hint: Hint; words: HintText; onPlay?: (plan: GameAction[]) => void }) {
  return (
    <div class="hint" data-hint>
      <p>
        <strong>{t('table-hint', { hint: words.text })}</strong> {words.reason}
      </p>
      {hint.preview && words.then && (
        <p class="hint-then">
          {t('table-hint-then', { then: words.then })}
          {hint.preview.marks.length > 0 && <span class="muted"> {t('table-hint-drawn')}</span>}
        </p>
      )}
      {onPlay && (
        <button type="button" class="primary play-hint" onClick={() => onPlay(hint.plan)}>
          {t('table-play-hint')}
        </button>
      )}
    </div>
  );
}

/**
 * *Hint*: asks what a bot would play for `seat` now (thought out from that seat's view only)
 * and tells it, with why, in the notice slot. A hint asked on an older position is dropped.
 */
export function HintButton({
  api,
  gameId,
  seat,
  seq,
  words,
  onNotice,
}: {
  api: Api;
  gameId: number;
  seat: number;
  seq: number;
  words: (hint: Hint) => HintText;
  onNotice: (n: Notice) => void;
}) {
  const [asked, setAsked] = useState<number | null>(null);
  const thinking = asked === seq;
  return (
    <button
      type="button"
      class="secondary hint-button"
      aria-busy={thinking}
      // Not disabled while thinking: a disabled button drops the keyboard's focus to the page.
      aria-disabled={thinking}
      onClick={async () => {
        if (thinking) return;
        setAsked(seq);
        try {
          const hint = await api.hint({ game: gameId, seat });
          onNotice({ kind: 'hint', hint, seq, words: words(hint) });
        } catch (e) {
          onNotice({ kind: 'error', text: t('table-no-hint', { reason: toApiError(e).message }) });
        } finally {
          setAsked(null);
        }
      }}
    >
      {thinking ? t('table-thinking') : t('table-hint-button')}
    </button>
  );
}

/**
 * A game whose saved log failed its checksum: it is shown as it stood before the first
 * damaged action. The host device may export what is left or continue from there.
 */
export function DamagedLog({ api, view, onRepaired }: { api: Api; view: GameView; onRepaired: () => void }) {
  const [error, setError] = useState<string | null>(null);
  if (view.damaged_at === null || view.damaged_at === undefined) return null;
  const host = api.transport.grant?.role === 'host';
  const n = view.damaged_at;
  const exportLeft = async () => {
    try {
      download(`epochs-${view.game}-${view.id}-up-to-action-${n}.json`, await api.export({ game: view.id }));
    } catch (e) {
      setError(toApiError(e).message);
    }
  };
  const repair = async () => {
    try {
      await api.repair({ game: view.id });
      onRepaired();
    } catch (e) {
      setError(toApiError(e).message);
    }
  };
  return (
    <section class="recovery-notice damaged-log" role="alert" aria-labelledby="damaged-title">
      <h2 id="damaged-title">{t('table-damaged-title', { action: whole(n + 1) })}</h2>
      <p>{t('table-damaged-shown', { action: whole(n) })}</p>
      {host ? (
        <div class="form-actions">
          <button type="button" class="secondary" onClick={exportLeft}>
            {t('table-damaged-export')}
          </button>
          <button type="button" class="primary" onClick={repair}>
            {t('table-damaged-continue', { action: whole(n) })}
          </button>
        </div>
      ) : (
        <p class="muted">{t('table-damaged-host')}</p>
      )}
      {error && <p class="error">{error}</p>}
    </section>
  );
}
