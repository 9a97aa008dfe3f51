//! The `epochs` command: run rules scenarios, simulate random games, benchmark the engines.
#![warn(missing_docs)]

mod arena;
mod bench;
mod bench_lan;
mod bench_soak;
mod bench_store;
mod crash_worker;
mod scenarios;
mod simulate;

use clap::{Parser, Subcommand};
use epochs_table::GameKind;
use std::path::PathBuf;
use std::process::ExitCode;

/// Epochs: a digital table for board games of time (the games are listed by `epochs simulate --help`).
#[derive(Parser)]
#[command(name = "epochs", version, about)]
struct Cli {
    #[command(subcommand)]
    command: Command,
}

/// The games a command covers: the one named, or every game of the registry.
fn chosen(game: Option<GameKind>) -> Vec<GameKind> {
    game.map_or_else(|| GameKind::ALL.to_vec(), |g| vec![g])
}

/// Runs `each` on every chosen game; fails if any fails.
fn every(game: Option<GameKind>, mut each: impl FnMut(GameKind) -> ExitCode) -> ExitCode {
    let mut code = ExitCode::SUCCESS;
    for kind in chosen(game) {
        if each(kind) != ExitCode::SUCCESS {
            code = ExitCode::FAILURE;
        }
    }
    code
}

#[derive(Subcommand)]
enum Command {
    /// Rules scenarios (see docs/scenarios.md).
    Scenario {
        #[command(subcommand)]
        command: ScenarioCommand,
    },
    /// Play random legal games, checking invariants after every action.
    Simulate {
        /// Which game, by key (default: every game).
        #[arg(long, value_parser = GameKind::parse)]
        game: Option<GameKind>,
        /// Players per game; several, comma-separated, play each in turn (e.g. 2,3,4,5).
        /// Default: every player count the game's random play covers.
        #[arg(long, value_delimiter = ',')]
        players: Option<Vec<usize>>,
        /// Number of games per seed and player count.
        #[arg(long, default_value_t = 100)]
        games: u64,
        /// Seed of the run (each game's setup is drawn from it and the game's number).
        #[arg(long, default_value_t = 1, conflicts_with = "seeds")]
        seed: u64,
        /// A range of seeds, both ends included (e.g. 1..40): every seed plays `--games` games.
        #[arg(long, value_parser = simulate::parse_seeds)]
        seeds: Option<std::ops::RangeInclusive<u64>>,
        /// Skip applying every listed legal action to a copy (faster).
        #[arg(long)]
        quick: bool,
        /// Worker threads (default: one per core).
        #[arg(long)]
        jobs: Option<usize>,
        /// Where a scenario file reproducing each failure is written.
        #[arg(long, default_value = "simulate-failures")]
        failures: PathBuf,
    },
    /// Measure random games per second and legal-action generation time, or with
    /// `--store` the autosave and open times of saved games.
    Bench {
        /// Which game, by key (default: every game).
        #[arg(long, value_parser = GameKind::parse)]
        game: Option<GameKind>,
        /// Random games to play.
        #[arg(long, default_value_t = 500)]
        games: u64,
        /// Print one JSON object.
        #[arg(long)]
        json: bool,
        /// Benchmark the saved-games store instead (a temporary database).
        #[arg(long)]
        store: bool,
        /// Benchmark LAN play instead: a host and five clients on loopback, `--games`
        /// actions (at least 500 are quoted).
        #[arg(long, conflicts_with = "store")]
        lan: bool,
        /// With `--lan`: a host under 64 attacking connections while three devices play;
        /// prints their answer times, the host's peak memory and the connections it held,
        /// and fails if an honest request failed.
        #[arg(long, requires = "lan")]
        soak: bool,
        /// How long the soak lasts, in seconds.
        #[arg(long, default_value_t = 60, requires = "soak")]
        seconds: u64,
        /// With `--lan`: measure a host already running (its WebSocket URL, e.g. a device's
        /// `join-elsewhere` on loopback, or a LAN host) instead of one on loopback.
        #[arg(long, requires = "lan", conflicts_with = "soak", requires_all = ["token", "code"])]
        url: Option<String>,
        /// With `--url`: the host token (its `#host=` link).
        #[arg(long, requires = "url")]
        token: Option<String>,
        /// With `--url`: the join code.
        #[arg(long, requires = "url")]
        code: Option<String>,
    },
    /// Play seeded games between bots and print each seat type's win rate (95% interval),
    /// mean score and decision times.
    Arena {
        /// Which game, by key (default: every game).
        #[arg(long, value_parser = GameKind::parse)]
        game: Option<GameKind>,
        /// One seat type per seat, comma-separated: random, greedy, flat, easy, medium, hard.
        /// Game `g` seats them rotated by `g`, so every type plays from every seat.
        #[arg(long, value_delimiter = ',', required = true)]
        seats: Vec<epochs_bots::Player>,
        /// Games to play.
        #[arg(long, default_value_t = 20)]
        games: u64,
        /// Seed of the run.
        #[arg(long, default_value_t = 1)]
        seed: u64,
        /// The number of the first game: `--first-game 100 --games 100` continues a run of
        /// 100 games with the same seed (together: its first 200 games).
        #[arg(long, default_value_t = 0)]
        first_game: u64,
        /// Games played at once (each decision stays on one core).
        #[arg(long, default_value_t = 1)]
        jobs: usize,
        /// Search iterations per decision for medium and hard, with no time limit (a run that
        /// does not depend on the machine's speed).
        #[arg(long)]
        iterations: Option<u32>,
        /// Print one JSON object.
        #[arg(long)]
        json: bool,
    },
    /// Serve the web UI and the game API over a WebSocket (a browser or tablet can play).
    Serve {
        /// Port to listen on (0 picks a free one).
        #[arg(long, default_value_t = 8765)]
        port: u16,
        /// Listen on every interface so other devices on the LAN can join (default: loopback).
        #[arg(long)]
        lan: bool,
        /// Saved-games directory (default: the platform's app-data directory).
        #[arg(long)]
        data_dir: Option<PathBuf>,
        /// The built web UI.
        #[arg(long, default_value = "ui/dist")]
        ui: PathBuf,
        /// Search iterations per decision of the medium and hard bots and of hints, with no
        /// time limit: they then decide the same whatever the machine's load (tests).
        #[arg(long)]
        bot_iterations: Option<u32>,
        /// Also let devices in other homes join, over iroh (end to end encrypted, through a
        /// relay when no direct path is found); prints the invitation.
        #[arg(long)]
        internet: bool,
        /// The relay for `--internet` (default: iroh's public relays), e.g. your own
        /// `https://relay.example.org`.
        #[arg(long, requires = "internet")]
        relay: Option<String>,
        /// With `--internet`: where your copy of the web app is published (`https://…`), to
        /// print the invitation also as a link that opens it there.
        #[arg(long, requires = "internet")]
        web_app: Option<String>,
    },
    /// Join a game hosted in another home: carries the app's (or a browser's) connection on
    /// loopback to the host named by the invitation, and prints how it travels.
    JoinElsewhere {
        /// The invitation (the host's `epochs serve --internet` prints it).
        invitation: String,
        /// The loopback port devices on this machine connect to (`ws://127.0.0.1:PORT/ws`).
        #[arg(long, default_value_t = 8766)]
        port: u16,
        /// Home on this relay rather than the invitation's.
        #[arg(long)]
        relay: Option<String>,
    },
    /// List the Epochs hosts announced on the local network (mDNS), one address a line.
    Discover {
        /// How long to listen, in milliseconds.
        #[arg(long, default_value_t = 2000)]
        wait_ms: u64,
    },
    /// The protocol's TypeScript types and typed calls, generated from the Rust types and
    /// method declarations (ui/src/generated).
    Types {
        /// Write them to ui/src/generated/protocol.ts and calls.ts (default: print them).
        #[arg(long)]
        write: bool,
    },
    /// Test helper: plays and autosaves actions forever, printing `ack GAME SEQ` after each
    /// save, until killed.
    #[command(hide = true)]
    CrashWorker {
        /// Where the database lives.
        #[arg(long)]
        data_dir: PathBuf,
        /// Seed for the moves.
        #[arg(long, default_value_t = 1)]
        seed: u64,
        /// What to do besides playing: `play`, `backup` (each action on a new day, so each
        /// takes the daily backup), `restore` (restore `--file` first), `open` (open, report
        /// the games and the recovery, exit).
        #[arg(long, default_value = "play")]
        mode: String,
        /// The backup to restore in `restore` mode.
        #[arg(long)]
        file: Option<String>,
    },
}

#[derive(Subcommand)]
enum ScenarioCommand {
    /// Run scenario files (or every .json file under the directories given).
    Run {
        /// Files or directories.
        #[arg(required = true)]
        paths: Vec<PathBuf>,
    },
}

fn main() -> ExitCode {
    let cli = Cli::parse();
    match cli.command {
        Command::Scenario {
            command: ScenarioCommand::Run { paths },
        } => scenarios::run(&paths),
        Command::Simulate {
            game,
            players,
            games,
            seed,
            seeds,
            quick,
            jobs,
            failures,
        } => every(game, |game| {
            simulate::run(&simulate::Plan {
                game,
                players: players
                    .clone()
                    .unwrap_or_else(|| simulate::player_counts(game)),
                games,
                seeds: seeds.clone().unwrap_or(seed..=seed),
                quick,
                jobs: jobs
                    .unwrap_or_else(|| std::thread::available_parallelism().map_or(1, |n| n.get())),
                failures: failures.clone(),
            })
        }),
        Command::Bench {
            store: true, json, ..
        } => bench_store::run(json),
        Command::Bench {
            lan: true,
            soak: true,
            seconds,
            json,
            ..
        } => bench_soak::run(seconds, json),
        Command::Bench {
            lan: true,
            games,
            json,
            url,
            token,
            code,
            ..
        } => {
            let remote = match (url, token, code) {
                (Some(url), Some(token), Some(code)) => {
                    Some(bench_lan::Remote { url, token, code })
                }
                _ => None,
            };
            bench_lan::run(games as usize, json, remote)
        }
        Command::Bench {
            game, games, json, ..
        } => every(game, |game| bench::run(game, games, json)),
        Command::Arena {
            game,
            seats,
            games,
            seed,
            first_game,
            jobs,
            iterations,
            json,
        } => {
            let arena = epochs_bots::arena::Arena {
                players: seats,
                games,
                first_game,
                seed,
                jobs,
                search: iterations.map(|iterations| epochs_bots::ismcts::Config {
                    iterations,
                    time: None,
                    ..Default::default()
                }),
            };
            every(game, |game| arena::run(game, &arena, json))
        }
        Command::Types { write } => types(write),
        Command::Discover { wait_ms } => discover(wait_ms),
        Command::CrashWorker {
            data_dir,
            seed,
            mode,
            file,
        } => crash_worker::run(&data_dir, seed, &mode, file.as_deref()),
        Command::Serve {
            port,
            lan,
            data_dir,
            ui,
            bot_iterations,
            internet,
            relay,
            web_app,
        } => serve(
            port,
            lan,
            epochs_lan::ServeOptions {
                addr: ([0, 0, 0, 0], port).into(),
                data_dir,
                ui_dir: ui,
                bot_iterations,
                internet: internet.then_some(relay),
                web_app,
            },
        ),
        Command::JoinElsewhere {
            invitation,
            port,
            relay,
        } => join_elsewhere(&invitation, port, relay.as_deref()),
    }
}

fn types(write: bool) -> ExitCode {
    let files = match epochs_lan::typescript_files() {
        Ok(f) => f,
        Err(e) => {
            eprintln!("epochs types: {e}");
            return ExitCode::FAILURE;
        }
    };
    if !write {
        for (path, text) in &files {
            println!("// {path}");
            print!("{text}");
        }
        return ExitCode::SUCCESS;
    }
    for (path, text) in &files {
        if let Err(e) = std::fs::write(path, text) {
            eprintln!("epochs types: cannot write {path} (run from the repository root): {e}");
            return ExitCode::FAILURE;
        }
        println!("wrote {path}");
    }
    ExitCode::SUCCESS
}

fn discover(wait_ms: u64) -> ExitCode {
    match epochs_lan::discover(std::time::Duration::from_millis(wait_ms), false) {
        Ok(hosts) => {
            for h in &hosts {
                // Another device's words: never let them drive this terminal.
                let line = format!("{}  {}", h.url, h.name);
                println!("{}", epochs_table::names::printable(&line));
            }
            if hosts.is_empty() {
                eprintln!("no Epochs host heard on the local network");
            }
            ExitCode::SUCCESS
        }
        Err(e) => {
            eprintln!("epochs discover: {e}");
            ExitCode::FAILURE
        }
    }
}

/// Serves on `port`, on every interface with `lan`, else on loopback.
fn serve(port: u16, lan: bool, opts: epochs_lan::ServeOptions) -> ExitCode {
    let ip = if lan {
        std::net::Ipv4Addr::UNSPECIFIED
    } else {
        std::net::Ipv4Addr::LOCALHOST
    };
    let opts = epochs_lan::ServeOptions {
        addr: (ip, port).into(),
        ..opts
    };
    let Some(runtime) = runtime() else {
        return ExitCode::FAILURE;
    };
    match runtime.block_on(epochs_lan::serve(opts)) {
        Ok(()) => ExitCode::SUCCESS,
        Err(e) => {
            eprintln!("epochs serve: {e}");
            ExitCode::FAILURE
        }
    }
}

/// A multi-threaded runtime, or `None` (said why) when none can start.
fn runtime() -> Option<tokio::runtime::Runtime> {
    tokio::runtime::Runtime::new()
        .map_err(|e| eprintln!("cannot start: {e}"))
        .ok()
}

/// Carries loopback connections on `port` to the host named by `invitation` until Ctrl-C.
#[cfg(feature = "internet")]
fn join_elsewhere(invitation: &str, port: u16, relay: Option<&str>) -> ExitCode {
    use epochs_lan::internet;
    let Some(runtime) = runtime() else {
        return ExitCode::FAILURE;
    };
    let run = async {
        let relay = relay.map(|r| internet::Relay::named(Some(r))).transpose()?;
        let listener = tokio::net::TcpListener::bind((std::net::Ipv4Addr::LOCALHOST, port))
            .await
            .map_err(|e| format!("port {port}: {e}"))?;
        let local = listener.local_addr().map_err(|e| e.to_string())?;
        let (stop, stopped) = tokio::sync::watch::channel(false);
        tokio::spawn(async move {
            let _ = tokio::signal::ctrl_c().await;
            let _ = stop.send(true);
        });
        println!(
            "Devices on this machine play at ws://{local}/ws (how it travels: http://{local}/path)"
        );
        let path = internet::PathWatch {
            now: Default::default(),
            on_change: std::sync::Arc::new(|path: &epochs_lan::PathState| {
                let how = if path.relayed { "relayed" } else { "direct" };
                println!("path: {how}, round trip {} ms", path.rtt_ms.unwrap_or(0));
            }),
        };
        internet::bridge(invitation, relay.as_ref(), listener, path, stopped).await
    };
    match runtime.block_on(run) {
        Ok(()) => ExitCode::SUCCESS,
        Err(e) => {
            eprintln!("epochs join-elsewhere: {e}");
            ExitCode::FAILURE
        }
    }
}

/// Without the `internet` feature, joining across homes is refused.
#[cfg(not(feature = "internet"))]
fn join_elsewhere(_: &str, _: u16, _: Option<&str>) -> ExitCode {
    eprintln!("epochs join-elsewhere: this build cannot join across homes (build it with --features internet)");
    ExitCode::FAILURE
}
