// The languages of the app: one line each, beside its message catalogue (the folder
// messages/<code>/). Adding a language is its catalogue and one line here.

/** A language the app speaks: its BCP 47 code and its name in itself. */
export interface LanguageInfo {
  code: string;
  name: string;
}

/** The languages offered, English first (the fallback of every message). */
export const LANGUAGES: readonly LanguageInfo[] = [
  { code: 'en', name: 'English' },
  { code: 'fr', name: 'Français' },
];

/** A test language: English with accented letters, 40% longer, to find words still written in
 * the code and layouts that clip longer text. Chosen only on purpose, never offered. */
export const PSEUDO = 'en-XA';

/** The language of the app for a device whose preferences are `preferred` (as
 * `navigator.languages`): the first offered whose language matches, else English. */
export function negotiate(preferred: readonly string[]): string {
  for (const tag of preferred) {
    const lower = tag.toLowerCase();
    if (lower === PSEUDO.toLowerCase()) return PSEUDO;
    const found = LANGUAGES.find((l) => l.code === lower || lower.startsWith(`${l.code}-`));
    if (found) return found.code;
  }
  return LANGUAGES[0].code;
}
