-- Guaranteed pay and reserves (issue 27): a freelancer who gives up a paid place before the start
-- passes it, with its money, to the job's reserve. The given-up place's money is 'passed' and says
-- to which shift; the reserve's shift gets the place's money as paid by the same charge. Nothing
-- cascades (decision 0023).

ALTER TABLE shift_pay DROP CONSTRAINT shift_pay_status_check;
ALTER TABLE shift_pay ADD CONSTRAINT shift_pay_status_check CHECK (status IN (
  'awaiting', 'held', 'released', 'compensated', 'refunded', 'disputed', 'lapsed', 'passed'));
ALTER TABLE shift_pay ADD COLUMN passed_to_shift_id uuid REFERENCES job_applications (id) ON DELETE RESTRICT;
ALTER TABLE shift_pay ADD CONSTRAINT shift_pay_passed_check CHECK ((status = 'passed') = (passed_to_shift_id IS NOT NULL));
-- A charge's money is in one place at a time: every other row of it passed it on (or lapsed with it unpaid).
CREATE UNIQUE INDEX shift_pay_one_place_per_charge ON shift_pay (payment_id) WHERE status NOT IN ('passed', 'lapsed');
