// The two names the table session (tableSession.ts) still imports from here; everything that
// was in this file now lives in a file of its own job: Notices.tsx, BotTurn.tsx,
// SidePanel.tsx, BetweenTurns.tsx and TableExits.tsx. Import from those.

export type { Notice } from './Notices';
export { useBotTurn } from './BotTurn';
