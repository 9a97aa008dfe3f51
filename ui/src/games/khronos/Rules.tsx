// A short summary of Khronos as Epochs plays it (the full text: docs/rules/khronos.md).

export function RulesPanel() {
  return (
    <div class="rules">
      <h3>The aim</h3>
      <p>
        Be the richest after seven turns. You earn Ecus at the end of your 4th and 7th turns from every board where one of
        your two Adventurers stands.
      </p>
      <h3>Three boards, one map</h3>
      <p>
        The Ages of Might, Faith and Reason show the same land at three moments. What you build in an earlier age carries
        forward (“ripples”) into the later ones and can destroy what stood there — a temporal paradox.
      </p>
      <h3>Your turn</h3>
      <ol>
        <li>
          <strong>Exchange</strong> (optional, first thing only): pay 2 Ecus, discard cards you choose and draw back to
          four. With Hold’em you may first swap cards with the face-up ones for free.
        </li>
        <li>
          <strong>Travel</strong>: move an Adventurer to another board for 1 Ecu.
        </li>
        <li>
          <strong>Play cards</strong> on a board where one of your Adventurers stands: at most 2 cards per Adventurer and 4
          per turn.
        </li>
        <li>
          <strong>End the turn</strong>: discard the cards you do not want and draw back to four (or discard them all under
          the house rule).
        </li>
      </ol>
      <h3>Building (Might and Faith)</h3>
      <ul>
        <li>
          A building is worth 1 to 3 and covers as many joined squares. It costs that many cards of its colour: Military
          (⚔ Watchtower, Keep, Castle), Religious (✝ Chapel, Monastery, Abbey), Civil (⌂ Hamlet, Town, City).
        </li>
        <li>Only Towns and Cities may cover the river. Forest and mountain squares cost extra cards with few players.</li>
        <li>Military and Religious buildings take one of your cubes; you control them.</li>
        <li>
          A domain is a group of touching buildings. Only Civil buildings may join domains, and each domain’s highest
          Military and highest Religious building must be unique.
        </li>
        <li>Upgrade a building to a bigger one of the same family by paying the difference; demolish a lone size-1 building for 1 Ecu and a card.</li>
        <li>Buildings of value 2 or 3 earn a bonus (1 Ecu in Might, 2 in Faith) and ripple forward: Military and Religious ones arrive in Reason as ruins.</li>
      </ul>
      <h3>The Age of Reason</h3>
      <ul>
        <li>Populate: a Civil card puts your cube on a Civil building (Hamlet 1, Town 3, City 5 cubes).</li>
        <li>Renovate: pay a card of the ruin’s colour (two for a Castle or Abbey, maybe over two turns).</li>
      </ul>
      <h3>Earnings</h3>
      <ul>
        <li>Might: the owner of each domain’s highest Military building collects the value of its Civil buildings.</li>
        <li>Faith: the same with the highest Religious building.</li>
        <li>Reason: whoever has most cubes in a domain collects the value of its renovated buildings.</li>
      </ul>
      <p class="muted">
        The table never lets you break a rule: it highlights only what is allowed, and when you try something else it says
        which rule forbids it.
      </p>
    </div>
  );
}
