//! The salvage's page scan (crates/store/src/pages): a damaged database file's bytes, and
//! the same bytes read as its `-wal`. It must end and never panic, whatever the bytes.

#![no_main]

use epochs_store::scan_pages;
use libfuzzer_sys::fuzz_target;

fuzz_target!(|data: &[u8]| {
    let _ = scan_pages(data, &[]);
    let _ = scan_pages(&[], data);
});
