//! Recovering the games of a damaged database into the fresh one: each game whose record can
//! still be read is replayed through the rules, action by action, up to the first action that
//! can't be read or isn't legal, and saved again; the report says, game by game, how much came
//! back.

use crate::game::GameKind;
use crate::SeatInfo;
use epochs_store::{ActionRecord, NewGame, SalvageReport, SalvagedGame, Store};
use serde_json::Value;
use std::path::Path;

/// Reads what is left of `damaged`, saves every game that still replays into `store`, and
/// says what became of each game found.
pub fn salvage_into(store: &mut Store, damaged: &Path) -> Vec<SalvageReport> {
    let (games, unreadable) = epochs_store::read_damaged(damaged);
    let mut reports: Vec<SalvageReport> = games.iter().map(|g| salvage_one(store, g)).collect();
    reports.extend(unreadable.into_iter().map(|id| SalvageReport {
        name: format!("Game {id}"),
        recovered: 0,
        lost: None,
        outcome: "lost".into(),
        why: Some("its record could not be read".into()),
    }));
    reports
}

fn lost(g: &SalvagedGame, why: String) -> SalvageReport {
    SalvageReport {
        name: g.name.clone(),
        recovered: 0,
        lost: g.logged,
        outcome: "lost".into(),
        why: Some(why),
    }
}

fn salvage_one(store: &mut Store, g: &SalvagedGame) -> SalvageReport {
    let kind = match GameKind::from_key(&g.game) {
        Ok(k) => k,
        Err(e) => return lost(g, e.to_string()),
    };
    let setup: Value = match serde_json::from_str(&g.setup) {
        Ok(v) => v,
        Err(e) => return lost(g, format!("its setup could not be read: {e}")),
    };
    let seats: Vec<SeatInfo> = match serde_json::from_str(&g.seats) {
        Ok(v) => v,
        Err(e) => return lost(g, format!("its seats could not be read: {e}")),
    };
    let names: Vec<String> = seats.iter().map(|s| s.name.clone()).collect();
    let mut game = match kind.open(&setup, None, &[]) {
        Ok(game) => game,
        Err(e) => return lost(g, format!("its setup does not start a game: {e}")),
    };
    let mut stopped = None;
    for (n, a) in g.actions.iter().enumerate() {
        let applied = serde_json::from_str::<Value>(&a.action)
            .map_err(|e| e.to_string())
            .and_then(|action| {
                game.prepare(a.seat, &action, &names)
                    .map_err(|e| e.to_string())
            })
            .and_then(|prepared| game.commit(prepared).map_err(|e| e.to_string()));
        if let Err(e) = applied {
            stopped = Some(format!("action {} does not replay: {e}", n + 1));
            break;
        }
    }
    let records: Vec<ActionRecord> = match game.actions() {
        Ok(actions) => actions
            .into_iter()
            .map(|(seat, action)| ActionRecord {
                seat,
                action: action.to_string(),
            })
            .collect(),
        Err(e) => return lost(g, e.to_string()),
    };
    let saved = store.import_game(
        &NewGame {
            name: g.name.clone(),
            game: g.game.clone(),
            setup: g.setup.clone(),
            seats: g.seats.clone(),
            preview: game.preview(&names).to_string(),
        },
        &records,
        game.finished(),
    );
    if let Err(e) = saved {
        return lost(g, format!("it could not be saved again: {e}"));
    }
    let recovered = records.len() as u64;
    let Some(logged) = g.logged else {
        return SalvageReport {
            name: g.name.clone(),
            recovered,
            lost: None,
            outcome: "partly".into(),
            why: Some(
                stopped.unwrap_or_else(|| "how many actions it had could not be read".into()),
            ),
        };
    };
    let lost_actions = logged.saturating_sub(recovered);
    let why = match (&stopped, lost_actions) {
        (Some(why), _) => Some(why.clone()),
        (None, 0) => None,
        (None, _) => Some(format!("action {} could not be read", recovered + 1)),
    };
    SalvageReport {
        name: g.name.clone(),
        recovered,
        lost: Some(lost_actions),
        outcome: if lost_actions == 0 && stopped.is_none() {
            "whole"
        } else {
            "partly"
        }
        .into(),
        why,
    }
}
