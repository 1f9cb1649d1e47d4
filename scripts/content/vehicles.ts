/**
 * Vehicles and the pages that list them (README: "Per tenant and language, the vehicle generator
 * makes …"): shared `vehicleBrand`, `vehicleCategory` and `vehicle` documents, and per tenant and
 * language the overview, category, brand, transmission, sleeping-spots and vehicle pages. Texts
 * are written per language in the tables below; documents are built in loops.
 */
import { localeCodes, type LocaleCode } from '../../src/config/locales';
import { tenantIds, tenants, type TenantId } from '../../src/config/tenants';
import type { ContentDocument, Fuel, ImageAssetDocument, Transmission, Vehicle } from '../../src/content/types';
import { vehicleArt, type VehicleShape } from './art';
import { docId, ref, sharedId } from './ids';
import { imageFromSvg } from './images';

type PerLanguage<T> = Record<LocaleCode, T>;
interface PageText {
  title: string;
  slug: string;
  text: string;
}

const brands = {
  toyota: 'Toyota',
  kia: 'Kia',
  dacia: 'Dacia',
  hyundai: 'Hyundai',
  suzuki: 'Suzuki',
  'land-rover': 'Land Rover',
  volkswagen: 'Volkswagen',
  renault: 'Renault',
  ford: 'Ford',
  tesla: 'Tesla',
} as const;
type BrandKey = keyof typeof brands;

const categoriesOf: Record<TenantId, readonly string[]> = {
  car: ['car-economy', 'car-compact', 'car-suv', 'car-van'],
  camper: ['camper-campervan', 'camper-4x4', 'camper-motorhome'],
  longterm: ['longterm-city', 'longterm-family', 'longterm-electric'],
};

type Feature =
  | 'airConditioning'
  | 'bluetooth'
  | 'cruiseControl'
  | 'heatedSeats'
  | 'allWheelDrive'
  | 'rearCamera'
  | 'roofTent'
  | 'kitchen'
  | 'heater'
  | 'fridge'
  | 'bedding'
  | 'fastCharging'
  | 'sevenSeats'
  | 'winterTyres';

interface VehicleSource {
  key: string;
  name: string;
  brand: BrandKey;
  transmission: Transmission;
  fuel: Fuel;
  seats: number;
  doors?: number;
  sleepingSpots?: number;
  luggage: number;
  fourByFour: boolean;
  fRoadAllowed: boolean;
  shape: VehicleShape;
  colour: string;
  categories: Partial<Record<TenantId, string>>;
  features: Feature[];
}

const vehicles: VehicleSource[] = [
  {
    key: 'toyota-aygo-x',
    name: 'Toyota Aygo X',
    brand: 'toyota',
    transmission: 'manual',
    fuel: 'petrol',
    seats: 4,
    doors: 5,
    luggage: 1,
    fourByFour: false,
    fRoadAllowed: false,
    shape: 'small',
    colour: '#c0392b',
    categories: { car: 'car-economy' },
    features: ['airConditioning', 'bluetooth', 'winterTyres'],
  },
  {
    key: 'kia-picanto',
    name: 'Kia Picanto',
    brand: 'kia',
    transmission: 'automatic',
    fuel: 'petrol',
    seats: 4,
    doors: 5,
    luggage: 1,
    fourByFour: false,
    fRoadAllowed: false,
    shape: 'small',
    colour: '#2e86c1',
    categories: { car: 'car-economy', longterm: 'longterm-city' },
    features: ['airConditioning', 'bluetooth', 'winterTyres'],
  },
  {
    key: 'toyota-yaris-hybrid',
    name: 'Toyota Yaris Hybrid',
    brand: 'toyota',
    transmission: 'automatic',
    fuel: 'hybrid',
    seats: 5,
    doors: 5,
    luggage: 2,
    fourByFour: false,
    fRoadAllowed: false,
    shape: 'small',
    colour: '#7f8c8d',
    categories: { car: 'car-compact', longterm: 'longterm-city' },
    features: ['airConditioning', 'bluetooth', 'cruiseControl', 'rearCamera'],
  },
  {
    key: 'kia-ceed-sw',
    name: 'Kia Ceed SW',
    brand: 'kia',
    transmission: 'manual',
    fuel: 'diesel',
    seats: 5,
    doors: 5,
    luggage: 4,
    fourByFour: false,
    fRoadAllowed: false,
    shape: 'sedan',
    colour: '#34495e',
    categories: { car: 'car-compact', longterm: 'longterm-family' },
    features: ['airConditioning', 'bluetooth', 'cruiseControl', 'heatedSeats'],
  },
  {
    key: 'hyundai-kona-electric',
    name: 'Hyundai Kona Electric',
    brand: 'hyundai',
    transmission: 'automatic',
    fuel: 'electric',
    seats: 5,
    doors: 5,
    luggage: 2,
    fourByFour: false,
    fRoadAllowed: false,
    shape: 'suv',
    colour: '#16a085',
    categories: { car: 'car-compact', longterm: 'longterm-electric' },
    features: ['airConditioning', 'fastCharging', 'heatedSeats', 'rearCamera'],
  },
  {
    key: 'dacia-duster-4x4',
    name: 'Dacia Duster 4x4',
    brand: 'dacia',
    transmission: 'manual',
    fuel: 'diesel',
    seats: 5,
    doors: 5,
    luggage: 3,
    fourByFour: true,
    fRoadAllowed: true,
    shape: 'suv',
    colour: '#d35400',
    categories: { car: 'car-suv', longterm: 'longterm-family' },
    features: ['allWheelDrive', 'airConditioning', 'bluetooth', 'winterTyres'],
  },
  {
    key: 'suzuki-vitara-4x4',
    name: 'Suzuki Vitara 4x4',
    brand: 'suzuki',
    transmission: 'automatic',
    fuel: 'hybrid',
    seats: 5,
    doors: 5,
    luggage: 3,
    fourByFour: true,
    fRoadAllowed: true,
    shape: 'suv',
    colour: '#27ae60',
    categories: { car: 'car-suv' },
    features: ['allWheelDrive', 'airConditioning', 'cruiseControl', 'heatedSeats'],
  },
  {
    key: 'toyota-land-cruiser-150',
    name: 'Toyota Land Cruiser 150',
    brand: 'toyota',
    transmission: 'automatic',
    fuel: 'diesel',
    seats: 7,
    doors: 5,
    luggage: 5,
    fourByFour: true,
    fRoadAllowed: true,
    shape: 'suv',
    colour: '#1b2631',
    categories: { car: 'car-suv' },
    features: ['allWheelDrive', 'sevenSeats', 'heatedSeats', 'rearCamera', 'cruiseControl'],
  },
  {
    key: 'tesla-model-y',
    name: 'Tesla Model Y',
    brand: 'tesla',
    transmission: 'automatic',
    fuel: 'electric',
    seats: 5,
    doors: 5,
    luggage: 4,
    fourByFour: true,
    fRoadAllowed: false,
    shape: 'sedan',
    colour: '#ecf0f1',
    categories: { car: 'car-suv', longterm: 'longterm-electric' },
    features: ['allWheelDrive', 'fastCharging', 'heatedSeats', 'rearCamera'],
  },
  {
    key: 'volkswagen-caravelle',
    name: 'Volkswagen Caravelle',
    brand: 'volkswagen',
    transmission: 'manual',
    fuel: 'diesel',
    seats: 9,
    doors: 4,
    luggage: 6,
    fourByFour: false,
    fRoadAllowed: false,
    shape: 'van',
    colour: '#5d6d7e',
    categories: { car: 'car-van' },
    features: ['airConditioning', 'bluetooth', 'cruiseControl'],
  },
  {
    key: 'ford-transit-custom',
    name: 'Ford Transit Custom',
    brand: 'ford',
    transmission: 'automatic',
    fuel: 'diesel',
    seats: 8,
    doors: 4,
    luggage: 6,
    fourByFour: false,
    fRoadAllowed: false,
    shape: 'van',
    colour: '#1f618d',
    categories: { car: 'car-van' },
    features: ['airConditioning', 'bluetooth', 'rearCamera'],
  },
  {
    key: 'dacia-dokker-camper',
    name: 'Dacia Dokker Camper',
    brand: 'dacia',
    transmission: 'manual',
    fuel: 'diesel',
    seats: 2,
    sleepingSpots: 2,
    luggage: 2,
    fourByFour: false,
    fRoadAllowed: false,
    shape: 'van',
    colour: '#e67e22',
    categories: { camper: 'camper-campervan' },
    features: ['kitchen', 'heater', 'bedding'],
  },
  {
    key: 'renault-kangoo-camper',
    name: 'Renault Kangoo Camper',
    brand: 'renault',
    transmission: 'manual',
    fuel: 'diesel',
    seats: 2,
    sleepingSpots: 2,
    luggage: 2,
    fourByFour: false,
    fRoadAllowed: false,
    shape: 'van',
    colour: '#f1c40f',
    categories: { camper: 'camper-campervan' },
    features: ['kitchen', 'heater', 'bedding'],
  },
  {
    key: 'volkswagen-caddy-camper',
    name: 'Volkswagen Caddy Camper',
    brand: 'volkswagen',
    transmission: 'automatic',
    fuel: 'diesel',
    seats: 2,
    sleepingSpots: 2,
    luggage: 2,
    fourByFour: false,
    fRoadAllowed: false,
    shape: 'van',
    colour: '#48c9b0',
    categories: { camper: 'camper-campervan' },
    features: ['kitchen', 'heater', 'fridge', 'bedding'],
  },
  {
    key: 'renault-trafic-camper',
    name: 'Renault Trafic Camper',
    brand: 'renault',
    transmission: 'manual',
    fuel: 'diesel',
    seats: 3,
    sleepingSpots: 3,
    luggage: 3,
    fourByFour: false,
    fRoadAllowed: false,
    shape: 'camper',
    colour: '#95a5a6',
    categories: { camper: 'camper-campervan' },
    features: ['kitchen', 'heater', 'fridge', 'bedding'],
  },
  {
    key: 'volkswagen-california',
    name: 'Volkswagen California',
    brand: 'volkswagen',
    transmission: 'automatic',
    fuel: 'diesel',
    seats: 4,
    sleepingSpots: 4,
    luggage: 3,
    fourByFour: false,
    fRoadAllowed: false,
    shape: 'camper',
    colour: '#2874a6',
    categories: { camper: 'camper-campervan' },
    features: ['kitchen', 'heater', 'fridge', 'bedding', 'cruiseControl'],
  },
  {
    key: 'dacia-duster-roof-tent',
    name: 'Dacia Duster with roof tent',
    brand: 'dacia',
    transmission: 'manual',
    fuel: 'diesel',
    seats: 5,
    sleepingSpots: 2,
    luggage: 3,
    fourByFour: true,
    fRoadAllowed: true,
    shape: 'suv',
    colour: '#7d6608',
    categories: { camper: 'camper-4x4' },
    features: ['allWheelDrive', 'roofTent', 'kitchen', 'bedding'],
  },
  {
    key: 'toyota-hilux-camper',
    name: 'Toyota Hilux Camper',
    brand: 'toyota',
    transmission: 'automatic',
    fuel: 'diesel',
    seats: 4,
    sleepingSpots: 3,
    luggage: 4,
    fourByFour: true,
    fRoadAllowed: true,
    shape: 'pickup',
    colour: '#6e2c00',
    categories: { camper: 'camper-4x4' },
    features: ['allWheelDrive', 'roofTent', 'kitchen', 'heater', 'bedding'],
  },
  {
    key: 'land-rover-defender-roof-tent',
    name: 'Land Rover Defender with roof tent',
    brand: 'land-rover',
    transmission: 'automatic',
    fuel: 'diesel',
    seats: 5,
    sleepingSpots: 3,
    luggage: 4,
    fourByFour: true,
    fRoadAllowed: true,
    shape: 'suv',
    colour: '#145a32',
    categories: { camper: 'camper-4x4' },
    features: ['allWheelDrive', 'roofTent', 'kitchen', 'heater', 'fridge'],
  },
  {
    key: 'ford-transit-motorhome',
    name: 'Ford Transit Motorhome',
    brand: 'ford',
    transmission: 'manual',
    fuel: 'diesel',
    seats: 4,
    sleepingSpots: 4,
    luggage: 4,
    fourByFour: false,
    fRoadAllowed: false,
    shape: 'camper',
    colour: '#fdfefe',
    categories: { camper: 'camper-motorhome' },
    features: ['kitchen', 'heater', 'fridge', 'bedding', 'rearCamera'],
  },
  {
    key: 'renault-master-motorhome',
    name: 'Renault Master Motorhome',
    brand: 'renault',
    transmission: 'manual',
    fuel: 'diesel',
    seats: 5,
    sleepingSpots: 5,
    luggage: 5,
    fourByFour: false,
    fRoadAllowed: false,
    shape: 'camper',
    colour: '#d5d8dc',
    categories: { camper: 'camper-motorhome' },
    features: ['kitchen', 'heater', 'fridge', 'bedding', 'cruiseControl'],
  },
];

const overview: Record<TenantId, PerLanguage<PageText>> = {
  car: {
    en: {
      title: 'Our cars',
      slug: 'cars',
      text: 'From small city cars to 4x4s for the highlands: every car comes with unlimited kilometres and winter tyres when the season calls for them.',
    },
    is: {
      title: 'Bílarnir okkar',
      slug: 'bilar',
      text: 'Frá litlum borgarbílum til jeppa fyrir hálendið: ótakmarkaður akstur fylgir öllum bílum og vetrardekk þegar árstíðin kallar á þau.',
    },
    de: {
      title: 'Unsere Autos',
      slug: 'autos',
      text: 'Vom kleinen Stadtflitzer bis zum Allradler fürs Hochland: Jedes Auto mit unbegrenzten Kilometern und, wenn die Jahreszeit es verlangt, mit Winterreifen.',
    },
    es: {
      title: 'Nuestros coches',
      slug: 'coches',
      text: 'Desde utilitarios para la ciudad hasta 4x4 para las tierras altas: todos con kilometraje ilimitado y neumáticos de invierno cuando la estación lo pide.',
    },
    fr: {
      title: 'Nos voitures',
      slug: 'voitures',
      text: 'De la citadine au 4x4 pour les Hautes Terres : chaque voiture est louée en kilométrage illimité, avec des pneus hiver quand la saison l’exige.',
    },
    pt: {
      title: 'Os nossos carros',
      slug: 'carros',
      text: 'Dos citadinos aos 4x4 para as terras altas: todos com quilometragem ilimitada e pneus de inverno quando a estação o exige.',
    },
    zh: {
      title: '我们的车型',
      slug: 'zuche',
      text: '从城市小车到适合高地的四驱车：所有车辆均不限里程，冬季配备冬季轮胎。',
    },
  },
  camper: {
    en: {
      title: 'Our campers',
      slug: 'campers',
      text: 'Campervans for two, 4x4 campers with roof tents and motorhomes for the whole family, each with a kitchen and bedding.',
    },
    is: {
      title: 'Húsbílarnir okkar',
      slug: 'husbilar',
      text: 'Ferðabílar fyrir tvo, fjórhjóladrifnir bílar með þaktjaldi og húsbílar fyrir alla fjölskylduna, allir með eldhúsi og sængurfötum.',
    },
    de: {
      title: 'Unsere Camper',
      slug: 'camper',
      text: 'Campervans für zwei, Allrad-Camper mit Dachzelt und Wohnmobile für die ganze Familie, alle mit Küche und Bettwäsche.',
    },
    es: {
      title: 'Nuestras campers',
      slug: 'campers',
      text: 'Campers para dos, 4x4 con tienda de techo y autocaravanas para toda la familia, todas con cocina y ropa de cama.',
    },
    fr: {
      title: 'Nos vans et camping-cars',
      slug: 'camping-cars',
      text: 'Des vans pour deux, des 4x4 avec tente de toit et des camping-cars pour toute la famille, tous équipés d’une cuisine et de literie.',
    },
    pt: {
      title: 'As nossas autocaravanas',
      slug: 'autocaravanas',
      text: 'Campervans para dois, 4x4 com tenda de tejadilho e autocaravanas para toda a família, todas com cozinha e roupa de cama.',
    },
    zh: {
      title: '我们的房车',
      slug: 'fangche',
      text: '双人露营车、带车顶帐篷的四驱车以及适合全家的大型房车，均配备厨房和床品。',
    },
  },
  longterm: {
    en: {
      title: 'Cars by the month',
      slug: 'monthly-cars',
      text: 'Choose a car for a month or longer: service, insurance, winter tyres and delivery are included in one monthly price.',
    },
    is: {
      title: 'Bílar í mánaðarleigu',
      slug: 'manadarleiga',
      text: 'Veldu bíl til mánaðar eða lengur: þjónusta, tryggingar, vetrardekk og heimsending eru innifalin í einu mánaðarverði.',
    },
    de: {
      title: 'Autos im Monatsabo',
      slug: 'monatsabo',
      text: 'Wählen Sie ein Auto für einen Monat oder länger: Wartung, Versicherung, Winterreifen und Lieferung sind im Monatspreis enthalten.',
    },
    es: {
      title: 'Coches por meses',
      slug: 'coches-por-meses',
      text: 'Elija un coche por un mes o más: mantenimiento, seguro, neumáticos de invierno y entrega incluidos en una cuota mensual.',
    },
    fr: {
      title: 'Voitures au mois',
      slug: 'voitures-au-mois',
      text: 'Choisissez une voiture pour un mois ou plus : entretien, assurance, pneus hiver et livraison compris dans un seul loyer mensuel.',
    },
    pt: {
      title: 'Carros ao mês',
      slug: 'carros-ao-mes',
      text: 'Escolha um carro por um mês ou mais: manutenção, seguro, pneus de inverno e entrega incluídos numa única mensalidade.',
    },
    zh: {
      title: '按月租车',
      slug: 'anyue-zuche',
      text: '按月或更长时间租车：保养、保险、冬季轮胎和送车上门均包含在月租中。',
    },
  },
};

const categoryText: Record<string, PerLanguage<PageText>> = {
  'car-economy': {
    en: {
      title: 'Economy cars',
      slug: 'economy',
      text: 'Small, thrifty and easy to park: the right choice for Reykjavík, the Golden Circle and the south coast.',
    },
    is: {
      title: 'Sparneytnir bílar',
      slug: 'sparneytnir',
      text: 'Litlir, sparneytnir og auðveldir í stæði: réttur kostur fyrir Reykjavík, Gullna hringinn og suðurströndina.',
    },
    de: {
      title: 'Kleinwagen',
      slug: 'kleinwagen',
      text: 'Klein, sparsam und leicht zu parken: ideal für Reykjavík, den Golden Circle und die Südküste.',
    },
    es: {
      title: 'Coches económicos',
      slug: 'economicos',
      text: 'Pequeños, ahorradores y fáciles de aparcar: ideales para Reikiavik, el Círculo Dorado y la costa sur.',
    },
    fr: {
      title: 'Citadines',
      slug: 'citadines',
      text: 'Petites, économes et faciles à garer : idéales pour Reykjavík, le Cercle d’or et la côte sud.',
    },
    pt: {
      title: 'Carros económicos',
      slug: 'economicos',
      text: 'Pequenos, poupados e fáceis de estacionar: ideais para Reiquiavique, o Círculo Dourado e a costa sul.',
    },
    zh: { title: '经济型轿车', slug: 'jingji', text: '小巧省油、停车方便：适合雷克雅未克、黄金圈和南海岸。' },
  },
  'car-compact': {
    en: {
      title: 'Compact cars',
      slug: 'compact',
      text: 'Room for four and their luggage, with the comfort you want on the long drive around the Ring Road.',
    },
    is: {
      title: 'Millistórir bílar',
      slug: 'millistorir',
      text: 'Pláss fyrir fjóra og farangurinn, með þeim þægindum sem þarf á langri leið um hringveginn.',
    },
    de: {
      title: 'Kompaktklasse',
      slug: 'kompakt',
      text: 'Platz für vier samt Gepäck und Komfort für die lange Fahrt auf der Ringstraße.',
    },
    es: {
      title: 'Compactos',
      slug: 'compactos',
      text: 'Espacio para cuatro y su equipaje, con la comodidad que pide un largo viaje por la Ring Road.',
    },
    fr: {
      title: 'Compactes',
      slug: 'compactes',
      text: 'De la place pour quatre et leurs bagages, et le confort qu’il faut pour le long tour de la route circulaire.',
    },
    pt: {
      title: 'Compactos',
      slug: 'compactos',
      text: 'Espaço para quatro e a bagagem, com o conforto que a longa viagem pela Ring Road pede.',
    },
    zh: { title: '紧凑型轿车', slug: 'jincou', text: '可容纳四人及行李，环岛公路长途自驾同样舒适。' },
  },
  'car-suv': {
    en: {
      title: 'SUVs and 4x4s',
      slug: '4x4',
      text: 'High ground clearance and four-wheel drive for gravel roads, winter driving and, in summer, the F-roads of the highlands.',
    },
    is: {
      title: 'Jeppar og jepplingar',
      slug: 'jeppar',
      text: 'Mikil veghæð og fjórhjóladrif fyrir malarvegi, vetrarakstur og, á sumrin, F-vegi hálendisins.',
    },
    de: {
      title: 'SUVs und Allradfahrzeuge',
      slug: 'allrad',
      text: 'Viel Bodenfreiheit und Allradantrieb für Schotterpisten, Winterfahrten und im Sommer die F-Straßen im Hochland.',
    },
    es: {
      title: 'SUV y 4x4',
      slug: '4x4',
      text: 'Altura libre y tracción a las cuatro ruedas para pistas de grava, conducción invernal y, en verano, las carreteras F de las tierras altas.',
    },
    fr: {
      title: 'SUV et 4x4',
      slug: '4x4',
      text: 'Garde au sol élevée et quatre roues motrices pour les pistes, l’hiver et, l’été, les routes F des Hautes Terres.',
    },
    pt: {
      title: 'SUV e 4x4',
      slug: '4x4',
      text: 'Boa altura ao solo e tração integral para estradas de gravilha, condução no inverno e, no verão, as estradas F das terras altas.',
    },
    zh: {
      title: 'SUV 与四驱车',
      slug: 'siqu',
      text: '离地间隙高、四轮驱动，适合碎石路、冬季驾驶，夏季还可驶入高地的F级山路。',
    },
  },
  'car-van': {
    en: {
      title: 'Minivans',
      slug: 'minivans',
      text: 'Eight or nine seats and room for everyone’s bags: for families and groups travelling together.',
    },
    is: {
      title: 'Smárútur',
      slug: 'smarutur',
      text: 'Átta eða níu sæti og pláss fyrir farangur allra: fyrir fjölskyldur og hópa sem ferðast saman.',
    },
    de: {
      title: 'Kleinbusse',
      slug: 'kleinbusse',
      text: 'Acht oder neun Sitze und Platz für alle Taschen: für Familien und Gruppen, die gemeinsam reisen.',
    },
    es: {
      title: 'Monovolúmenes',
      slug: 'monovolumenes',
      text: 'Ocho o nueve plazas y sitio para todas las maletas: para familias y grupos que viajan juntos.',
    },
    fr: {
      title: 'Minibus',
      slug: 'minibus',
      text: 'Huit ou neuf places et de la place pour tous les sacs : pour les familles et les groupes qui voyagent ensemble.',
    },
    pt: {
      title: 'Monovolumes',
      slug: 'monovolumes',
      text: 'Oito ou nove lugares e espaço para a bagagem de todos: para famílias e grupos que viajam juntos.',
    },
    zh: { title: '多用途商务车', slug: 'shangwu', text: '八至九个座位，行李空间充足：适合家庭和结伴出行的团体。' },
  },
  'camper-campervan': {
    en: {
      title: 'Campervans',
      slug: 'campervans',
      text: 'Easy to drive like a car, with a bed, a small kitchen and a heater for cold Icelandic nights.',
    },
    is: {
      title: 'Ferðabílar',
      slug: 'ferdabilar',
      text: 'Jafn auðveldir í akstri og fólksbíll, með rúmi, litlu eldhúsi og miðstöð fyrir kaldar nætur.',
    },
    de: {
      title: 'Campervans',
      slug: 'campervans',
      text: 'Fahren sich wie ein Auto, mit Bett, kleiner Küche und Standheizung für kalte isländische Nächte.',
    },
    es: {
      title: 'Campervans',
      slug: 'campervans',
      text: 'Se conducen como un coche, con cama, pequeña cocina y calefacción para las noches frías de Islandia.',
    },
    fr: {
      title: 'Vans aménagés',
      slug: 'vans',
      text: 'Aussi simples à conduire qu’une voiture, avec lit, petite cuisine et chauffage pour les nuits fraîches d’Islande.',
    },
    pt: {
      title: 'Campervans',
      slug: 'campervans',
      text: 'Conduzem-se como um carro, com cama, pequena cozinha e aquecimento para as noites frias da Islândia.',
    },
    zh: { title: '露营车', slug: 'luyingche', text: '像轿车一样好开，配有床铺、小厨房和暖风，应对冰岛寒冷的夜晚。' },
  },
  'camper-4x4': {
    en: {
      title: '4x4 campers',
      slug: '4x4-campers',
      text: 'Four-wheel drive and a roof tent: the way to camp in the highlands when the F-roads open in summer.',
    },
    is: {
      title: 'Fjórhjóladrifnir ferðabílar',
      slug: 'jeppar-med-tjaldi',
      text: 'Fjórhjóladrif og þaktjald: leiðin til að tjalda á hálendinu þegar F-vegirnir opnast á sumrin.',
    },
    de: {
      title: 'Allrad-Camper',
      slug: 'allrad-camper',
      text: 'Allradantrieb und Dachzelt: so campen Sie im Hochland, wenn im Sommer die F-Straßen öffnen.',
    },
    es: {
      title: 'Campers 4x4',
      slug: 'campers-4x4',
      text: 'Tracción total y tienda de techo: la forma de acampar en las tierras altas cuando abren las carreteras F en verano.',
    },
    fr: {
      title: '4x4 aménagés',
      slug: '4x4-amenages',
      text: 'Quatre roues motrices et tente de toit : pour camper dans les Hautes Terres quand les routes F ouvrent en été.',
    },
    pt: {
      title: 'Campers 4x4',
      slug: 'campers-4x4',
      text: 'Tração integral e tenda de tejadilho: a forma de acampar nas terras altas quando as estradas F abrem no verão.',
    },
    zh: {
      title: '四驱露营车',
      slug: 'siqu-luying',
      text: '四轮驱动加车顶帐篷：夏季F级山路开放时深入高地露营的最佳选择。',
    },
  },
  'camper-motorhome': {
    en: {
      title: 'Motorhomes',
      slug: 'motorhomes',
      text: 'A home on wheels for four or five, with a proper kitchen, a fridge and beds for the whole family.',
    },
    is: {
      title: 'Húsbílar',
      slug: 'husbilar-storir',
      text: 'Heimili á hjólum fyrir fjóra eða fimm, með alvöru eldhúsi, ísskáp og rúmum fyrir alla fjölskylduna.',
    },
    de: {
      title: 'Wohnmobile',
      slug: 'wohnmobile',
      text: 'Ein Zuhause auf Rädern für vier oder fünf, mit richtiger Küche, Kühlschrank und Betten für die ganze Familie.',
    },
    es: {
      title: 'Autocaravanas',
      slug: 'autocaravanas-grandes',
      text: 'Un hogar sobre ruedas para cuatro o cinco, con cocina completa, nevera y camas para toda la familia.',
    },
    fr: {
      title: 'Camping-cars',
      slug: 'camping-cars-familiaux',
      text: 'Une maison sur roues pour quatre ou cinq, avec une vraie cuisine, un réfrigérateur et des lits pour toute la famille.',
    },
    pt: {
      title: 'Autocaravanas familiares',
      slug: 'autocaravanas-familiares',
      text: 'Uma casa sobre rodas para quatro ou cinco, com cozinha a sério, frigorífico e camas para toda a família.',
    },
    zh: {
      title: '大型房车',
      slug: 'daxing-fangche',
      text: '适合四到五人的移动之家，配备完整厨房、冰箱和全家人的床位。',
    },
  },
  'longterm-city': {
    en: {
      title: 'City cars',
      slug: 'city-cars',
      text: 'Small, economical cars for daily driving in the capital area.',
    },
    is: {
      title: 'Borgarbílar',
      slug: 'borgarbilar',
      text: 'Litlir og sparneytnir bílar fyrir daglegan akstur á höfuðborgarsvæðinu.',
    },
    de: { title: 'Stadtautos', slug: 'stadtautos', text: 'Kleine, sparsame Autos für den Alltag im Hauptstadtgebiet.' },
    es: {
      title: 'Coches urbanos',
      slug: 'urbanos',
      text: 'Coches pequeños y económicos para el día a día en la región de la capital.',
    },
    fr: {
      title: 'Citadines',
      slug: 'citadines',
      text: 'Des voitures petites et économiques pour le quotidien dans la région de la capitale.',
    },
    pt: {
      title: 'Citadinos',
      slug: 'citadinos',
      text: 'Carros pequenos e económicos para o dia a dia na região da capital.',
    },
    zh: { title: '城市用车', slug: 'chengshi', text: '小巧经济，适合首都地区的日常出行。' },
  },
  'longterm-family': {
    en: {
      title: 'Family cars',
      slug: 'family-cars',
      text: 'Space for children, shopping and weekend trips, with four-wheel drive where winter asks for it.',
    },
    is: {
      title: 'Fjölskyldubílar',
      slug: 'fjolskyldubilar',
      text: 'Pláss fyrir börnin, innkaupin og helgarferðirnar, með fjórhjóladrifi þar sem veturinn krefst þess.',
    },
    de: {
      title: 'Familienautos',
      slug: 'familienautos',
      text: 'Platz für Kinder, Einkäufe und Wochenendausflüge, mit Allrad, wo der Winter es verlangt.',
    },
    es: {
      title: 'Coches familiares',
      slug: 'familiares',
      text: 'Espacio para los niños, la compra y las escapadas de fin de semana, con tracción total cuando el invierno lo pide.',
    },
    fr: {
      title: 'Voitures familiales',
      slug: 'familiales',
      text: 'De la place pour les enfants, les courses et les week-ends, avec quatre roues motrices quand l’hiver l’exige.',
    },
    pt: {
      title: 'Carros familiares',
      slug: 'familiares',
      text: 'Espaço para as crianças, as compras e as escapadinhas, com tração integral quando o inverno o pede.',
    },
    zh: { title: '家庭用车', slug: 'jiating', text: '容纳孩子、购物和周末出游，冬季需要时还有四驱可选。' },
  },
  'longterm-electric': {
    en: {
      title: 'Electric cars',
      slug: 'electric-cars',
      text: 'Drive on Iceland’s renewable electricity: quiet, cheap to run and easy to charge at home.',
    },
    is: {
      title: 'Rafbílar',
      slug: 'rafbilar',
      text: 'Aktu á endurnýjanlegri orku Íslands: hljóðlátir, ódýrir í rekstri og auðvelt að hlaða heima.',
    },
    de: {
      title: 'Elektroautos',
      slug: 'elektroautos',
      text: 'Fahren Sie mit Islands erneuerbarem Strom: leise, günstig im Unterhalt und einfach zu Hause zu laden.',
    },
    es: {
      title: 'Coches eléctricos',
      slug: 'electricos',
      text: 'Conduzca con la electricidad renovable de Islandia: silenciosos, baratos de mantener y fáciles de cargar en casa.',
    },
    fr: {
      title: 'Voitures électriques',
      slug: 'electriques',
      text: 'Roulez à l’électricité renouvelable islandaise : silencieuses, économiques et faciles à recharger chez vous.',
    },
    pt: {
      title: 'Carros elétricos',
      slug: 'eletricos',
      text: 'Conduza com a eletricidade renovável da Islândia: silenciosos, baratos de manter e fáceis de carregar em casa.',
    },
    zh: { title: '电动汽车', slug: 'diandong', text: '使用冰岛的可再生电力：安静、用车成本低，在家即可方便充电。' },
  },
};

const transmissionText: Record<Transmission, PerLanguage<PageText>> = {
  manual: {
    en: {
      title: 'Manual cars',
      slug: 'manual',
      text: 'Vehicles with a manual gearbox, often the most economical choice.',
    },
    is: {
      title: 'Beinskiptir bílar',
      slug: 'beinskiptir',
      text: 'Bílar með beinskiptingu, oft hagkvæmasti kosturinn.',
    },
    de: {
      title: 'Schaltwagen',
      slug: 'schaltgetriebe',
      text: 'Fahrzeuge mit Schaltgetriebe, oft die günstigste Wahl.',
    },
    es: {
      title: 'Cambio manual',
      slug: 'manual',
      text: 'Vehículos con cambio manual, a menudo la opción más económica.',
    },
    fr: {
      title: 'Boîte manuelle',
      slug: 'manuelle',
      text: 'Des véhicules à boîte manuelle, souvent le choix le plus économique.',
    },
    pt: {
      title: 'Caixa manual',
      slug: 'manual',
      text: 'Veículos com caixa manual, muitas vezes a escolha mais económica.',
    },
    zh: { title: '手动挡车型', slug: 'shoudong', text: '手动挡车辆，通常是最经济的选择。' },
  },
  automatic: {
    en: {
      title: 'Automatic cars',
      slug: 'automatic',
      text: 'Vehicles with an automatic gearbox, relaxed on long drives and in town.',
    },
    is: {
      title: 'Sjálfskiptir bílar',
      slug: 'sjalfskiptir',
      text: 'Bílar með sjálfskiptingu, þægilegir á löngum leiðum og innanbæjar.',
    },
    de: {
      title: 'Automatikwagen',
      slug: 'automatik',
      text: 'Fahrzeuge mit Automatikgetriebe, entspannt auf langen Strecken und in der Stadt.',
    },
    es: {
      title: 'Cambio automático',
      slug: 'automatico',
      text: 'Vehículos con cambio automático, cómodos en trayectos largos y en ciudad.',
    },
    fr: {
      title: 'Boîte automatique',
      slug: 'automatique',
      text: 'Des véhicules à boîte automatique, reposants sur les longs trajets comme en ville.',
    },
    pt: {
      title: 'Caixa automática',
      slug: 'automatico',
      text: 'Veículos com caixa automática, descontraídos em viagens longas e na cidade.',
    },
    zh: { title: '自动挡车型', slug: 'zidong', text: '自动挡车辆，长途和市区驾驶都轻松省心。' },
  },
};

const sleepingText: PerLanguage<{
  title: (n: number) => string;
  slug: (n: number) => string;
  text: (n: number) => string;
}> = {
  en: {
    title: (n) => `Campers sleeping ${n}`,
    slug: (n) => `sleeps-${n}`,
    text: (n) => `Campers with beds for ${n} people.`,
  },
  is: {
    title: (n) => `Svefnpláss fyrir ${n}`,
    slug: (n) => `svefnplass-${n}`,
    text: (n) => `Ferðabílar með svefnplássi fyrir ${n}.`,
  },
  de: {
    title: (n) => `Camper mit ${n} Schlafplätzen`,
    slug: (n) => `${n}-schlafplaetze`,
    text: (n) => `Camper mit Betten für ${n} Personen.`,
  },
  es: {
    title: (n) => `Campers para ${n} personas`,
    slug: (n) => `${n}-plazas-cama`,
    text: (n) => `Campers con camas para ${n} personas.`,
  },
  fr: {
    title: (n) => `Couchages pour ${n}`,
    slug: (n) => `${n}-couchages`,
    text: (n) => `Des véhicules avec des lits pour ${n} personnes.`,
  },
  pt: {
    title: (n) => `Campers para ${n} pessoas`,
    slug: (n) => `${n}-camas`,
    text: (n) => `Campers com camas para ${n} pessoas.`,
  },
  zh: { title: (n) => `可睡 ${n} 人的房车`, slug: (n) => `shui-${n}-ren`, text: (n) => `配有 ${n} 人床位的房车。` },
};

const brandText: PerLanguage<{ title: (brand: string) => string; text: (brand: string) => string }> = {
  en: { title: (b) => `${b} rentals`, text: (b) => `Every ${b} in our fleet, with its key facts.` },
  is: { title: (b) => `${b} til leigu`, text: (b) => `Allir ${b} bílarnir okkar og helstu upplýsingar um þá.` },
  de: { title: (b) => `${b} mieten`, text: (b) => `Alle ${b}-Modelle unserer Flotte mit ihren Eckdaten.` },
  es: { title: (b) => `Alquiler de ${b}`, text: (b) => `Todos los ${b} de nuestra flota, con sus datos clave.` },
  fr: {
    title: (b) => `Location ${b}`,
    text: (b) => `Tous les modèles ${b} de notre flotte, avec leurs caractéristiques.`,
  },
  pt: { title: (b) => `Aluguer ${b}`, text: (b) => `Todos os ${b} da nossa frota, com os seus dados principais.` },
  zh: { title: (b) => `${b} 车型租赁`, text: (b) => `我们车队中的全部 ${b} 车型及主要参数。` },
};

const featureText: Record<Feature, PerLanguage<string>> = {
  airConditioning: {
    en: 'Air conditioning',
    is: 'Loftkæling',
    de: 'Klimaanlage',
    es: 'Aire acondicionado',
    fr: 'Climatisation',
    pt: 'Ar condicionado',
    zh: '空调',
  },
  bluetooth: {
    en: 'Bluetooth audio',
    is: 'Bluetooth-hljómtæki',
    de: 'Bluetooth-Audio',
    es: 'Audio Bluetooth',
    fr: 'Audio Bluetooth',
    pt: 'Áudio Bluetooth',
    zh: '蓝牙音响',
  },
  cruiseControl: {
    en: 'Cruise control',
    is: 'Hraðastillir',
    de: 'Tempomat',
    es: 'Control de crucero',
    fr: 'Régulateur de vitesse',
    pt: 'Cruise control',
    zh: '定速巡航',
  },
  heatedSeats: {
    en: 'Heated seats',
    is: 'Hiti í sætum',
    de: 'Sitzheizung',
    es: 'Asientos calefactables',
    fr: 'Sièges chauffants',
    pt: 'Bancos aquecidos',
    zh: '座椅加热',
  },
  allWheelDrive: {
    en: 'Four-wheel drive',
    is: 'Fjórhjóladrif',
    de: 'Allradantrieb',
    es: 'Tracción a las cuatro ruedas',
    fr: 'Quatre roues motrices',
    pt: 'Tração às quatro rodas',
    zh: '四轮驱动',
  },
  rearCamera: {
    en: 'Reversing camera',
    is: 'Bakkmyndavél',
    de: 'Rückfahrkamera',
    es: 'Cámara de marcha atrás',
    fr: 'Caméra de recul',
    pt: 'Câmara de marcha-atrás',
    zh: '倒车影像',
  },
  roofTent: {
    en: 'Roof tent',
    is: 'Þaktjald',
    de: 'Dachzelt',
    es: 'Tienda de techo',
    fr: 'Tente de toit',
    pt: 'Tenda de tejadilho',
    zh: '车顶帐篷',
  },
  kitchen: {
    en: 'Kitchen with gas stove',
    is: 'Eldhús með gashellu',
    de: 'Küche mit Gaskocher',
    es: 'Cocina con hornillo de gas',
    fr: 'Cuisine avec réchaud à gaz',
    pt: 'Cozinha com fogão a gás',
    zh: '配燃气炉的厨房',
  },
  heater: {
    en: 'Night heater',
    is: 'Næturhitari',
    de: 'Standheizung',
    es: 'Calefacción nocturna',
    fr: 'Chauffage de nuit',
    pt: 'Aquecimento noturno',
    zh: '夜间暖风',
  },
  fridge: {
    en: 'Fridge',
    is: 'Ísskápur',
    de: 'Kühlschrank',
    es: 'Nevera',
    fr: 'Réfrigérateur',
    pt: 'Frigorífico',
    zh: '冰箱',
  },
  bedding: {
    en: 'Bedding and pillows',
    is: 'Sængur og koddar',
    de: 'Bettzeug und Kissen',
    es: 'Ropa de cama y almohadas',
    fr: 'Literie et oreillers',
    pt: 'Roupa de cama e almofadas',
    zh: '被褥和枕头',
  },
  fastCharging: {
    en: 'Fast charging',
    is: 'Hraðhleðsla',
    de: 'Schnellladen',
    es: 'Carga rápida',
    fr: 'Recharge rapide',
    pt: 'Carregamento rápido',
    zh: '快充',
  },
  sevenSeats: {
    en: 'Seven seats',
    is: 'Sjö sæti',
    de: 'Sieben Sitze',
    es: 'Siete plazas',
    fr: 'Sept places',
    pt: 'Sete lugares',
    zh: '七个座位',
  },
  winterTyres: {
    en: 'Winter tyres in season',
    is: 'Vetrardekk á veturna',
    de: 'Winterreifen in der Saison',
    es: 'Neumáticos de invierno en temporada',
    fr: 'Pneus hiver en saison',
    pt: 'Pneus de inverno na época',
    zh: '冬季配备冬季轮胎',
  },
};

const slug = (current: string) => ({ _type: 'slug' as const, current });

function page<T extends string>(
  type: T,
  tenant: TenantId,
  language: LocaleCode,
  key: string | undefined,
  text: PageText,
) {
  return {
    _id: docId(tenant, language, type, key),
    _type: type,
    language,
    tenant,
    title: text.title,
    slug: slug(text.slug),
    seo: { _type: 'seo' as const, title: text.title, description: text.text },
  };
}

/** Every vehicle document and vehicle listing page of the embedded dataset. */
export async function vehicleDocuments(): Promise<ContentDocument[]> {
  const assets: ImageAssetDocument[] = [];
  const documents: ContentDocument[] = [];

  for (const [brandKey, name] of Object.entries(brands)) {
    documents.push({ _id: sharedId('vehicleBrand', brandKey), _type: 'vehicleBrand', name });
  }
  for (const tenant of tenantIds) {
    categoriesOf[tenant].forEach((categoryKey, index) =>
      documents.push({
        _id: sharedId('vehicleCategory', categoryKey),
        _type: 'vehicleCategory',
        tenant,
        key: categoryKey,
        order: index + 1,
      }),
    );
  }

  for (const source of vehicles) {
    const picture = await imageFromSvg(`vehicle-${source.key}`, vehicleArt(source.shape, source.colour));
    if (!assets.some((asset) => asset._id === picture.asset._id)) assets.push(picture.asset);
    const vehicle: Vehicle = {
      _id: sharedId('vehicle', source.key),
      _type: 'vehicle',
      name: source.name,
      classCode: `${Object.keys(source.categories)[0]}-${source.key}`,
      brand: ref(sharedId('vehicleBrand', source.brand)),
      transmission: source.transmission,
      fuel: source.fuel,
      seats: source.seats,
      ...(source.doors !== undefined ? { doors: source.doors } : {}),
      ...(source.sleepingSpots !== undefined ? { sleepingSpots: source.sleepingSpots } : {}),
      luggage: source.luggage,
      fourByFour: source.fourByFour,
      fRoadAllowed: source.fRoadAllowed,
      images: [{ ...picture.image(source.name), _key: 'side' }],
      tenantPrimaryCategories: Object.entries(source.categories).map(([tenant, category]) => ({
        _type: 'tenantPrimaryCategory' as const,
        _key: tenant,
        tenant: tenant as TenantId,
        primaryCategory: ref(sharedId('vehicleCategory', category as string)),
      })),
    };
    documents.push(vehicle);
  }

  for (const tenant of tenantIds) {
    const fleet = vehicles.filter((source) => source.categories[tenant] !== undefined);
    const brandKeys = [...new Set(fleet.map((source) => source.brand))];
    const transmissions = [...new Set(fleet.map((source) => source.transmission))];
    const sleeping = [
      ...new Set(fleet.flatMap((source) => (source.sleepingSpots ? [source.sleepingSpots] : []))),
    ].sort();
    for (const language of localeCodes) {
      const overviewText = overview[tenant][language];
      documents.push({
        ...page('vehicleOverviewPage', tenant, language, undefined, overviewText),
        intro: overviewText.text,
      });
      for (const categoryKey of categoriesOf[tenant]) {
        const text = categoryText[categoryKey]?.[language] as PageText;
        documents.push({
          ...page('vehicleCategoryPage', tenant, language, categoryKey, text),
          category: ref(sharedId('vehicleCategory', categoryKey)),
          description: text.text,
        });
      }
      for (const brandKey of brandKeys) {
        const name = brands[brandKey];
        const text = { title: brandText[language].title(name), slug: brandKey, text: brandText[language].text(name) };
        documents.push({
          ...page('vehicleBrandPage', tenant, language, brandKey, text),
          brand: ref(sharedId('vehicleBrand', brandKey)),
          description: text.text,
        });
      }
      for (const transmission of transmissions) {
        const text = transmissionText[transmission][language];
        documents.push({
          ...page('vehicleTransmissionPage', tenant, language, transmission, text),
          transmission,
          description: text.text,
        });
      }
      for (const spots of sleeping) {
        const words = sleepingText[language];
        const text = { title: words.title(spots), slug: words.slug(spots), text: words.text(spots) };
        documents.push({
          ...page('vehicleSleepingSpotsPage', tenant, language, String(spots), text),
          sleepingSpots: spots,
          description: text.text,
        });
      }
      for (const source of fleet) {
        const category = categoryText[source.categories[tenant] as string]?.[language] as PageText;
        const text = { title: source.name, slug: source.key, text: category.text };
        documents.push({
          ...page('vehiclePage', tenant, language, source.key, text),
          seo: {
            _type: 'seo',
            title: `${source.name} – ${category.title}`,
            description: `${category.text} ${tenants[tenant].name}.`,
          },
          base: ref(sharedId('vehicle', source.key)),
          description: category.text,
          features: source.features.map((feature) => featureText[feature][language]),
        });
      }
    }
  }
  return [...assets, ...documents];
}
