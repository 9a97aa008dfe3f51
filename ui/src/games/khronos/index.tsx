// Khronos as the rest of the UI sees it: its entry in the registry of games (games/index.ts).

import './khronos.css';
import type { Game } from '../game';
import { newGamePart } from '../game';
import { t } from '../../i18n';
import { KHRONOS_LESSONS } from './lessons';
import { ecusInWords } from './words';
import { khronosWords } from './gameWords';
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
  // Words are read when shown (getters), in the device's language of the moment.
  box: {
    get pitch() {
      return t('khronos-box-pitch');
    },
    get players() {
      return t('khronos-box-players');
    },
    Drawing: BoxDrawing,
  },
  Table: KhronosTable,
  layoutClass: 'table-layout',
  PublicBoard: PublicBoards,
  PlayersPanel,
  Rules: RulesPanel,
  status: (p) => t('khronos-status', { turn: p.turn ?? 1, name: p.to_act ?? '—' }),
  seatScore: (p, seat) => {
    const ecus = p.ecus?.[seat];
    return ecus === undefined ? null : ecusInWords(ecus);
  },
  picture: {
    cells: { '.': 'pic-plain', '*': 'pic-forest', '^': 'pic-mountain', '~': 'pic-water', '+': 'pic-neutral' },
    cropToLand: false,
    hexColumns: false,
    get whole() {
      return t('khronos-picture-whole');
    },
    get cell() {
      return { one: t('khronos-picture-square'), many: t('khronos-picture-squares') };
    },
  },
  words: khronosWords,
  lessons: KHRONOS_LESSONS,
  newGame: newGamePart(NEW_KHRONOS),
};
