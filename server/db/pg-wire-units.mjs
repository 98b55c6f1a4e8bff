// Splits the bytes a PostgreSQL client sends into units the embedded database runs without
// interleaving another connection: a unit ends with Sync (extended protocol), Query (simple
// protocol), a startup packet or an SSL request. Plain JavaScript: the database thread loads it
// without a TypeScript loader.

const SSL_REQUEST = 80877103;
const CANCEL_REQUEST = 80877102;
const PROTOCOL_3 = 196608;

/** Message type bytes that close a unit. */
const ENDS_UNIT = new Set([0x53 /* S Sync */, 0x51 /* Q Query */]);
const TERMINATE = 0x58; // X

/**
 * Reads complete messages from `buffer` (which may end in a partial one) and groups them into units.
 * `started` says whether this connection already sent its startup packet (before it, the first
 * message has no type byte). Answers the units, the bytes left over, and whether startup is done.
 *
 * Each unit: { kind: 'ssl' } (answer 'N'), { kind: 'cancel' } (ignored), { kind: 'terminate' },
 * or { kind: 'messages', messages: Uint8Array[] }.
 */
export function takeUnits(buffer, started) {
  const units = [];
  let offset = 0;
  let pending = [];
  const view = new DataView(buffer.buffer, buffer.byteOffset, buffer.byteLength);
  for (;;) {
    const left = buffer.byteLength - offset;
    if (!started) {
      if (left < 8) break;
      const len = view.getInt32(offset);
      const code = view.getInt32(offset + 4);
      if (len < 8) throw new Error('malformed message');
      if (left < len) break;
      if (len === 8 && code === SSL_REQUEST) units.push({ kind: 'ssl' });
      else if (len === 16 && code === CANCEL_REQUEST) units.push({ kind: 'cancel' });
      else {
        if (code !== PROTOCOL_3) throw new Error(`unsupported protocol version ${code}`);
        units.push({ kind: 'messages', messages: [buffer.subarray(offset, offset + len)] });
        started = true;
      }
      offset += len;
      continue;
    }
    if (left < 5) break;
    const type = buffer[offset];
    const len = 1 + view.getInt32(offset + 1);
    if (len < 5) throw new Error('malformed message');
    if (left < len) break;
    const message = buffer.subarray(offset, offset + len);
    offset += len;
    if (type === TERMINATE) {
      if (pending.length) units.push({ kind: 'messages', messages: pending });
      pending = [];
      units.push({ kind: 'terminate' });
      continue;
    }
    pending.push(message);
    if (ENDS_UNIT.has(type)) {
      units.push({ kind: 'messages', messages: pending });
      pending = [];
    }
  }
  // Messages of a unit whose end has not arrived yet stay in the buffer, so a unit is only run whole.
  const rest = pending.length ? buffer.subarray(pending[0].byteOffset - buffer.byteOffset) : buffer.subarray(offset);
  return { units, rest, started };
}

const encoder = new TextEncoder();

/** Index of the NUL that ends the C string starting at `from`. */
function cstringEnd(message, from) {
  const end = message.indexOf(0, from);
  if (end < 0) throw new Error('malformed message');
  return end;
}

/** The message with the bytes [from, to) replaced by `name` (a NUL-free string), its length fixed. */
function splice(message, from, to, name) {
  const bytes = encoder.encode(name);
  const out = new Uint8Array(message.byteLength - (to - from) + bytes.byteLength);
  out.set(message.subarray(0, from), 0);
  out.set(bytes, from);
  out.set(message.subarray(to), from + bytes.byteLength);
  new DataView(out.buffer).setInt32(1, out.byteLength - 1);
  return out;
}

/**
 * Prepared statement names are per connection on a server but per session in PGlite, which all
 * connections share: a named statement gets `suffix` in Parse, Bind, Describe and Close, so two
 * connections preparing the same name never meet. The unnamed statement is left as it is (a unit
 * parses it and uses it before another connection runs).
 */
export function scopeStatementName(message, suffix) {
  const type = message[0];
  let at;
  if (type === 0x50 /* P Parse */) at = 5;
  else if (type === 0x42 /* B Bind */)
    at = cstringEnd(message, 5) + 1; // after the portal name
  else if ((type === 0x44 /* D Describe */ || type === 0x43) /* C Close */ && message[5] === 0x53 /* S */) at = 6;
  else return message;
  const end = cstringEnd(message, at);
  if (end === at) return message;
  return splice(message, end, end, suffix);
}

const decoder = new TextDecoder();

/** The statement name a Parse message prepares ('' for the unnamed statement or another message). */
export function parsedName(message) {
  if (message[0] !== 0x50) return '';
  return decoder.decode(message.subarray(5, cstringEnd(message, 5)));
}
