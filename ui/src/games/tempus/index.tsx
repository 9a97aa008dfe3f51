// Tempus as the rest of the UI sees it: its entry in the registry of games (games/index.ts).

import './tempus.css';
import type { Game, PublicBoardProps } from '../game';
import { newGamePart } from '../game';
import { t } from '../../i18n';
import { TEMPUS_LESSONS } from './lessons';
import { pointsInWords } from './words';
import { tempusWords } from './gameWords';
import { BoxDrawing } from './BoxDrawing';
import { NEW_TEMPUS } from './NewGameOptions';
import { PublicIsland } from './PublicIsland';
import { TempusTable } from './TempusTable';
import { TPlayers } from './TempusPanels';
import { TempusRulesPanel } from './TempusRules';

/** The island as the replay shows it: anyone's view in the board area. */
function ReplayIsland({ state, styles, recent }: PublicBoardProps<'tempus'>) {
  return (
    <section class="board-area" aria-label={t('tempus-island')}>
      <PublicIsland state={state} styles={styles} recent={recent} />
    </section>
  );
}

/** Tempus: civilisations spreading over an island through ten eras. */
export const tempus: Game<'tempus'> = {
  key: 'tempus',
  title: 'Tempus',
  box: {
    // Words read when shown (getters), in the language of the moment.
    get pitch() {
      return t('tempus-box-pitch');
    },
    get players() {
      return t('tempus-box-players');
    },
    Drawing: BoxDrawing,
  },
  Table: TempusTable,
  layoutClass: 'table-body',
  PublicBoard: ReplayIsland,
  PlayersPanel: TPlayers,
  Rules: TempusRulesPanel,
  status: (p) => t('tempus-status', { stage: p.round ? 'era' : 'setup', round: p.round ?? 0, name: p.to_act ?? '—' }),
  seatScore: (p, seat) => {
    const points = p.points?.[seat];
    return points === undefined ? null : pointsInWords(points);
  },
  picture: {
    cells: { '.': 'pic-sea', '~': 'pic-water', g: 'pic-plain', f: 'pic-farm', h: 'pic-forest', w: 'pic-wood', m: 'pic-mountain' },
    cropToLand: true,
    hexColumns: true,
    get whole() {
      return t('tempus-island');
    },
    get cell() {
      return { one: t('tempus-hex-one'), many: t('tempus-hex-many') };
    },
  },
  words: tempusWords,
  lessons: TEMPUS_LESSONS,
  newGame: newGamePart(NEW_TEMPUS),
};
