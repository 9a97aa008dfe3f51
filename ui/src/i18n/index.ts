/// <reference types="vite/client" />
// Every word the device shows, in its own language: Fluent catalogues (messages/<code>/*.ftl), the
// language chosen per device (kept in its storage) or, until one is chosen, the first of the
// device's languages the app speaks. `t(id, args)` gives a message; `useLanguage()` makes a
// screen follow a change.

import { FluentBundle, FluentResource, type FluentVariable } from '@fluent/bundle';
import { useEffect, useState } from 'preact/hooks';
import { LANGUAGES, PSEUDO, negotiate } from './languages';
import { pseudo } from './pseudo';

/** Each language's catalogue, as Fluent text, by its code: the files of its folder (the app's
 * screens, the log, each game's words) one after another. */
const CATALOGUES: Record<string, string> = {};
for (const [path, text] of Object.entries(
  import.meta.glob<string>('./messages/*/*.ftl', { query: '?raw', import: 'default', eager: true }),
)) {
  const code = path.replace(/^.*\/([^/]+)\/[^/]+\.ftl$/, '$1');
  CATALOGUES[code] = `${CATALOGUES[code] ?? ''}\n${text}`;
}

/** Where the device keeps its chosen language. */
const STORAGE_KEY = 'epochs.language';

const bundles = new Map<string, FluentBundle>();
/** The bundle of `code` (English for the pseudo-locale, whose text is made from it). */
function bundle(code: string): FluentBundle {
  const key = code === PSEUDO ? 'en' : code;
  let b = bundles.get(key);
  if (!b) {
    // Numbers, plurals and dates follow the language's own rules (Intl).
    b = new FluentBundle(key, { useIsolating: false });
    b.addResource(new FluentResource(CATALOGUES[key] ?? ''));
    bundles.set(key, b);
  }
  return b;
}

function stored(): string | null {
  try {
    return typeof localStorage !== 'undefined' ? localStorage.getItem(STORAGE_KEY) : null;
  } catch {
    return null;
  }
}

function deviceLanguages(): readonly string[] {
  return typeof navigator !== 'undefined' ? (navigator.languages ?? [navigator.language]) : [];
}

let current = negotiate([...(stored() ? [stored() as string] : []), ...deviceLanguages()]);
const listeners = new Set<(code: string) => void>();

function showLanguage(code: string) {
  if (typeof document !== 'undefined') document.documentElement.lang = code;
}
showLanguage(current);

/** The language the device shows now. */
export function language(): string {
  return current;
}

/** Shows every word in `code` from now on, and keeps the choice on this device. */
export function setLanguage(code: string) {
  const chosen = negotiate([code]);
  try {
    localStorage.setItem(STORAGE_KEY, chosen);
  } catch {
    /* kept for this visit only */
  }
  if (chosen === current) return;
  current = chosen;
  formatted.clear();
  showLanguage(current);
  for (const l of [...listeners]) l(current);
}

/** The language now, following changes (a screen using it is drawn again). */
export function useLanguage(): string {
  const [code, setCode] = useState(current);
  useEffect(() => {
    listeners.add(setCode);
    setCode(current);
    return () => {
      listeners.delete(setCode);
    };
  }, []);
  return code;
}

/** Message `id` in the device's language with `args` (English when the language lacks it). */
export function t(id: string, args?: Record<string, FluentVariable>): string {
  const key = cacheKey(id, args);
  const known = key === null ? undefined : formatted.get(key);
  if (known !== undefined) return known;
  const text = format(id, args);
  if (key !== null) {
    if (formatted.size >= FORMATTED_MAX) formatted.clear();
    formatted.set(key, text);
  }
  return text;
}

/** Message `id` formatted by Fluent in the language shown (English when that lacks it). */
function format(id: string, args?: Record<string, FluentVariable>): string {
  for (const code of [current, 'en']) {
    const b = bundle(code);
    const message = b.getMessage(id);
    if (message?.value) {
      const text = b.formatPattern(message.value, args);
      return current === PSEUDO ? pseudo(text) : text;
    }
  }
  return id;
}

/** Messages already formatted in the language shown, by `cacheKey`: a table's screen asks for
 * the same few hundred again at every render. Emptied when full or the language changes. */
const formatted = new Map<string, string>();
const FORMATTED_MAX = 4000;

/** The key of a message with its arguments, or `null` when an argument is not a plain string
 * or number (a date or a Fluent value: formatted afresh each time). */
function cacheKey(id: string, args?: Record<string, FluentVariable>): string | null {
  let key = id;
  if (args) {
    for (const name in args) {
      const value = args[name];
      const kind = typeof value;
      if (kind !== 'string' && kind !== 'number') return null;
      key += `\u0000${name}\u0001${kind === 'number' ? 'n' : 's'}${value as string | number}`;
    }
  }
  return key;
}

export { LANGUAGES, PSEUDO };

/** The locale Intl formats with (English's for the pseudo-locale). */
function intlLocale(): string {
  return current === PSEUDO ? 'en' : current;
}

/** `items` as a list in prose, in the device's language ("A, B and C", « A, B et C »). */
export function listInWords(items: readonly string[]): string {
  return new Intl.ListFormat(intlLocale(), { style: 'long', type: 'conjunction' }).format(items);
}

/** `text` with its first letter a capital. */
export function capitalised(text: string): string {
  return text.charAt(0).toLocaleUpperCase() + text.slice(1);
}

/** Choices in words, one or another ("A, B, or C"), as the device's language lists them. */
export function choicesInWords(items: readonly string[]): string {
  return new Intl.ListFormat(intlLocale(), { style: 'long', type: 'disjunction' }).format(items);
}

/** How long ago `ms` (epoch milliseconds) was, in the device's language ("3 minutes ago"). */
export function agoInWords(ms: number, now = Date.now()): string {
  const rtf = new Intl.RelativeTimeFormat(intlLocale(), { numeric: 'auto' });
  const s = Math.max(0, Math.round((now - ms) / 1000));
  if (s < 60) return rtf.format(0, 'second');
  const m = Math.round(s / 60);
  if (m < 60) return rtf.format(-m, 'minute');
  const h = Math.round(m / 60);
  if (h < 24) return rtf.format(-h, 'hour');
  const d = Math.round(h / 24);
  if (d < 30) return rtf.format(-d, 'day');
  return new Date(ms).toLocaleDateString(intlLocale());
}
