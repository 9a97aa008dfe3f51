//! The map parsers: a Khronos map as text, a Tempus island as rows of terrain letters.

#![no_main]

use epochs_engine::khronos::Map;
use epochs_engine::tempus::Island;
use libfuzzer_sys::fuzz_target;

fuzz_target!(|data: &[u8]| {
    let Ok(text) = std::str::from_utf8(data) else {
        return;
    };
    let _ = Map::parse(text);
    let rows: Vec<String> = text.lines().map(str::to_string).collect();
    let _ = Island::parse_rows(&rows);
});
