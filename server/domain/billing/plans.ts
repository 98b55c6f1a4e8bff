import { asc, eq } from 'drizzle-orm';
import type { Plan, PlanBody, PlanCode, TermUnit } from '../../../contracts';
import type { Db } from '../../db/client';
import { plans } from '../../db/schema';
import { AppError } from '../../lib/app-error';

export type PlanRow = typeof plans.$inferSelect;

export const toPlan = (r: PlanRow): Plan => ({
  id: r.id,
  code: r.code as PlanCode,
  name_mn: r.nameMn,
  name_en: r.nameEn,
  term_unit: r.termUnit as TermUnit,
  price: r.price,
  limits: { users: r.maxUsers, bots: r.maxBots, bot_interactions: r.maxBotInteractions, channels: r.maxChannels },
  active: r.active,
});

/** Plans in id order; `all` includes those the superadmin withdrew. */
export async function listPlans(db: Db, all = false): Promise<Plan[]> {
  const rows = await db.select().from(plans).orderBy(asc(plans.id));
  return rows.filter((r) => all || r.active).map(toPlan);
}

export async function planByCode(db: Db, code: PlanCode): Promise<PlanRow> {
  const [row] = await db.select().from(plans).where(eq(plans.code, code)).limit(1);
  if (!row) throw new AppError('err_plan_not_found');
  return row;
}

/** The superadmin's edit. A paid plan cannot cost nothing (spec §8 err_plan_amount_zero). */
export async function updatePlan(db: Db, id: number, body: PlanBody): Promise<Plan> {
  const [current] = await db.select().from(plans).where(eq(plans.id, id)).limit(1);
  if (!current) throw new AppError('err_plan_not_found');
  if (current.code !== 'trial' && body.price === 0) throw new AppError('err_plan_amount_zero');
  if (current.code !== 'trial' && body.term_unit === 'day') throw new AppError('err_plan_extend_month_year');
  const [row] = await db
    .update(plans)
    .set({
      nameMn: body.name_mn,
      nameEn: body.name_en,
      termUnit: body.term_unit,
      price: body.price,
      maxUsers: body.limits.users,
      maxBots: body.limits.bots,
      maxBotInteractions: body.limits.bot_interactions,
      maxChannels: body.limits.channels,
      active: body.active,
      updatedAt: new Date(),
    })
    .where(eq(plans.id, id))
    .returning();
  return toPlan(row);
}
