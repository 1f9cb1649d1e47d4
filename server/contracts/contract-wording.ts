import type { LocaleCode } from '../../src/config/locales';

/**
 * The printed words of the check-in rental agreement (spec §9, template 1829), one set per language.
 * They live here rather than in `locales/` because they are legal text bound into a signed document:
 * a change to them changes every contract's SHA-256, so they change only with this module.
 *
 * Every string must be encodable in WinAnsi (Helvetica's encoding); `contract-wording.test.ts` checks it,
 * so a translation can never lose a character silently.
 */

/** The terms, in the order they are printed. */
export const clauseNames = [
  'unlimitedKilometres',
  'roadTax',
  'drivers',
  'fuelAndCharge',
  'fRoads',
  'insuranceAndDeposit',
  'cancellation',
  'damage',
  'law',
] as const;

export type ClauseName = (typeof clauseNames)[number];

export interface ContractWording {
  title: string;
  templateId: string;
  paymentOption: string;
  reference: string;
  issued: string;
  parties: string;
  lessor: string;
  renter: string;
  name: string;
  email: string;
  phone: string;
  address: string;
  country: string;
  dateOfBirth: string;
  licenceNumber: string;
  /** Whether the front and back of a driver's licence were photographed at check-in (issue 14). */
  licencePhotos: string;
  photosGiven: string;
  photosNotGiven: string;
  registrationNumber: string;
  vatNumber: string;
  vehicle: string;
  vehicleClass: string;
  orSimilar: string;
  pickupAndReturn: string;
  /** A lease (issue 15): its period and how the car is handed over. */
  leasePeriod: string;
  handover: string;
  deliveryTo: string;
  officePickup: string;
  pickup: string;
  return: string;
  additionalDrivers: string;
  extras: string;
  insurance: string;
  noAdditionalInsurance: string;
  none: string;
  price: string;
  total: string;
  paid: string;
  dueAtPickup: string;
  deposit: string;
  terms: string;
  clauses: Record<ClauseName, string>;
  signatureTitle: string;
  signatureStatement: string;
  signerName: string;
  signedAt: string;
  pageOf: (page: number, pages: number) => string;
}

/** Every language is printed in its own words, Chinese included (the contract embeds Noto Sans SC). */
export type PrintedLocale = LocaleCode;

const en: ContractWording = {
  title: 'Rental agreement',
  templateId: 'Agreement template',
  paymentOption: 'Payment option',
  reference: 'Booking reference',
  issued: 'Date of issue',
  parties: 'Parties',
  lessor: 'Lessor',
  renter: 'Renter',
  name: 'Name',
  email: 'Email',
  phone: 'Phone',
  address: 'Address',
  country: 'Country',
  dateOfBirth: 'Date of birth',
  licenceNumber: 'Driving licence no.',
  licencePhotos: 'Licence photos',
  photosGiven: 'front and back given',
  photosNotGiven: 'not given',
  registrationNumber: 'Registration no.',
  vatNumber: 'VAT no.',
  vehicle: 'Vehicle',
  vehicleClass: 'Vehicle class',
  orSimilar: 'or similar',
  pickupAndReturn: 'Pickup and return',
  leasePeriod: 'Lease period',
  handover: 'Handover',
  deliveryTo: 'Delivery to',
  officePickup: 'Pickup at the office',
  pickup: 'Pickup',
  return: 'Return',
  additionalDrivers: 'Additional drivers',
  extras: 'Extras',
  insurance: 'Insurance',
  noAdditionalInsurance: 'No additional insurance selected',
  none: 'None',
  price: 'Price',
  total: 'Total',
  paid: 'Paid',
  dueAtPickup: 'Due at pickup',
  deposit: 'Security deposit',
  terms: 'Terms and conditions',
  clauses: {
    unlimitedKilometres: 'The rental price includes unlimited kilometres.',
    roadTax:
      'For electric and hybrid vehicles a road tax per kilometre is charged, which the lessor collects on behalf of the Icelandic government.',
    drivers: 'Every driver must be at least 18 years old, hold a valid driving licence and be named in this agreement.',
    fuelAndCharge:
      'The vehicle must be returned with the same fuel level or battery charge as at pickup; otherwise the difference is charged.',
    fRoads:
      'F-roads (mountain roads) may be driven only in 4x4 vehicles that the lessor allows on them. Off-road driving is prohibited by Icelandic law.',
    insuranceAndDeposit:
      'The vehicle is insured as stated in this agreement; the renter is liable up to the amount of the excess. The security deposit is held on the renter’s card and released once the vehicle has been returned without new damage.',
    cancellation:
      'Cancellations are governed by the cancellation terms accepted at booking, and refunds are made in accordance with them.',
    damage:
      'Any damage, accident or theft must be reported to the lessor immediately and, where required, to the police.',
    law: 'This agreement is governed by Icelandic law.',
  },
  signatureTitle: 'Signature of the renter',
  signatureStatement: 'By signing, the renter accepts this agreement and its terms and conditions.',
  signerName: 'Name',
  signedAt: 'Signed',
  pageOf: (page, pages) => `Page ${page} of ${pages}`,
};

const is: ContractWording = {
  title: 'Leigusamningur',
  templateId: 'Samningsform',
  paymentOption: 'Greiðsluleið',
  reference: 'Bókunarnúmer',
  issued: 'Útgáfudagur',
  parties: 'Samningsaðilar',
  lessor: 'Leigusali',
  renter: 'Leigutaki',
  name: 'Nafn',
  email: 'Netfang',
  phone: 'Sími',
  address: 'Heimilisfang',
  country: 'Land',
  dateOfBirth: 'Fæðingardagur',
  licenceNumber: 'Ökuskírteinisnúmer',
  licencePhotos: 'Myndir af ökuskírteini',
  photosGiven: 'fram- og bakhlið gefnar',
  photosNotGiven: 'ekki gefnar',
  registrationNumber: 'Kennitala',
  vatNumber: 'VSK-númer',
  vehicle: 'Ökutæki',
  vehicleClass: 'Flokkur',
  orSimilar: 'eða sambærilegt',
  pickupAndReturn: 'Afhending og skil',
  leasePeriod: 'Leigutímabil',
  handover: 'Afhending',
  deliveryTo: 'Heimsending til',
  officePickup: 'Sótt á skrifstofu',
  pickup: 'Afhending',
  return: 'Skil',
  additionalDrivers: 'Aukaökumenn',
  extras: 'Aukabúnaður',
  insurance: 'Tryggingar',
  noAdditionalInsurance: 'Engin viðbótartrygging valin',
  none: 'Ekkert',
  price: 'Verð',
  total: 'Samtals',
  paid: 'Greitt',
  dueAtPickup: 'Greiðist við afhendingu',
  deposit: 'Tryggingarfé',
  terms: 'Skilmálar',
  clauses: {
    unlimitedKilometres: 'Ótakmarkaður kílómetrafjöldi er innifalinn í leiguverðinu.',
    roadTax:
      'Af rafmagns- og tvinnbílum er greitt kílómetragjald sem leigusali innheimtir fyrir hönd íslenska ríkisins.',
    drivers:
      'Hver ökumaður skal vera að minnsta kosti 18 ára, hafa gilt ökuskírteini og vera skráður í samning þennan.',
    fuelAndCharge:
      'Skila skal ökutækinu með sama eldsneytismagni eða sömu hleðslu og við afhendingu; að öðrum kosti er mismunurinn innheimtur.',
    fRoads:
      'Einungis má aka á F-vegum (hálendisvegum) á fjórhjóladrifnum ökutækjum sem leigusali heimilar þar. Utanvegaakstur er bannaður samkvæmt íslenskum lögum.',
    insuranceAndDeposit:
      'Ökutækið er tryggt eins og fram kemur í samningi þessum og ber leigutaki ábyrgð allt að fjárhæð sjálfsábyrgðar. Tryggingarfé er tekið frá á korti leigutaka og losað þegar ökutækinu hefur verið skilað án nýrra skemmda.',
    cancellation:
      'Um afbókanir gilda þeir afbókunarskilmálar sem samþykktir voru við bókun og fer endurgreiðsla eftir þeim.',
    damage: 'Tilkynna skal leigusala tafarlaust um allt tjón, óhöpp eða þjófnað og lögreglu þegar það á við.',
    law: 'Um samning þennan gilda íslensk lög.',
  },
  signatureTitle: 'Undirskrift leigutaka',
  signatureStatement: 'Með undirskrift sinni samþykkir leigutaki samning þennan og skilmála hans.',
  signerName: 'Nafn',
  signedAt: 'Undirritað',
  pageOf: (page, pages) => `Síða ${page} af ${pages}`,
};

const de: ContractWording = {
  title: 'Mietvertrag',
  templateId: 'Vertragsvorlage',
  paymentOption: 'Zahlungsoption',
  reference: 'Buchungsnummer',
  issued: 'Ausstellungsdatum',
  parties: 'Vertragsparteien',
  lessor: 'Vermieter',
  renter: 'Mieter',
  name: 'Name',
  email: 'E-Mail',
  phone: 'Telefon',
  address: 'Anschrift',
  country: 'Land',
  dateOfBirth: 'Geburtsdatum',
  licenceNumber: 'Führerscheinnummer',
  licencePhotos: 'Führerscheinfotos',
  photosGiven: 'Vorder- und Rückseite vorgelegt',
  photosNotGiven: 'nicht vorgelegt',
  registrationNumber: 'Registernummer',
  vatNumber: 'USt-Nummer',
  vehicle: 'Fahrzeug',
  vehicleClass: 'Fahrzeugklasse',
  orSimilar: 'oder ähnlich',
  pickupAndReturn: 'Abholung und Rückgabe',
  leasePeriod: 'Mietzeitraum',
  handover: 'Übergabe',
  deliveryTo: 'Lieferung an',
  officePickup: 'Abholung im Büro',
  pickup: 'Abholung',
  return: 'Rückgabe',
  additionalDrivers: 'Zusätzliche Fahrer',
  extras: 'Extras',
  insurance: 'Versicherung',
  noAdditionalInsurance: 'Keine Zusatzversicherung gewählt',
  none: 'Keine',
  price: 'Preis',
  total: 'Gesamtbetrag',
  paid: 'Bezahlt',
  dueAtPickup: 'Fällig bei Abholung',
  deposit: 'Kaution',
  terms: 'Vertragsbedingungen',
  clauses: {
    unlimitedKilometres: 'Der Mietpreis beinhaltet unbegrenzte Kilometer.',
    roadTax:
      'Für Elektro- und Hybridfahrzeuge wird eine Straßenabgabe pro Kilometer erhoben, die der Vermieter im Auftrag des isländischen Staates einzieht.',
    drivers:
      'Jeder Fahrer muss mindestens 18 Jahre alt sein, einen gültigen Führerschein besitzen und in diesem Vertrag eingetragen sein.',
    fuelAndCharge:
      'Das Fahrzeug ist mit demselben Tank- bzw. Ladestand wie bei der Abholung zurückzugeben; andernfalls wird die Differenz berechnet.',
    fRoads:
      'F-Straßen (Hochlandstraßen) dürfen nur mit Allradfahrzeugen befahren werden, die der Vermieter dafür freigegeben hat. Das Fahren abseits der Straßen ist nach isländischem Recht verboten.',
    insuranceAndDeposit:
      'Der Versicherungsschutz gilt wie in diesem Vertrag angegeben; der Mieter haftet bis zur Höhe der Selbstbeteiligung. Die Kaution wird auf der Karte des Mieters reserviert und freigegeben, sobald das Fahrzeug ohne neue Schäden zurückgegeben wurde.',
    cancellation:
      'Für Stornierungen gelten die bei der Buchung akzeptierten Stornobedingungen; Erstattungen richten sich nach diesen.',
    damage:
      'Schäden, Unfälle und Diebstahl sind dem Vermieter unverzüglich und, soweit erforderlich, der Polizei zu melden.',
    law: 'Dieser Vertrag unterliegt isländischem Recht.',
  },
  signatureTitle: 'Unterschrift des Mieters',
  signatureStatement: 'Mit seiner Unterschrift erkennt der Mieter diesen Vertrag und seine Bedingungen an.',
  signerName: 'Name',
  signedAt: 'Unterzeichnet',
  pageOf: (page, pages) => `Seite ${page} von ${pages}`,
};

const es: ContractWording = {
  title: 'Contrato de alquiler',
  templateId: 'Plantilla de contrato',
  paymentOption: 'Opción de pago',
  reference: 'Referencia de la reserva',
  issued: 'Fecha de emisión',
  parties: 'Partes',
  lessor: 'Arrendador',
  renter: 'Arrendatario',
  name: 'Nombre',
  email: 'Correo electrónico',
  phone: 'Teléfono',
  address: 'Dirección',
  country: 'País',
  dateOfBirth: 'Fecha de nacimiento',
  licenceNumber: 'N.º de permiso de conducir',
  licencePhotos: 'Fotos del permiso de conducir',
  photosGiven: 'anverso y reverso entregados',
  photosNotGiven: 'no entregadas',
  registrationNumber: 'N.º de registro',
  vatNumber: 'N.º de IVA',
  vehicle: 'Vehículo',
  vehicleClass: 'Categoría del vehículo',
  orSimilar: 'o similar',
  pickupAndReturn: 'Recogida y devolución',
  leasePeriod: 'Periodo de alquiler',
  handover: 'Entrega del vehículo',
  deliveryTo: 'Entrega en',
  officePickup: 'Recogida en la oficina',
  pickup: 'Recogida',
  return: 'Devolución',
  additionalDrivers: 'Conductores adicionales',
  extras: 'Extras',
  insurance: 'Seguro',
  noAdditionalInsurance: 'No se ha elegido ningún seguro adicional',
  none: 'Ninguno',
  price: 'Precio',
  total: 'Total',
  paid: 'Pagado',
  dueAtPickup: 'A pagar en la recogida',
  deposit: 'Depósito de garantía',
  terms: 'Condiciones generales',
  clauses: {
    unlimitedKilometres: 'El precio del alquiler incluye kilometraje ilimitado.',
    roadTax:
      'En los vehículos eléctricos e híbridos se cobra un impuesto de circulación por kilómetro, que el arrendador recauda en nombre del Estado islandés.',
    drivers:
      'Cada conductor debe tener al menos 18 años, ser titular de un permiso de conducir válido y figurar en este contrato.',
    fuelAndCharge:
      'El vehículo debe devolverse con el mismo nivel de combustible o de carga que en la recogida; de lo contrario, se cobrará la diferencia.',
    fRoads:
      'Solo se puede circular por las carreteras F (carreteras de montaña) con vehículos 4x4 que el arrendador autorice para ellas. La conducción fuera de las carreteras está prohibida por la ley islandesa.',
    insuranceAndDeposit:
      'El seguro cubre el vehículo según lo indicado en este contrato; el arrendatario responde hasta el importe de la franquicia. El depósito de garantía se retiene en la tarjeta del arrendatario y se libera una vez devuelto el vehículo sin daños nuevos.',
    cancellation:
      'Las cancelaciones se rigen por las condiciones de cancelación aceptadas al reservar, y los reembolsos se efectúan conforme a ellas.',
    damage: 'Todo daño, accidente o robo debe comunicarse de inmediato al arrendador y, cuando proceda, a la policía.',
    law: 'Este contrato se rige por la legislación islandesa.',
  },
  signatureTitle: 'Firma del arrendatario',
  signatureStatement: 'Con su firma, el arrendatario acepta este contrato y sus condiciones.',
  signerName: 'Nombre',
  signedAt: 'Firmado',
  pageOf: (page, pages) => `Página ${page} de ${pages}`,
};

const fr: ContractWording = {
  title: 'Contrat de location',
  templateId: 'Modèle de contrat',
  paymentOption: 'Option de paiement',
  reference: 'Référence de réservation',
  issued: 'Date d’émission',
  parties: 'Parties',
  lessor: 'Loueur',
  renter: 'Locataire',
  name: 'Nom',
  email: 'E-mail',
  phone: 'Téléphone',
  address: 'Adresse',
  country: 'Pays',
  dateOfBirth: 'Date de naissance',
  licenceNumber: 'N° de permis de conduire',
  licencePhotos: 'Photos du permis de conduire',
  photosGiven: 'recto et verso fournis',
  photosNotGiven: 'non fournies',
  registrationNumber: 'N° d’immatriculation',
  vatNumber: 'N° de TVA',
  vehicle: 'Véhicule',
  vehicleClass: 'Catégorie de véhicule',
  orSimilar: 'ou similaire',
  pickupAndReturn: 'Prise en charge et restitution',
  leasePeriod: 'Période de location',
  handover: 'Remise du véhicule',
  deliveryTo: 'Livraison à',
  officePickup: 'Retrait à l’agence',
  pickup: 'Prise en charge',
  return: 'Restitution',
  additionalDrivers: 'Conducteurs supplémentaires',
  extras: 'Options',
  insurance: 'Assurance',
  noAdditionalInsurance: 'Aucune assurance complémentaire choisie',
  none: 'Aucun',
  price: 'Prix',
  total: 'Total',
  paid: 'Payé',
  dueAtPickup: 'À payer à la prise en charge',
  deposit: 'Dépôt de garantie',
  terms: 'Conditions générales',
  clauses: {
    unlimitedKilometres: 'Le prix de la location comprend le kilométrage illimité.',
    roadTax:
      'Pour les véhicules électriques et hybrides, une taxe routière kilométrique est perçue par le loueur pour le compte de l’État islandais.',
    drivers:
      'Chaque conducteur doit être âgé d’au moins 18 ans, être titulaire d’un permis de conduire valide et être inscrit au présent contrat.',
    fuelAndCharge:
      'Le véhicule doit être restitué avec le même niveau de carburant ou de charge qu’à la prise en charge ; à défaut, la différence est facturée.',
    fRoads:
      'Les routes F (routes de montagne) ne peuvent être empruntées qu’avec les véhicules 4x4 que le loueur y autorise. La conduite hors piste est interdite par la loi islandaise.',
    insuranceAndDeposit:
      'Le véhicule est assuré dans les conditions indiquées au présent contrat ; le locataire reste responsable à hauteur de la franchise. Le dépôt de garantie est bloqué sur la carte du locataire et libéré après la restitution du véhicule sans nouveau dommage.',
    cancellation:
      'Les annulations sont régies par les conditions d’annulation acceptées lors de la réservation, et les remboursements s’effectuent selon ces conditions.',
    damage: 'Tout dommage, accident ou vol doit être signalé immédiatement au loueur et, le cas échéant, à la police.',
    law: 'Le présent contrat est régi par le droit islandais.',
  },
  signatureTitle: 'Signature du locataire',
  signatureStatement: 'Par sa signature, le locataire accepte le présent contrat et ses conditions.',
  signerName: 'Nom',
  signedAt: 'Signé le',
  pageOf: (page, pages) => `Page ${page} sur ${pages}`,
};

const pt: ContractWording = {
  title: 'Contrato de aluguer',
  templateId: 'Modelo de contrato',
  paymentOption: 'Opção de pagamento',
  reference: 'Referência da reserva',
  issued: 'Data de emissão',
  parties: 'Partes',
  lessor: 'Locador',
  renter: 'Locatário',
  name: 'Nome',
  email: 'E-mail',
  phone: 'Telefone',
  address: 'Morada',
  country: 'País',
  dateOfBirth: 'Data de nascimento',
  licenceNumber: 'N.º da carta de condução',
  licencePhotos: 'Fotos da carta de condução',
  photosGiven: 'frente e verso entregues',
  photosNotGiven: 'não entregues',
  registrationNumber: 'N.º de registo',
  vatNumber: 'N.º de IVA',
  vehicle: 'Veículo',
  vehicleClass: 'Categoria do veículo',
  orSimilar: 'ou similar',
  pickupAndReturn: 'Levantamento e devolução',
  leasePeriod: 'Período do aluguer',
  handover: 'Entrega do veículo',
  deliveryTo: 'Entrega em',
  officePickup: 'Levantamento no balcão',
  pickup: 'Levantamento',
  return: 'Devolução',
  additionalDrivers: 'Condutores adicionais',
  extras: 'Extras',
  insurance: 'Seguro',
  noAdditionalInsurance: 'Nenhum seguro adicional escolhido',
  none: 'Nenhum',
  price: 'Preço',
  total: 'Total',
  paid: 'Pago',
  dueAtPickup: 'A pagar no levantamento',
  deposit: 'Caução',
  terms: 'Termos e condições',
  clauses: {
    unlimitedKilometres: 'O preço do aluguer inclui quilometragem ilimitada.',
    roadTax:
      'Nos veículos elétricos e híbridos é cobrada uma taxa rodoviária por quilómetro, que o locador cobra em nome do Estado islandês.',
    drivers:
      'Cada condutor deve ter pelo menos 18 anos, ser titular de uma carta de condução válida e constar deste contrato.',
    fuelAndCharge:
      'O veículo deve ser devolvido com o mesmo nível de combustível ou de carga que no levantamento; caso contrário, a diferença é cobrada.',
    fRoads:
      'Só é permitido circular nas estradas F (estradas de montanha) com veículos 4x4 que o locador autorize nessas estradas. A condução fora de estrada é proibida pela lei islandesa.',
    insuranceAndDeposit:
      'O veículo está seguro nos termos indicados neste contrato; o locatário responde até ao valor da franquia. A caução fica cativa no cartão do locatário e é libertada após a devolução do veículo sem novos danos.',
    cancellation:
      'Os cancelamentos regem-se pelas condições de cancelamento aceites na reserva, e os reembolsos são feitos de acordo com essas condições.',
    damage:
      'Qualquer dano, acidente ou furto deve ser comunicado de imediato ao locador e, quando aplicável, à polícia.',
    law: 'Este contrato rege-se pela lei islandesa.',
  },
  signatureTitle: 'Assinatura do locatário',
  signatureStatement: 'Com a sua assinatura, o locatário aceita este contrato e os seus termos e condições.',
  signerName: 'Nome',
  signedAt: 'Assinado em',
  pageOf: (page, pages) => `Página ${page} de ${pages}`,
};

const zh: ContractWording = {
  title: '租车合同',
  templateId: '合同模板',
  paymentOption: '付款方式',
  reference: '预订编号',
  issued: '签发日期',
  parties: '合同双方',
  lessor: '出租方',
  renter: '承租方',
  name: '姓名',
  email: '电子邮件',
  phone: '电话',
  address: '地址',
  country: '国家',
  dateOfBirth: '出生日期',
  licenceNumber: '驾驶证号',
  licencePhotos: '驾驶证照片',
  photosGiven: '已提供正反面',
  photosNotGiven: '未提供',
  registrationNumber: '注册号',
  vatNumber: '增值税号',
  vehicle: '车辆',
  vehicleClass: '车型类别',
  orSimilar: '或同级车型',
  pickupAndReturn: '取车与还车',
  leasePeriod: '租期',
  handover: '交车方式',
  deliveryTo: '送车至',
  officePickup: '门店取车',
  pickup: '取车',
  return: '还车',
  additionalDrivers: '附加驾驶人',
  extras: '附加项目',
  insurance: '保险',
  noAdditionalInsurance: '未选择附加保险',
  none: '无',
  price: '价格',
  total: '总计',
  paid: '已付',
  dueAtPickup: '取车时应付',
  deposit: '押金',
  terms: '条款和条件',
  clauses: {
    unlimitedKilometres: '租金包含不限里程。',
    roadTax: '电动和混合动力车辆按公里收取道路税，由出租方代冰岛政府收取。',
    drivers: '每位驾驶人须年满 18 岁，持有有效驾驶证，并在本合同中列名。',
    fuelAndCharge: '还车时的燃油量或电池电量须与取车时相同，否则将收取差额。',
    fRoads: 'F 级道路（山区道路）只能由出租方允许的四驱车辆行驶。冰岛法律禁止越野驾驶。',
    insuranceAndDeposit:
      '车辆按本合同所列投保；承租方在免赔额范围内承担责任。押金在承租方的银行卡上冻结，车辆归还且无新损坏后解冻。',
    cancellation: '取消适用预订时接受的取消条款，退款亦按其办理。',
    damage: '任何损坏、事故或失窃须立即通知出租方，并在需要时向警方报案。',
    law: '本合同受冰岛法律管辖。',
  },
  signatureTitle: '承租方签名',
  signatureStatement: '承租方签名即表示接受本合同及其条款和条件。',
  signerName: '姓名',
  signedAt: '签署时间',
  pageOf: (page, pages) => `第 ${page} 页，共 ${pages} 页`,
};

export const contractWordings: Record<PrintedLocale, ContractWording> = { en, is, de, es, fr, pt, zh };

/** The language a contract is printed in: the booking's own (Noto Sans SC prints all seven). */
export function printedLocale(locale: LocaleCode): PrintedLocale {
  return locale;
}

export function contractWording(locale: LocaleCode): ContractWording {
  return contractWordings[printedLocale(locale)];
}
