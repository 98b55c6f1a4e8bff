import { describe, expect, it } from 'vitest';
import { serialize } from 'pg-protocol';
// @ts-expect-error plain JavaScript module (the database thread loads it without a TypeScript loader)
import { parsedName, scopeStatementName, takeUnits } from '../../server/db/pg-wire-units.mjs';

type Unit = { kind: string; messages?: Uint8Array[] };
const bytes = (...parts: Buffer[]) => new Uint8Array(Buffer.concat(parts));
const startup = serialize.startup({ user: 'postgres', database: 'postgres' });
const query = [
  serialize.parse({ text: 'select $1::int', name: 'one' }),
  serialize.bind({ statement: 'one', values: ['1'] }),
  serialize.describe({ type: 'P' }),
  serialize.execute({}),
  serialize.sync(),
];
const types = (u: Unit) => (u.messages ?? []).map((m) => String.fromCharCode(m[0]));

describe('wire units for the embedded database thread', () => {
  it('takes the startup packet, then one unit per Sync or simple Query', () => {
    const { units, rest, started } = takeUnits(bytes(startup, ...query, serialize.query('select 1')), false);
    expect(started).toBe(true);
    expect(rest.byteLength).toBe(0);
    expect(units.map((u: Unit) => u.kind)).toEqual(['messages', 'messages', 'messages']);
    expect(units[0].messages[0].byteLength).toBe(startup.byteLength);
    expect(types(units[1])).toEqual(['P', 'B', 'D', 'E', 'S']);
    expect(types(units[2])).toEqual(['Q']);
  });

  it('keeps a unit whose Sync has not arrived, and a message cut in two, for the next chunk', () => {
    const all = bytes(...query);
    for (const cut of [3, 20, all.byteLength - 3]) {
      const first = takeUnits(all.subarray(0, cut), true);
      expect(first.units).toEqual([]);
      expect(first.rest.byteLength).toBe(cut);
      const second = takeUnits(bytes(Buffer.from(first.rest), Buffer.from(all.subarray(cut))), true);
      expect(second.units.map(types)).toEqual([['P', 'B', 'D', 'E', 'S']]);
      expect(second.rest.byteLength).toBe(0);
    }
  });

  it('answers an SSL request and a terminate as their own units', () => {
    const ssl = Buffer.alloc(8);
    ssl.writeInt32BE(8, 0);
    ssl.writeInt32BE(80877103, 4);
    expect(takeUnits(bytes(ssl, startup), false).units.map((u: Unit) => u.kind)).toEqual(['ssl', 'messages']);
    expect(takeUnits(bytes(serialize.end()), true).units.map((u: Unit) => u.kind)).toEqual(['terminate']);
  });

  it('refuses a protocol version it does not speak', () => {
    const old = Buffer.alloc(8);
    old.writeInt32BE(8, 0);
    old.writeInt32BE(131072, 4);
    expect(() => takeUnits(bytes(old), false)).toThrow(/protocol version/);
  });

  it('refuses a length shorter than its own header instead of reading the same bytes again', () => {
    const bad = Buffer.from([0x51, 0, 0, 0, 2, 0x41]);
    expect(() => takeUnits(bytes(bad), true)).toThrow(/malformed/);
    expect(() => takeUnits(bytes(Buffer.alloc(8)), false)).toThrow(/malformed/);
  });

  it('scopes named statements to a connection in Parse, Bind, Describe and Close, and leaves the unnamed one', () => {
    const scoped = query.map((m) => scopeStatementName(new Uint8Array(m), '@7'));
    expect(parsedName(scoped[0])).toBe('one@7');
    // Each rewritten message is whole: the units still split exactly.
    const { units, rest } = takeUnits(bytes(...scoped.map((m: Uint8Array) => Buffer.from(m))), true);
    expect(rest.byteLength).toBe(0);
    expect(units.map(types)).toEqual([['P', 'B', 'D', 'E', 'S']]);
    expect(Buffer.from(scoped[1]).includes('one@7\0')).toBe(true);
    const describe = scopeStatementName(new Uint8Array(serialize.describe({ type: 'S', name: 'one' })), '@7');
    const close = scopeStatementName(new Uint8Array(serialize.close({ type: 'S', name: 'one' })), '@7');
    for (const m of [describe, close]) expect(Buffer.from(m).subarray(6).toString()).toBe('one@7\0');
    const unnamed = new Uint8Array(serialize.parse({ text: 'select 1' }));
    expect(scopeStatementName(unnamed, '@7')).toBe(unnamed);
    const portal = new Uint8Array(serialize.describe({ type: 'P', name: 'cursor' }));
    expect(scopeStatementName(portal, '@7')).toBe(portal);
  });
});
