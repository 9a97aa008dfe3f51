// Pictures of game-icons.net (CC BY 3.0, credited on the About screen) drawn inside the
// boards' SVG: the picture itself, and its outline as a clip path that a seat's pattern fills.

import { GAME_ICONS, type GameIconName } from '../generated/gameIcons';

/** Picture `name` in the square box at (x, y), in the current colour: decoration, as the
 * piece's title or its place's button says what it is. */
export function Picture({ name, x, y, size, cls }: { name: GameIconName; x: number; y: number; size: number; cls: string }) {
  const icon = GAME_ICONS[name];
  return (
    <svg
      x={x}
      y={y}
      width={size}
      height={size}
      viewBox={`0 0 ${icon.width} ${icon.height}`}
      class={cls}
      data-icon={name}
      aria-hidden="true"
      focusable="false"
      dangerouslySetInnerHTML={{ __html: icon.body }}
    />
  );
}

/** Picture `name`'s paths scaled to a 1×1 box, for a clip path in its element's bounding-box
 * units. */
export function unitClip(name: GameIconName): string {
  const icon = GAME_ICONS[name];
  return icon.body.replace(/<path /g, `<path transform="scale(${1 / icon.width} ${1 / icon.height})" `);
}
