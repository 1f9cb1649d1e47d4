import type { LocaleCode } from '../../config/locales';
import type { PriceLineType } from '../../domain/pricing';

/** The price lines' names as the rental agreement prints them (spec §3 price summary lines). */
export const priceLineLabels: Record<LocaleCode, Record<PriceLineType, string>> = {
  en: {
    rental: 'Rental price',
    discount: 'Discount',
    extra: 'Extras',
    extraDrivers: 'Extra drivers',
    insurance: 'Insurance',
    oneWayFee: 'One-way fee',
    roadTax: 'Road tax',
  },
  is: {
    rental: 'Leiguverð',
    discount: 'Afsláttur',
    extra: 'Aukahlutir',
    extraDrivers: 'Aukaökumenn',
    insurance: 'Trygging',
    oneWayFee: 'Skilagjald á annan stað',
    roadTax: 'Kílómetragjald',
  },
  de: {
    rental: 'Mietpreis',
    discount: 'Rabatt',
    extra: 'Extras',
    extraDrivers: 'Zusatzfahrer',
    insurance: 'Versicherung',
    oneWayFee: 'Einweggebühr',
    roadTax: 'Straßenabgabe',
  },
  es: {
    rental: 'Precio del alquiler',
    discount: 'Descuento',
    extra: 'Extras',
    extraDrivers: 'Conductores adicionales',
    insurance: 'Seguro',
    oneWayFee: 'Tarifa de solo ida',
    roadTax: 'Impuesto de circulación',
  },
  fr: {
    rental: 'Prix de la location',
    discount: 'Remise',
    extra: 'Options',
    extraDrivers: 'Conducteurs supplémentaires',
    insurance: 'Assurance',
    oneWayFee: 'Frais d’abandon',
    roadTax: 'Taxe routière',
  },
  pt: {
    rental: 'Preço do aluguer',
    discount: 'Desconto',
    extra: 'Extras',
    extraDrivers: 'Condutores adicionais',
    insurance: 'Seguro',
    oneWayFee: 'Taxa de entrega noutro local',
    roadTax: 'Taxa rodoviária',
  },
  zh: {
    rental: '租金',
    discount: '折扣',
    extra: '附加项目',
    extraDrivers: '额外驾驶人',
    insurance: '保险',
    oneWayFee: '异地还车费',
    roadTax: '道路税',
  },
};
