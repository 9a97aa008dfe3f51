## Ce que les parties enregistrées ont à dire (les avis) : montré sur l’écran des parties
## enregistrées, et écrit par `epochs serve` (crates/lan/src/notices.rs lit le fichier anglais).
store-notice-writes-lost = { $lost ->
    [one] { $lost } modification enregistrée avant le dernier arrêt d’Epochs manque dans { $file } : le fichier a été remis depuis une copie plus ancienne, ou son journal d’écriture anticipée ({ $wal }) a été supprimé. Les parties sont telles qu’avant elle.
   *[other] { $lost } modifications enregistrées avant le dernier arrêt d’Epochs manquent dans { $file } : le fichier a été remis depuis une copie plus ancienne, ou son journal d’écriture anticipée ({ $wal }) a été supprimé. Les parties sont telles qu’avant elles.
  }
store-notice-record-mended = L’enregistrement de « { $name } » (partie { $game }) a échoué à sa vérification : sa mise en place, son nom et ses places ont été repris de la sauvegarde { $backup }. Ses actions sont vérifiées comme toujours.
store-notice-snapshot-ignored = L’instantané enregistré de « { $name } » après l’action { $after } a échoué à sa vérification : il a été ignoré et la partie rejouée depuis son journal, qui est sain.
