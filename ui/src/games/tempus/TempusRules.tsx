// A short summary of Tempus as Epochs plays it (the full text: docs/rules/tempus.md).

import { t } from '../../i18n';

/** An action or an effect in bold, then what it does (its words start with the colon). */
function term(name: string, text: string) {
  return (
    <>
      <strong>{name}</strong>
      {text}
    </>
  );
}

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
            <li>
              {term(t('tempus-howto-move-name'), t('tempus-howto-move'))}
            </li>
            <li>
              {term(t('tempus-howto-babies-name'), t('tempus-howto-babies'))}
            </li>
            <li>
              {term(t('tempus-howto-idea-name'), t('tempus-howto-idea'))}
            </li>
            <li>
              {term(t('tempus-howto-city-name'), t('tempus-howto-city'))}
            </li>
            <li>
              {term(t('tempus-howto-fight-name'), t('tempus-howto-fight'))}
            </li>
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
    </div>
  );
}
