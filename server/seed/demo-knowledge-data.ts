/**
 * The demo shop's knowledge (Demo LLC, a cashmere shop in Ulaanbaatar; see /demo/site): one
 * article per topic in Mongolian and in English, each with its Q&A. bench/answers asks questions
 * of it, so a change here is a change of the benchmark's ground truth.
 */
export interface DemoArticle {
  topic: string;
  lang: 'mn' | 'en';
  title: string;
  html: string;
  qa: [question: string, answer: string][];
}

export const DEMO_ARTICLES: DemoArticle[] = [
  {
    topic: 'delivery',
    lang: 'mn',
    title: 'Хүргэлтийн нөхцөл',
    html:
      '<h2>Улаанбаатар хотод</h2><p>Улаанбаатар хотод захиалгыг 24 цагийн дотор үнэгүй хүргэнэ. Орой 18:00 цагаас хойш өгсөн захиалга дараагийн өдөр хүргэгдэнэ.</p>' +
      '<h2>Орон нутагт</h2><p>Орон нутгийн хүргэлт 3–5 хоног үргэлжилнэ. Унаанд тавьж илгээх бөгөөд хүргэлтийн төлбөр 10,000₮.</p>' +
      '<h2>Гадаад руу</h2><p>Олон улсын шуудангаар 7–14 хоногт хүргэнэ. Төлбөр нь улс, жингээс хамаарна.</p>',
    qa: [
      ['Хүргэлт хэдэн цагт ирэх вэ?', 'Улаанбаатар хотод 24 цагийн дотор үнэгүй хүргэнэ.'],
      ['Орон нутагт хүргэдэг үү?', 'Тийм, орон нутагт 3–5 хоногт унаагаар илгээнэ. Хүргэлтийн төлбөр 10,000₮.'],
      ['Гадаад руу илгээдэг үү?', 'Олон улсын шуудангаар 7–14 хоногт хүргэнэ.'],
    ],
  },
  {
    topic: 'delivery',
    lang: 'en',
    title: 'Delivery terms',
    html:
      '<h2>In Ulaanbaatar</h2><p>Orders in Ulaanbaatar are delivered free of charge within 24 hours. Orders placed after 18:00 arrive the next day.</p>' +
      '<h2>To the provinces</h2><p>Delivery to the provinces takes 3 to 5 days by intercity bus and costs 10,000₮.</p>' +
      '<h2>Abroad</h2><p>International orders go by post and arrive in 7 to 14 days; the price depends on the country and weight.</p>',
    qa: [
      ['How long does delivery take?', 'In Ulaanbaatar we deliver free of charge within 24 hours.'],
      ['Do you deliver to the provinces?', 'Yes, in 3 to 5 days by intercity bus, for 10,000₮.'],
      ['Do you ship internationally?', 'Yes, by international post in 7 to 14 days.'],
    ],
  },
  {
    topic: 'payment',
    lang: 'mn',
    title: 'Төлбөрийн нөхцөл',
    html:
      '<h2>Төлбөрийн хэлбэр</h2><p>QPay, банкны карт (Visa, Mastercard, UnionPay), дансаар шилжүүлэх болон бэлнээр төлж болно.</p>' +
      '<h2>Хуваан төлөх</h2><p>200,000₮-с дээш худалдан авалтыг StorePay, LendPay-ээр 4 хуваан төлөх боломжтой.</p>' +
      '<h2>И-баримт</h2><p>Төлбөр төлсний дараа И-баримт таны утсанд мессежээр ирнэ.</p>',
    qa: [
      ['Төлбөрөө яаж төлөх вэ?', 'QPay, банкны карт, дансаар шилжүүлэх эсвэл бэлнээр төлж болно.'],
      ['Хуваан төлж болох уу?', '200,000₮-с дээш худалдан авалтыг StorePay, LendPay-ээр 4 хуваан төлнө.'],
      ['И-баримт өгдөг үү?', 'Тийм, төлбөр төлсний дараа И-баримт утсанд тань мессежээр ирнэ.'],
    ],
  },
  {
    topic: 'payment',
    lang: 'en',
    title: 'Payment options',
    html:
      '<h2>How to pay</h2><p>You can pay with QPay, a bank card (Visa, Mastercard, UnionPay), a bank transfer or cash on delivery.</p>' +
      '<h2>Instalments</h2><p>Purchases over 200,000₮ can be split into 4 instalments with StorePay or LendPay.</p>' +
      '<h2>Receipts</h2><p>After payment the e-receipt (E-barimt) is sent to your phone by text message.</p>',
    qa: [
      ['What payment methods do you accept?', 'QPay, Visa, Mastercard, UnionPay, bank transfer and cash on delivery.'],
      ['Can I pay in instalments?', 'Yes, purchases over 200,000₮ can be split into 4 payments with StorePay or LendPay.'],
      ['Do I get a receipt?', 'Yes, the e-receipt is sent to your phone by text message after payment.'],
    ],
  },
  {
    topic: 'returns',
    lang: 'mn',
    title: 'Буцаалт ба солилт',
    html:
      '<h2>Буцаах хугацаа</h2><p>Худалдан авснаас хойш 14 хоногийн дотор шошготой, хэрэглээгүй бараагаа баримттай нь буцааж, мөнгөө бүрэн авна.</p>' +
      '<h2>Размер солих</h2><p>Размер таараагүй бол 30 хоногийн дотор өөр размераар үнэгүй сольж өгнө.</p>' +
      '<h2>Гэмтэлтэй бараа</h2><p>Үйлдвэрийн гэмтэлтэй бараа ирвэл хүргэлтийн зардлыг бид хариуцаж, шинээр сольж өгнө.</p>',
    qa: [
      ['Бараа буцааж болох уу?', 'Тийм, 14 хоногийн дотор хэрэглээгүй бараагаа баримттай нь буцааж мөнгөө бүрэн авна.'],
      ['Размер солиулж болох уу?', 'Размер таараагүй бол 30 хоногийн дотор үнэгүй сольж өгнө.'],
      ['Гэмтэлтэй бараа ирвэл яах вэ?', 'Үйлдвэрийн гэмтэлтэй бол хүргэлтийн зардлыг бид даагаад шинээр сольж өгнө.'],
    ],
  },
  {
    topic: 'returns',
    lang: 'en',
    title: 'Returns and exchanges',
    html:
      '<h2>Return period</h2><p>Unused items with their tags can be returned within 14 days of purchase with the receipt for a full refund.</p>' +
      '<h2>Size exchange</h2><p>If the size does not fit, we exchange it for another size free of charge within 30 days.</p>' +
      '<h2>Damaged items</h2><p>If an item arrives with a manufacturing defect, we replace it and pay the shipping.</p>',
    qa: [
      ['Can I return an item?', 'Yes, unused items can be returned within 14 days with the receipt for a full refund.'],
      ['Can I exchange for a different size?', 'Yes, free of charge within 30 days.'],
      ['What if my item arrives damaged?', 'We replace items with a manufacturing defect and pay the shipping.'],
    ],
  },
  {
    topic: 'care',
    lang: 'mn',
    title: 'Ноолууран бүтээгдэхүүний арчилгаа',
    html:
      '<h2>Угаах</h2><p>Ноолууран бүтээгдэхүүнийг 30 хэмээс хэтрэхгүй бүлээн усанд ноосны шампуниар гараар угаана. Мушгиж шахаж болохгүй.</p>' +
      '<h2>Хатаах</h2><p>Алчуур дээр дэлгэж хэвтээ байдлаар, нарны шууд тусгалгүй газар хатаана.</p>' +
      '<h2>Хадгалах</h2><p>Эвхэж, хүрэн цэцгийн үнэртэй ууттай хамт хадгалбал эрвээхэй идэхээс хамгаална.</p>',
    qa: [
      ['Ноолууран цамцаа яаж угаах вэ?', '30 хэмээс бага бүлээн усанд ноосны шампуниар гараар угааж, мушгиж шахахгүй.'],
      ['Ноолуурыг хэрхэн хадгалах вэ?', 'Эвхэж, эрвээхэйнээс хамгаалах ууттай хадгална.'],
    ],
  },
  {
    topic: 'care',
    lang: 'en',
    title: 'Caring for cashmere',
    html:
      '<h2>Washing</h2><p>Hand wash cashmere in lukewarm water below 30 degrees with a wool shampoo. Never wring or twist it.</p>' +
      '<h2>Drying</h2><p>Lay it flat on a towel to dry, away from direct sunlight and radiators.</p>' +
      '<h2>Storing</h2><p>Store it folded, not on a hanger, with a cedar or lavender sachet to keep moths away.</p>',
    qa: [
      ['How do I wash my cashmere sweater?', 'Hand wash it in lukewarm water below 30 degrees with wool shampoo; never wring it.'],
      ['How should I store cashmere?', 'Folded, not hung, with a cedar or lavender sachet against moths.'],
    ],
  },
  {
    topic: 'store',
    lang: 'mn',
    title: 'Дэлгүүрийн байршил ба цагийн хуваарь',
    html:
      '<h2>Хаяг</h2><p>Манай дэлгүүр Сүхбаатар дүүрэг, Энхтайвны өргөн чөлөө 15, "Номин" их дэлгүүрийн 2 давхарт байрладаг.</p>' +
      '<h2>Ажлын цаг</h2><p>Даваагаас Баасан гарагт 09:00–18:00, Бямба гарагт 10:00–16:00 цагт ажиллана. Ням гарагт амарна.</p>' +
      '<h2>Зогсоол</h2><p>Их дэлгүүрийн зогсоолд 2 цаг үнэгүй зогсоно.</p>',
    qa: [
      ['Дэлгүүр хаана байрладаг вэ?', 'Сүхбаатар дүүрэг, Энхтайвны өргөн чөлөө 15, "Номин" их дэлгүүрийн 2 давхарт.'],
      ['Ажлын цаг хэд вэ?', 'Даваа–Баасан 09:00–18:00, Бямба 10:00–16:00. Ням гарагт амарна.'],
    ],
  },
  {
    topic: 'store',
    lang: 'en',
    title: 'Store location and opening hours',
    html:
      '<h2>Address</h2><p>Our store is on the 2nd floor of the Nomin department store, Peace Avenue 15, Sukhbaatar district, Ulaanbaatar.</p>' +
      '<h2>Opening hours</h2><p>We are open Monday to Friday 09:00–18:00 and Saturday 10:00–16:00. Closed on Sundays.</p>' +
      '<h2>Parking</h2><p>Parking at the department store is free for 2 hours.</p>',
    qa: [
      ['Where is your store?', 'On the 2nd floor of the Nomin department store, Peace Avenue 15, Ulaanbaatar.'],
      ['What are your opening hours?', 'Monday to Friday 09:00–18:00, Saturday 10:00–16:00, closed on Sundays.'],
    ],
  },
  {
    topic: 'orders',
    lang: 'mn',
    title: 'Захиалга ба хяналт',
    html:
      '<h2>Захиалга өгөх</h2><p>Вэб сайтаар эсвэл чатаар захиалга өгч болно. Захиалгын дугаар таны и-мэйлд ирнэ.</p>' +
      '<h2>Захиалга шалгах</h2><p>Захиалгын дугаараа чатад бичвэл хаана явааг шууд хэлж өгнө.</p>' +
      '<h2>Захиалга цуцлах</h2><p>Хүргэлтэд гараагүй захиалгыг үнэгүй цуцална. Мөнгө 3 ажлын өдөрт буцаан шилжинэ.</p>',
    qa: [
      ['Захиалгаа хэрхэн шалгах вэ?', 'Захиалгын дугаараа чатад бичвэл хаана явааг хэлж өгнө.'],
      ['Захиалгаа цуцалж болох уу?', 'Хүргэлтэд гараагүй бол үнэгүй цуцална; мөнгө 3 ажлын өдөрт буцна.'],
    ],
  },
  {
    topic: 'orders',
    lang: 'en',
    title: 'Orders and tracking',
    html:
      '<h2>Placing an order</h2><p>Order on the website or in the chat. Your order number is sent to your e-mail.</p>' +
      '<h2>Tracking an order</h2><p>Write your order number in the chat and we tell you where your parcel is.</p>' +
      '<h2>Cancelling an order</h2><p>Orders not yet out for delivery can be cancelled free of charge; the money is refunded within 3 working days.</p>',
    qa: [
      ['How can I track my order?', 'Write your order number in the chat and we tell you where it is.'],
      ['Can I cancel my order?', 'Yes, before it is out for delivery, free of charge; the refund takes 3 working days.'],
    ],
  },
  {
    topic: 'products',
    lang: 'mn',
    title: 'Бүтээгдэхүүн ба размер',
    html:
      '<h2>Материал</h2><p>Бүх бүтээгдэхүүн 100% Монгол ямааны ноолуур, тэмээний болон хонины ноосоор хийгдсэн.</p>' +
      '<h2>Размер</h2><p>Цамц XS-ээс XXL хүртэл размертай. Размерын хүснэгтийг бүтээгдэхүүн бүрийн хуудаснаас харна уу.</p>' +
      '<h2>Бэлэг боодол</h2><p>Бэлгийн хайрцаг, боодлыг 5,000₮-өөр нэмж захиална.</p>',
    qa: [
      ['Ямар размер байдаг вэ?', 'Цамц XS-ээс XXL хүртэл размертай.'],
      ['Бэлгийн боодол хийдэг үү?', 'Тийм, бэлгийн хайрцаг, боодлыг 5,000₮-өөр нэмж захиална.'],
      ['Бүтээгдэхүүн юугаар хийгдсэн бэ?', '100% Монгол ямааны ноолуур, тэмээний болон хонины ноосоор.'],
    ],
  },
  {
    topic: 'products',
    lang: 'en',
    title: 'Products and sizes',
    html:
      '<h2>Materials</h2><p>All our goods are made of 100% Mongolian goat cashmere, camel wool and sheep wool.</p>' +
      '<h2>Sizes</h2><p>Sweaters come in sizes XS to XXL. See the size chart on each product page.</p>' +
      '<h2>Gift wrapping</h2><p>A gift box and wrapping can be added to an order for 5,000₮.</p>',
    qa: [
      ['What sizes do you have?', 'Sweaters come in XS to XXL.'],
      ['Do you offer gift wrapping?', 'Yes, a gift box and wrapping for 5,000₮.'],
      ['What are your products made of?', '100% Mongolian goat cashmere, camel wool and sheep wool.'],
    ],
  },
];
