// The language of this device, chosen from those the app speaks (kept on the device).

import { useId } from 'preact/hooks';
import { LANGUAGES, setLanguage, t, useLanguage } from '.';

/** A select of the app's languages, each named in itself. */
export function LanguagePicker() {
  const code = useLanguage();
  const id = useId();
  return (
    <div class="language-picker">
      <label for={id}>{t('language-label')}</label>
      <select id={id} value={code} onChange={(e) => setLanguage((e.target as HTMLSelectElement).value)}>
        {LANGUAGES.map((l) => (
          <option key={l.code} value={l.code} lang={l.code}>
            {l.name}
          </option>
        ))}
      </select>
    </div>
  );
}
