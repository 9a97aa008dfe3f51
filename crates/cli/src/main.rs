//! The `epochs` command: run rules scenarios, simulate random games, benchmark the engines.

mod bench;
mod bench_store;
mod crash_worker;
mod scenarios;
mod simulate;

use clap::{Parser, Subcommand, ValueEnum};
use std::path::PathBuf;
use std::process::ExitCode;

/// Epochs: a digital table for Khronos and Tempus.
#[derive(Parser)]
#[command(name = "epochs", version, about)]
struct Cli {
    #[command(subcommand)]
    command: Command,
}

/// The games Epochs knows.
#[derive(Clone, Copy, Debug, ValueEnum)]
pub enum GameName {
    /// Khronos.
    Khronos,
    /// Tempus.
    Tempus,
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
        /// Which game.
        #[arg(long, value_enum, default_value = "khronos")]
        game: GameName,
        /// Players per game.
        #[arg(long, default_value_t = 4)]
        players: usize,
        /// Number of games.
        #[arg(long, default_value_t = 100)]
        games: u64,
        /// Seed of the first game.
        #[arg(long, default_value_t = 1)]
        seed: u64,
        /// Skip applying every listed legal action to a copy (faster).
        #[arg(long)]
        quick: bool,
    },
    /// Measure random games per second and legal-action generation time, or with
    /// `--store` the autosave and open times of saved games.
    Bench {
        /// Which game.
        #[arg(long, value_enum, default_value = "khronos")]
        game: GameName,
        /// Random games to play.
        #[arg(long, default_value_t = 500)]
        games: u64,
        /// Print one JSON object.
        #[arg(long)]
        json: bool,
        /// Benchmark the saved-games store instead (a temporary database).
        #[arg(long)]
        store: bool,
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
            quick,
        } => simulate::run(game, players, games, seed, quick),
        Command::Bench {
            store: true, json, ..
        } => bench_store::run(json),
        Command::Bench {
            game, games, json, ..
        } => bench::run(game, games, json),
        Command::CrashWorker { data_dir, seed } => crash_worker::run(&data_dir, seed),
        Command::Serve {
            port,
            lan,
            data_dir,
            ui,
        } => serve(port, lan, data_dir, ui),
    }
}

fn serve(port: u16, lan: bool, data_dir: Option<PathBuf>, ui_dir: PathBuf) -> ExitCode {
    let ip = if lan {
        std::net::Ipv4Addr::UNSPECIFIED
    } else {
        std::net::Ipv4Addr::LOCALHOST
    };
    let opts = epochs_lan::ServeOptions {
        addr: (ip, port).into(),
        data_dir,
        ui_dir,
    };
    let runtime = match tokio::runtime::Runtime::new() {
        Ok(r) => r,
        Err(e) => {
            eprintln!("cannot start: {e}");
            return ExitCode::FAILURE;
        }
    };
    match runtime.block_on(epochs_lan::serve(opts)) {
        Ok(()) => ExitCode::SUCCESS,
        Err(e) => {
            eprintln!("epochs serve: {e}");
            ExitCode::FAILURE
        }
    }
}
