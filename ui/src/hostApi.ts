// Typed wrappers of the methods the LAN host (or the app shell) answers itself: joining
// seats, the lobby, freeing seats, hosting on the network and finding hosts. Method names
// and parameters are checked against the generated `HostRequest` (the table's own methods,
// `set_seat_kind` among them, are in api.ts).

import type { Transport } from './transport';
import type { DiscoveredHost, HostRequest, HostingStatus, JoinAnswer, LobbyGame } from './types';
import { asGrant } from './transport';

type Method = HostRequest['method'];
type Params<M extends Method> = Extract<HostRequest, { method: M }>['params'];

export class HostApi {
  constructor(readonly transport: Transport) {}

  private call<T, M extends Method>(method: M, params: Params<M>): Promise<T> {
    return this.transport.call<T>(method, params);
  }

  /** Takes `seats` of `game` with the join `code`; the device keeps the token it is given. */
  async join(game: number, seats: number[], name: string, code: string): Promise<JoinAnswer> {
    const answer = await this.call<JoinAnswer, 'join'>('join', { game, seats, name, code });
    this.transport.setToken(answer.token, asGrant(answer));
    return answer;
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
