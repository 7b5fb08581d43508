-- "Tu cuota vence en 3 días": when the reminder of an installment went out (once per installment).
ALTER TABLE installments ADD COLUMN reminded_at timestamptz;
