import type { SnapshotRow } from './model';

// Sets of rows as ascending Int32Arrays, and stamp marks: the snapshot's scratch structures.

export const EMPTY = new Int32Array(0);

/** The rows of each key (ascending). */
export function groupRows(rows: readonly SnapshotRow[], key: (row: SnapshotRow) => string | null): Map<string, Int32Array> {
  const groups = new Map<string, number[]>();
  rows.forEach((row, i) => {
    const k = key(row);
    if (k === null) return;
    const list = groups.get(k);
    if (list) list.push(i);
    else groups.set(k, [i]);
  });
  return new Map([...groups].map(([k, list]) => [k, Int32Array.from(list)]));
}

/** Rows in both ascending lists. */
export function intersect(a: Int32Array | null, b: Int32Array): Int32Array {
  if (a === null) return b;
  const out: number[] = [];
  for (let i = 0, j = 0; i < a.length && j < b.length;) {
    if (a[i] === b[j]) {
      out.push(a[i]);
      i += 1;
      j += 1;
    } else if (a[i] < b[j]) i += 1;
    else j += 1;
  }
  return Int32Array.from(out);
}

/** A stamp array: a row is marked when its entry equals the current stamp (no clearing between uses). */
export class Marks {
  readonly of: Uint32Array;
  stamp = 0;
  constructor(size: number) {
    this.of = new Uint32Array(size);
  }
  next(): number {
    if (this.stamp === 0xffffffff) {
      this.of.fill(0);
      this.stamp = 0;
    }
    this.stamp += 1;
    return this.stamp;
  }
}
