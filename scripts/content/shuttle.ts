/**
 * The airport shuttle page (issue 16): how to get from Keflavík Airport's terminal to the office
 * by the free shuttle, with the live shuttle map (`shuttleMapBlock`), for the brands with an airport
 * desk (car and camper; the long-term brand has none, so no page). Its picture of the map area is
 * drawn here over the spec's bounds, north up, so the map needs no tiles from the network.
 */
import { shuttleMapBounds } from '../../src/config/constants';
import { localeCodes, type LocaleCode } from '../../src/config/locales';
import { tenants, type TenantId } from '../../src/config/tenants';
import type { ContentDocument, LabelledLink, Page, PortableText } from '../../src/content/types';
import { shuttleOffice, shuttleRoute, shuttleTerminal, type LatLon } from '../../src/domain/shuttle';
import { docId, key } from './ids';
import { imageFromSvg } from './images';

/** The brands whose travellers arrive at the airport desk and ride the shuttle. */
export const shuttleTenants: readonly TenantId[] = ['car', 'camper'];

export const shuttlePageKey = 'airport-shuttle';

interface ShuttleCopy {
  slug: string;
  title: string;
  description: string;
  /** Paragraphs; a line starting with "## " is a heading. `{phone}` is the airport desk's number. */
  arrival: string[];
  map: {
    title: string;
    mapLabel: string;
    shuttle: string;
    lastMovement: string;
    terminal: string;
    office: string;
    legend: string;
  };
  departure: string[];
  imageAlt: string;
}

const airportPhone = '+354 500 0010';

const copy: Record<LocaleCode, ShuttleCopy> = {
  en: {
    slug: 'airport-shuttle',
    title: 'Airport shuttle',
    description:
      'Our free shuttle takes you from the Keflavík Airport terminal to our office in about six minutes. See where it is right now.',
    arrival: [
      '## From the terminal to our office',
      'Our office at Blikavöllur 2 is a short drive from the terminal, and our free shuttle covers it around the clock. Once you have your luggage, walk out of the arrivals hall and turn left to the bus stops: our shuttle stops at the bay marked with our logo.',
      'Two shuttles run the loop, so one leaves the terminal about every ten minutes. The ride takes about six minutes, and the driver helps with bags and child seats.',
      'Flight delayed or waiting at the stop for more than 15 minutes? Call the airport desk on {phone} and we will come and get you.',
    ],
    map: {
      title: 'Where is the shuttle now?',
      mapLabel: 'Map of the shuttle route between the airport terminal and our office',
      shuttle: 'Shuttle',
      lastMovement: 'Last movement',
      terminal: 'Terminal bus stop',
      office: 'Our office, Blikavöllur 2',
      legend: 'The arrow on each shuttle shows which way it is heading. Positions update every few seconds.',
    },
    departure: [
      '## Going home',
      'Return your vehicle to the office and we will drive you back to the terminal. Leave about 30 minutes for the return check and the ride before your check-in closes.',
    ],
    imageAlt: 'Map of the area between Keflavík Airport terminal and our office',
  },
  is: {
    slug: 'flugvallarskutla',
    title: 'Flugvallarskutla',
    description:
      'Ókeypis skutlan okkar ekur þér frá flugstöðinni á Keflavíkurflugvelli að skrifstofunni á um sex mínútum. Sjáðu hvar hún er núna.',
    arrival: [
      '## Frá flugstöðinni að skrifstofunni',
      'Skrifstofan okkar á Blikavöllum 2 er steinsnar frá flugstöðinni og ókeypis skutlan okkar gengur allan sólarhringinn. Þegar þú ert komin(n) með farangurinn gengur þú út úr komusalnum og beygir til vinstri að rútustæðunum: skutlan stoppar í stæðinu sem merkt er með merki okkar.',
      'Tvær skutlur aka hringinn, svo ein fer frá flugstöðinni á um tíu mínútna fresti. Ferðin tekur um sex mínútur og bílstjórinn aðstoðar með töskur og barnabílstóla.',
      'Seinkaði fluginu eða hefur þú beðið lengur en 15 mínútur? Hringdu í afgreiðsluna á flugvellinum í síma {phone} og við sækjum þig.',
    ],
    map: {
      title: 'Hvar er skutlan núna?',
      mapLabel: 'Kort af leið skutlunnar milli flugstöðvarinnar og skrifstofunnar',
      shuttle: 'Skutla',
      lastMovement: 'Síðasta hreyfing',
      terminal: 'Rútustæði við flugstöðina',
      office: 'Skrifstofan, Blikavöllum 2',
      legend: 'Örin á hverri skutlu sýnir í hvaða átt hún ekur. Staðsetningin uppfærist á nokkurra sekúndna fresti.',
    },
    departure: [
      '## Á heimleið',
      'Skilaðu bílnum á skrifstofuna og við ökum þér aftur að flugstöðinni. Gefðu þér um 30 mínútur fyrir skilaskoðun og ferðina áður en innritun lokar.',
    ],
    imageAlt: 'Kort af svæðinu milli flugstöðvarinnar á Keflavíkurflugvelli og skrifstofunnar',
  },
  de: {
    slug: 'flughafen-shuttle',
    title: 'Flughafen-Shuttle',
    description:
      'Unser kostenloser Shuttle bringt dich in etwa sechs Minuten vom Terminal des Flughafens Keflavík zu unserem Büro. Sieh nach, wo er gerade ist.',
    arrival: [
      '## Vom Terminal zu unserem Büro',
      'Unser Büro am Blikavöllur 2 liegt nur eine kurze Fahrt vom Terminal entfernt, und unser kostenloser Shuttle fährt rund um die Uhr. Sobald du dein Gepäck hast, gehst du aus der Ankunftshalle nach links zu den Bushaltestellen: Unser Shuttle hält an der Haltebucht mit unserem Logo.',
      'Zwei Shuttles fahren die Runde, daher startet etwa alle zehn Minuten einer am Terminal. Die Fahrt dauert rund sechs Minuten, und der Fahrer hilft mit Gepäck und Kindersitzen.',
      'Dein Flug hat Verspätung oder du wartest schon länger als 15 Minuten? Ruf unseren Schalter am Flughafen unter {phone} an, und wir holen dich ab.',
    ],
    map: {
      title: 'Wo ist der Shuttle gerade?',
      mapLabel: 'Karte der Shuttle-Strecke zwischen dem Flughafenterminal und unserem Büro',
      shuttle: 'Shuttle',
      lastMovement: 'Letzte Bewegung',
      terminal: 'Bushaltestelle am Terminal',
      office: 'Unser Büro, Blikavöllur 2',
      legend:
        'Der Pfeil auf jedem Shuttle zeigt seine Fahrtrichtung. Die Positionen werden alle paar Sekunden aktualisiert.',
    },
    departure: [
      '## Die Heimreise',
      'Gib dein Fahrzeug im Büro ab, und wir fahren dich zurück zum Terminal. Plane für die Rücknahme und die Fahrt etwa 30 Minuten ein, bevor dein Check-in schließt.',
    ],
    imageAlt: 'Karte des Gebiets zwischen dem Terminal des Flughafens Keflavík und unserem Büro',
  },
  es: {
    slug: 'traslado-aeropuerto',
    title: 'Traslado desde el aeropuerto',
    description:
      'Nuestro traslado gratuito te lleva de la terminal del aeropuerto de Keflavík a nuestra oficina en unos seis minutos. Mira dónde está ahora mismo.',
    arrival: [
      '## De la terminal a nuestra oficina',
      'Nuestra oficina en Blikavöllur 2 está a pocos minutos de la terminal, y nuestro traslado gratuito funciona las 24 horas. Cuando tengas tu equipaje, sal del vestíbulo de llegadas y gira a la izquierda hacia las paradas de autobús: nuestro shuttle para en la dársena con nuestro logotipo.',
      'Dos shuttles hacen el recorrido, así que sale uno de la terminal cada diez minutos aproximadamente. El trayecto dura unos seis minutos y el conductor te ayuda con las maletas y las sillas infantiles.',
      '¿Tu vuelo llega con retraso o llevas más de 15 minutos esperando? Llama al mostrador del aeropuerto al {phone} y pasaremos a buscarte.',
    ],
    map: {
      title: '¿Dónde está el shuttle ahora?',
      mapLabel: 'Mapa del recorrido del shuttle entre la terminal del aeropuerto y nuestra oficina',
      shuttle: 'Shuttle',
      lastMovement: 'Último movimiento',
      terminal: 'Parada de autobús de la terminal',
      office: 'Nuestra oficina, Blikavöllur 2',
      legend:
        'La flecha de cada shuttle indica hacia dónde se dirige. Las posiciones se actualizan cada pocos segundos.',
    },
    departure: [
      '## La vuelta a casa',
      'Devuelve el vehículo en la oficina y te llevamos de vuelta a la terminal. Calcula unos 30 minutos para la revisión y el trayecto antes de que cierre la facturación.',
    ],
    imageAlt: 'Mapa de la zona entre la terminal del aeropuerto de Keflavík y nuestra oficina',
  },
  fr: {
    slug: 'navette-aeroport',
    title: 'Navette aéroport',
    description:
      'Notre navette gratuite vous conduit du terminal de l’aéroport de Keflavík à notre agence en six minutes environ. Voyez où elle se trouve en ce moment.',
    arrival: [
      '## Du terminal à notre agence',
      'Notre agence, au 2 Blikavöllur, se trouve à quelques minutes du terminal, et notre navette gratuite circule jour et nuit. Une fois vos bagages récupérés, sortez du hall des arrivées et tournez à gauche vers les arrêts de bus : notre navette s’arrête au quai signalé par notre logo.',
      'Deux navettes assurent la boucle : l’une d’elles part du terminal toutes les dix minutes environ. Le trajet dure à peu près six minutes, et le chauffeur vous aide avec les bagages et les sièges enfant.',
      'Votre vol a du retard ou vous attendez depuis plus de 15 minutes ? Appelez notre comptoir de l’aéroport au {phone} et nous venons vous chercher.',
    ],
    map: {
      title: 'Où est la navette en ce moment ?',
      mapLabel: 'Carte du trajet de la navette entre le terminal de l’aéroport et notre agence',
      shuttle: 'Navette',
      lastMovement: 'Dernier mouvement',
      terminal: 'Arrêt de bus du terminal',
      office: 'Notre agence, 2 Blikavöllur',
      legend:
        'La flèche de chaque navette indique sa direction. Les positions sont actualisées toutes les quelques secondes.',
    },
    departure: [
      '## Le retour',
      'Rendez votre véhicule à l’agence et nous vous reconduisons au terminal. Comptez environ 30 minutes pour l’état des lieux et le trajet avant la fermeture de l’enregistrement.',
    ],
    imageAlt: 'Carte du secteur entre le terminal de l’aéroport de Keflavík et notre agence',
  },
  pt: {
    slug: 'transfer-aeroporto',
    title: 'Transfer do aeroporto',
    description:
      'O nosso transfer gratuito leva-o do terminal do aeroporto de Keflavík ao nosso escritório em cerca de seis minutos. Veja onde está agora.',
    arrival: [
      '## Do terminal ao nosso escritório',
      'O nosso escritório em Blikavöllur 2 fica a poucos minutos do terminal, e o nosso transfer gratuito funciona 24 horas por dia. Depois de recolher a bagagem, saia do átrio das chegadas e vire à esquerda para as paragens de autocarro: o nosso shuttle para no lugar assinalado com o nosso logótipo.',
      'Dois shuttles fazem o percurso, por isso sai um do terminal a cada dez minutos, mais ou menos. A viagem demora cerca de seis minutos e o motorista ajuda com as malas e as cadeirinhas de criança.',
      'O voo atrasou ou está à espera há mais de 15 minutos? Ligue para o balcão do aeroporto pelo {phone} e vamos buscá-lo.',
    ],
    map: {
      title: 'Onde está o shuttle agora?',
      mapLabel: 'Mapa do percurso do shuttle entre o terminal do aeroporto e o nosso escritório',
      shuttle: 'Shuttle',
      lastMovement: 'Último movimento',
      terminal: 'Paragem de autocarro do terminal',
      office: 'O nosso escritório, Blikavöllur 2',
      legend:
        'A seta de cada shuttle mostra a direção em que segue. As posições são atualizadas a cada poucos segundos.',
    },
    departure: [
      '## O regresso',
      'Devolva o veículo no escritório e levamo-lo de volta ao terminal. Conte com cerca de 30 minutos para a vistoria e a viagem antes de o check-in fechar.',
    ],
    imageAlt: 'Mapa da zona entre o terminal do aeroporto de Keflavík e o nosso escritório',
  },
  zh: {
    slug: 'jichang-jiebo',
    title: '机场接驳车',
    description: '我们的免费接驳车约六分钟即可将您从凯夫拉维克机场航站楼送到我们的门店。随时查看接驳车的实时位置。',
    arrival: [
      '## 从航站楼到门店',
      '我们的门店位于 Blikavöllur 2，距航站楼仅几分钟车程，免费接驳车全天 24 小时运行。取完行李后，走出到达大厅左转前往巴士站：我们的接驳车停靠在印有我们标志的车位。',
      '两辆接驳车循环行驶，大约每十分钟就有一班从航站楼出发。车程约六分钟，司机会帮您搬运行李和安装儿童座椅。',
      '航班延误，或已在车站等候超过 15 分钟？请拨打机场柜台电话 {phone}，我们会来接您。',
    ],
    map: {
      title: '接驳车现在在哪里？',
      mapLabel: '机场航站楼与我们门店之间的接驳车路线地图',
      shuttle: '接驳车',
      lastMovement: '最近移动',
      terminal: '航站楼巴士站',
      office: '我们的门店（Blikavöllur 2）',
      legend: '每辆接驳车上的箭头表示其行驶方向。位置每隔几秒更新一次。',
    },
    departure: ['## 返程', '在门店归还车辆后，我们会送您回航站楼。请在值机截止前预留约 30 分钟，用于还车检查和乘车。'],
    imageAlt: '凯夫拉维克机场航站楼与我们门店之间区域的地图',
  },
};

// ---------------------------------------------------------------------------------------------
// The picture of the map area

const imageWidth = 1200;
const imageHeight = 800;

/** A point of the bounds as a pixel of the picture (linear: over 2.7 km the projection's curve is a fraction of a pixel). */
function pixel({ lat, lon }: LatLon): [number, number] {
  const { north, south, west, east } = shuttleMapBounds;
  return [
    Math.round(((lon - west) / (east - west)) * imageWidth * 10) / 10,
    Math.round(((north - lat) / (north - south)) * imageHeight * 10) / 10,
  ];
}

const pathOf = (points: readonly LatLon[]) =>
  points.map((point, index) => `${index === 0 ? 'M' : 'L'}${pixel(point).join(' ')}`).join(' ');

/**
 * The airport area, north up and without words (the labels come from the content, in the page's
 * language): the sea in the north-west, lava fields, the runways, the terminal and its car parks,
 * the airport road the shuttle drives, and the office by it.
 */
export function shuttleMapArt(): string {
  const [tx, ty] = pixel(shuttleTerminal);
  const [ox, oy] = pixel(shuttleOffice);
  const road = pathOf(shuttleRoute);
  const mainRoad = pathOf([
    { lat: 63.994, lon: -22.5995 },
    { lat: 64.0009, lon: -22.6005 },
    { lat: 64.018, lon: -22.604 },
  ]);
  const eastRoad = pathOf([shuttleOffice, { lat: 64.008, lon: -22.577 }, { lat: 64.012, lon: -22.57 }]);
  const lava = Array.from({ length: 90 }, (_, index) => {
    const x = (index * 137.5) % imageWidth;
    const y = (index * 89.3 + (index % 7) * 41) % imageHeight;
    return `<circle cx="${x.toFixed(1)}" cy="${y.toFixed(1)}" r="${3 + (index % 4)}" fill="#b9c4b0" opacity="0.55"/>`;
  }).join('');
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${imageWidth}" height="${imageHeight}" viewBox="0 0 ${imageWidth} ${imageHeight}">
<rect width="${imageWidth}" height="${imageHeight}" fill="#dfe6d8"/>
${lava}
<path d="M0 0 L420 0 Q360 70 250 110 Q160 140 110 120 L0 130 Z" fill="#a9cce3"/>
<path d="M0 0 L420 0 Q360 70 250 110 Q160 140 110 120 L0 130 Z" fill="none" stroke="#8fb5cf" stroke-width="4"/>
<rect x="0" y="${ty - 40}" width="${tx - 60}" height="130" fill="#b7bec4"/>
<g fill="#9aa3ab" stroke="#f4f6f7" stroke-width="3">
<rect x="30" y="150" width="50" height="440" transform="rotate(4 55 370)"/>
</g>
<line x1="55" y1="170" x2="55" y2="570" stroke="#f4f6f7" stroke-width="2" stroke-dasharray="22 18" transform="rotate(4 55 370)"/>
<g fill="#cfd5da" stroke="#b3bbc2" stroke-width="2">
<rect x="${tx + 50}" y="${ty + 10}" width="130" height="60" rx="4"/>
<rect x="${tx - 40}" y="${ty - 120}" width="120" height="70" rx="4"/>
<rect x="${ox + 30}" y="${oy - 60}" width="90" height="70" rx="4"/>
</g>
<path d="${mainRoad}" fill="none" stroke="#c9b98f" stroke-width="22" stroke-linecap="round"/>
<path d="${mainRoad}" fill="none" stroke="#fbf3da" stroke-width="16" stroke-linecap="round"/>
<path d="${eastRoad}" fill="none" stroke="#c9c9c9" stroke-width="16" stroke-linecap="round"/>
<path d="${eastRoad}" fill="none" stroke="#ffffff" stroke-width="11" stroke-linecap="round"/>
<path d="${road}" fill="none" stroke="#c9c9c9" stroke-width="18" stroke-linecap="round" stroke-linejoin="round"/>
<path d="${road}" fill="none" stroke="#ffffff" stroke-width="13" stroke-linecap="round" stroke-linejoin="round"/>
<path d="${road}" fill="none" stroke="#2f6fb0" stroke-width="4" stroke-dasharray="14 10" stroke-linecap="round" opacity="0.7"/>
<rect x="${tx - 150}" y="${ty + 14}" width="190" height="62" rx="6" fill="#7f8a96" stroke="#5f6a76" stroke-width="3"/>
<rect x="${ox - 40}" y="${oy - 70}" width="64" height="50" rx="4" fill="#b86a3c" stroke="#8e4f2b" stroke-width="3"/>
</svg>`;
}

// ---------------------------------------------------------------------------------------------
// Documents

function richText(lines: readonly string[], name: string): PortableText {
  return lines.map((line, index) => {
    const heading = line.startsWith('## ');
    return {
      _type: 'block',
      _key: key(`${name}${index}`),
      style: heading ? 'h2' : 'normal',
      markDefs: [],
      children: [
        {
          _type: 'span',
          _key: key(`${name}${index}s`),
          text: (heading ? line.slice(3) : line).replace('{phone}', airportPhone),
        },
      ],
    };
  });
}

/** The shuttle page's id of a brand and language (for links to it). */
export const shuttlePageId = (tenant: TenantId, language: LocaleCode) =>
  docId(tenant, language, 'page', shuttlePageKey);

/** The footer's link to the shuttle page, for the brands that have one (none for the others). */
export function shuttleFooterLinks(tenant: TenantId, language: LocaleCode): LabelledLink[] {
  if (!shuttleTenants.includes(tenant)) return [];
  return [
    {
      _type: 'labelledLink',
      _key: key(shuttlePageKey),
      label: copy[language].title,
      link: {
        _type: 'link',
        type: 'internal',
        internalType: 'page',
        internal: { _type: 'reference', _ref: shuttlePageId(tenant, language) },
      },
    },
  ];
}

/** The map picture's asset and the shuttle page of each shuttle brand in every language. */
export async function shuttleDocuments(): Promise<ContentDocument[]> {
  const picture = await imageFromSvg('shuttle-map-keflavik', shuttleMapArt());
  const documents: ContentDocument[] = [picture.asset];
  for (const tenant of shuttleTenants) {
    for (const language of localeCodes) {
      const text = copy[language];
      const page: Page = {
        _id: shuttlePageId(tenant, language),
        _type: 'page',
        language,
        tenant,
        title: text.title,
        slug: { _type: 'slug', current: text.slug },
        seo: { _type: 'seo', title: `${text.title} | ${tenants[tenant].name}`, description: text.description },
        content: [
          { _type: 'richTextBlock', _key: 'arrival', body: richText(text.arrival, 'arrival') },
          {
            _type: 'shuttleMapBlock',
            _key: 'shuttleMap',
            anchorId: 'shuttle-map',
            title: text.map.title,
            mapImage: picture.image(text.imageAlt),
            mapLabel: text.map.mapLabel,
            shuttleLabel: text.map.shuttle,
            lastMovementLabel: text.map.lastMovement,
            terminalLabel: text.map.terminal,
            officeLabel: text.map.office,
            legend: text.map.legend,
          },
          { _type: 'richTextBlock', _key: 'departure', body: richText(text.departure, 'departure') },
        ],
      };
      documents.push(page);
    }
  }
  return documents;
}
