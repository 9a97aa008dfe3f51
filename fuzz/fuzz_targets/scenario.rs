//! The scenario parser of every game (`GameKind::ALL`) (docs/scenarios.md).

#![no_main]

use epochs_engine::scenario::Scenario;
use epochs_table::{ForGame, GameKind, RegisteredGame};
use libfuzzer_sys::fuzz_target;

/// Parsing a scenario, written once for every game of the registry.
struct Parse<'a>(&'a str);

impl ForGame for Parse<'_> {
    type Output = ();
    fn run<G: RegisteredGame>(self) {
        let _ = Scenario::<G>::parse(self.0);
    }
}

fuzz_target!(|data: &[u8]| {
    let Ok(text) = std::str::from_utf8(data) else {
        return;
    };
    for game in GameKind::ALL {
        game.with(Parse(text));
    }
});
