// The error of an answer that does not fit its schema, shared by both schema kits (check.ts and parse.ts).

/** An answer that does not match its schema; names the call and the field, never the value. */
export class ContractError extends Error {
  override readonly name = 'ContractError';
  constructor(readonly call: string, readonly field: string) {
    super(`unexpected answer from ${call} at "${field || '(root)'}"`);
  }
}
