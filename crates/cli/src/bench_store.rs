//! `epochs bench --store`: median autosave time of one action and median time to open a
//! 300-action game, on a temporary database.

use epochs_table::{GameKind, LegalAction, NewGameRequest, SeatInfo, Table};
use rand::{Rng, SeedableRng};
use rand_chacha::ChaCha8Rng;
use serde::Serialize;
use std::process::ExitCode;
use std::time::Instant;

#[derive(Serialize)]
struct StoreReport {
    autosave_median_ms: f64,
    autosave_p95_ms: f64,
    open_300_median_ms: f64,
    samples: usize,
}

/// The `q` quantile of `v` (sorted in place).
pub(crate) fn median(v: &mut [f64], q: f64) -> f64 {
    v.sort_by(|a, b| a.total_cmp(b));
    v.get(((v.len() as f64 - 1.0) * q) as usize)
        .copied()
        .unwrap_or(0.0)
}

/// Runs the benchmark and prints the report.
pub fn run(json: bool) -> ExitCode {
    match measure() {
        Ok(r) => {
            if json {
                match serde_json::to_string(&r) {
                    Ok(s) => println!("{s}"),
                    Err(_) => return ExitCode::FAILURE,
                }
            } else {
                println!(
                    "store: autosave of one action median {:.3} ms (p95 {:.3} ms); opening a 300-action game median {:.2} ms",
                    r.autosave_median_ms, r.autosave_p95_ms, r.open_300_median_ms
                );
            }
            ExitCode::SUCCESS
        }
        Err(e) => {
            eprintln!("bench --store: {e}");
            ExitCode::FAILURE
        }
    }
}

fn measure() -> Result<StoreReport, String> {
    let dir = tempfile::tempdir().map_err(|e| e.to_string())?;
    let mut table = Table::open(Some(dir.path())).map_err(|e| e.to_string())?;
    let mut rng = ChaCha8Rng::seed_from_u64(5);
    let mut autosave = Vec::new();
    let mut long_games = Vec::new();
    // Five-player Hold'em games whose players swap up to three face-up cards, then play
    // every card and travel before ending a turn, run past 300 actions; a few attempts are
    // allowed in case one ends early.
    for _attempt in 0..40 {
        if long_games.len() >= 5 {
            break;
        }
        let req = NewGameRequest {
            game: GameKind::Khronos,
            name: None,
            seats: ["Anna", "Ben", "Cleo", "Dora", "Emil"]
                .iter()
                .map(|n| SeatInfo {
                    name: n.to_string(),
                    colour: String::new(),
                    kind: Default::default(),
                    level: None,
                })
                .collect(),
            options: Some(serde_json::json!({"holdem": true})),
            map: None,
            seed: Some(rng.random()),
            lesson: None,
        };
        let id = table.create(req).map_err(|e| e.to_string())?.id;
        let mut seq = 0;
        let mut swaps = 0;
        while seq < 300 {
            let view = table.view(id, None).map_err(|e| e.to_string())?;
            let Some(seat) = view.to_act else { break };
            let groups = table.legal(id, seat).map_err(|e| e.to_string())?;
            let swap = groups.iter().find(|g| g.group == "swap" && swaps < 3);
            let busy: Vec<serde_json::Value> = groups
                .iter()
                .filter(|g| match swap {
                    Some(_) => g.group == "swap",
                    None => !matches!(g.group.as_str(), "end_turn" | "exchange" | "swap"),
                })
                .flat_map(|g| g.actions.iter().map(LegalAction::value))
                .collect::<Result<_, _>>()
                .map_err(|e| e.to_string())?;
            let actions: Vec<serde_json::Value> = if busy.is_empty() {
                groups
                    .into_iter()
                    .flat_map(|g| g.actions.into_iter().map(|a| a.value()))
                    .collect::<Result<_, _>>()
                    .map_err(|e| e.to_string())?
            } else {
                busy
            };
            let Some(action) = actions.get(rng.random_range(0..actions.len().max(1))) else {
                return Err("no legal action".into());
            };
            match action["type"].as_str() {
                Some("swap") => swaps += 1,
                Some("end_turn") => swaps = 0,
                _ => {}
            }
            // Time the checked apply plus the committed autosave, as a front end sees it.
            let t = Instant::now();
            table
                .apply(id, seat, action, Some(seq))
                .map_err(|e| e.to_string())?;
            autosave.push(t.elapsed().as_secs_f64() * 1e3);
            seq += 1;
        }
        if seq >= 300 {
            long_games.push(id);
        }
    }
    if long_games.is_empty() {
        return Err("no game reached 300 actions".into());
    }
    // One process holds a data directory at a time: the fresh tables below reopen it.
    drop(table);
    let mut open = Vec::new();
    for _ in 0..4 {
        for &id in &long_games {
            let t = Instant::now();
            let mut fresh = Table::open(Some(dir.path())).map_err(|e| e.to_string())?;
            let v = fresh.view(id, Some(0)).map_err(|e| e.to_string())?;
            open.push(t.elapsed().as_secs_f64() * 1e3);
            if v.seq != 300 {
                return Err(format!("reopened game has {} actions", v.seq));
            }
        }
    }
    Ok(StoreReport {
        autosave_median_ms: median(&mut autosave, 0.5),
        autosave_p95_ms: median(&mut autosave, 0.95),
        open_300_median_ms: median(&mut open, 0.5),
        samples: autosave.len(),
    })
}
