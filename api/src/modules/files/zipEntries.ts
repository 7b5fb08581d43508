/**
 * Lists the entry names of a ZIP archive by reading its central directory (no extraction,
 * no dependency). Returns null when the buffer is not a readable ZIP archive.
 */
const EOCD_SIGNATURE = 0x06054b50;
const CENTRAL_SIGNATURE = 0x02014b50;
const EOCD_MIN = 22;
const MAX_COMMENT = 0xffff;
const MAX_ENTRIES = 50_000;

export function zipEntryNames(buf: Buffer): string[] | null {
  if (buf.length < EOCD_MIN) return null;
  const lowest = Math.max(0, buf.length - EOCD_MIN - MAX_COMMENT);
  let eocd = -1;
  for (let i = buf.length - EOCD_MIN; i >= lowest; i--) {
    if (buf.readUInt32LE(i) === EOCD_SIGNATURE) {
      eocd = i;
      break;
    }
  }
  if (eocd < 0) return null;
  let count = buf.readUInt16LE(eocd + 10);
  let size = buf.readUInt32LE(eocd + 12);
  let offset = buf.readUInt32LE(eocd + 16);
  // ZIP64: the real values live in the ZIP64 end record; locate it through its locator.
  if (count === 0xffff || size === 0xffffffff || offset === 0xffffffff) {
    const locator = eocd - 20;
    if (locator < 0 || buf.readUInt32LE(locator) !== 0x07064b50) return null;
    const z64 = Number(buf.readBigUInt64LE(locator + 8));
    if (z64 + 56 > buf.length || buf.readUInt32LE(z64) !== 0x06064b50) return null;
    count = Number(buf.readBigUInt64LE(z64 + 32));
    size = Number(buf.readBigUInt64LE(z64 + 40));
    offset = Number(buf.readBigUInt64LE(z64 + 48));
  }
  if (count > MAX_ENTRIES || offset + size > buf.length) return null;
  const names: string[] = [];
  let p = offset;
  for (let i = 0; i < count; i++) {
    if (p + 46 > buf.length || buf.readUInt32LE(p) !== CENTRAL_SIGNATURE) return null;
    const nameLen = buf.readUInt16LE(p + 28);
    const extraLen = buf.readUInt16LE(p + 30);
    const commentLen = buf.readUInt16LE(p + 32);
    if (p + 46 + nameLen > buf.length) return null;
    names.push(buf.toString('utf8', p + 46, p + 46 + nameLen));
    p += 46 + nameLen + extraLen + commentLen;
  }
  return names;
}
