//! Tempus at the table: its log as facts (facts.rs), the places its actions change (marks.rs), its
//! picture in the saved-games list (picture.rs), and what the table needs of it (`TableGame`).

mod facts;
mod marks;
mod picture;

use crate::table_game::TableGame;
use epochs_engine::tempus::{self, Action, Event, State, Tempus};
use serde::Serialize;
use ts_rs::TS;

impl TableGame for Tempus {
    type Options = tempus::Options;
    const DEFAULT_MAP: &'static str = "placed";

    fn facts(events: &[Event], _viewer: Option<u8>) -> Vec<serde_json::Value> {
        facts::facts(events)
    }

    fn marks(events: &[Event]) -> Vec<crate::marks::Mark> {
        marks::tempus_marks(events)
    }

    fn hint_goes_on(action: &Action) -> bool {
        matches!(action, Action::Move | Action::MoveToken { .. })
    }
    fn hint_step(action: &Action) -> bool {
        matches!(action, Action::MoveToken { .. } | Action::EndMove)
    }
    fn previewable(action: &Action) -> bool {
        // Only what moves tokens and builds on the island: ideas, discards, card plays, fights
        // and the end of a turn may draw or reveal cards.
        matches!(
            action,
            Action::PlaceToken { .. }
                | Action::Move
                | Action::MoveToken { .. }
                | Action::EndMove
                | Action::Babies { .. }
                | Action::BuildCity { .. }
                | Action::Atlantis { .. }
        )
    }

    type Preview = TempusPreview;

    fn preview(s: &State) -> TempusPreview {
        TempusPreview {
            round: s.round,
            eras: s.players.iter().map(|p| p.era).collect(),
            points: tempus::scores(s),
        }
    }

    fn picture(s: &State) -> Vec<String> {
        picture::tempus_picture(s)
    }
}

/// What the saved-games list shows of a Tempus game beside what every game has.
#[derive(Clone, Debug, PartialEq, Serialize, TS)]
pub struct TempusPreview {
    /// Eras played so far.
    pub round: u8,
    /// Each seat's era.
    pub eras: Vec<u8>,
    /// Each seat's victory points.
    pub points: Vec<i64>,
}
