import { shiftPaySummary } from '@vamos/shared/guaranteed-pay';
import type { ShiftFunding } from '@vamos/shared/schemas/guaranteed-pay';
import { presentShiftCharge, type ShiftCharge } from '../payments/shift-charges.ts';
import type { ShiftPayRecord } from './shift-pay.repo.ts';

/** A place's money and its PIX charge, as the contractor pays it. */
export function presentFunding(place: ShiftPayRecord, charge: ShiftCharge, freelancerName: string): ShiftFunding {
  return {
    shift_id: place.shiftId,
    job_id: place.jobId,
    freelancer_name: freelancerName,
    ...shiftPaySummary(place),
    payment: presentShiftCharge(charge),
  };
}
