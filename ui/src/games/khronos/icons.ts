// Which game-icons picture draws each Khronos building and a ruin (no words: the end-to-end
// tests read it as it is).

import type { GameIconName } from '../../generated/gameIcons';
import type { BuildingType } from './types';

/** The picture of each type of building (game-icons.net; the About screen credits them). */
export const BUILDING_ICON: Record<BuildingType, GameIconName> = {
  watchtower: 'watchtower',
  keep: 'white-tower',
  castle: 'qaitbay-citadel',
  chapel: 'church',
  monastery: 'byzantin-temple',
  abbey: 'saint-basil-cathedral',
  hamlet: 'house',
  town: 'village',
  city: 'medieval-village-01',
};

/** The picture of a ruin, whatever it was. */
export const RUIN_ICON: GameIconName = 'broken-wall';
