// A message with a little markup (the rules summary, the map file's grid), drawn as elements:
// the catalogues mark the words to stress as <strong>…</strong> and the characters of a map
// file as <code>…</code>; everything else is plain text (no other tag, no attribute, no nesting).

import type { ComponentChildren } from 'preact';

// The tags as the pseudo-locale accents them too (i18n/pseudo.ts).
const TAG = /<(strong|code|šţŕóñĝ|çóðé)>(.*?)<\/\1>/g;

/** `text` with its <strong> and <code> parts as elements. */
export function rich(text: string): ComponentChildren[] {
  const out: ComponentChildren[] = [];
  let at = 0;
  for (const m of text.matchAll(TAG)) {
    if (m.index > at) out.push(text.slice(at, m.index));
    out.push(m[1] === 'strong' || m[1] === 'šţŕóñĝ' ? <strong key={out.length}>{m[2]}</strong> : <code key={out.length}>{m[2]}</code>);
    at = m.index + m[0].length;
  }
  if (at < text.length) out.push(text.slice(at));
  return out;
}
