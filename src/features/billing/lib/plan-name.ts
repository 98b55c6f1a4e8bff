import type { Plan } from '../../../../contracts/billing.schema';
import { currentLocale } from '../../../lib/format';

/** A plan's name in the console's language (plans are named by the superadmin in both). */
export const planName = (plan: Pick<Plan, 'name_mn' | 'name_en'>): string => (currentLocale() === 'en' ? plan.name_en : plan.name_mn);
