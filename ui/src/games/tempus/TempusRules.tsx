// A short summary of Tempus as Epochs plays it (the full text: docs/rules/tempus.md).

export function TempusRulesPanel() {
  return (
    <div class="rules">
      <h3>The aim</h3>
      <p>
        Spread your people over the island through ten eras. The game ends when someone reaches Flight (era 10). Victory
        points: 1 per land hex (not mountain) holding your tokens, each city’s value (Atlantis 5), 3 for reaching Flight.
      </p>
      <h3>Setup</h3>
      <ul>
        <li>In turn, each player places the drawn map tile (7 hexes): anywhere for the first, touching the island after.</li>
        <li>Then each places 3 starting tokens on land, as one connected group, at most 2 per hex.</li>
      </ul>
      <h3>An era</h3>
      <ol>
        <li>Everyone takes the action tiles of their era (3 to 6).</li>
        <li>
          In turn, each player spends one tile on one action, playing Idea cards before or after it, then ends the turn:
          <ul>
            <li>
              <strong>Move</strong>: move up to the era’s number of tokens, each up to its number of hexes over land (never
              through others’ tokens or cities), across a lake, or by sea from coast to coast once the era has ships.
            </li>
            <li>
              <strong>Have babies</strong>: one new token on each chosen grassland hex of yours, up to the era’s babies.
            </li>
            <li>
              <strong>Have an idea</strong>: draw the era’s Idea cards; discard down to the hand limit.
            </li>
            <li>
              <strong>Build a city</strong>: on a hex of yours (not mountain, not next to a city) all tokens go back to the
              supply and a city of value up to their number (2, 3 or 4) is placed.
            </li>
            <li>
              <strong>Fight</strong>: attack a neighbouring hex of another player who holds more than 3 hexes.
            </li>
          </ul>
        </li>
        <li>
          Progress: everyone catches up to the most advanced era, plays cards face down, then reveals. Points: 1 per token
          on the era’s progress terrain, 1 per Education card or card of that terrain, 1 per city. The highest advance.
        </li>
      </ol>
      <h3>Fights</h3>
      <ol>
        <li>The attacker plays cards face down; the defender sees how many, then plays cards face up.</li>
        <li>The attacker reveals. Points: 1 per token (or the city’s value), each card once: a card of the fight’s terrain 1, Weapon 1, Fortification 2 for the defender.</li>
        <li>The higher total wins; the defender wins ties. A losing defender loses the hex; a losing attacker loses one token.</li>
      </ol>
      <h3>Idea cards for their effects</h3>
      <ul>
        <li><strong>Medicine</strong>: one more baby in this turn’s Have Babies.</li>
        <li><strong>Sanitation</strong>: +1 stacking limit on a hex of yours until a token leaves it.</li>
        <li><strong>Religion</strong>: convert a neighbouring opponent token to yours.</li>
        <li><strong>Government</strong>: two actions this turn, or delay and keep your tiles.</li>
        <li><strong>Military Leader</strong>: a fight without spending a tile.</li>
      </ul>
      <p class="muted">
        The table never lets you break a rule: it highlights only what is allowed, and when you try something else it says
        which rule forbids it.
      </p>
    </div>
  );
}
