// Typed wrappers of the methods the LAN host (or the app shell) answers itself: joining
// seats, the lobby, freeing seats, hosting on the network and finding hosts. Method names
// and parameters are checked against the generated `HostRequest` (the table's own methods,
// `set_seat_kind` among them, are in api.ts).

import type { Transport } from './transport';
import type { DiscoveredHost, HostRequest, HostingStatus, JoinResult, LobbyGame, WaitingJoin } from './types';
import { asGrant } from './transport';

type Method = HostRequest['method'];
type Params<M extends Method> = Extract<HostRequest, { method: M }>['params'];

export class HostApi {
  constructor(readonly transport: Transport) {}

  private call<T, M extends Method>(method: M, params: Params<M>): Promise<T> {
    return this.transport.call<T>(method, params);
  }

  /** Takes `seats` of `game` with the join `code`: the device keeps the token it is given, or,
   * for a seat the host did not open, the answer says the host device is asked. */
  async join(game: number, seats: number[], name: string, code: string): Promise<JoinResult> {
    const answer = await this.call<JoinResult, 'join'>('join', { game, seats, name, code });
    if ('token' in answer) this.transport.setToken(answer.token, asGrant(answer));
    return answer;
  }
  /** The seats of `game` other devices may take without asking (host device only). */
  openSeats(game: number, seats: number[]) {
    return this.call<null, 'open_seats'>('open_seats', { game, seats });
  }
  /** Join requests waiting for the host device's answer (host device only). */
  joinRequests() {
    return this.call<WaitingJoin[], 'join_requests'>('join_requests', {});
  }
  /** Approves or declines a join request (host device only). */
  answerJoin(request: number, approve: boolean) {
    return this.call<{ delivered: boolean }, 'answer_join'>('answer_join', { request, approve });
  }
  /** Every unfinished game with its seats and who holds them. */
  lobby() {
    return this.call<LobbyGame[], 'lobby'>('lobby', {});
  }
  /** Frees a seat held by another device (host device only). */
  freeSeat(game: number, seat: number) {
    return this.call<{ freed: boolean }, 'free_seat'>('free_seat', { game, seat });
  }
  /** Where devices join, or `null` while the app does not host (host device only). */
  hosting() {
    return this.call<HostingStatus | null, 'hosting'>('hosting', {});
  }
  /** Starts hosting (the app only). */
  hostStart(lan: boolean) {
    return this.call<HostingStatus, 'host_start'>('host_start', { lan });
  }
  /** Stops hosting (the app only). */
  hostStop() {
    return this.call<null, 'host_stop'>('host_stop', {});
  }
  /** Hosts found on the local network (the app only). */
  discover() {
    return this.call<DiscoveredHost[], 'discover'>('discover', {});
  }
}
