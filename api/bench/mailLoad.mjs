// Mail during the several-machines scenario: installments falling due (each must get one reminder)
// and vouchers waiting for the master administrator's decision (each approval one receipt), with
// the site's SMTP settings pointed at the scenario's sink. At the end the sink's messages are counted:
// every reminder and receipt exactly once.
const sleep = (ms) => new Promise((r) => setTimeout(r, ms));

export const REMINDER_SUBJECT = /^INPRO: tu cuota vence el /;
export const RECEIPT_SUBJECT = 'INPRO: tu pago fue aprobado';

/** Tomorrow in Lima (UTC−5), yyyy-mm-dd. */
function limaTomorrow() {
  return new Date(Date.now() + 24 * 3_600_000 - 5 * 3_600_000).toISOString().slice(0, 10);
}

/**
 * For the first `reminders` of `students`, an order in two installments whose first falls due
 * tomorrow; for the next `receipts`, an order whose voucher waits for a decision. Returns the
 * addresses that must get a reminder and the payments to approve (with their buyer's address).
 */
export async function prepareMail(db, students, { reminders, receipts, courseId }) {
  const due = students.slice(0, reminders);
  const buyers = students.slice(reminders, reminders + receipts);
  const order = async (s, plan) =>
    (
      await db.query(
        `INSERT INTO orders (course_id, user_id, course_title, buyer_name, buyer_email, total, status, provider, plan)
         VALUES ($1, $2, 'Curso de carga', 'Alumno Carga', $3, 900, 'PENDING', 'VOUCHER', $4) RETURNING id`,
        [courseId, s.id, s.email, plan],
      )
    ).rows[0].id;
  for (const s of due) {
    const id = await order(s, 'INSTALLMENTS');
    await db.query(
      `INSERT INTO installments (order_id, seq, amount, due_date) VALUES ($1, 1, 450, $2::date), ($1, 2, 450, $2::date + 30)`,
      [id, limaTomorrow()],
    );
  }
  const payments = [];
  for (const s of buyers) {
    const id = await order(s, 'FULL');
    const {
      rows: [inst],
    } = await db.query(
      `INSERT INTO installments (order_id, seq, amount, due_date, status) VALUES ($1, 1, 900, current_date + 60, 'EN_REVISION') RETURNING id`,
      [id],
    );
    const {
      rows: [payment],
    } = await db.query(
      `INSERT INTO payments (order_id, installment_id, user_id, method, provider, amount, voucher_key, voucher_name, voucher_mime)
       VALUES ($1, $2, $3, 'VOUCHER', 'VOUCHER', 900, 'load/voucher.png', 'voucher.png', 'image/png') RETURNING id`,
      [id, inst.id, s.id],
    );
    payments.push({ id: payment.id, email: s.email.toLowerCase() });
  }
  return { reminderTo: due.map((s) => s.email.toLowerCase()), payments };
}

/** Points the site's outgoing mail at the sink and turns e-mail notifications on (as the master administrator). */
export async function useMailSink(origin, token, sinkPort) {
  for (const [group, body] of [
    ['smtp', { host: '127.0.0.1', port: sinkPort, secure: false, user: '', from: 'INPRO <no-reply@inpro.test>' }],
    ['notifications', { emailEnabled: true }],
  ]) {
    const res = await fetch(`${origin}/api/admin/settings/${group}`, {
      method: 'PUT',
      headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
      body: JSON.stringify(body),
    });
    if (!res.ok) throw new Error(`PUT /admin/settings/${group}: ${res.status} ${await res.text()}`);
  }
}

/** Approves `payments` one after another over `windowMs`, on the machines in turn; the ids acknowledged. */
export async function approveOverWindow(machines, token, payments, windowMs) {
  const approved = [];
  const failed = [];
  const gap = windowMs / Math.max(payments.length, 1);
  for (const [i, p] of payments.entries()) {
    const origin = machines[i % machines.length].origin;
    const res = await fetch(`${origin}/api/superadmin/payments/${p.id}/approve`, {
      method: 'POST',
      headers: { authorization: `Bearer ${token}` },
    });
    if (res.ok) approved.push(p);
    else failed.push({ id: p.id, status: res.status, error: (await res.text()).slice(0, 200) });
    await sleep(gap);
  }
  return { approved, failed };
}

/**
 * Waits (up to `timeoutMs`) until the sink holds a reminder for every address of `reminderTo` and a
 * receipt for every approved payment, then counts: missing, doubled and unexpected messages.
 */
export async function countMail(sink, { reminderTo, approved }, timeoutMs = 180_000) {
  const count = () => {
    const reminders = new Map();
    const receipts = new Map();
    for (const m of sink.received) {
      if (REMINDER_SUBJECT.test(m.subject)) reminders.set(m.to, (reminders.get(m.to) ?? 0) + 1);
      else if (m.subject === RECEIPT_SUBJECT) receipts.set(m.to, (receipts.get(m.to) ?? 0) + 1);
    }
    const expectedReceipts = approved.map((p) => p.email);
    const tally = (map, expected) => ({
      expected: expected.length,
      received: [...map.values()].reduce((a, b) => a + b, 0),
      missing: expected.filter((to) => !map.has(to)).length,
      doubled: [...map.values()].filter((n) => n > 1).length,
      unexpected: [...map.keys()].filter((to) => !expected.includes(to)).length,
    });
    return { reminders: tally(reminders, reminderTo), receipts: tally(receipts, expectedReceipts) };
  };
  const until = Date.now() + timeoutMs;
  let result = count();
  const started = Date.now();
  while ((result.reminders.missing || result.receipts.missing) && Date.now() < until) {
    await sleep(1000);
    result = count();
  }
  return { ...result, waitedMs: Date.now() - started };
}
