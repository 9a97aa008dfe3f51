// The grant of this device (what it may do), following the transport: `null` until the host
// has answered the device's token.

import { useEffect, useState } from 'preact/hooks';
import type { Grant } from './types';
import type { Transport } from './transport';

export function useGrant(transport: Transport): Grant | null {
  const [grant, setGrant] = useState<Grant | null>(transport.grant);
  useEffect(() => {
    setGrant(transport.grant);
    return transport.onGrant(setGrant);
  }, [transport]);
  return grant;
}
