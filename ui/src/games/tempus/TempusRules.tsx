// Tempus as Epochs plays it: a short summary, then every rule the engine enforces, one section
// per ruling (the project's text: docs/rules/tempus.md).

import { t } from '../../i18n';
import { RuleSections, type RuleSection, type SectionWords } from '../ruleSections';

/** The sections of the rules in full, in reading order: each ruling and its paragraphs. */
export const TEMPUS_SECTIONS: readonly RuleSection[] = [
  ['T1', 1],
  ['T26', 1],
  ['T2', 1],
  ['T11', 1],
  ['T4', 1],
  ['T8', 1],
  ['T12', 1],
  ['T15', 1],
  ['T16', 1],
  ['T28', 1],
  ['T23', 1],
  ['T6', 1],
  ['T13', 1],
  ['T17', 1],
  ['T18', 1],
  ['T19', 1],
  ['T20', 2],
  ['T22', 1],
  ['T14', 1],
  ['T7', 1],
  ['T27', 1],
];

/** How the sections are worded, in the device's language. */
const WORDS: SectionWords = {
  title: (code) => t(`tempus-ruling-${code.toLowerCase()}-title`),
  paragraph: (code, n) => t(`tempus-ruling-${code.toLowerCase()}-${n}`),
};

/** An action or an effect in bold, then what it does (its words start with the colon). */
function term(name: string, text: string) {
  return (
    <>
      <strong>{name}</strong>
      {text}
    </>
  );
}

/** The rules of Tempus: the summary, then every rule by its ruling (the Rules page, and the
 * table's Rules panel). */
export function TempusRulesPanel() {
  const effect = (effect: string) => term(t('tempus-effect', { effect }), t('tempus-howto-effect', { effect }));
  return (
    <div class="rules">
      <h3>{t('tempus-howto-aim-title')}</h3>
      <p>{t('tempus-howto-aim')}</p>
      <h3>{t('tempus-howto-setup-title')}</h3>
      <ul>
        <li>{t('tempus-howto-setup-tiles')}</li>
        <li>{t('tempus-howto-setup-tokens')}</li>
      </ul>
      <h3>{t('tempus-howto-era-title')}</h3>
      <ol>
        <li>{t('tempus-howto-era-tiles')}</li>
        <li>
          {t('tempus-howto-era-turn')}
          <ul>
            <li>{term(t('tempus-howto-move-name'), t('tempus-howto-move'))}</li>
            <li>{term(t('tempus-howto-babies-name'), t('tempus-howto-babies'))}</li>
            <li>{term(t('tempus-howto-idea-name'), t('tempus-howto-idea'))}</li>
            <li>{term(t('tempus-howto-city-name'), t('tempus-howto-city'))}</li>
            <li>{term(t('tempus-howto-fight-name'), t('tempus-howto-fight'))}</li>
          </ul>
        </li>
        <li>{t('tempus-howto-progress')}</li>
      </ol>
      <h3>{t('tempus-howto-fights-title')}</h3>
      <ol>
        <li>{t('tempus-howto-fights-cards')}</li>
        <li>{t('tempus-howto-fights-reveal')}</li>
        <li>{t('tempus-howto-fights-result')}</li>
      </ol>
      <h3>{t('tempus-howto-effects-title')}</h3>
      <ul>
        <li>{effect('medicine')}</li>
        <li>{effect('sanitation')}</li>
        <li>{effect('religion')}</li>
        <li>{effect('government')}</li>
        <li>{effect('military-leader')}</li>
      </ul>
      <p class="muted">{t('tempus-howto-table')}</p>
      <RuleSections heading={t('tempus-rulings-title')} sections={TEMPUS_SECTIONS} words={WORDS} />
    </div>
  );
}
