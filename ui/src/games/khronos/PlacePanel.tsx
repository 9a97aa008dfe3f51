// Placing on the Khronos boards (building, upgrading, demolishing, populating, renovating, a
// downsizing decision): how many places there are, the list of them, the place chosen with
// how to pay for it, and Confirm.

import type { Action, LegalAction } from './types';
import type { Candidate } from './candidates';
import { candidateByKey, candidateLabel, variantText } from './selection';
import { useReachBar } from '../../table/reach';
import { actionLabel } from './words';
import { t } from '../../i18n';

export interface PlacePanelProps {
  title: string;
  cands: Candidate[];
  sel: Candidate | null;
  /** The chosen way to pay (a variant of `sel`). */
  selVariant: LegalAction | null;
  variant: number;
  /** A decision the rules require: it cannot be cancelled. */
  pending: boolean;
  busy: boolean;
  pick: (c: Candidate | null) => void;
  setVariant: (i: number) => void;
  act: (a: Action) => void;
  cancel: () => void;
  /** What the chosen placement would do (the engine's words), once known. */
  preview: string | null;
}

export function PlacePanel({
  title,
  cands,
  sel,
  selVariant,
  variant,
  pending,
  busy,
  pick,
  setVariant,
  act,
  cancel,
  preview,
}: PlacePanelProps) {
  const bar = useReachBar<HTMLDivElement>();
  return (
    <div class="placing">
      <h3 tabIndex={-1}>{title}</h3>
      <p class="muted">{cands.length === 0 ? t('khronos-place-none') : t('khronos-place-count', { count: cands.length })}</p>
      {cands.length > 0 && (
        <label class="cand-select">
          <span>{t('khronos-place-list')}</span>
          <select value={sel?.key ?? ''} onChange={(e) => pick(candidateByKey(cands, (e.target as HTMLSelectElement).value))}>
            <option value="">—</option>
            {cands.map((c) => (
              <option key={c.key} value={c.key}>
                {candidateLabel(c)}
              </option>
            ))}
          </select>
        </label>
      )}
      {sel && selVariant && sel.variants.length > 1 && (
        <fieldset class="variants">
          <legend>{sel.group === 'renovate' ? t('khronos-place-pay-now') : t('khronos-place-surcharge')}</legend>
          {sel.variants.map((v, i) => (
            <label key={i} class="check">
              <input type="radio" name="variant" checked={i === variant} onChange={() => setVariant(i)} /> {variantText(v)}
            </label>
          ))}
        </fieldset>
      )}
      {/* What is chosen and what it would do travel with Confirm: the bar keeps to the bottom
          of the screen when the panel is longer than it (on a phone, always), and nothing
          covers its words. */}
      <div
        ref={bar}
        class={`sticky-actions${sel && selVariant ? ' with-preview reach selected' : ''}`}
        data-selected={sel && selVariant ? sel.key : undefined}
      >
        {sel && selVariant && <p class="selected-label">{actionLabel(selVariant.action)}</p>}
        {sel && selVariant && preview && (
          <p class="preview" data-preview aria-live="polite">
            {t('khronos-place-then', { preview })}
          </p>
        )}
        <div class="sticky-buttons">
          {sel && selVariant && (
            <button type="button" class="primary" data-confirm onClick={() => act(selVariant.action)} disabled={busy}>
              {t('khronos-confirm')}
            </button>
          )}
          {!pending && (
            <button type="button" class="secondary" onClick={cancel}>
              {t('khronos-cancel')}
            </button>
          )}
        </div>
      </div>
    </div>
  );
}
