//! `epochs crash-worker`: plays random legal actions through the table, printing
//! `ack GAME SEQ` once each action is saved. The crash test kills it at random moments: while
//! it plays (`play`), while each action also takes a daily backup (`backup`: its clock moves
//! a day per action), while it restores a backup (`restore`, then plays), and while it opens
//! a damaged directory and salvages it (`open`: prints the games and the report, then exits).

use epochs_table::{GameKind, NewGameRequest, SeatInfo, Table};
use rand::{Rng, SeedableRng};
use rand_chacha::ChaCha8Rng;
use std::io::Write;
use std::path::Path;
use std::process::ExitCode;

/// Runs until killed (or until an error, which it reports).
pub fn run(data_dir: &Path, seed: u64, mode: &str, file: Option<&str>) -> ExitCode {
    match work(data_dir, seed, mode, file) {
        Ok(()) => ExitCode::SUCCESS,
        Err(e) => {
            eprintln!("crash-worker: {e}");
            ExitCode::FAILURE
        }
    }
}

fn work(data_dir: &Path, seed: u64, mode: &str, file: Option<&str>) -> Result<(), String> {
    let mut table = Table::open(Some(data_dir)).map_err(|e| e.to_string())?;
    let mut rng = ChaCha8Rng::seed_from_u64(seed);
    let mut out = std::io::stdout().lock();
    match mode {
        "play" => {}
        "open" => {
            let games: Vec<(i64, u64)> = table
                .list()
                .map_err(|e| e.to_string())?
                .into_iter()
                .map(|g| (g.id, g.actions))
                .collect();
            let report = serde_json::to_string(&table.recovery()).map_err(|e| e.to_string())?;
            writeln!(out, "games {}", serde_json::json!(games)).map_err(|e| e.to_string())?;
            writeln!(out, "recovery {report}").map_err(|e| e.to_string())?;
            return Ok(());
        }
        "backup" => {
            // Each write happens on a new day: each takes the daily backup.
            let day = std::sync::Arc::new(std::sync::atomic::AtomicI64::new(seed as i64 * 1000));
            table.set_clock(std::sync::Arc::new(move || {
                day.fetch_add(1, std::sync::atomic::Ordering::Relaxed) * 86_400_000
            }));
        }
        "restore" => {
            let file = file.ok_or("restore mode needs --file")?;
            writeln!(out, "restoring").map_err(|e| e.to_string())?;
            out.flush().map_err(|e| e.to_string())?;
            let removed = table.restore_backup(file).map_err(|e| e.to_string())?;
            writeln!(out, "restored {}", serde_json::json!(removed)).map_err(|e| e.to_string())?;
            out.flush().map_err(|e| e.to_string())?;
        }
        other => return Err(format!("unknown mode {other}")),
    }
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
                    lesson: None,
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
                .flat_map(|g| g.actions.into_iter().map(|a| a.value()))
                .collect::<Result<_, _>>()
                .map_err(|e| e.to_string())?;
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
