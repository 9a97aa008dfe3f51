//! Khronos at the table: its log as facts (facts.rs), the places its actions change (marks.rs), its
//! picture in the saved-games list (picture.rs), and what the table needs of it (`TableGame`).

mod facts;
mod marks;
mod picture;

use crate::table_game::TableGame;
use epochs_engine::khronos::{self, Action, Event, Khronos, State};
use serde::Serialize;
use ts_rs::TS;

impl TableGame for Khronos {
    type Options = khronos::Options;
    const DEFAULT_MAP: &'static str = "default";

    fn facts(events: &[Event], viewer: Option<u8>) -> Vec<serde_json::Value> {
        facts::facts(events, viewer)
    }

    fn marks(events: &[Event]) -> Vec<crate::marks::Mark> {
        marks::khronos_marks(events)
    }

    fn previewable(action: &Action) -> bool {
        // Exchanges, Hold'em swaps and the end of a turn draw cards.
        !matches!(
            action,
            Action::Exchange { .. } | Action::Swap { .. } | Action::EndTurn { .. }
        )
    }

    type Preview = KhronosPreview;

    fn preview(s: &State) -> KhronosPreview {
        KhronosPreview {
            turn: s.turn.min(7),
            ecus: s.players.iter().map(|p| p.ecus).collect(),
        }
    }

    fn picture(s: &State) -> Vec<String> {
        picture::khronos_picture(s)
    }
}

/// What the saved-games list shows of a Khronos game beside what every game has.
#[derive(Clone, Debug, PartialEq, Serialize, TS)]
pub struct KhronosPreview {
    /// The turn, 1 to 7.
    pub turn: u8,
    /// Each seat's Ecus.
    pub ecus: Vec<u32>,
}
