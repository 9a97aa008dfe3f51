// Tempus as the rest of the UI sees it: its entry in the registry of games (games/index.ts).

import './tempus.css';
import type { Game, PublicBoardProps } from '../game';
import { newGamePart } from '../game';
import { t } from '../../i18n';
import { actionLabel, factInWords, pointsInWords } from './words';
import { BoxDrawing } from './BoxDrawing';
import { NEW_TEMPUS } from './NewGameOptions';
import { PublicIsland } from './PublicIsland';
import { TempusTable } from './TempusTable';
import { TPlayers } from './TempusPanels';
import { TempusRulesPanel } from './TempusRules';

/** The island as the replay shows it: anyone's view in the board area. */
function ReplayIsland({ state, styles, recent }: PublicBoardProps<'tempus'>) {
  return (
    <section class="board-area" aria-label="The island">
      <PublicIsland state={state} styles={styles} recent={recent} />
    </section>
  );
}

/** Tempus: civilisations spreading over an island through ten eras. */
export const tempus: Game<'tempus'> = {
  key: 'tempus',
  title: 'Tempus',
  box: {
    pitch: 'Lead a people across an island through the eras of history: move, grow, build cities, fight, and be the first to advance.',
    players: '3 to 5 players (2 with the variant) · up to the tenth era',
    Drawing: BoxDrawing,
  },
  Table: TempusTable,
  layoutClass: 'table-body',
  PublicBoard: ReplayIsland,
  PlayersPanel: TPlayers,
  Rules: TempusRulesPanel,
  status: (p) => `${p.round ? `era turn ${p.round}` : 'setting up the island'} · ${p.to_act ?? '—'} to act`,
  seatScore: (p, seat) => {
    const points = p.points?.[seat];
    return points === undefined ? null : points === 1 ? '1 victory point' : `${points} victory points`;
  },
  picture: {
    cells: { '.': 'pic-sea', '~': 'pic-water', g: 'pic-plain', f: 'pic-farm', h: 'pic-forest', w: 'pic-wood', m: 'pic-mountain' },
    cropToLand: true,
    hexColumns: true,
    whole: 'The island',
    cell: { one: 'hex', many: 'hexes' },
  },
  words: { fact: factInWords, label: actionLabel, points: pointsInWords, pointsName: () => t('tempus-points-name') },
  newGame: newGamePart(NEW_TEMPUS),
};
