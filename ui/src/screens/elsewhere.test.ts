import { describe, expect, it } from 'vitest';
import { readInvitation } from './Elsewhere';

describe('an invitation pasted from a messenger', () => {
  it('keeps the ticket and the join code after it', () => {
    expect(readInvitation('  endpointADKWBY7 MKX5-4AZY\n')).toEqual({ ticket: 'endpointadkwby7', code: 'MKX5-4AZY' });
    expect(readInvitation('endpointadkwby7')).toEqual({ ticket: 'endpointadkwby7', code: null });
  });

  it('reads the invitation’s link to the web app', () => {
    expect(readInvitation('https://example.org/epochs/#/elsewhere/endpointadkwby7/MKX5-4AZY')).toEqual({
      ticket: 'endpointadkwby7',
      code: 'MKX5-4AZY',
    });
    expect(readInvitation('Join us! https://example.org/#/elsewhere/endpointadkwby7')).toEqual({ ticket: 'endpointadkwby7', code: null });
  });

  it('reads the desktop app’s link', () => {
    expect(readInvitation('epochs://elsewhere/endpointadkwby7/MKX5-4AZY')).toEqual({ ticket: 'endpointadkwby7', code: 'MKX5-4AZY' });
  });

  it('refuses what is not one', () => {
    expect(readInvitation('')).toBeNull();
    expect(readInvitation('http://192.168.1.5:8765/')).toBeNull();
    expect(readInvitation('endpoint-with-dashes')).toBeNull();
  });
});
