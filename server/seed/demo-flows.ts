import { and, asc, eq, like } from 'drizzle-orm';
import type { FlowGraph, FlowNode } from '../../contracts';
import { layoutFlow } from '../../machines/flow-layout';
import type { Db } from '../db/client';
import { customApis, flows, users } from '../db/schema';

type Lang = 'mn' | 'en';
const TEXT = {
  mn: {
    api: 'Захиалгын төлөв (демо)',
    title: 'Захиалгын төлөв',
    triggers: ['захиалга', 'захиалгын төлөв', 'хүргэлт'],
    hi: 'Сайн байна уу! Би Демо дэлгүүрийн туслах.',
    ask: 'Юугаар туслах вэ?',
    order: 'Захиалгын төлөв',
    delivery: 'Хүргэлтийн нөхцөл',
    person: 'Ажилтантай ярих',
    number: 'Захиалгын дугаараа бичнэ үү (жишээ нь 1001).',
    found: '{{order}} дугаартай захиалга {{status}}. Хүргэлт: {{eta}}.',
    done: 'Өөр асуух зүйл байвал бичээрэй.',
    notFound: 'Уучлаарай, захиалгыг шалгаж чадсангүй. Ажилтан руу холбож байна.',
    deliveryText: 'Улаанбаатар хотод 24 цагийн дотор үнэгүй хүргэнэ.',
    handover: 'Ажилтан руу шилжүүлж байна.',
  },
  en: {
    api: 'Order status (demo)',
    title: 'Order status (English)',
    triggers: ['order status', 'my order', 'delivery'],
    hi: "Hello! I am Demo shop's assistant.",
    ask: 'How can I help?',
    order: 'Order status',
    delivery: 'Delivery terms',
    person: 'Talk to a person',
    number: 'Type your order number (for example 1001).',
    found: 'Order {{order}} is {{status}}. Delivery: {{eta}}.',
    done: 'Write again if there is anything else.',
    notFound: 'Sorry, I could not check the order. Connecting you to a person.',
    deliveryText: 'Free delivery within 24 hours in Ulaanbaatar.',
    handover: 'Connecting you to a person.',
  },
} as const;

function demoGraph(lang: Lang, apiId: number): FlowGraph {
  const t = TEXT[lang];
  const node = (id: string, type: FlowNode['type'], data: FlowNode['data'] = {}): FlowNode => ({ id, type, x: 0, y: 0, width: 220, height: 72, data });
  const edge = (from: string, to: string, fromAnchor: 'out' | 'success' | 'fail' = 'out') => ({
    id: `${from}-${to}`,
    from,
    to,
    fromAnchor,
    toAnchor: 'in' as const,
    type: 'smooth' as const,
  });
  return layoutFlow({
    nodes: [
      node('start', 'start'),
      node('hi', 'response', { text: t.hi, action: 'none' }),
      node('ask', 'question', { text: t.ask }),
      node('b-order', 'button', { label: t.order }),
      node('b-delivery', 'button', { label: t.delivery }),
      node('b-person', 'button', { label: t.person }),
      node('number', 'question', { text: t.number, variable: 'order' }),
      node('lookup', 'api', { custom_api_id: apiId, text: t.found }),
      node('done', 'success', { text: t.done }),
      node('not-found', 'response', { text: t.notFound, action: 'escalate' }),
      node('delivery', 'success', { text: t.deliveryText }),
      node('handover', 'response', { text: t.handover, action: 'escalate' }),
    ],
    edges: [
      edge('start', 'hi'),
      edge('hi', 'ask'),
      edge('ask', 'b-order'),
      edge('ask', 'b-delivery'),
      edge('ask', 'b-person'),
      edge('b-order', 'number'),
      edge('number', 'lookup'),
      edge('lookup', 'done', 'success'),
      edge('lookup', 'not-found', 'fail'),
      edge('b-delivery', 'delivery'),
      edge('b-person', 'handover'),
    ],
  });
}

/**
 * Demo LLC's order-status flows (mn and en), published, with buttons and an api node calling the
 * server's own /demo/orders endpoint; owned by the demo's virtual agent when one exists.
 */
export async function seedDemoFlows(db: Db, companyId: number, ownOrigin: string) {
  const [agent] = await db
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.companyId, companyId), like(users.userType, 'virtual%')))
    .orderBy(asc(users.id))
    .limit(1);
  for (const lang of ['mn', 'en'] as const) {
    const t = TEXT[lang];
    const fields =
      lang === 'mn'
        ? [
            ['status', 'order.status'],
            ['eta', 'order.eta'],
          ]
        : [
            ['status', 'order.status_en'],
            ['eta', 'order.eta_en'],
          ];
    const [api] = await db
      .insert(customApis)
      .values({
        companyId,
        name: t.api,
        method: 'GET',
        url: `${ownOrigin}/demo/orders/{{order}}`,
        responseFields: fields.map(([variable, path]) => ({ variable, path })),
        timeoutMs: 3000,
      })
      .returning();
    await db.insert(flows).values({
      companyId,
      agentUserId: agent?.id ?? null,
      title: t.title,
      status: 'published',
      triggers: [...t.triggers],
      tags: ['demo'],
      graph: demoGraph(lang, api.id),
    });
  }
}
