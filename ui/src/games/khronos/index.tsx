// Khronos as the rest of the UI sees it: its entry in the registry of games (games/index.ts).

import './khronos.css';
import type { Game } from '../game';
import { newGamePart } from '../game';
import { t } from '../../i18n';
import { actionLabel, factInWords, ecusInWords } from './words';
import { BoxDrawing } from './BoxDrawing';
import { KhronosTable } from './KhronosTable';
import { NEW_KHRONOS } from './NewGameOptions';
import { PlayersPanel } from './Panels';
import { PublicBoards } from './PublicBoards';
import { RulesPanel } from './Rules';

/** Khronos: building through three ages of one land. */
export const khronos: Game<'khronos'> = {
  key: 'khronos',
  title: 'Khronos',
  box: {
    pitch: 'Build across three ages of one land: what you raise in the past ripples into the future, and can undo it.',
    players: '2 to 5 players · 7 turns',
    Drawing: BoxDrawing,
  },
  Table: KhronosTable,
  layoutClass: 'table-layout',
  PublicBoard: PublicBoards,
  PlayersPanel,
  Rules: RulesPanel,
  status: (p) => `Turn ${p.turn ?? 1} of 7 · ${p.to_act ?? '—'} to move`,
  seatScore: (p, seat) => {
    const ecus = p.ecus?.[seat];
    return ecus === undefined ? null : ecus === 1 ? '1 Ecu' : `${ecus} Ecus`;
  },
  picture: {
    cells: { '.': 'pic-plain', '*': 'pic-forest', '^': 'pic-mountain', '~': 'pic-water', '+': 'pic-neutral' },
    cropToLand: false,
    hexColumns: false,
    whole: 'The three boards',
    cell: { one: 'square', many: 'squares' },
  },
  words: { fact: factInWords, label: actionLabel, points: ecusInWords, pointsName: () => t('khronos-points-name') },
  newGame: newGamePart(NEW_KHRONOS),
};
