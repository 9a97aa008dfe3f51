//! The scenario parser of both games (docs/scenarios.md).

#![no_main]

use epochs_engine::khronos::Khronos;
use epochs_engine::scenario::Scenario;
use epochs_engine::tempus::Tempus;
use libfuzzer_sys::fuzz_target;

fuzz_target!(|data: &[u8]| {
    let Ok(text) = std::str::from_utf8(data) else {
        return;
    };
    let _ = Scenario::<Khronos>::parse(text);
    let _ = Scenario::<Tempus>::parse(text);
});
