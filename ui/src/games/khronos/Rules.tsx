// Khronos as Epochs plays it: a short summary, then every rule the engine enforces, one section
// per ruling (the project's text: docs/rules/khronos.md).

import { t } from '../../i18n';
import { rich } from './rich';
import { RuleSections, type RuleSection, type SectionWords } from '../ruleSections';

/** The sections of the rules in full, in reading order: each ruling and its paragraphs. */
export const KHRONOS_SECTIONS: readonly RuleSection[] = [
  ['K1', 1],
  ['K3', 1],
  ['K28', 1],
  ['K4', 2],
  ['K5', 1],
  ['K6', 1],
  ['K7', 1],
  ['K8', 1],
  ['K9', 1],
  ['K10', 1],
  ['K11', 2],
  ['K12', 1],
  ['K13', 2],
  ['K14', 1],
  ['K15', 3],
  ['K16', 1],
  ['K17', 1],
  ['K18', 2],
  ['K19', 2],
  ['K20', 2],
  ['K21', 1],
  ['K22', 1],
  ['K23', 1],
  ['K24', 1],
  ['K25', 1],
  ['K26', 1],
  ['K27', 1],
];

/** The extra cards a footprint on forest or on mountain costs, by number of players (K12), as
 * the engine's table has them (crates/engine/src/khronos/table.rs, `forest_surcharge` and
 * `mountain_surcharge`). */
export const SURCHARGES: readonly { players: number; forest: number; mountain: number }[] = [
  { players: 2, forest: 1, mountain: 2 },
  { players: 3, forest: 1, mountain: 2 },
  { players: 4, forest: 0, mountain: 1 },
  { players: 5, forest: 0, mountain: 0 },
];

/** How the sections are worded, in the device's language. */
const WORDS: SectionWords = {
  title: (code) => t(`khronos-ruling-${code.toLowerCase()}-title`),
  paragraph: (code, n) => t(`khronos-ruling-${code.toLowerCase()}-${n}`),
};

/** The forest and mountain surcharges by number of players (K12). */
function SurchargeTable() {
  return (
    <table class="surcharges">
      <caption>{t('khronos-ruling-k12-caption')}</caption>
      <thead>
        <tr>
          <th scope="col">{t('khronos-ruling-k12-players')}</th>
          <th scope="col">{t('khronos-ruling-k12-forest')}</th>
          <th scope="col">{t('khronos-ruling-k12-mountain')}</th>
        </tr>
      </thead>
      <tbody>
        {SURCHARGES.map((s) => (
          <tr key={s.players}>
            <th scope="row">{s.players}</th>
            <td>{`+${s.forest}`}</td>
            <td>{`+${s.mountain}`}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

/** The rules of Khronos: the summary, then every rule by its ruling (the Rules page, and the
 * table's Rules panel). */
export function RulesPanel() {
  return (
    <div class="rules">
      <h3>{t('khronos-rules-aim-title')}</h3>
      <p>{t('khronos-rules-aim')}</p>
      <h3>{t('khronos-rules-boards-title')}</h3>
      <p>{t('khronos-rules-boards')}</p>
      <h3>{t('khronos-rules-turn-title')}</h3>
      <ol>
        <li>{rich(t('khronos-rules-turn-exchange'))}</li>
        <li>{rich(t('khronos-rules-turn-travel'))}</li>
        <li>{rich(t('khronos-rules-turn-play'))}</li>
        <li>{rich(t('khronos-rules-turn-end'))}</li>
      </ol>
      <h3>{t('khronos-rules-building-title')}</h3>
      <ul>
        <li>{t('khronos-rules-building-cost')}</li>
        <li>{t('khronos-rules-building-river')}</li>
        <li>{t('khronos-rules-building-cubes')}</li>
        <li>{t('khronos-rules-building-domains')}</li>
        <li>{t('khronos-rules-building-upgrade')}</li>
        <li>{t('khronos-rules-building-ripple')}</li>
      </ul>
      <h3>{t('khronos-rules-reason-title')}</h3>
      <ul>
        <li>{t('khronos-rules-reason-populate')}</li>
        <li>{t('khronos-rules-reason-renovate')}</li>
      </ul>
      <h3>{t('khronos-rules-earnings-title')}</h3>
      <ul>
        <li>{t('khronos-rules-earnings-might')}</li>
        <li>{t('khronos-rules-earnings-faith')}</li>
        <li>{t('khronos-rules-earnings-reason')}</li>
      </ul>
      <p class="muted">{t('khronos-rules-never')}</p>
      <RuleSections heading={t('khronos-rulings-title')} sections={KHRONOS_SECTIONS} words={WORDS} more={{ K12: <SurchargeTable /> }} />
    </div>
  );
}
