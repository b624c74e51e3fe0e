// Scenario words chosen by the member ID (README, "Test scenarios"; spec 000 section 4 outcomes).
import { describe, expect, test } from 'vitest';
import { scenariosOf } from './scenarios.ts';

describe('sandbox scenarios from the member ID', () => {
  test.each([
    { name: 'a plain member ID asks for nothing', id: 'W123456', want: [] },
    { name: 'no member ID asks for nothing', id: undefined, want: [] },
    { name: 'NOTFOUND anywhere in the ID', id: 'abc-NOTFOUND-1', want: ['NOTFOUND'] },
    { name: 'lowercase counts too', id: 'reject42', want: ['REJECT'] },
    { name: 'ACKNULL is not also ACK', id: 'ACKNULL', want: ['ACKNULL'] },
    { name: 'ACK alone', id: 'M-ACK', want: ['ACK'] },
    { name: 'ACK beside ACKNULL counts both', id: 'ACKNULL-ACK', want: ['ACKNULL', 'ACK'] },
    { name: 'words combine', id: 'SLOW-REJECT', want: ['REJECT', 'SLOW'] },
  ])('$name', ({ id, want }) => {
    expect([...scenariosOf(id)]).toEqual(want);
  });
});
