// Typed wrappers of the methods the LAN host (or the app shell) answers itself: joining
// seats, the lobby, freeing seats, hosting on the network and finding hosts. Method names
// parameters and answers are generated from the Rust declarations (`HostRequest`, `Answers`;
// the table's own methods, `set_seat_kind` among them, are in api.ts).

import type { Transport } from './transport';
import type { HostRequest } from './types';
import type { Answers } from './generated/protocol';
import { asGrant } from './transport';

type Method = HostRequest['method'];
type Params<M extends Method> = Extract<HostRequest, { method: M }>['params'];

export class HostApi {
  constructor(readonly transport: Transport) {}

  private call<M extends Method>(method: M, params: Params<M>): Promise<Answers[M]> {
    return this.transport.call<Answers[M]>(method, params);
  }

  /** Takes `seats` of `game` with the join `code`: the device keeps the token it is given, or,
   * for a seat the host did not open, the answer says the host device is asked. */
  async join(game: number, seats: number[], name: string, code: string): Promise<Answers['join']> {
    const answer = await this.call('join', { game, seats, name, code });
    if ('token' in answer) this.transport.setToken(answer.token, asGrant(answer));
    return answer;
  }
  /** The seats of `game` other devices may take without asking (host device only). */
  openSeats(game: number, seats: number[]) {
    return this.call('open_seats', { game, seats });
  }
  /** Join requests waiting for the host device's answer (host device only). */
  joinRequests() {
    return this.call('join_requests', {});
  }
  /** Approves or declines a join request (host device only). */
  answerJoin(request: number, approve: boolean) {
    return this.call('answer_join', { request, approve });
  }
  /** Every unfinished game with its seats and who holds them. */
  lobby() {
    return this.call('lobby', {});
  }
  /** Frees a seat held by another device (host device only). */
  freeSeat(game: number, seat: number) {
    return this.call('free_seat', { game, seat });
  }
  /** Where devices join, or `null` while the app does not host (host device only). */
  hosting() {
    return this.call('hosting', {});
  }
  /** Starts hosting with `game` on the network for other devices, beside the games put
   * there before (the app only). */
  hostStart(lan: boolean, game: number) {
    return this.call('host_start', { lan, game });
  }
  /** Stops hosting (the app only). */
  hostStop() {
    return this.call('host_stop', {});
  }
  /** Hosts found on the local network (the app only). */
  discover() {
    return this.call('discover', {});
  }
}
