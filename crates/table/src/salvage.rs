//! Replaying the games salvaged from a damaged database through the rules before they are
//! saved again (the store reads, checks and saves them: `epochs_store::Store::open_with`).
//! Each game goes through the table's one fold over an action log (`hosted::Live::replay`,
//! via `hosted::open`): when an action does not replay, the fold says which, and the game
//! is folded again up to the action before it.

use crate::registry::GameKind;
use crate::SeatInfo;
use epochs_store::{ActionRecord, Replayed, Replayer, SalvagedRecord};
use serde_json::Value;

/// Replays salvaged games through the rules.
pub(crate) struct RulesReplayer;

impl Replayer for RulesReplayer {
    fn replay(
        &mut self,
        record: &SalvagedRecord,
        actions: &[ActionRecord],
    ) -> Result<Replayed, String> {
        let kind = GameKind::from_key(&record.game).map_err(|e| e.to_string())?;
        let setup: Value = serde_json::from_str(&record.setup)
            .map_err(|e| format!("its setup could not be read: {e}"))?;
        let seats: Vec<SeatInfo> = serde_json::from_str(&record.seats)
            .map_err(|e| format!("its seats could not be read: {e}"))?;
        let names: Vec<String> = seats.iter().map(|s| s.name.clone()).collect();
        // The actions up to the first that is not JSON.
        let mut json = Vec::with_capacity(actions.len());
        let mut why = None;
        for (n, a) in actions.iter().enumerate() {
            match serde_json::from_str::<Value>(&a.action) {
                Ok(v) => json.push((a.seat, v)),
                Err(e) => {
                    why = Some(format!("action {} does not replay: {e}", n + 1));
                    break;
                }
            }
        }
        let game = match crate::hosted::open(kind, &setup, None, &json) {
            Ok(game) => game,
            Err(e) if e.at == 0 => return Err(format!("its setup does not start a game: {e}")),
            Err(e) => {
                why = Some(e.to_string());
                json.truncate(e.at - 1);
                crate::hosted::open(kind, &setup, None, &json)
                    .map_err(|e| format!("it does not replay: {e}"))?
            }
        };
        Ok(Replayed {
            kept: json.len(),
            preview: game.preview(&names).to_string(),
            finished: game.finished(),
            why,
        })
    }
}
