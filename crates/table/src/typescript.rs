//! The protocol's TypeScript types, generated from the Rust types (ts-rs) into one file,
//! ui/src/generated/protocol.ts. The LAN host adds its own types and
//! tests that the committed file is current (crates/lan); `epochs types --write` rewrites it.

use crate::api::{MethodInfo, Request, REQUESTS};
use crate::registry::{ForGame, GameKind, RegisteredGame};
use crate::types::{GameSummary, GameView, LogLine, NewGameRequest, Preview, SeatInfo};
use crate::TableError;
use epochs_engine::game::NamedRule;
use std::path::{Path, PathBuf};
use ts_rs::{Config, TS};

/// Where the generated file lives, relative to the repository root.
pub const GENERATED_PATH: &str = "ui/src/generated/protocol.ts";

const HEADER: &str = "// Generated from the Rust types by `epochs types --write` (crates/table/src/typescript.rs).\n\
// Do not edit: change the Rust types and regenerate; a test fails when this file is stale.\n";

/// Exports more types into the generated file (the LAN host's own protocol).
pub type Extra<'a> = &'a dyn Fn(&Config) -> Result<(), ts_rs::ExportError>;

/// The table's part of the generated file.
pub fn generate() -> Result<String, String> {
    generate_with(&|_| Ok(()), &[])
}

/// The whole generated file: the table's types and those `extra` exports, and the answer
/// types of the table's methods and of `extra_methods`.
pub fn generate_with(extra: Extra<'_>, extra_methods: &[MethodInfo]) -> Result<String, String> {
    let dir = scratch_dir();
    let methods: Vec<MethodInfo> = REQUESTS.iter().chain(extra_methods).copied().collect();
    let result = generate_in(&dir, extra, &methods);
    // The scratch folder is only ever ours; failing to remove it loses nothing.
    let _ = std::fs::remove_dir_all(&dir);
    result
}

fn scratch_dir() -> PathBuf {
    let nanos = std::time::SystemTime::now()
        .duration_since(std::time::UNIX_EPOCH)
        .map(|d| d.as_nanos())
        .unwrap_or_default();
    std::env::temp_dir().join(format!("epochs-ts-{}-{nanos}", std::process::id()))
}

fn generate_in(dir: &Path, extra: Extra<'_>, methods: &[MethodInfo]) -> Result<String, String> {
    let cfg = Config::new().with_out_dir(dir).with_large_int("number");
    let export = |r: Result<(), ts_rs::ExportError>| r.map_err(|e| e.to_string());
    export(Request::export_all(&cfg))?;
    export(GameSummary::export_all(&cfg))?;
    export(NewGameRequest::export_all(&cfg))?;
    export(GameView::export_all(&cfg))?;
    export(LogLine::export_all(&cfg))?;
    export(crate::types::ActionPreview::export_all(&cfg))?;
    export(SeatInfo::export_all(&cfg))?;
    export(Preview::export_all(&cfg))?;
    export(crate::bot::Hint::export_all(&cfg))?;
    export(TableError::export_all(&cfg))?;
    export(epochs_store::Recovery::export_all(&cfg))?;
    export(epochs_store::Notice::export_all(&cfg))?;
    export(epochs_store::BackupInfo::export_all(&cfg))?;
    export(extra(&cfg))?;
    let games = GameKind::ALL
        .iter()
        .map(|kind| kind.with(GameTypes { cfg: &cfg }))
        .collect::<Result<Vec<_>, _>>()
        .map_err(|e| e.to_string())?;

    let mut files: Vec<PathBuf> = std::fs::read_dir(dir)
        .map_err(|e| e.to_string())?
        .filter_map(|entry| entry.ok().map(|e| e.path()))
        .filter(|p| p.extension().is_some_and(|x| x == "ts"))
        .collect();
    files.sort();
    let mut out = String::from(HEADER);
    for path in files {
        let text = std::fs::read_to_string(&path).map_err(|e| e.to_string())?;
        out.push('\n');
        for line in text.lines() {
            // One file needs no imports, and ts-rs's own banner is replaced by ours.
            if line.starts_with("import type ") || line.starts_with("// This file was generated") {
                continue;
            }
            out.push_str(line);
            out.push('\n');
        }
    }
    out.push_str(&registry_types(&games));
    out.push_str(&answer_types(methods));
    Ok(out)
}

/// Each method's answer type, and the methods whose answers a device keeps for patches.
fn answer_types(methods: &[MethodInfo]) -> String {
    let mut out = String::from(
        "\n/** The answer to each method of the protocol, as declared beside its request in Rust. */\nexport type Answers = {\n",
    );
    for m in methods {
        out.push_str(&format!("  {}: {};\n", m.name, m.answer));
    }
    let cached: Vec<String> = methods
        .iter()
        .filter(|m| m.cached)
        .map(|m| format!("'{}'", m.name))
        .collect();
    out.push_str(&format!(
        "}};\n\n/** The methods whose last answer a device keeps, so that the host answers with a patch from it. */\nexport const CACHED_METHODS: ReadonlySet<string> = new Set<keyof Answers>([{}]);\n",
        cached.join(", ")
    ));
    out
}

/// Where the generated calls live, relative to the repository root.
pub const CALLS_PATH: &str = "ui/src/generated/calls.ts";

/// One protocol's methods, for the generated calls: the TypeScript class that holds their
/// calls, the union of its requests in the generated types, and whose methods they are.
#[derive(Clone, Copy, Debug)]
pub struct CallClass<'a> {
    /// The class's name (`TableCalls`).
    pub class: &'a str,
    /// The TypeScript union of the requests (`Request`).
    pub request: &'a str,
    /// Whose methods they are, for the class's doc comment ("the table answers").
    pub whose: &'a str,
    /// The methods.
    pub methods: &'a [MethodInfo],
}

/// The generated calls (ui/src/generated/calls.ts): a class with one typed call for each of
/// the table's methods, and one for each of `extra`'s protocols, over any transport. Each
/// call takes its method's parameters as declared (`Request`) and answers its `Answers` type.
pub fn generate_calls(extra: &[CallClass<'_>]) -> String {
    let table = CallClass {
        class: "TableCalls",
        request: "Request",
        whose: "the table answers",
        methods: REQUESTS,
    };
    let classes: Vec<CallClass<'_>> = std::iter::once(table)
        .chain(extra.iter().copied())
        .collect();
    let unions: Vec<&str> = classes.iter().map(|c| c.request).collect();
    let mut out = String::from(
        "// Generated from the Rust declarations of the protocol's methods (`protocol_requests!`) by\n\
         // `epochs types --write` (crates/table/src/typescript.rs).\n\
         // Do not edit: change the Rust declarations and regenerate; a test fails when this file is stale.\n",
    );
    out.push_str(&format!(
        "\nimport type {{ Answers, {} }} from './protocol';\n\n\
         /** What sends one request and resolves to its answer: a transport. */\n\
         export interface Caller {{\n  call<T>(method: string, params?: unknown): Promise<T>;\n}}\n\n\
         /** The parameters of method `M` among the requests `R`. */\n\
         export type ParamsOf<R extends {{ method: string; params: unknown }}, M extends R['method']> = Extract<R, {{ method: M }}>['params'];\n",
        unions.join(", ")
    ));
    for c in &classes {
        out.push_str(&format!(
            "\n/** One typed call for each method {} (`{}`). */\nexport class {} {{\n  constructor(readonly transport: Caller) {{}}\n",
            c.whose, c.request, c.class
        ));
        for m in c.methods {
            out.push('\n');
            out.push_str(&doc_comment(m.doc, "  "));
            let answer = format!("Answers['{}']", m.name);
            let (param, sent) = if m.params.is_empty() {
                (String::new(), "{}".to_string())
            } else {
                (
                    format!("params: ParamsOf<{}, '{}'>", c.request, m.name),
                    "params".to_string(),
                )
            };
            out.push_str(&format!(
                "  {}({param}): Promise<{answer}> {{\n    return this.transport.call<{answer}>('{}', {sent});\n  }}\n",
                camel_case(m.name),
                m.name
            ));
        }
        out.push_str("}\n");
    }
    out
}

/// `snake_case` as `camelCase`.
fn camel_case(name: &str) -> String {
    let mut out = String::new();
    let mut upper = false;
    for ch in name.chars() {
        if ch == '_' {
            upper = true;
        } else if upper {
            out.extend(ch.to_uppercase());
            upper = false;
        } else {
            out.push(ch);
        }
    }
    out
}

/// Doc lines (as `///` gives them, each with its leading space) as a TSDoc comment.
fn doc_comment(lines: &[&str], indent: &str) -> String {
    let lines: Vec<String> = lines
        .iter()
        .map(|l| l.strip_prefix(' ').unwrap_or(l).replace("*/", "*\\/"))
        .collect();
    match lines.as_slice() {
        [] => String::new(),
        [one] => format!("{indent}/** {one} */\n"),
        many => {
            let mut out = format!("{indent}/**\n");
            for l in many {
                out.push_str(format!("{indent} * {l}").trim_end());
                out.push('\n');
            }
            out.push_str(&format!("{indent} */\n"));
            out
        }
    }
}

/// The TypeScript names of one game's protocol types.
struct GameTypeNames {
    key: &'static str,
    view: String,
    action: String,
    options: String,
    preview: String,
    event: String,
    why: String,
    groups: &'static [&'static str],
    players: std::ops::RangeInclusive<usize>,
}

/// Writes one game's view, action, options and preview types into `cfg`'s folder and gives
/// their TypeScript names.
struct GameTypes<'a> {
    cfg: &'a Config,
}

impl ForGame for GameTypes<'_> {
    type Output = Result<GameTypeNames, ts_rs::ExportError>;
    fn run<G: RegisteredGame>(self) -> Self::Output {
        let cfg = self.cfg;
        <G::View as TS>::export_all(cfg)?;
        <G::Action as TS>::export_all(cfg)?;
        <G::Options as TS>::export_all(cfg)?;
        <G::Preview as TS>::export_all(cfg)?;
        <G::Event as TS>::export_all(cfg)?;
        <<G::Error as NamedRule>::Why as TS>::export_all(cfg)?;
        Ok(GameTypeNames {
            key: G::KEY,
            view: <G::View as TS>::name(cfg),
            action: <G::Action as TS>::name(cfg),
            options: <G::Options as TS>::name(cfg),
            preview: <G::Preview as TS>::name(cfg),
            event: <G::Event as TS>::name(cfg),
            why: <<G::Error as NamedRule>::Why as TS>::name(cfg),
            groups: G::GROUPS,
            players: G::PLAYER_RANGE,
        })
    }
}

/// The types that join the games: the registry as a type, and the views, actions and legal
/// lists of any game.
fn registry_types(games: &[GameTypeNames]) -> String {
    let mut out = String::from(
        "\n/** Every hosted game by key, with its view, action, options, saved-games preview, log fact, refusal and action-group types. */\nexport type Games = {\n",
    );
    for g in games {
        let groups: Vec<String> = g.groups.iter().map(|x| format!("\"{x}\"")).collect();
        out.push_str(&format!(
            "  {}: {{ view: {}; action: {}; options: {}; preview: {}; fact: Told<{}>; why: {}; group: {} }};\n",
            g.key,
            g.view,
            g.action,
            g.options,
            g.preview,
            g.event,
            g.why,
            groups.join(" | ")
        ));
    }
    out.push_str(
        "};

/** A game's key. */
export type GameKey = keyof Games;

/** A game as one viewer sees it, for a game of kind `K`. */
export type GameViewOf<K extends GameKey> = GameViewBase & { game: K; state: Games[K][\"view\"] };

/** A game as one viewer sees it: a union on `game`. */
export type GameView = { [K in GameKey]: GameViewOf<K> }[GameKey];

/** An action of any game. */
export type GameAction = Games[GameKey][\"action\"];

/** Options of any game, each one optional. */
export type GameOptions = { [K in GameKey]: Partial<Games[K][\"options\"]> }[GameKey] | null;

/** One legal action of a game of kind `K` (each device words its button). */
export type LegalActionOf<K extends GameKey> = { action: Games[K][\"action\"] };

/** A game's event as a log line tells it to one viewer: the cards of a hand the viewer does
 * not hold are a count (`discarded` is a number) instead of named. */
export type Told<E> = E extends { discarded: infer C } ? Omit<E, \"discarded\"> & { discarded: C | number } : E;

/** A fact of a game of kind `K`'s log. */
export type FactOf<K extends GameKey> = Games[K][\"fact\"];

/** Why a game of kind `K` refuses an action. */
export type WhyOf<K extends GameKey> = Games[K][\"why\"];

/** Why any game refuses an action. */
export type GameWhy = Games[GameKey][\"why\"];

/** A fact of any game's log. */
export type GameFact = Games[GameKey][\"fact\"];

/** Legal actions of one type (the action's group). */
export type LegalGroupOf<K extends GameKey> = { group: Games[K][\"group\"]; actions: Array<LegalActionOf<K>> };

/** What the saved-games list shows of a game of kind `K`: what every game has and its own part. */
export type PreviewOf<K extends GameKey> = PreviewBase & { game: K } & Games[K][\"preview\"];

/** What the saved-games list shows of a game: a union on `game`. */
export type Preview = { [K in GameKey]: PreviewOf<K> }[GameKey];

/** Legal actions of one type, of any game. */
export type LegalGroup = { [K in GameKey]: LegalGroupOf<K> }[GameKey];

/** The answer to an action played or taken back in a game of kind `K`: what the seat's
 * screen shows next (its view, its legal actions, the log lines from `log_from` on, which
 * replace those the screen holds and tell what happened). */
export type ApplyOutcomeOf<K extends GameKey> = {
  view: GameViewOf<K>;
  legal: Array<LegalGroupOf<K>>;
  log_from: number;
  log: Array<LogLine>;
};

/** The answer to an action played or taken back, in any game. */
export type ApplyOutcome = { [K in GameKey]: ApplyOutcomeOf<K> }[GameKey];
",
    );
    out.push_str(
        "\n/** How many players each game seats, as its rules declare (`Game::PLAYER_RANGE`): a new game has `min` to `max` seats. */\nexport const GAME_PLAYERS: { readonly [K in GameKey]: { readonly min: number; readonly max: number } } = {\n",
    );
    for g in games {
        out.push_str(&format!(
            "  {}: {{ min: {}, max: {} }},\n",
            g.key,
            g.players.start(),
            g.players.end()
        ));
    }
    out.push_str("};\n");
    out
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn every_game_is_in_the_registry_type() {
        let text = generate().unwrap_or_else(|e| panic!("generating: {e}"));
        for kind in GameKind::ALL {
            assert!(
                text.contains(&format!("  {}: {{ view: ", kind.key())),
                "{kind:?}"
            );
        }
        assert!(text.contains("export type KhronosView = "));
        assert!(text.contains("export type TempusAction = "));
    }
}
