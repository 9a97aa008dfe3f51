// Pieces every table screen shares: the notice slot (rule explanations, results) and the
// side panel (game log, rules summary).

import type { ComponentChildren } from 'preact';
import { useEffect, useRef } from 'preact/hooks';
import type { LogLine, RuleError } from '../types';

export type Notice =
  | { kind: 'rule'; rule: RuleError }
  | { kind: 'info'; text: string }
  | { kind: 'done'; text: string }
  | { kind: 'error'; text: string };

export function NoticeBox({ notice, onClose }: { notice: Notice | null; onClose: () => void }) {
  if (!notice) return <div class="notice-slot" aria-live="polite" />;
  return (
    <div class="notice-slot" aria-live="polite">
      <div class={`notice notice-${notice.kind}`} data-rule={notice.kind === 'rule' ? notice.rule.rule : undefined}>
        {notice.kind === 'rule' ? (
          <p>
            <strong>Not allowed — {notice.rule.title}</strong> <span class="ruling">({notice.rule.ruling})</span>: {notice.rule.message}
          </p>
        ) : (
          <p>{notice.text}</p>
        )}
        <button type="button" class="close" aria-label="Dismiss message" onClick={onClose}>
          ×
        </button>
      </div>
    </div>
  );
}

export function SidePanel({ panel, log, onClose, rulesTitle, rules }: { panel: 'log' | 'rules' | null; log: LogLine[]; onClose: () => void; rulesTitle: string; rules: ComponentChildren }) {
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (panel) ref.current?.focus();
  }, [panel]);
  if (!panel) return null;
  return (
    <div class="side-panel" role="dialog" aria-modal="false" aria-labelledby="side-title" tabIndex={-1} ref={ref}
      onKeyDown={(e) => {
        if (e.key === 'Escape') onClose();
      }}
    >
      <div class="side-head">
        <h2 id="side-title">{panel === 'log' ? 'Game log' : rulesTitle}</h2>
        <button type="button" class="close" aria-label="Close" onClick={onClose}>
          ×
        </button>
      </div>
      {panel === 'log' ? (
        log.length ? (
          <ol class="log" start={1}>
            {log.map((l) => (
              <li key={l.seq}>{l.text}</li>
            ))}
          </ol>
        ) : (
          <p class="muted">Nothing has been played yet.</p>
        )
      ) : (
        rules
      )}
    </div>
  );
}
