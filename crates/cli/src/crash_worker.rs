//! `epochs crash-worker`: plays random legal actions through the table, printing
//! `ack GAME SEQ` once each action is saved. The crash test kills it at random moments.

use epochs_table::{GameKind, NewGameRequest, SeatInfo, Table};
use rand::{Rng, SeedableRng};
use rand_chacha::ChaCha8Rng;
use std::io::Write;
use std::path::Path;
use std::process::ExitCode;

/// Runs until killed (or until an error, which it reports).
pub fn run(data_dir: &Path, seed: u64) -> ExitCode {
    match work(data_dir, seed) {
        Ok(()) => ExitCode::SUCCESS,
        Err(e) => {
            eprintln!("crash-worker: {e}");
            ExitCode::FAILURE
        }
    }
}

fn work(data_dir: &Path, seed: u64) -> Result<(), String> {
    let mut table = Table::open(Some(data_dir)).map_err(|e| e.to_string())?;
    let mut rng = ChaCha8Rng::seed_from_u64(seed);
    let mut out = std::io::stdout().lock();
    loop {
        let id = match table
            .list()
            .map_err(|e| e.to_string())?
            .into_iter()
            .find(|g| !g.finished)
        {
            Some(g) => g.id,
            None => {
                let seats = ["Anna", "Ben", "Cleo"]
                    .iter()
                    .map(|n| SeatInfo {
                        name: n.to_string(),
                        colour: String::new(),
                        kind: Default::default(),
                        level: None,
                    })
                    .collect();
                let req = NewGameRequest {
                    game: GameKind::Khronos,
                    name: None,
                    seats,
                    options: None,
                    map: None,
                    seed: Some(rng.random()),
                };
                table.create(req).map_err(|e| e.to_string())?.id
            }
        };
        loop {
            let view = table.view(id, None).map_err(|e| e.to_string())?;
            let Some(seat) = view.to_act else { break };
            let actions: Vec<serde_json::Value> = table
                .legal(id, seat)
                .map_err(|e| e.to_string())?
                .into_iter()
                .flat_map(|g| g.actions.into_iter().map(|a| a.action))
                .collect();
            if actions.is_empty() {
                return Err("no legal action".into());
            }
            let action = &actions[rng.random_range(0..actions.len())];
            let outcome = table
                .apply(id, seat, action, Some(view.seq))
                .map_err(|e| format!("{e} applying {action}"))?;
            writeln!(out, "ack {id} {}", outcome.view.seq).map_err(|e| e.to_string())?;
            out.flush().map_err(|e| e.to_string())?;
        }
    }
}
