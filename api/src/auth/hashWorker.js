// A thread of the password-hashing pool (api/src/auth/passwords.ts). Plain CommonJS, so that the
// pool can start it from the sources under test as well as from dist.
//
// The thread lowers its own CPU priority to the lowest (nice 19; Linux sets it per thread): a
// sign-in storm's argon2id then uses the CPU the rest of the school leaves free, and the event loop
// that answers everyone else is never made to wait for it.
'use strict';
const { readlinkSync } = require('node:fs');
const { getPriority, setPriority } = require('node:os');
const { Algorithm, hashSync, verifySync } = require('@node-rs/argon2');

try {
  // "/proc/thread-self" names this thread: <pid>/task/<tid>.
  setPriority(Number(readlinkSync('/proc/thread-self').split('/').pop()), 19);
} catch {
  // Not Linux (or no /proc): the thread keeps the process's priority.
}

/** argon2id in PHC string form, with a fresh random salt. */
function hash({ password, memoryCost, timeCost, parallelism }) {
  return hashSync(password, { algorithm: Algorithm.Argon2id, memoryCost, timeCost, parallelism, outputLen: 32 });
}

/** Whether the password matches the stored PHC string (its own cost); false for a malformed one. */
function verify({ hash: stored, password }) {
  try {
    return verifySync(stored, password);
  } catch {
    return false;
  }
}

/** This thread's nice value (the tests check it is the lowest priority). */
function threadPriority() {
  return getPriority();
}

module.exports = { hash, verify, threadPriority };
