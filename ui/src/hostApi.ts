// Typed calls of the methods the LAN host (or the app shell) answers itself: joining seats,
// the lobby, freeing seats, hosting on the network and finding hosts. Each method's call is
// generated from its Rust declaration (generated/calls.ts: `HostRequest`, `Answers`; the
// table's own methods, `set_seat_kind` among them, are in api.ts). `join` does more than
// forward: the device keeps the token it is given.

import type { Transport } from './transport';
import type { Answers } from './generated/protocol';
import { HostCalls } from './generated/calls';
import { asGrant } from './transport';

/** The generated calls but `join`, which `HostApi` words itself. */
const Forwarding: new (transport: Transport) => Omit<HostCalls, 'join'> = HostCalls;

export class HostApi extends Forwarding {
  /** Every generated call, for `join`. */
  private readonly calls: HostCalls;

  constructor(readonly transport: Transport) {
    super(transport);
    this.calls = new HostCalls(transport);
  }

  /** Takes `seats` of `game` with the join `code`: the device keeps the token it is given, or,
   * for a seat the host did not open, the answer says the host device is asked. */
  async join(game: number, seats: number[], name: string, code: string): Promise<Answers['join']> {
    const answer = await this.calls.join({ game, seats, name, code });
    if ('token' in answer) this.transport.setToken(answer.token, asGrant(answer));
    return answer;
  }
}
