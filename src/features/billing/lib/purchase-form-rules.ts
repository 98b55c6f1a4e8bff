import { z } from 'zod';
import { PLAN_CODES, PurchaseTermRules, type ExtendBody, type PlanCode, type UpgradeBody } from '../../../../contracts/billing.schema';

/** The contract's term rules (spec §5: month or year only), plus the terms the buyer accepts. */
export const PurchaseFormSchema = z.object({
  plan_code: z.enum(PLAN_CODES),
  ...PurchaseTermRules,
  accept: z.boolean().refine((v) => v, 'billing:purchase.acceptRequired'),
});
export type PurchaseFormValues = { plan_code: PlanCode; unit: string; count: number; accept: boolean };

/** The current plan for longer is an extension; any other plan is an upgrade. */
export function purchaseBody(values: { plan_code: PlanCode; unit: string; count: number }, currentCode: PlanCode | undefined): ExtendBody | UpgradeBody {
  const term = { unit: values.unit as ExtendBody['unit'], count: values.count };
  return values.plan_code === currentCode ? term : { plan_code: values.plan_code, ...term };
}
