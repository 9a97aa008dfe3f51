## What the saved games have to tell (the notices): shown on the saved-games screen, and printed
## by `epochs serve` (crates/lan/src/notices.rs reads this file).
store-notice-writes-lost = { $lost ->
    [one] 1 saved change made before Epochs last stopped is missing from { $file }: the file was put back from an older copy, or its write-ahead log ({ $wal }) was deleted. The games are as they were before it.
   *[other] { $lost } saved changes made before Epochs last stopped are missing from { $file }: the file was put back from an older copy, or its write-ahead log ({ $wal }) was deleted. The games are as they were before them.
  }
store-notice-record-mended = The saved record of “{ $name }” (game { $game }) failed its checksum: its setup, name and seats were taken again from the backup { $backup }. Its actions are checked as ever.
store-notice-snapshot-ignored = The saved snapshot of “{ $name }” after action { $after } failed its checksum: it was ignored and the game was replayed from its log, which is sound.
