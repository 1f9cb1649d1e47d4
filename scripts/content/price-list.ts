/**
 * Each brand's fleet and prices as a `priceList` document (schema/singletons/price-list.ts): the figures
 * the engine sold at before they moved to the content (issue 28). Amounts are written here in EUR minor
 * units, as they always were, and stored in the document in EUR (an editor's 39.00), as the Studio shows them.
 */
import { tenantIds, type TenantId } from '../../src/config/tenants';
import type { PriceList } from '../../src/content/types';
import { key } from './ids';

export interface ClassPrice {
  /** Day rates outside and inside the high season. */
  low: number;
  high: number;
  deposit: number;
  units: number;
}

/** Per tenant, per vehicle class (the content vehicle's classCode). */
export const classPrices: Record<TenantId, Record<string, ClassPrice>> = {
  car: {
    'car-toyota-aygo-x': { low: 3900, high: 6900, deposit: 100000, units: 8 },
    'car-kia-picanto': { low: 3700, high: 6500, deposit: 100000, units: 8 },
    'car-toyota-yaris-hybrid': { low: 4500, high: 7900, deposit: 100000, units: 6 },
    'car-kia-ceed-sw': { low: 5200, high: 8900, deposit: 120000, units: 5 },
    'car-hyundai-kona-electric': { low: 6500, high: 10900, deposit: 150000, units: 4 },
    'car-tesla-model-y': { low: 8900, high: 14900, deposit: 200000, units: 3 },
    'car-dacia-duster-4x4': { low: 6200, high: 10500, deposit: 150000, units: 6 },
    'car-suzuki-vitara-4x4': { low: 6900, high: 11500, deposit: 150000, units: 4 },
    // One unit: the flagship, also the class the engine's race tests book to the last unit.
    'car-toyota-land-cruiser-150': { low: 14900, high: 23900, deposit: 300000, units: 1 },
    'car-volkswagen-caravelle': { low: 11900, high: 18900, deposit: 200000, units: 2 },
    'car-ford-transit-custom': { low: 9900, high: 15900, deposit: 200000, units: 2 },
  },
  camper: {
    'camper-dacia-dokker-camper': { low: 6900, high: 12900, deposit: 100000, units: 6 },
    'camper-renault-kangoo-camper': { low: 7200, high: 13500, deposit: 100000, units: 5 },
    'camper-volkswagen-caddy-camper': { low: 7900, high: 14500, deposit: 100000, units: 4 },
    'camper-renault-trafic-camper': { low: 9900, high: 18900, deposit: 150000, units: 4 },
    'camper-volkswagen-california': { low: 13900, high: 24900, deposit: 200000, units: 3 },
    'camper-dacia-duster-roof-tent': { low: 8900, high: 16900, deposit: 150000, units: 3 },
    'camper-toyota-hilux-camper': { low: 15900, high: 27900, deposit: 250000, units: 2 },
    'camper-land-rover-defender-roof-tent': { low: 18900, high: 32900, deposit: 300000, units: 1 },
    'camper-ford-transit-motorhome': { low: 17900, high: 29900, deposit: 250000, units: 2 },
    'camper-renault-master-motorhome': { low: 19900, high: 33900, deposit: 300000, units: 2 },
  },
  longterm: {
    // Monthly rentals: a lower day rate, the same all year.
    'car-kia-picanto': { low: 1900, high: 1900, deposit: 50000, units: 6 },
    'car-toyota-yaris-hybrid': { low: 2300, high: 2300, deposit: 50000, units: 5 },
    'car-kia-ceed-sw': { low: 2700, high: 2700, deposit: 75000, units: 4 },
    'car-hyundai-kona-electric': { low: 3200, high: 3200, deposit: 75000, units: 3 },
    'car-dacia-duster-4x4': { low: 3100, high: 3100, deposit: 75000, units: 3 },
    'car-tesla-model-y': { low: 4500, high: 4500, deposit: 100000, units: 1 },
  },
};

type Localized = Record<'en' | 'is' | 'de' | 'es' | 'fr' | 'pt' | 'zh', string>;

interface ExtraPrice {
  id: string;
  name: Localized;
  pricing: 'perDay' | 'perRental';
  price: number;
  maxPrice?: number;
  maxQuantity: number;
}

const gps: ExtraPrice = {
  id: 'gps',
  name: {
    en: 'GPS navigator',
    is: 'GPS-leiðsögutæki',
    de: 'GPS-Navigationsgerät',
    es: 'Navegador GPS',
    fr: 'GPS',
    pt: 'GPS',
    zh: 'GPS 导航仪',
  },
  pricing: 'perDay',
  price: 900,
  maxPrice: 6300,
  maxQuantity: 1,
};
const wifi: ExtraPrice = {
  id: 'wifi',
  name: {
    en: 'Mobile Wi-Fi hotspot',
    is: 'Ferðanetbeinir (Wi-Fi)',
    de: 'Mobiler WLAN-Hotspot',
    es: 'Router wifi portátil',
    fr: 'Routeur wifi mobile',
    pt: 'Router wi-fi portátil',
    zh: '随身 Wi-Fi',
  },
  pricing: 'perDay',
  price: 1200,
  maxPrice: 8400,
  maxQuantity: 1,
};
const childSeat: ExtraPrice = {
  id: 'child-seat',
  name: {
    en: 'Child seat',
    is: 'Barnabílstóll',
    de: 'Kindersitz',
    es: 'Silla infantil',
    fr: 'Siège enfant',
    pt: 'Cadeira de criança',
    zh: '儿童座椅',
  },
  pricing: 'perRental',
  price: 3500,
  maxQuantity: 3,
};
const snowChains: ExtraPrice = {
  id: 'snow-chains',
  name: {
    en: 'Snow chains',
    is: 'Snjókeðjur',
    de: 'Schneeketten',
    es: 'Cadenas para nieve',
    fr: 'Chaînes à neige',
    pt: 'Correntes de neve',
    zh: '防滑链',
  },
  pricing: 'perRental',
  price: 2500,
  maxQuantity: 1,
};
const sleepingBag: ExtraPrice = {
  id: 'sleeping-bag',
  name: {
    en: 'Sleeping bag and pillow',
    is: 'Svefnpoki og koddi',
    de: 'Schlafsack und Kissen',
    es: 'Saco de dormir y almohada',
    fr: 'Sac de couchage et oreiller',
    pt: 'Saco-cama e almofada',
    zh: '睡袋和枕头',
  },
  pricing: 'perRental',
  price: 3000,
  maxQuantity: 4,
};
const campingTable: ExtraPrice = {
  id: 'camping-table',
  name: {
    en: 'Camping table and chairs',
    is: 'Útileguborð og stólar',
    de: 'Campingtisch und Stühle',
    es: 'Mesa y sillas de camping',
    fr: 'Table et chaises de camping',
    pt: 'Mesa e cadeiras de campismo',
    zh: '露营桌椅',
  },
  pricing: 'perRental',
  price: 2000,
  maxQuantity: 1,
};
const heater: ExtraPrice = {
  id: 'heater',
  name: {
    en: 'Diesel night heater',
    is: 'Dísilmiðstöð',
    de: 'Standheizung',
    es: 'Calefactor estacionario',
    fr: 'Chauffage stationnaire',
    pt: 'Aquecedor estacionário',
    zh: '驻车加热器',
  },
  pricing: 'perDay',
  price: 800,
  maxPrice: 8000,
  maxQuantity: 1,
};

const extraPrices: Record<TenantId, ExtraPrice[]> = {
  car: [gps, wifi, childSeat, snowChains],
  camper: [wifi, sleepingBag, campingTable, heater, gps],
  longterm: [childSeat, snowChains],
};

interface InsurancePrice {
  id: string;
  name: Localized;
  description: Localized;
  pricePerDay: number;
  excess: number;
  included: boolean;
}

const basic: InsurancePrice = {
  id: 'basic',
  name: {
    en: 'Basic cover (CDW)',
    is: 'Grunntrygging (CDW)',
    de: 'Basisschutz (CDW)',
    es: 'Cobertura básica (CDW)',
    fr: 'Couverture de base (CDW)',
    pt: 'Cobertura básica (CDW)',
    zh: '基础保障（CDW）',
  },
  description: {
    en: 'Collision damage waiver, included in every price.',
    is: 'Kaskótrygging, innifalin í öllum verðum.',
    de: 'Vollkaskoschutz mit Selbstbeteiligung, in jedem Preis enthalten.',
    es: 'Seguro de daños por colisión, incluido en todos los precios.',
    fr: 'Assurance dommages collision, incluse dans chaque prix.',
    pt: 'Seguro contra danos por colisão, incluído em todos os preços.',
    zh: '碰撞损失豁免，所有价格均已包含。',
  },
  pricePerDay: 0,
  excess: 350000,
  included: true,
};
const plus: InsurancePrice = {
  id: 'plus',
  name: {
    en: 'Plus cover',
    is: 'Plústrygging',
    de: 'Plus-Schutz',
    es: 'Cobertura Plus',
    fr: 'Couverture Plus',
    pt: 'Cobertura Plus',
    zh: '增强保障',
  },
  description: {
    en: 'Lower excess, gravel and windscreen protection.',
    is: 'Lægri sjálfsábyrgð, malar- og rúðuvörn.',
    de: 'Geringere Selbstbeteiligung, Schutz gegen Steinschlag und Scheibenschäden.',
    es: 'Franquicia reducida, protección contra gravilla y parabrisas.',
    fr: 'Franchise réduite, protection gravillons et pare-brise.',
    pt: 'Franquia reduzida, proteção contra gravilha e para-brisas.',
    zh: '更低自付额，含碎石和挡风玻璃保障。',
  },
  pricePerDay: 1500,
  excess: 150000,
  included: false,
};
const premium: InsurancePrice = {
  id: 'premium',
  name: {
    en: 'Premium cover',
    is: 'Úrvalstrygging',
    de: 'Premium-Schutz',
    es: 'Cobertura Premium',
    fr: 'Couverture Premium',
    pt: 'Cobertura Premium',
    zh: '全面保障',
  },
  description: {
    en: 'No excess; gravel, windscreen, sand and ash, theft and tyres covered.',
    is: 'Engin sjálfsábyrgð; möl, rúður, sandur og aska, þjófnaður og dekk innifalið.',
    de: 'Keine Selbstbeteiligung; Steinschlag, Scheiben, Sand und Asche, Diebstahl und Reifen abgedeckt.',
    es: 'Sin franquicia; gravilla, parabrisas, arena y ceniza, robo y neumáticos cubiertos.',
    fr: 'Sans franchise ; gravillons, pare-brise, sable et cendres, vol et pneus couverts.',
    pt: 'Sem franquia; gravilha, para-brisas, areia e cinza, roubo e pneus cobertos.',
    zh: '零自付额；涵盖碎石、挡风玻璃、沙尘与火山灰、盗窃和轮胎。',
  },
  pricePerDay: 2900,
  excess: 0,
  included: false,
};

const insurancePrices: Record<TenantId, InsurancePrice[]> = {
  car: [basic, plus, premium],
  camper: [basic, plus, premium],
  longterm: [basic, plus],
};

/** A lease delivered to an address and collected from it (issue 15), once per lease; brands without leases have none. */
export const leaseDeliveryFeeEur: Partial<Record<TenantId, number>> = { longterm: 7500 };

/** Charged when the return place differs from the pickup place. */
export const oneWayFeeEur: Record<TenantId, number> = { car: 9000, camper: 15000, longterm: 9000 };

/** Coupons beside the promotion's code (which is seeded from the promotion settings). */
const extraCoupons: Record<TenantId, { code: string; percent: number; validFrom: string; validTo: string }[]> = {
  car: [{ code: 'WELCOME10', percent: 10, validFrom: '2026-01-01', validTo: '2028-12-31' }],
  camper: [{ code: 'WELCOME10', percent: 10, validFrom: '2026-01-01', validTo: '2028-12-31' }],
  longterm: [],
};

const euros = (minor: number) => minor / 100;
const localized = (text: Localized) => ({ _type: 'localeString' as const, ...text });

function priceList(tenant: TenantId): PriceList {
  const deliveryFee = leaseDeliveryFeeEur[tenant];
  return {
    _id: `${tenant}-priceList`,
    _type: 'priceList',
    tenant,
    classes: Object.entries(classPrices[tenant]).map(([classCode, price]) => ({
      _type: 'rentalClass' as const,
      _key: key(classCode),
      classCode,
      fleetSize: price.units,
      lowSeasonRate: euros(price.low),
      highSeasonRate: euros(price.high),
      deposit: euros(price.deposit),
    })),
    extras: extraPrices[tenant].map((extra) => ({
      _type: 'rentalExtra' as const,
      _key: key(extra.id),
      id: extra.id,
      name: localized(extra.name),
      pricing: extra.pricing,
      price: euros(extra.price),
      ...(extra.maxPrice === undefined ? {} : { maxPrice: euros(extra.maxPrice) }),
      maxQuantity: extra.maxQuantity,
    })),
    insurances: insurancePrices[tenant].map((insurance) => ({
      _type: 'insuranceOption' as const,
      _key: key(insurance.id),
      id: insurance.id,
      name: localized(insurance.name),
      description: localized(insurance.description),
      pricePerDay: euros(insurance.pricePerDay),
      excess: euros(insurance.excess),
      included: insurance.included,
    })),
    oneWayFee: euros(oneWayFeeEur[tenant]),
    ...(deliveryFee === undefined ? {} : { deliveryFee: euros(deliveryFee) }),
    coupons: extraCoupons[tenant].map((coupon) => ({
      _type: 'coupon' as const,
      _key: key(coupon.code),
      ...coupon,
    })),
  };
}

/** One `priceList` per brand, ids `<brand>-priceList`. */
export function priceListDocuments(): PriceList[] {
  return tenantIds.map(priceList);
}
