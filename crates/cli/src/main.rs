//! The `epochs` command: run rules scenarios, simulate random games, benchmark the engines.

mod bench;
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
    /// Measure random games per second and legal-action generation time.
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
        Command::Bench { game, games, json } => bench::run(game, games, json),
    }
}
