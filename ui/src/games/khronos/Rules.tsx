// A short summary of Khronos as Epochs plays it (the full text: docs/rules/khronos.md).

import { t } from '../../i18n';
import { rich } from './rich';

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
    </div>
  );
}
