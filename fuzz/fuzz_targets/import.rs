//! The saved-game file parser, and replaying what it accepts through the rules.

#![no_main]

use epochs_table::{ExportedGame, GameKind};
use libfuzzer_sys::fuzz_target;

fuzz_target!(|data: &[u8]| {
    let Ok(text) = std::str::from_utf8(data) else {
        return;
    };
    if let Ok(doc) = ExportedGame::parse(text) {
        if let Ok(kind) = GameKind::from_key(&doc.game) {
            let _ = doc.replay(kind);
        }
    }
});
