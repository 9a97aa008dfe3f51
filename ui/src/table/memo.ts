// A small `memo` without preact/compat (whose global vnode hook slows every render):
// the component re-renders only when `same(prev, next)` is false.

import { Component } from 'preact';
import type { ComponentChild, FunctionComponent } from 'preact';

export function memo<P extends object>(render: (props: P) => ComponentChild, same: (prev: P, next: P) => boolean): FunctionComponent<P> {
  class Memo extends Component<P> {
    shouldComponentUpdate(next: P) {
      return !same(this.props, next);
    }
    render(props: P) {
      return render(props);
    }
  }
  return Memo as unknown as FunctionComponent<P>;
}
