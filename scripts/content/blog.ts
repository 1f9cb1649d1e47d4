/**
 * The blog of every tenant and language (README: "The blog generator"): one `blogTopicPage`, the
 * `blogCategoryPage`s `travel-tips`, `driving-in-iceland` and `destinations`, and the
 * `blogPostPage`s. Texts are written per language in the tables below; documents are built in loops.
 *
 * Post bodies are written in a small line format turned into Portable Text by `portableText()`:
 * a line starting with `## ` is an h2 heading, `- ` a bullet, anything else a paragraph;
 * `[label](https://…)` is an external link (new tab) and `[label](post:key)` a link to another
 * post of the same tenant and language.
 */
import { localeCodes, type LocaleCode } from '../../src/config/locales';
import { tenantIds, tenants, type TenantId } from '../../src/config/tenants';
import type {
  BlogCategoryPage,
  BlogPostPage,
  BlogTopicPage,
  ContentDocument,
  Image,
  ImageAssetDocument,
  LinkMark,
  PortableText,
  Span,
  TextBlock,
} from '../../src/content/types';
import { landscapeArt, palettes } from './art';
import { docId, key, ref } from './ids';
import { imageFromSvg } from './images';

type PerLanguage<T> = Record<LocaleCode, T>;

const categoryKeys = ['travel-tips', 'driving-in-iceland', 'destinations'] as const;
type CategoryKey = (typeof categoryKeys)[number];

interface PageText {
  title: string;
  slug: string;
}

interface PostText extends PageText {
  excerpt: string;
  /** Alt text of the post's picture. */
  alt: string;
  /** Lines in the format described at the top of this file. */
  body: string[];
}

interface PostSource {
  key: string;
  category: CategoryKey;
  date: string;
  art: { palette: keyof typeof palettes; variant: number };
  tenants: readonly TenantId[];
  text: PerLanguage<PostText>;
}

// ---------------------------------------------------------------------------------------------
// Topic and categories

const topic: PerLanguage<PageText> = {
  en: { title: 'Blog', slug: 'blog' },
  is: { title: 'Blogg', slug: 'blogg' },
  de: { title: 'Reiseblog', slug: 'reiseblog' },
  es: { title: 'Blog de viaje', slug: 'blog' },
  fr: { title: 'Blog voyage', slug: 'blog' },
  pt: { title: 'Blog de viagem', slug: 'blog' },
  zh: { title: '旅行博客', slug: 'boke' },
};

const topicIntro: Record<TenantId, PerLanguage<string>> = {
  car: {
    en: 'Tips for driving in Iceland, road trip ideas and the places worth the detour – from the team that hands you the keys.',
    is: 'Ráð um akstur á Íslandi, hugmyndir að bílferðum og staðir sem vert er að heimsækja – frá fólkinu sem afhendir þér lyklana.',
    de: 'Tipps zum Autofahren in Island, Ideen für Roadtrips und Orte, die einen Umweg lohnen – vom Team, das Ihnen die Schlüssel übergibt.',
    es: 'Consejos para conducir por Islandia, ideas de rutas y lugares que merecen el desvío, de la mano del equipo que te entrega las llaves.',
    fr: 'Conseils pour conduire en Islande, idées de road trips et lieux qui valent le détour, par l’équipe qui vous remet les clés.',
    pt: 'Dicas para conduzir na Islândia, ideias de roteiros e lugares que valem o desvio, pela equipa que lhe entrega as chaves.',
    zh: '冰岛自驾建议、公路旅行灵感以及值得绕道一游的地方——来自为您交付车钥匙的团队。',
  },
  camper: {
    en: 'Campervan life in Iceland: where to sleep, how to drive safely and which corners of the island to explore next.',
    is: 'Lífið í húsbíl á Íslandi: hvar má gista, hvernig best er að aka örugglega og hvaða landshluta er gaman að skoða næst.',
    de: 'Unterwegs mit dem Camper in Island: wo Sie übernachten, wie Sie sicher fahren und welche Ecken der Insel als Nächstes warten.',
    es: 'La vida en camper por Islandia: dónde dormir, cómo conducir con seguridad y qué rincones de la isla descubrir.',
    fr: 'La vie en van en Islande : où dormir, comment rouler en sécurité et quels coins de l’île explorer ensuite.',
    pt: 'A vida de campervan na Islândia: onde dormir, como conduzir em segurança e que recantos da ilha explorar a seguir.',
    zh: '冰岛露营车生活：在哪里过夜、如何安全驾驶，以及接下来去探索岛上的哪些角落。',
  },
  longterm: {
    en: 'Practical advice for living and driving in Iceland for months at a time: winter tyres, everyday routes and weekend trips.',
    is: 'Hagnýt ráð fyrir þá sem búa og aka á Íslandi mánuðum saman: vetrardekk, daglegur akstur og helgarferðir.',
    de: 'Praktische Tipps für alle, die monatelang in Island leben und fahren: Winterreifen, Alltagswege und Wochenendausflüge.',
    es: 'Consejos prácticos para vivir y conducir en Islandia durante meses: neumáticos de invierno, trayectos diarios y escapadas de fin de semana.',
    fr: 'Des conseils pratiques pour vivre et conduire en Islande pendant des mois : pneus hiver, trajets du quotidien et escapades du week-end.',
    pt: 'Conselhos práticos para quem vive e conduz na Islândia durante meses: pneus de inverno, deslocações diárias e escapadinhas de fim de semana.',
    zh: '为在冰岛长期生活和驾车的人提供实用建议：冬季轮胎、日常出行和周末短途旅行。',
  },
};

const categories: Record<CategoryKey, PerLanguage<PageText & { description: string }>> = {
  'travel-tips': {
    en: {
      title: 'Travel tips',
      slug: 'travel-tips',
      description: 'Practical advice that makes travelling in Iceland easier and safer.',
    },
    is: {
      title: 'Ferðaráð',
      slug: 'ferdarad',
      description: 'Hagnýt ráð sem gera ferðalagið um Ísland auðveldara og öruggara.',
    },
    de: {
      title: 'Reisetipps',
      slug: 'reisetipps',
      description: 'Praktische Tipps, die Ihre Islandreise einfacher und sicherer machen.',
    },
    es: {
      title: 'Consejos de viaje',
      slug: 'consejos-de-viaje',
      description: 'Consejos prácticos para que tu viaje por Islandia sea más fácil y seguro.',
    },
    fr: {
      title: 'Conseils de voyage',
      slug: 'conseils-de-voyage',
      description: 'Des conseils pratiques pour voyager en Islande plus simplement et en toute sécurité.',
    },
    pt: {
      title: 'Dicas de viagem',
      slug: 'dicas-de-viagem',
      description: 'Conselhos práticos para tornar a sua viagem pela Islândia mais fácil e segura.',
    },
    zh: { title: '旅行攻略', slug: 'lvxing-gonglve', description: '让冰岛之旅更轻松、更安全的实用建议。' },
  },
  'driving-in-iceland': {
    en: {
      title: 'Driving in Iceland',
      slug: 'driving-in-iceland',
      description:
        'Road rules, speed limits, F-roads, gravel and winter conditions: what every driver in Iceland should know.',
    },
    is: {
      title: 'Akstur á Íslandi',
      slug: 'akstur-a-islandi',
      description:
        'Umferðarreglur, hámarkshraði, F-vegir, malarvegir og vetrarfærð: það sem allir ökumenn á Íslandi þurfa að vita.',
    },
    de: {
      title: 'Autofahren in Island',
      slug: 'autofahren-in-island',
      description:
        'Verkehrsregeln, Tempolimits, F-Straßen, Schotter und Winterverhältnisse: was jeder in Island am Steuer wissen sollte.',
    },
    es: {
      title: 'Conducir en Islandia',
      slug: 'conducir-en-islandia',
      description:
        'Normas de tráfico, límites de velocidad, carreteras F, grava y condiciones invernales: lo que todo conductor debe saber en Islandia.',
    },
    fr: {
      title: 'Conduire en Islande',
      slug: 'conduire-en-islande',
      description:
        'Code de la route, limitations de vitesse, routes F, pistes et conditions hivernales : ce que tout conducteur doit savoir en Islande.',
    },
    pt: {
      title: 'Conduzir na Islândia',
      slug: 'conduzir-na-islandia',
      description:
        'Regras de trânsito, limites de velocidade, estradas F, gravilha e condições de inverno: o que qualquer condutor deve saber na Islândia.',
    },
    zh: {
      title: '冰岛自驾',
      slug: 'bingdao-zijia',
      description: '交通规则、限速、F路、碎石路和冬季路况：在冰岛驾车必须了解的知识。',
    },
  },
  destinations: {
    en: {
      title: 'Destinations',
      slug: 'destinations',
      description: 'Road trip ideas and places worth the drive, from the Golden Circle to the Westfjords.',
    },
    is: {
      title: 'Áfangastaðir',
      slug: 'afangastadir',
      description: 'Hugmyndir að ferðum og staðir sem vert er að aka til, allt frá Gullna hringnum til Vestfjarða.',
    },
    de: {
      title: 'Reiseziele',
      slug: 'reiseziele',
      description: 'Roadtrip-Ideen und lohnende Ziele, vom Golden Circle bis in die Westfjorde.',
    },
    es: {
      title: 'Destinos',
      slug: 'destinos',
      description: 'Ideas de rutas y lugares que merecen el viaje, del Círculo Dorado a los fiordos del Oeste.',
    },
    fr: {
      title: 'Destinations',
      slug: 'destinations',
      description: 'Idées d’itinéraires et lieux qui valent le trajet, du Cercle d’or aux fjords de l’Ouest.',
    },
    pt: {
      title: 'Destinos',
      slug: 'destinos',
      description: 'Ideias de roteiros e lugares que valem a viagem, do Círculo Dourado aos fiordes do oeste.',
    },
    zh: {
      title: '热门目的地',
      slug: 'remen-mudidi',
      description: '公路旅行灵感与值得驱车前往的目的地，从黄金圈到西峡湾。',
    },
  },
};

// ---------------------------------------------------------------------------------------------
// Posts

const allTenants = tenantIds;

/**
 * The photographer's credit of the posts whose picture is not the company's own (spec §3 Image:
 * copyright flag and rich text), shown under the picture.
 */
const photoCredits: Partial<Record<string, Record<LocaleCode, string>>> = {
  'northern-lights-by-car': {
    en: 'Photo: Anna Sigurðardóttir',
    is: 'Ljósmynd: Anna Sigurðardóttir',
    de: 'Foto: Anna Sigurðardóttir',
    es: 'Foto: Anna Sigurðardóttir',
    fr: 'Photo : Anna Sigurðardóttir',
    pt: 'Fotografia: Anna Sigurðardóttir',
    zh: '摄影：Anna Sigurðardóttir',
  },
};

function withPhotoCredit(postKey: string, language: LocaleCode, image: Image): Image {
  const credit = photoCredits[postKey]?.[language];
  if (!credit) return image;
  return {
    ...image,
    copyright: 'yes',
    copyrightText: [
      {
        _type: 'block',
        _key: key('credit'),
        style: 'normal',
        markDefs: [],
        children: [{ _type: 'span', _key: key('credit-text'), text: credit, marks: [] }],
      },
    ],
  };
}

const posts: PostSource[] = [
  {
    key: 'ring-road-in-winter',
    category: 'driving-in-iceland',
    date: '2025-01-14',
    art: { palette: 'winter', variant: 1 },
    tenants: allTenants,
    text: {
      en: {
        title: 'Driving the Ring Road in winter',
        slug: 'ring-road-in-winter',
        excerpt:
          'Route 1 circles Iceland in about 1,300 km. In winter it is a wonderful drive, provided you plan around short days, changing weather and the odd closed pass.',
        alt: 'Snow-covered mountains under a dark winter sky with northern lights',
        body: [
          '## Plan for short days',
          'Around the winter solstice Reykjavík gets only four to five hours of daylight, so give the Ring Road at least seven to ten days in winter and drive the longest stretches while it is light. Distances that look short on the map take far longer on snow and ice.',
          '## Check the roads every morning',
          '- Look at the road-condition map on [road.is](https://www.road.is) before you set off, and again before every mountain pass.',
          '- Read the weather and wind forecast on [vedur.is](https://en.vedur.is) – in Iceland, wind is often a bigger problem than snow.',
          'If a road is closed, wait: gates and signs mean it, and the ploughs usually reopen it within hours or by the next day. Leave your travel plan on [safetravel.is](https://safetravel.is), remember that the emergency number is 112, and read our tips on [gravel roads and strong wind](post:gravel-roads-and-wind).',
        ],
      },
      is: {
        title: 'Hringvegurinn að vetri til',
        slug: 'hringvegurinn-ad-vetri',
        excerpt:
          'Hringvegurinn er um 1.300 km langur. Að vetri er hann ógleymanleg leið ef ferðin er skipulögð með stutta daga, síbreytilegt veður og einstaka lokanir á fjallvegum í huga.',
        alt: 'Snævi þakin fjöll undir dimmum vetrarhimni með norðurljósum',
        body: [
          '## Gerðu ráð fyrir stuttum dögum',
          'Í kringum vetrarsólstöður er dagsbirtan í Reykjavík aðeins fjórar til fimm klukkustundir. Gefðu þér því að minnsta kosti sjö til tíu daga í hringinn og aktu lengstu leggina í birtu. Vegalengdir sem virðast stuttar á korti taka mun lengri tíma í snjó og hálku.',
          '## Kannaðu færðina á hverjum morgni',
          '- Skoðaðu færðarkortið á [vef Vegagerðarinnar](https://www.vegagerdin.is) áður en lagt er af stað og aftur áður en farið er yfir fjallvegi.',
          '- Fylgstu með veður- og vindaspá á [vedur.is](https://www.vedur.is) – vindurinn er oft meira vandamál en snjórinn.',
          'Ef vegur er lokaður skaltu bíða; Vegagerðin opnar hann yfirleitt aftur innan fárra klukkustunda eða næsta dag. Skráðu ferðaáætlun á [safetravel.is](https://safetravel.is), mundu að neyðarnúmerið er 112 og lestu ráðin okkar um [malarvegi og hvassviðri](post:gravel-roads-and-wind).',
        ],
      },
      de: {
        title: 'Die Ringstraße im Winter',
        slug: 'ringstrasse-im-winter',
        excerpt:
          'Die Route 1 führt auf rund 1.300 km einmal um Island. Im Winter ist sie ein Erlebnis – wenn Sie kurze Tage, wechselhaftes Wetter und gesperrte Pässe einplanen.',
        alt: 'Verschneite Berge unter dunklem Winterhimmel mit Polarlichtern',
        body: [
          '## Kurze Tage einplanen',
          'Rund um die Wintersonnenwende ist es in Reykjavík nur vier bis fünf Stunden hell. Nehmen Sie sich für die Ringstraße im Winter mindestens sieben bis zehn Tage Zeit und fahren Sie die langen Etappen bei Tageslicht. Auf Schnee und Eis dauern selbst kurze Strecken deutlich länger.',
          '## Jeden Morgen die Straßenlage prüfen',
          '- Die Straßenkarte auf [road.is](https://www.road.is) zeigt vor der Abfahrt und vor jedem Pass, wo es glatt oder gesperrt ist.',
          '- Die Wind- und Wettervorhersage auf [vedur.is](https://en.vedur.is) ist Pflichtlektüre – Sturm ist in Island oft gefährlicher als Schnee.',
          'Ist eine Straße gesperrt, heißt es warten: Schranken und Schilder gelten, und meist ist die Strecke nach einigen Stunden oder am nächsten Tag wieder frei. Hinterlegen Sie Ihre Route auf [safetravel.is](https://safetravel.is), merken Sie sich die Notrufnummer 112 und lesen Sie unsere Tipps zu [Schotterstraßen und Sturm](post:gravel-roads-and-wind).',
        ],
      },
      es: {
        title: 'La carretera circular de Islandia en invierno',
        slug: 'carretera-circular-en-invierno',
        excerpt:
          'La Ruta 1 rodea Islandia en unos 1300 km. En invierno es un viaje inolvidable, siempre que planifiques en función de los días cortos, el tiempo cambiante y algún puerto cerrado.',
        alt: 'Montañas nevadas bajo un cielo invernal oscuro con auroras boreales',
        body: [
          '## Cuenta con días muy cortos',
          'Cerca del solsticio de invierno, Reikiavik solo tiene entre cuatro y cinco horas de luz. Reserva al menos de siete a diez días para dar la vuelta a la isla y haz los tramos largos de día. Sobre nieve y hielo, las distancias que parecen cortas en el mapa se alargan mucho.',
          '## Consulta el estado de las carreteras cada mañana',
          '- Mira el mapa de carreteras de [road.is](https://www.road.is) antes de salir y otra vez antes de cada puerto de montaña.',
          '- Revisa la previsión de viento en [vedur.is](https://en.vedur.is): en Islandia, el viento suele ser más peligroso que la nieve.',
          'Si una carretera está cerrada, espera: las barreras se respetan y las quitanieves suelen reabrirla en unas horas o al día siguiente. Registra tu ruta en [safetravel.is](https://safetravel.is), recuerda que el número de emergencias es el 112 y lee nuestros consejos sobre [caminos de grava y viento fuerte](post:gravel-roads-and-wind).',
        ],
      },
      fr: {
        title: 'La route circulaire en hiver',
        slug: 'route-circulaire-en-hiver',
        excerpt:
          'La route 1 fait le tour de l’Islande en 1 300 km environ. En hiver, c’est un voyage superbe, à condition de composer avec des journées courtes, une météo changeante et quelques cols fermés.',
        alt: 'Montagnes enneigées sous un ciel d’hiver sombre traversé d’aurores boréales',
        body: [
          '## Des journées très courtes',
          'Autour du solstice d’hiver, il ne fait jour à Reykjavik que quatre à cinq heures. Prévoyez au moins sept à dix jours pour boucler la route circulaire et roulez de jour sur les longues étapes. Sur la neige et la glace, les distances qui semblent courtes sur la carte prennent bien plus de temps.',
          '## Vérifiez l’état des routes chaque matin',
          '- Consultez la carte de [road.is](https://www.road.is) avant de partir, puis avant chaque col.',
          '- Lisez les prévisions de vent sur [vedur.is](https://en.vedur.is) : en Islande, le vent pose souvent plus de problèmes que la neige.',
          'Si une route est fermée, on attend : les barrières ne se contournent pas, et les chasse-neige la rouvrent en général en quelques heures ou le lendemain. Déposez votre itinéraire sur [safetravel.is](https://safetravel.is), retenez le 112 pour les urgences et lisez nos conseils sur [les pistes et le vent](post:gravel-roads-and-wind).',
        ],
      },
      pt: {
        title: 'A estrada circular no inverno',
        slug: 'estrada-circular-no-inverno',
        excerpt:
          'A Estrada 1 dá a volta à Islândia em cerca de 1300 km. No inverno é uma viagem fantástica, desde que conte com dias curtos, tempo instável e um ou outro troço de montanha fechado.',
        alt: 'Montanhas cobertas de neve sob um céu escuro de inverno com auroras boreais',
        body: [
          '## Conte com dias muito curtos',
          'Perto do solstício de inverno, Reiquiavique tem apenas quatro a cinco horas de luz. Reserve pelo menos sete a dez dias para a volta à ilha e faça os troços mais longos de dia. Com neve e gelo, distâncias que parecem curtas no mapa demoram muito mais.',
          '## Veja o estado das estradas todas as manhãs',
          '- Consulte o mapa de [road.is](https://www.road.is) antes de partir e novamente antes de cada passagem de montanha.',
          '- Confirme a previsão do vento em [vedur.is](https://en.vedur.is): na Islândia, o vento costuma ser mais perigoso do que a neve.',
          'Se uma estrada estiver fechada, espere: as barreiras são para respeitar e os limpa-neves costumam reabri-la em poucas horas ou no dia seguinte. Registe o seu percurso em [safetravel.is](https://safetravel.is), lembre-se de que o número de emergência é o 112 e leia as nossas dicas sobre [estradas de gravilha e vento forte](post:gravel-roads-and-wind).',
        ],
      },
      zh: {
        title: '冬季自驾冰岛环岛公路',
        slug: 'dongji-huandao-gonglu',
        excerpt:
          '1号公路环绕冰岛一周，全长约1300公里。冬季自驾风景绝美，但要提前考虑白昼短、天气多变以及山口临时封路等情况。',
        alt: '冬夜深蓝天空下的雪山与极光',
        body: [
          '## 白昼很短，行程要宽松',
          '冬至前后，雷克雅未克每天只有四到五个小时的日照。冬季环岛建议至少安排七到十天，长距离路段尽量在白天完成。冰雪路面上，地图上看起来不远的距离往往要开很久。',
          '## 每天出发前查看路况',
          '- 出发前和翻越山口前，都要在[road.is](https://www.road.is)上查看路况地图。',
          '- 在[vedur.is](https://en.vedur.is)关注风力预报——在冰岛，大风往往比降雪更危险。',
          '遇到封路请耐心等待，切勿绕过路障；除雪车通常几个小时或第二天就能重新开通道路。出发前可在[safetravel.is](https://safetravel.is)登记行程，紧急求助请拨打112。另请阅读我们关于[碎石路与大风](post:gravel-roads-and-wind)的提示。',
        ],
      },
    },
  },
  {
    key: 'f-roads-and-4x4-rules',
    category: 'driving-in-iceland',
    date: '2025-05-20',
    art: { palette: 'highlands', variant: 0 },
    tenants: allTenants,
    text: {
      en: {
        title: 'F-roads and the 4x4 rules',
        slug: 'f-roads-and-4x4-rules',
        excerpt:
          'Iceland’s mountain roads carry an F in their number and lead into the highlands. Who may drive them, when they open and what to know before a river crossing.',
        alt: 'Brown highland mountains under a pale sky',
        body: [
          '## Only for four-wheel drive',
          'Roads with an F in front of the number, such as F208 to Landmannalaugar or F26 across Sprengisandur, are mountain tracks. By law they are open to four-wheel-drive vehicles only, and rental agreements for 2WD cars rule them out too. Check in your booking that your vehicle is allowed on F-roads.',
          'The highland roads usually open between late June and early July and close again in early September, depending on snow and how wet the ground is. Every road has its own date; the highland map on [road.is](https://www.road.is) shows which ones are open.',
          '## Before you set off',
          '- Many F-roads cross unbridged rivers. Water damage is never covered by insurance: watch how others cross, don’t cross after heavy rain and turn back if in doubt.',
          '- Driving off marked tracks is illegal in Iceland and heavily fined. Mobile coverage in the highlands is patchy, so leave your travel plan on [safetravel.is](https://safetravel.is).',
        ],
      },
      is: {
        title: 'F-vegir og reglur um fjórhjóladrif',
        slug: 'f-vegir-og-fjorhjoladrif',
        excerpt:
          'Fjallvegir landsins eru merktir með F og liggja upp á hálendið. Hér er farið yfir hverjir mega aka um þá, hvenær þeir opna og hvað þarf að vita áður en ekið er yfir á.',
        alt: 'Brún hálendisfjöll undir ljósum himni',
        body: [
          '## Aðeins fyrir fjórhjóladrifna bíla',
          'Vegir með F fyrir framan númerið, til dæmis F208 inn í Landmannalaugar eða F26 um Sprengisand, eru fjallvegir. Samkvæmt lögum mega aðeins fjórhjóladrifin ökutæki aka um þá og leigusamningar fyrir tvíhjóladrifna bíla banna það einnig. Gakktu úr skugga um að bíllinn þinn megi aka um F-vegi.',
          'Hálendisvegirnir opna yfirleitt seint í júní eða í byrjun júlí og loka aftur í byrjun september, eftir snjóalögum og aurbleytu. Opnunin er misjöfn eftir vegum og kortið á [vef Vegagerðarinnar](https://www.vegagerdin.is) sýnir hvaða leiðir eru opnar.',
          '## Áður en lagt er af stað',
          '- Á mörgum F-vegum eru óbrúaðar ár. Tryggingar bæta aldrei tjón sem vatn veldur á bílnum: fylgstu með hvernig aðrir fara yfir, farðu ekki yfir eftir miklar rigningar og snúðu við ef þú ert í vafa.',
          '- Utanvegaakstur er bannaður og varðar háum sektum. Símasamband er stopult á hálendinu, svo skildu eftir ferðaáætlun á [safetravel.is](https://safetravel.is).',
        ],
      },
      de: {
        title: 'F-Straßen und die Allrad-Regeln',
        slug: 'f-strassen-und-allrad',
        excerpt:
          'Islands Hochlandpisten tragen ein F vor der Nummer. Wer sie befahren darf, wann sie öffnen und was Sie vor einer Furt wissen sollten.',
        alt: 'Braune Hochlandberge unter hellem Himmel',
        body: [
          '## Nur mit Allradantrieb',
          'Straßen mit einem F vor der Nummer, etwa die F208 nach Landmannalaugar oder die F26 über den Sprengisandur, sind Hochlandpisten. Sie dürfen gesetzlich nur mit Allradfahrzeugen befahren werden, und auch die Mietverträge für Fahrzeuge ohne Allrad schließen sie aus. Prüfen Sie bei der Buchung, ob Ihr Fahrzeug für F-Straßen freigegeben ist.',
          'Die Hochlandstraßen öffnen meist Ende Juni oder Anfang Juli und schließen Anfang September wieder – je nach Schnee und Nässe des Bodens. Jede Strecke hat ihren eigenen Termin; die Hochlandkarte auf [road.is](https://www.road.is) zeigt, was befahrbar ist.',
          '## Vor der Abfahrt',
          '- Viele F-Straßen führen durch Flüsse ohne Brücke. Wasserschäden deckt keine Versicherung: Beobachten Sie andere Fahrzeuge, queren Sie nicht nach starkem Regen und kehren Sie im Zweifel um.',
          '- Fahren abseits markierter Wege ist in Island verboten und wird mit hohen Bußgeldern geahndet. Mobilfunk gibt es im Hochland nur stellenweise – hinterlegen Sie Ihren Reiseplan auf [safetravel.is](https://safetravel.is).',
        ],
      },
      es: {
        title: 'Carreteras F y normas para 4x4',
        slug: 'carreteras-f-y-4x4',
        excerpt:
          'Las pistas de montaña de Islandia llevan una F delante del número y se adentran en las Tierras Altas. Quién puede circular por ellas, cuándo abren y qué saber antes de vadear un río.',
        alt: 'Montañas pardas de las Tierras Altas bajo un cielo claro',
        body: [
          '## Solo para tracción a las cuatro ruedas',
          'Las carreteras con una F delante del número, como la F208 hacia Landmannalaugar o la F26 por Sprengisandur, son pistas de montaña. Por ley solo pueden recorrerlas vehículos 4x4, y los contratos de alquiler de coches 4x2 también las excluyen. Comprueba en tu reserva que tu vehículo está autorizado para carreteras F.',
          'Suelen abrir entre finales de junio y principios de julio, y cierran de nuevo a principios de septiembre, según la nieve y lo empapado que esté el terreno. Cada pista tiene su fecha; el mapa de las Tierras Altas de [road.is](https://www.road.is) indica cuáles están abiertas.',
          '## Antes de salir',
          '- Muchas carreteras F cruzan ríos sin puente. Ningún seguro cubre los daños causados por el agua: observa cómo cruzan otros, no vadees después de lluvias fuertes y, ante la duda, da la vuelta.',
          '- Conducir fuera de las pistas señalizadas es ilegal y se multa con dureza. La cobertura móvil es irregular, así que deja tu plan de viaje en [safetravel.is](https://safetravel.is).',
        ],
      },
      fr: {
        title: 'Routes F et règles du 4x4',
        slug: 'routes-f-et-4x4',
        excerpt:
          'Les pistes de montagne islandaises portent un F devant leur numéro et mènent aux Hautes Terres. Qui peut les emprunter, quand elles ouvrent et ce qu’il faut savoir avant un passage à gué.',
        alt: 'Montagnes brunes des Hautes Terres sous un ciel pâle',
        body: [
          '## Réservées aux quatre roues motrices',
          'Les routes dont le numéro commence par F, comme la F208 vers Landmannalaugar ou la F26 à travers le Sprengisandur, sont des pistes de montagne. La loi les réserve aux véhicules à quatre roues motrices, et les contrats de location des deux-roues motrices les excluent aussi. Vérifiez dans votre réservation que votre véhicule est autorisé sur les routes F.',
          'Elles ouvrent en général entre fin juin et début juillet et ferment début septembre, selon l’enneigement et l’humidité des sols. Chaque piste a sa propre date ; la carte des Hautes Terres de [road.is](https://www.road.is) indique celles qui sont ouvertes.',
          '## Avant de partir',
          '- Beaucoup de routes F traversent des rivières sans pont. Aucune assurance ne couvre les dégâts causés par l’eau : observez les autres véhicules, ne traversez pas après de fortes pluies et faites demi-tour en cas de doute.',
          '- Rouler hors des pistes balisées est interdit et lourdement sanctionné. Le réseau mobile est irrégulier : déposez votre itinéraire sur [safetravel.is](https://safetravel.is).',
        ],
      },
      pt: {
        title: 'Estradas F e regras para 4x4',
        slug: 'estradas-f-e-4x4',
        excerpt:
          'As estradas de montanha da Islândia têm um F antes do número e levam ao interior. Saiba quem pode circular nelas, quando abrem e o que deve saber antes de atravessar um rio.',
        alt: 'Montanhas castanhas do interior sob um céu claro',
        body: [
          '## Só para tração às quatro rodas',
          'As estradas com um F antes do número, como a F208 para Landmannalaugar ou a F26 pelo Sprengisandur, são pistas de montanha. Por lei, só veículos 4x4 podem circular nelas, e os contratos de aluguer de viaturas 4x2 também as proíbem. Confirme na sua reserva que o seu veículo está autorizado nas estradas F.',
          'Costumam abrir entre o fim de junho e o início de julho e voltam a fechar no início de setembro, consoante a neve e o estado do terreno. Cada estrada tem a sua data; o mapa do interior em [road.is](https://www.road.is) mostra quais estão abertas.',
          '## Antes de partir',
          '- Muitas estradas F atravessam rios sem ponte. Nenhum seguro cobre danos causados pela água: observe como os outros atravessam, não atravesse depois de chuvas fortes e, na dúvida, volte para trás.',
          '- Conduzir fora dos trilhos marcados é ilegal e dá multas pesadas. A rede móvel é irregular, por isso deixe o seu plano de viagem em [safetravel.is](https://safetravel.is).',
        ],
      },
      zh: {
        title: 'F路与四驱规定',
        slug: 'f-lu-yu-siqu-guiding',
        excerpt:
          '冰岛的山地公路编号前带有字母F，通往内陆高地。本文介绍哪些车辆可以驶入、F路何时开放，以及涉水过河前必须了解的事项。',
        alt: '淡色天空下的褐色高地山脉',
        body: [
          '## 仅限四驱车辆',
          '编号前带F的道路，例如通往兰德曼纳劳卡的F208或穿越斯普伦吉桑都尔的F26，都是山地土路。按照法律，只有四驱车辆才能驶入，两驱车的租车合同也明确禁止。预订时请确认您的车辆允许行驶F路。',
          '高地道路通常在6月下旬至7月初开放，9月初再次关闭，具体取决于积雪和地面泥泞程度。各条道路开放时间不同，可在[road.is](https://www.road.is)的高地地图上查看哪些已经开放。',
          '## 出发前须知',
          '- 许多F路需要涉水过河，途中没有桥梁。任何保险都不承担涉水造成的车辆损坏：先观察其他车辆如何过河，大雨过后不要涉水，如有疑虑请掉头。',
          '- 在冰岛驶离标记道路属于违法行为，罚款很高。高地手机信号时有时无，请在[safetravel.is](https://safetravel.is)登记您的行程计划。',
        ],
      },
    },
  },
  {
    key: 'golden-circle-in-a-day',
    category: 'destinations',
    date: '2025-03-08',
    art: { palette: 'summer', variant: 1 },
    tenants: allTenants,
    text: {
      en: {
        title: 'The Golden Circle in a day',
        slug: 'golden-circle-in-a-day',
        excerpt:
          'Þingvellir, Geysir and Gullfoss make a loop of about 250 km from Reykjavík. With an early start you can see all three and still have time for a hot bath.',
        alt: 'Green valley and blue mountains on a summer day',
        body: [
          '## The three classic stops',
          '- Þingvellir National Park, a UNESCO World Heritage Site where the old parliament met and where you walk between two tectonic plates. Parking is paid.',
          '- The Geysir geothermal area, where Strokkur erupts every few minutes.',
          '- Gullfoss, a two-tier waterfall in the canyon of the Hvítá river, ten minutes beyond Geysir.',
          '## Worth adding',
          'On the way back, stop at the Kerið crater or soak in the Secret Lagoon at Flúðir or in Laugarvatn Fontana. The loop takes about three and a half hours of driving on paved roads, so any car will do. In winter, start at first light and read our guide to [the Ring Road in winter](post:ring-road-in-winter).',
        ],
      },
      is: {
        title: 'Gullni hringurinn á einum degi',
        slug: 'gullni-hringurinn-a-einum-degi',
        excerpt:
          'Þingvellir, Geysir og Gullfoss mynda um 250 km hring frá Reykjavík. Ef lagt er snemma af stað má sjá alla þrjá staðina og eiga samt tíma eftir fyrir heitt bað.',
        alt: 'Grænn dalur og blá fjöll á sumardegi',
        body: [
          '## Þrír sígildir viðkomustaðir',
          '- Þjóðgarðurinn á Þingvöllum, á heimsminjaskrá UNESCO, þar sem Alþingi kom saman til forna og gengið er á milli tveggja jarðfleka. Greiða þarf fyrir bílastæði.',
          '- Háhitasvæðið við Geysi, þar sem Strokkur gýs á nokkurra mínútna fresti.',
          '- Gullfoss, tvískiptur foss í gljúfri Hvítár, um tíu mínútna akstur frá Geysi.',
          '## Gott að bæta við',
          'Á heimleiðinni er tilvalið að skoða Kerið eða fara í Gömlu laugina á Flúðum eða Laugarvatn Fontana. Hringurinn tekur um þrjá og hálfan tíma í akstri á malbiki, svo hvaða bíll sem er dugar. Að vetri skaltu leggja af stað í birtingu og lesa ráðin okkar um [hringveginn að vetri til](post:ring-road-in-winter).',
        ],
      },
      de: {
        title: 'Der Golden Circle an einem Tag',
        slug: 'golden-circle-an-einem-tag',
        excerpt:
          'Þingvellir, Geysir und Gullfoss liegen auf einer rund 250 km langen Runde ab Reykjavík. Wer früh startet, schafft alle drei und hat noch Zeit für ein heißes Bad.',
        alt: 'Grünes Tal und blaue Berge an einem Sommertag',
        body: [
          '## Die drei Klassiker',
          '- Der Nationalpark Þingvellir, UNESCO-Welterbe und Versammlungsort des alten Parlaments, wo Sie zwischen zwei Kontinentalplatten spazieren. Das Parken ist gebührenpflichtig.',
          '- Das Geothermalgebiet Geysir, wo der Strokkur alle paar Minuten ausbricht.',
          '- Der Gullfoss, ein zweistufiger Wasserfall in der Schlucht der Hvítá, zehn Minuten hinter Geysir.',
          '## Lohnende Abstecher',
          'Auf dem Rückweg lohnen sich der Krater Kerið oder ein Bad in der Secret Lagoon in Flúðir oder in der Laugarvatn Fontana. Reine Fahrzeit für die Runde: etwa dreieinhalb Stunden auf Asphalt – dafür reicht jedes Auto. Im Winter starten Sie mit dem ersten Licht; mehr dazu in unserem Beitrag über [die Ringstraße im Winter](post:ring-road-in-winter).',
        ],
      },
      es: {
        title: 'El Círculo Dorado en un día',
        slug: 'circulo-dorado-en-un-dia',
        excerpt:
          'Þingvellir, Geysir y Gullfoss forman un circuito de unos 250 km desde Reikiavik. Si madrugas, puedes ver los tres y aún tener tiempo para un baño termal.',
        alt: 'Valle verde y montañas azules en un día de verano',
        body: [
          '## Las tres paradas clásicas',
          '- El Parque Nacional de Þingvellir, Patrimonio de la Humanidad de la UNESCO, donde se reunía el antiguo parlamento y se camina entre dos placas tectónicas. El aparcamiento es de pago.',
          '- La zona geotérmica de Geysir, donde el Strokkur entra en erupción cada pocos minutos.',
          '- Gullfoss, una cascada de dos saltos en el cañón del río Hvítá, a diez minutos de Geysir.',
          '## Paradas que merecen la pena',
          'A la vuelta, acércate al cráter Kerið o date un baño en la Secret Lagoon de Flúðir o en Laugarvatn Fontana. El circuito supone unas tres horas y media de conducción por carreteras asfaltadas, así que sirve cualquier coche. En invierno, sal con las primeras luces y lee nuestra guía de [la carretera circular en invierno](post:ring-road-in-winter).',
        ],
      },
      fr: {
        title: 'Le Cercle d’or en une journée',
        slug: 'cercle-d-or-en-une-journee',
        excerpt:
          'Þingvellir, Geysir et Gullfoss forment une boucle d’environ 250 km au départ de Reykjavik. En partant tôt, vous verrez les trois sites et aurez encore le temps de vous baigner dans une source chaude.',
        alt: 'Vallée verdoyante et montagnes bleues un jour d’été',
        body: [
          '## Les trois étapes incontournables',
          '- Le parc national de Þingvellir, inscrit au patrimoine mondial de l’UNESCO, où siégeait l’ancien parlement et où l’on marche entre deux plaques tectoniques. Le parking est payant.',
          '- Le site géothermique de Geysir, où le Strokkur jaillit toutes les cinq à dix minutes environ.',
          '- Gullfoss, une cascade à deux paliers dans le canyon de la Hvítá, à dix minutes de Geysir.',
          '## À ajouter si le temps le permet',
          'Au retour, arrêtez-vous au cratère de Kerið ou offrez-vous un bain au Secret Lagoon de Flúðir ou à Laugarvatn Fontana. La boucle représente environ trois heures et demie de route goudronnée : n’importe quelle voiture fait l’affaire. En hiver, partez dès les premières lueurs et lisez notre guide de [la route circulaire en hiver](post:ring-road-in-winter).',
        ],
      },
      pt: {
        title: 'O Círculo Dourado num dia',
        slug: 'circulo-dourado-num-dia',
        excerpt:
          'Þingvellir, Geysir e Gullfoss formam um circuito de cerca de 250 km a partir de Reiquiavique. Saindo cedo, consegue ver os três e ainda ter tempo para um banho quente.',
        alt: 'Vale verde e montanhas azuis num dia de verão',
        body: [
          '## As três paragens clássicas',
          '- O Parque Nacional de Þingvellir, Património Mundial da UNESCO, onde se reunia o antigo parlamento e onde se caminha entre duas placas tectónicas. O estacionamento é pago.',
          '- A zona geotérmica de Geysir, onde o Strokkur entra em erupção a cada poucos minutos.',
          '- Gullfoss, uma cascata de dois patamares no desfiladeiro do rio Hvítá, a dez minutos de Geysir.',
          '## Vale a pena acrescentar',
          'No regresso, pare na cratera Kerið ou tome um banho na Secret Lagoon, em Flúðir, ou na Laugarvatn Fontana. O circuito implica cerca de três horas e meia de condução em estrada asfaltada, por isso qualquer carro serve. No inverno, parta logo ao nascer do dia e leia o nosso guia sobre [a estrada circular no inverno](post:ring-road-in-winter).',
        ],
      },
      zh: {
        title: '一日游黄金圈',
        slug: 'huangjinquan-yiriyou',
        excerpt:
          '辛格维利尔、盖歇尔和黄金瀑布组成一条从雷克雅未克出发、约250公里的环线。早点出发，三个景点都能看到，还有时间泡个温泉。',
        alt: '夏日里的绿色山谷与蓝色群山',
        body: [
          '## 三大经典景点',
          '- 辛格维利尔国家公园：联合国教科文组织世界遗产，古代议会的召开地，可以在两大板块之间漫步。停车需付费。',
          '- 盖歇尔地热区：史托克间歇泉每隔几分钟就会喷发一次。',
          '- 黄金瀑布：位于白河峡谷中的双层瀑布，距盖歇尔仅十分钟车程。',
          '## 值得顺路一游',
          '回程可以去凯瑞斯火山口看看，或者在秘密温泉（Secret Lagoon）、Laugarvatn Fontana泡个温泉。整条环线都是柏油路，纯驾驶时间约三个半小时，任何车型都能胜任。冬季请在天亮时出发，并阅读我们的[冬季环岛公路](post:ring-road-in-winter)指南。',
        ],
      },
    },
  },
  {
    key: 'northern-lights-by-car',
    category: 'travel-tips',
    date: '2025-10-02',
    art: { palette: 'winter', variant: 2 },
    tenants: allTenants,
    text: {
      en: {
        title: 'Chasing the northern lights by car',
        slug: 'northern-lights-by-car',
        excerpt:
          'A car lets you follow the clear sky, which is the secret to seeing the aurora. When to go, how to read the forecast and where to stop safely.',
        alt: 'Green northern lights over snowy mountains at night',
        body: [
          '## When and where',
          'The aurora season runs from about September to April, when the nights are dark enough. Above all you need a clear sky, so check the cloud cover and aurora forecast on [vedur.is](https://en.vedur.is) in the afternoon and drive to where the clouds break. Twenty minutes out of Reykjavík, away from the city lights, is often enough.',
          '## Park safely',
          '- Never stop on the road or the hard shoulder to take photos. Use car parks and pull-outs, and switch off your lights only once you are off the road.',
          '- Roads can be icy at night: drive slowly and keep to the limits even on empty roads. See our guide to [speed limits and cameras](post:speed-limits-and-cameras).',
          '- Bring warm clothes, a charged phone and a tripod, and keep enough fuel in the tank.',
        ],
      },
      is: {
        title: 'Norðurljósaleit á bíl',
        slug: 'nordurljosaleit-a-bil',
        excerpt:
          'Á bíl geturðu elt heiðskíran himin, en hann er lykillinn að því að sjá norðurljós. Hér er farið yfir hvenær best er að fara, hvernig lesa á spána og hvar má stöðva á öruggan hátt.',
        alt: 'Græn norðurljós yfir snævi þöktum fjöllum að nóttu',
        body: [
          '## Hvenær og hvert?',
          'Norðurljósatímabilið stendur frá september fram í apríl, þegar nætur eru nógu dimmar. Mestu skiptir að himinninn sé heiður. Skoðaðu skýjahulu- og norðurljósaspána á [vedur.is](https://www.vedur.is) síðdegis og aktu þangað sem rofar til. Oft dugar að fara tuttugu mínútur út fyrir borgarljósin í Reykjavík.',
          '## Leggðu bílnum á öruggum stað',
          '- Stöðvaðu aldrei á veginum eða vegöxlinni til að taka myndir. Notaðu bílastæði og útskot og slökktu ekki ljósin fyrr en bíllinn er kominn inn á stæðið.',
          '- Vegir geta verið hálir á nóttunni. Aktu rólega og virtu hámarkshraðann þótt engin umferð sé – lestu meira um [hámarkshraða og hraðamyndavélar](post:speed-limits-and-cameras).',
          '- Taktu með þér hlý föt, fullhlaðinn síma og þrífót og hafðu nóg eldsneyti á tankinum.',
        ],
      },
      de: {
        title: 'Mit dem Auto auf Polarlichtjagd',
        slug: 'polarlichter-mit-dem-auto',
        excerpt:
          'Mit dem Auto folgen Sie dem klaren Himmel – und genau das ist das Geheimnis für Polarlichter. Wann es sich lohnt, wie Sie die Vorhersage lesen und wo Sie sicher anhalten.',
        alt: 'Grüne Polarlichter über verschneiten Bergen bei Nacht',
        body: [
          '## Wann und wo',
          'Polarlichtsaison ist etwa von September bis April, wenn die Nächte dunkel genug sind. Entscheidend ist ein wolkenloser Himmel: Prüfen Sie am Nachmittag die Bewölkungs- und Polarlichtvorhersage auf [vedur.is](https://en.vedur.is) und fahren Sie dorthin, wo es aufklart. Oft genügen zwanzig Minuten aus Reykjavík hinaus, weg von den Lichtern der Stadt.',
          '## Sicher parken',
          '- Halten Sie nie auf der Fahrbahn oder dem Seitenstreifen, um zu fotografieren. Nutzen Sie Parkplätze und Haltebuchten und schalten Sie das Licht erst aus, wenn Sie die Straße verlassen haben.',
          '- Nachts kann es glatt sein: Fahren Sie langsam und halten Sie sich auch auf leeren Straßen an die Tempolimits – mehr dazu in unserem Beitrag über [Tempolimits und Blitzer](post:speed-limits-and-cameras).',
          '- Warme Kleidung, ein geladenes Handy und ein Stativ gehören ins Gepäck, genug Kraftstoff in den Tank.',
        ],
      },
      es: {
        title: 'A la caza de auroras boreales en coche',
        slug: 'auroras-boreales-en-coche',
        excerpt:
          'Con coche puedes perseguir el cielo despejado, que es el secreto para ver la aurora. Cuándo ir, cómo leer la previsión y dónde parar con seguridad.',
        alt: 'Auroras boreales verdes sobre montañas nevadas de noche',
        body: [
          '## Cuándo y dónde',
          'La temporada de auroras va aproximadamente de septiembre a abril, cuando las noches son lo bastante oscuras. Lo imprescindible es un cielo despejado: por la tarde, consulta la nubosidad y la previsión de auroras en [vedur.is](https://en.vedur.is) y conduce hacia donde se abran las nubes. A menudo basta con alejarse veinte minutos de las luces de Reikiavik.',
          '## Aparca con seguridad',
          '- Nunca pares en la calzada ni en el arcén para hacer fotos. Usa aparcamientos y apartaderos, y apaga las luces solo cuando estés fuera de la carretera.',
          '- De noche puede haber hielo: conduce despacio y respeta los límites aunque la carretera esté vacía. Más información en nuestra guía de [límites de velocidad y radares](post:speed-limits-and-cameras).',
          '- Lleva ropa de abrigo, el móvil cargado y un trípode, y no apures el depósito.',
        ],
      },
      fr: {
        title: 'Chasser les aurores boréales en voiture',
        slug: 'aurores-boreales-en-voiture',
        excerpt:
          'En voiture, vous pouvez suivre le ciel dégagé, le vrai secret pour voir les aurores. Quand partir, comment lire les prévisions et où s’arrêter en toute sécurité.',
        alt: 'Aurores boréales vertes au-dessus de montagnes enneigées la nuit',
        body: [
          '## Quand et où',
          'La saison des aurores s’étend à peu près de septembre à avril, quand les nuits sont assez sombres. Il faut avant tout un ciel dégagé : consultez l’après-midi la couverture nuageuse et la prévision d’aurores sur [vedur.is](https://en.vedur.is), puis roulez vers les éclaircies. Vingt minutes de route hors de Reykjavik, loin des lumières de la ville, suffisent souvent.',
          '## Se garer en sécurité',
          '- Ne vous arrêtez jamais sur la chaussée ni sur l’accotement pour prendre des photos. Utilisez les parkings et les aires de stationnement, et n’éteignez vos phares qu’une fois hors de la route.',
          '- Les routes peuvent être verglacées la nuit : roulez doucement et respectez les limitations, même sur une route déserte. Voir notre guide sur [les limitations de vitesse et les radars](post:speed-limits-and-cameras).',
          '- Emportez des vêtements chauds, un téléphone chargé et un trépied, et gardez assez de carburant dans le réservoir.',
        ],
      },
      pt: {
        title: 'À caça da aurora boreal de carro',
        slug: 'aurora-boreal-de-carro',
        excerpt:
          'De carro pode seguir o céu limpo, que é o verdadeiro segredo para ver a aurora. Saiba quando ir, como ler a previsão e onde parar em segurança.',
        alt: 'Aurora boreal verde sobre montanhas nevadas à noite',
        body: [
          '## Quando e onde',
          'A época da aurora vai mais ou menos de setembro a abril, quando as noites são suficientemente escuras. O essencial é um céu limpo: à tarde, veja a nebulosidade e a previsão da aurora em [vedur.is](https://en.vedur.is) e conduza para onde as nuvens abrirem. Muitas vezes bastam vinte minutos para fora de Reiquiavique, longe das luzes da cidade.',
          '## Estacione em segurança',
          '- Nunca pare na faixa de rodagem nem na berma para tirar fotografias. Use parques de estacionamento e zonas de paragem, e só apague os faróis depois de sair da estrada.',
          '- À noite pode haver gelo: conduza devagar e respeite os limites mesmo com a estrada vazia. Veja o nosso guia sobre [limites de velocidade e radares](post:speed-limits-and-cameras).',
          '- Leve roupa quente, o telemóvel carregado e um tripé, e mantenha combustível suficiente no depósito.',
        ],
      },
      zh: {
        title: '自驾追极光',
        slug: 'zijia-zhui-jiguang',
        excerpt: '自驾可以追着晴朗的天空走，这正是看到极光的关键。本文介绍最佳季节、如何看预报，以及在哪里安全停车。',
        alt: '夜晚雪山上空的绿色极光',
        body: [
          '## 何时去、去哪里',
          '极光季大约从9月持续到次年4月，这段时间夜晚足够黑。最重要的是晴朗无云：下午在[vedur.is](https://en.vedur.is)查看云量和极光预报，然后开往云层散开的地方。通常从雷克雅未克开出二十分钟、远离城市灯光就够了。',
          '## 安全停车',
          '- 切勿为了拍照停在行车道或路肩上。请使用停车场和路边停车区，驶离道路后再关闭车灯。',
          '- 夜间路面可能结冰：即使路上没有车，也要慢行并遵守限速。详见我们的[限速与测速摄像头](post:speed-limits-and-cameras)指南。',
          '- 带上保暖衣物、充满电的手机和三脚架，油箱里也要留足燃油。',
        ],
      },
    },
  },
  {
    key: 'petrol-stations-and-ev-charging',
    category: 'travel-tips',
    date: '2025-06-17',
    art: { palette: 'dusk', variant: 0 },
    tenants: allTenants,
    text: {
      en: {
        title: 'Petrol stations and EV charging in Iceland',
        slug: 'petrol-stations-and-ev-charging',
        excerpt:
          'Filling up in Iceland is easy once you know that most pumps are self-service and ask for a PIN. How to pay, where stations are sparse and how to charge an electric car.',
        alt: 'Mountains at dusk under an orange sky',
        body: [
          '## Paying at the pump',
          'Stations of N1, Olís, Orkan and Atlantsolía line the Ring Road, and most pumps are self-service and open around the clock. You pay at the pump with a card and a four-digit PIN; if your card has no PIN, buy a prepaid fuel card in the station shop during opening hours. Petrol is labelled “bensín” and diesel “dísel”.',
          '## Fill up early',
          'In the east, the north-east and the Westfjords stations can be far apart, and in the highlands there are almost none. Fill up whenever the tank is half empty.',
          '## Charging an electric car',
          'Fast chargers from ON, Ísorka, Tesla and other operators cover the whole Ring Road, and most work with an app or a charging key. Plan your stops with a margin: cold weather and strong headwinds reduce the range noticeably.',
        ],
      },
      is: {
        title: 'Eldsneyti og hleðsla rafbíla á ferðalaginu',
        slug: 'eldsneyti-og-hledsla-rafbila',
        excerpt:
          'Það er einfalt að taka eldsneyti á Íslandi þegar maður veit að flestar dælur eru sjálfsafgreiðsludælur sem biðja um PIN-númer. Hér er farið yfir greiðslur, langar vegalengdir milli stöðva og hleðslu rafbíla.',
        alt: 'Fjöll í ljósaskiptunum undir appelsínugulum himni',
        body: [
          '## Greitt við dæluna',
          'Stöðvar N1, Olís, Orkunnar og Atlantsolíu eru meðfram hringveginum og flestar dælur eru sjálfsafgreiðsludælur sem eru opnar allan sólarhringinn. Greitt er með korti og fjögurra stafa PIN-númeri. Ef kortið þitt er án PIN-númers geturðu keypt fyrirframgreitt eldsneytiskort í versluninni á opnunartíma.',
          '## Taktu eldsneyti í tíma',
          'Á Austurlandi, Norðausturlandi og Vestfjörðum getur verið langt á milli stöðva og á hálendinu eru nánast engar. Fylltu á þegar tankurinn er hálftómur.',
          '## Hleðsla rafbíla',
          'Hraðhleðslustöðvar ON, Ísorku, Tesla og fleiri aðila eru meðfram öllum hringveginum og flestar virka með appi eða hleðslulykli. Gerðu ráð fyrir svigrúmi: kuldi og mótvindur draga verulega úr drægninni.',
        ],
      },
      de: {
        title: 'Tanken und E-Auto laden in Island',
        slug: 'tanken-und-laden-in-island',
        excerpt:
          'Tanken in Island ist einfach, wenn man weiß: Die meisten Zapfsäulen sind Automaten und verlangen eine PIN. So bezahlen Sie, hier wird es knapp mit Tankstellen, und so laden Sie ein Elektroauto.',
        alt: 'Berge in der Abenddämmerung unter orangefarbenem Himmel',
        body: [
          '## Bezahlen an der Säule',
          'Tankstellen von N1, Olís, Orkan und Atlantsolía säumen die Ringstraße, und die meisten Säulen sind rund um die Uhr per Selbstbedienung nutzbar. Bezahlt wird direkt an der Säule mit Karte und vierstelliger PIN. Hat Ihre Karte keine PIN, kaufen Sie während der Öffnungszeiten im Tankstellenshop eine Prepaid-Tankkarte. Benzin heißt „bensín“, Diesel „dísel“.',
          '## Rechtzeitig tanken',
          'Im Osten, im Nordosten und in den Westfjorden liegen Tankstellen teils weit auseinander, im Hochland gibt es praktisch keine. Tanken Sie, sobald der Tank halb leer ist.',
          '## Elektroauto laden',
          'Schnellladesäulen von ON, Ísorka, Tesla und anderen gibt es entlang der ganzen Ringstraße; die meisten funktionieren per App oder Ladekarte. Planen Sie Reserven ein: Kälte und Gegenwind verringern die Reichweite spürbar.',
        ],
      },
      es: {
        title: 'Gasolineras y recarga de coches eléctricos en Islandia',
        slug: 'gasolineras-y-recarga-electrica',
        excerpt:
          'Repostar en Islandia es fácil si sabes que casi todos los surtidores son de autoservicio y piden un PIN. Cómo pagar, dónde escasean las gasolineras y cómo cargar un coche eléctrico.',
        alt: 'Montañas al atardecer bajo un cielo anaranjado',
        body: [
          '## Pagar en el surtidor',
          'Las gasolineras de N1, Olís, Orkan y Atlantsolía jalonan la carretera circular, y la mayoría de los surtidores son de autoservicio y funcionan las 24 horas. Se paga en el propio surtidor con tarjeta y un PIN de cuatro cifras; si tu tarjeta no tiene PIN, compra una tarjeta prepago en la tienda de la gasolinera en horario de apertura. La gasolina aparece como «bensín» y el diésel como «dísel».',
          '## Reposta con tiempo',
          'En el este, el nordeste y los fiordos del Oeste las gasolineras pueden estar muy separadas, y en las Tierras Altas casi no hay. Llena el depósito cuando esté a la mitad.',
          '## Cargar un coche eléctrico',
          'Los cargadores rápidos de ON, Ísorka, Tesla y otros operadores cubren toda la carretera circular, y la mayoría funcionan con una app o una tarjeta de recarga. Planifica con margen: el frío y el viento en contra reducen bastante la autonomía.',
        ],
      },
      fr: {
        title: 'Stations-service et recharge électrique en Islande',
        slug: 'stations-service-et-recharge',
        excerpt:
          'Faire le plein en Islande est simple, à condition de savoir que la plupart des pompes sont en libre-service et demandent un code PIN. Comment payer, où les stations se font rares et comment recharger une voiture électrique.',
        alt: 'Montagnes au crépuscule sous un ciel orangé',
        body: [
          '## Payer à la pompe',
          'Les stations N1, Olís, Orkan et Atlantsolía jalonnent la route circulaire, et la plupart des pompes sont en libre-service 24 h/24. On paie directement à la pompe par carte avec un code à quatre chiffres ; si votre carte n’a pas de code PIN, achetez une carte carburant prépayée à la boutique de la station pendant les heures d’ouverture. L’essence s’appelle « bensín », le gazole « dísel ».',
          '## Faites le plein tôt',
          'Dans l’Est, le Nord-Est et les fjords de l’Ouest, les stations peuvent être très espacées, et il n’y en a presque aucune dans les Hautes Terres. Faites le plein dès que le réservoir est à moitié vide.',
          '## Recharger une voiture électrique',
          'Les bornes rapides d’ON, d’Ísorka, de Tesla et d’autres opérateurs couvrent toute la route circulaire ; la plupart fonctionnent avec une application ou un badge. Prévoyez de la marge : le froid et le vent de face réduisent nettement l’autonomie.',
        ],
      },
      pt: {
        title: 'Postos de combustível e carregamento elétrico na Islândia',
        slug: 'combustivel-e-carregamento-eletrico',
        excerpt:
          'Abastecer na Islândia é simples quando se sabe que a maioria das bombas é self-service e pede um PIN. Saiba como pagar, onde os postos escasseiam e como carregar um carro elétrico.',
        alt: 'Montanhas ao entardecer sob um céu alaranjado',
        body: [
          '## Pagar na bomba',
          'Os postos da N1, Olís, Orkan e Atlantsolía acompanham a estrada circular, e quase todas as bombas funcionam em self-service 24 horas por dia. Paga-se na própria bomba com cartão e um PIN de quatro dígitos; se o seu cartão não tiver PIN, compre um cartão pré-pago na loja do posto durante o horário de abertura. A gasolina chama-se «bensín» e o gasóleo «dísel».',
          '## Abasteça cedo',
          'No leste, no nordeste e nos fiordes do oeste os postos podem ficar muito afastados, e no interior quase não existem. Encha o depósito quando estiver a meio.',
          '## Carregar um carro elétrico',
          'Os carregadores rápidos da ON, Ísorka, Tesla e outros operadores cobrem toda a estrada circular, e a maioria funciona com uma aplicação ou um cartão de carregamento. Planeie com margem: o frio e o vento de frente reduzem bastante a autonomia.',
        ],
      },
      zh: {
        title: '冰岛加油与电动车充电指南',
        slug: 'jiayou-yu-chongdian',
        excerpt:
          '在冰岛加油并不难，只要知道大多数加油机是自助式、需要输入PIN码。本文介绍如何付款、哪些地区加油站稀少，以及电动车如何充电。',
        alt: '橙色暮色下的群山',
        body: [
          '## 在加油机前付款',
          '环岛公路沿线有N1、Olís、Orkan和Atlantsolía等加油站，大多数加油机为24小时自助服务。直接在加油机上刷卡并输入四位数PIN码付款；如果您的银行卡没有PIN码，可以在加油站商店营业时间内购买预付油卡。汽油标为“bensín”，柴油标为“dísel”。',
          '## 提前加满油',
          '在东部、东北部和西峡湾，加油站之间可能相距很远，高地则几乎没有加油站。油箱剩一半时就应加油。',
          '## 电动车充电',
          'ON、Ísorka、特斯拉等运营商的快充站覆盖整条环岛公路，大多数可通过手机应用或充电卡使用。规划行程时请留出余量：低温和逆风会明显缩短续航里程。',
        ],
      },
    },
  },
  {
    key: 'gravel-roads-and-wind',
    category: 'driving-in-iceland',
    date: '2025-08-05',
    art: { palette: 'highlands', variant: 3 },
    tenants: allTenants,
    text: {
      en: {
        title: 'Gravel roads and strong wind: protect your doors',
        slug: 'gravel-roads-and-wind',
        excerpt:
          'Loose gravel and sudden gusts cause more damage to rental cars in Iceland than anything else. A few simple habits keep you, and your car doors, safe.',
        alt: 'Windswept brown hills under a pale sky',
        body: [
          '## On gravel',
          'The speed limit on gravel roads is 80 km/h, but conditions often call for less. Slow down where the asphalt ends – the sign reads “Malbik endar” – and before blind crests (“Blindhæð”). Keep to the middle on narrow roads, move right when you meet a car and slow down to avoid stone chips. At single-lane bridges (“Einbreið brú”), whoever reaches the bridge first has right of way.',
          '## In the wind',
          '- Open the doors with both hands and park facing into the wind. A gust can tear a door open and bend it in a second, and that damage is often excluded from the collision damage waiver (CDW).',
          '- Check the wind forecast on [vedur.is](https://en.vedur.is) and the warnings on [safetravel.is](https://safetravel.is). Gusts of 20 m/s and more are dangerous, especially for high vehicles such as campervans.',
          '- If the wind picks up while you drive, slow down, hold the wheel with both hands and wait in a sheltered place if you need to.',
        ],
      },
      is: {
        title: 'Malarvegir og hvassviðri: gættu að hurðunum',
        slug: 'malarvegir-og-hvassvidri',
        excerpt:
          'Laus möl og snarpar vindhviður valda meira tjóni á bílaleigubílum en flest annað. Nokkrar einfaldar venjur vernda bæði þig og hurðirnar á bílnum.',
        alt: 'Vindbarðar brúnar hæðir undir ljósum himni',
        body: [
          '## Á malarvegum',
          'Hámarkshraði á malarvegum er 80 km/klst. en oft er skynsamlegt að aka hægar. Hægðu á þér þar sem malbikið endar – skiltið segir „Malbik endar“ – og við blindhæðir. Haltu þig á miðjum veginum á mjóum vegum, víktu til hægri þegar þú mætir bíl og dragðu úr hraða til að forðast grjótkast. Við einbreiðar brýr á sá réttinn sem fyrr kemur að brúnni.',
          '## Í hvassviðri',
          '- Opnaðu hurðir með báðum höndum og leggðu bílnum þannig að hann snúi upp í vindinn. Vindhviða getur rifið hurð upp og beyglað hana á augabragði og slíkt tjón er oft undanskilið í kaskótryggingunni.',
          '- Fylgstu með vindaspánni á [vedur.is](https://www.vedur.is) og viðvörunum á [safetravel.is](https://safetravel.is). Hviður upp á 20 m/s og meira eru hættulegar, einkum fyrir háa bíla eins og húsbíla.',
          '- Ef hvessir á meðan þú ekur skaltu hægja á þér, halda báðum höndum um stýrið og bíða í skjóli ef þörf krefur.',
        ],
      },
      de: {
        title: 'Schotterstraßen und Sturm: Vorsicht mit den Türen',
        slug: 'schotterstrassen-und-sturm',
        excerpt:
          'Loser Schotter und plötzliche Böen verursachen in Island mehr Mietwagenschäden als alles andere. Mit ein paar einfachen Gewohnheiten bleiben Sie – und die Autotüren – heil.',
        alt: 'Windgepeitschte braune Hügel unter hellem Himmel',
        body: [
          '## Auf Schotter',
          'Auf Schotterstraßen gilt Tempo 80, oft ist aber weniger angebracht. Bremsen Sie ab, wo der Asphalt endet – das Schild sagt „Malbik endar“ – und vor unübersichtlichen Kuppen („Blindhæð“). Fahren Sie auf schmalen Pisten in der Mitte, weichen Sie bei Gegenverkehr nach rechts aus und werden Sie langsamer, um Steinschlag zu vermeiden. An einspurigen Brücken („Einbreið brú“) hat Vorrang, wer zuerst an der Brücke ist.',
          '## Bei Sturm',
          '- Öffnen Sie die Türen mit beiden Händen und parken Sie mit der Front in den Wind. Eine Böe kann eine Tür in Sekunden aufreißen und verbiegen, und dieser Schaden ist von der Haftungsreduzierung (CDW) oft ausgenommen.',
          '- Prüfen Sie die Windvorhersage auf [vedur.is](https://en.vedur.is) und die Warnungen auf [safetravel.is](https://safetravel.is). Böen ab 20 m/s sind gefährlich, besonders für hohe Fahrzeuge wie Camper.',
          '- Frischt der Wind während der Fahrt auf, fahren Sie langsamer, halten Sie das Lenkrad mit beiden Händen und warten Sie notfalls an einem geschützten Ort.',
        ],
      },
      es: {
        title: 'Caminos de grava y viento fuerte: cuidado con las puertas',
        slug: 'caminos-de-grava-y-viento',
        excerpt:
          'La grava suelta y las rachas repentinas causan más daños en los coches de alquiler en Islandia que cualquier otra cosa. Unos cuantos hábitos sencillos te protegen a ti y a las puertas del coche.',
        alt: 'Colinas pardas azotadas por el viento bajo un cielo claro',
        body: [
          '## Sobre grava',
          'En los caminos de grava el límite es de 80 km/h, aunque a menudo conviene ir más despacio. Frena donde termina el asfalto (la señal dice «Malbik endar») y antes de los cambios de rasante sin visibilidad («Blindhæð»). En caminos estrechos circula por el centro, apártate a la derecha al cruzarte con otro coche y reduce la velocidad para evitar impactos de piedras. En los puentes de un solo carril («Einbreið brú») tiene preferencia quien llega primero.',
          '## Con viento',
          '- Abre las puertas con las dos manos y aparca de cara al viento. Una ráfaga puede abrir de golpe una puerta y doblarla en un segundo, y ese daño suele quedar excluido de la cobertura de daños por colisión (CDW).',
          '- Consulta la previsión de viento en [vedur.is](https://en.vedur.is) y los avisos de [safetravel.is](https://safetravel.is). Las rachas de 20 m/s o más son peligrosas, sobre todo para vehículos altos como las campers.',
          '- Si el viento arrecia mientras conduces, reduce la velocidad, sujeta el volante con las dos manos y, si hace falta, espera en un lugar resguardado.',
        ],
      },
      fr: {
        title: 'Pistes et vent fort : attention aux portières',
        slug: 'pistes-et-vent-fort',
        excerpt:
          'Le gravier et les rafales soudaines causent plus de dégâts aux voitures de location en Islande que tout le reste. Quelques réflexes simples protègent les passagers comme les portières.',
        alt: 'Collines brunes balayées par le vent sous un ciel pâle',
        body: [
          '## Sur le gravier',
          'Sur les routes en gravier, la vitesse est limitée à 80 km/h, mais il faut souvent rouler moins vite. Ralentissez là où l’asphalte s’arrête (panneau « Malbik endar ») et avant les sommets de côte sans visibilité (« Blindhæð »). Sur les routes étroites, roulez au milieu, serrez à droite quand vous croisez un véhicule et ralentissez pour éviter les projections de cailloux. Sur les ponts à voie unique (« Einbreið brú »), la priorité revient à celui qui arrive le premier.',
          '## Par grand vent',
          '- Ouvrez les portières à deux mains et garez-vous face au vent. Une rafale peut arracher une portière en une seconde, et ce dommage est souvent exclu de la garantie CDW (rachat partiel de franchise).',
          '- Consultez les prévisions de vent sur [vedur.is](https://en.vedur.is) et les alertes de [safetravel.is](https://safetravel.is). Les rafales de 20 m/s et plus sont dangereuses, surtout pour les véhicules hauts comme les vans aménagés.',
          '- Si le vent forcit pendant que vous roulez, ralentissez, tenez le volant à deux mains et attendez à l’abri si nécessaire.',
        ],
      },
      pt: {
        title: 'Estradas de gravilha e vento forte: cuidado com as portas',
        slug: 'gravilha-e-vento-forte',
        excerpt:
          'A gravilha solta e as rajadas súbitas causam mais danos nos carros de aluguer na Islândia do que qualquer outra coisa. Alguns hábitos simples protegem-no a si e às portas do carro.',
        alt: 'Colinas castanhas varridas pelo vento sob um céu claro',
        body: [
          '## Na gravilha',
          'Nas estradas de gravilha o limite é de 80 km/h, mas muitas vezes convém ir mais devagar. Abrande onde acaba o asfalto (o sinal diz «Malbik endar») e antes das lombas sem visibilidade («Blindhæð»). Em estradas estreitas circule ao centro, encoste à direita quando se cruzar com outro carro e abrande para evitar projeções de pedras. Nas pontes de uma só via («Einbreið brú») tem prioridade quem chega primeiro.',
          '## Com vento',
          '- Abra as portas com as duas mãos e estacione de frente para o vento. Uma rajada pode escancarar e dobrar uma porta num segundo, e esse dano fica muitas vezes excluído da cobertura de danos por colisão (CDW).',
          '- Consulte a previsão do vento em [vedur.is](https://en.vedur.is) e os avisos em [safetravel.is](https://safetravel.is). Rajadas de 20 m/s ou mais são perigosas, sobretudo para veículos altos como as autocaravanas.',
          '- Se o vento aumentar durante a viagem, abrande, segure o volante com as duas mãos e, se for preciso, espere num local abrigado.',
        ],
      },
      zh: {
        title: '碎石路与大风：保护好车门',
        slug: 'suishilu-yu-dafeng',
        excerpt: '在冰岛，松散的碎石和突如其来的阵风造成的租车损坏最多。养成几个简单的习惯，就能保护好自己和车门。',
        alt: '淡色天空下被风吹拂的褐色山丘',
        body: [
          '## 碎石路上',
          '碎石路限速80公里/小时，但很多时候应该开得更慢。在柏油路面结束处（路牌写着“Malbik endar”）和视线受阻的坡顶（“Blindhæð”）前要减速。在窄路上靠中间行驶，会车时向右避让，并减速以免飞石损伤车辆。通过单车道桥（“Einbreið brú”）时，先到桥头的车辆优先通行。',
          '## 大风天气',
          '- 用双手开车门，停车时让车头朝向来风方向。一阵强风就能在瞬间把车门吹开甚至吹变形，而这类损坏往往不在碰撞损失险（CDW）的保障范围内。',
          '- 在[vedur.is](https://en.vedur.is)查看风力预报，并关注[safetravel.is](https://safetravel.is)的预警。阵风达到每秒20米及以上时非常危险，露营车等高车身车辆尤甚。',
          '- 行驶途中如果风力增强，请减速，双手握紧方向盘，必要时到避风处等待。',
        ],
      },
    },
  },
  {
    key: 'snaefellsnes-peninsula',
    category: 'destinations',
    date: '2026-04-21',
    art: { palette: 'dusk', variant: 2 },
    tenants: allTenants,
    text: {
      en: {
        title: 'Snæfellsnes: Iceland in miniature',
        slug: 'snaefellsnes-peninsula',
        excerpt:
          'About two hours from Reykjavík, the Snæfellsnes peninsula packs a glacier, black beaches, lava fields and the famous Kirkjufell mountain into one loop.',
        alt: 'Mountain silhouettes at dusk above the coast',
        body: [
          '## A day around the peninsula',
          'After Borgarnes, take Route 54 west; at the tip of the peninsula Route 574 leads round the glacier. Most of the road is paved and the loop is easily done as a day trip from Reykjavík – better still, spend a night in Stykkishólmur or Grundarfjörður. Only have one day? Compare it with [the Golden Circle](post:golden-circle-in-a-day).',
          '- Búðir and its black wooden church on the edge of a lava field.',
          '- Arnarstapi and Hellnar, linked by a coastal path along basalt cliffs.',
          '- Djúpalónssandur beach and Snæfellsjökull National Park at the tip of the peninsula.',
          '- Kirkjufell and its waterfall near Grundarfjörður, the most photographed mountain in Iceland.',
        ],
      },
      is: {
        title: 'Snæfellsnes: Ísland í hnotskurn',
        slug: 'snaefellsnes',
        excerpt:
          'Í um tveggja tíma akstursfjarlægð frá Reykjavík býður Snæfellsnes upp á jökul, svartar strendur, hraunbreiður og Kirkjufell á einum hring.',
        alt: 'Fjallaskuggar yfir ströndinni í ljósaskiptunum',
        body: [
          '## Dagsferð um nesið',
          'Ekið er um Borgarnes og þaðan vestur Snæfellsnesveg (54) og Útnesveg (574) fyrir Jökul. Vegurinn er að mestu malbikaður og auðvelt er að fara hringinn á einum degi frá Reykjavík – enn betra er þó að gista í Stykkishólmi eða Grundarfirði. Ef þú hefur bara einn dag til umráða má líka bera nesið saman við [Gullna hringinn](post:golden-circle-in-a-day).',
          '- Búðir og svarta timburkirkjan á jaðri hraunsins.',
          '- Arnarstapi og Hellnar, sem tengjast með strandstíg meðfram stuðlabergi.',
          '- Djúpalónssandur og Þjóðgarðurinn Snæfellsjökull yst á nesinu.',
          '- Kirkjufell og Kirkjufellsfoss við Grundarfjörð, mest myndaða fjall landsins.',
        ],
      },
      de: {
        title: 'Snæfellsnes: Island im Kleinformat',
        slug: 'halbinsel-snaefellsnes',
        excerpt:
          'Rund zwei Stunden von Reykjavík entfernt vereint die Halbinsel Snæfellsnes Gletscher, schwarze Strände, Lavafelder und den berühmten Kirkjufell auf einer Runde.',
        alt: 'Bergsilhouetten in der Abenddämmerung über der Küste',
        body: [
          '## Ein Tag rund um die Halbinsel',
          'Hinter Borgarnes geht es auf die Straße 54 nach Westen, an der Spitze der Halbinsel führt die 574 um den Gletscher herum. Die Strecke ist größtenteils asphaltiert und als Tagesausflug ab Reykjavík gut machbar – noch schöner ist eine Nacht in Stykkishólmur oder Grundarfjörður. Nur ein Tag Zeit? Vergleichen Sie mit dem [Golden Circle](post:golden-circle-in-a-day).',
          '- Búðir mit seiner schwarzen Holzkirche am Rand eines Lavafelds.',
          '- Arnarstapi und Hellnar, verbunden durch einen Küstenweg entlang von Basaltklippen.',
          '- Der Strand Djúpalónssandur und der Nationalpark Snæfellsjökull an der Spitze der Halbinsel.',
          '- Der Kirkjufell mit seinem Wasserfall bei Grundarfjörður, der meistfotografierte Berg Islands.',
        ],
      },
      es: {
        title: 'Snæfellsnes: Islandia en miniatura',
        slug: 'peninsula-de-snaefellsnes',
        excerpt:
          'A unas dos horas de Reikiavik, la península de Snæfellsnes reúne en un solo circuito un glaciar, playas negras, campos de lava y la famosa montaña Kirkjufell.',
        alt: 'Siluetas de montañas sobre la costa al atardecer',
        body: [
          '## Un día alrededor de la península',
          'Pasado Borgarnes se toma la carretera 54 hacia el oeste, y en el extremo de la península la 574 rodea el glaciar. Casi todo el trayecto está asfaltado y se hace sin problema en un día desde Reikiavik, aunque lo ideal es dormir en Stykkishólmur o Grundarfjörður. ¿Solo tienes un día? Compáralo con [el Círculo Dorado](post:golden-circle-in-a-day).',
          '- Búðir y su iglesia de madera negra al borde de un campo de lava.',
          '- Arnarstapi y Hellnar, unidos por un sendero costero entre acantilados de basalto.',
          '- La playa de Djúpalónssandur y el Parque Nacional Snæfellsjökull, en la punta de la península.',
          '- Kirkjufell y su cascada, junto a Grundarfjörður: la montaña más fotografiada de Islandia.',
        ],
      },
      fr: {
        title: 'Snæfellsnes, l’Islande en miniature',
        slug: 'peninsule-de-snaefellsnes',
        excerpt:
          'À deux heures environ de Reykjavik, la péninsule de Snæfellsnes réunit sur une seule boucle un glacier, des plages noires, des champs de lave et le célèbre Kirkjufell.',
        alt: 'Silhouettes de montagnes au crépuscule au-dessus de la côte',
        body: [
          '## Une journée autour de la péninsule',
          'Après Borgarnes, prenez la route 54 vers l’ouest ; à la pointe de la péninsule, la 574 contourne le glacier. La route est presque entièrement goudronnée et la boucle se fait facilement dans la journée depuis Reykjavik, mais une nuit à Stykkishólmur ou à Grundarfjörður, c’est encore mieux. Vous n’avez qu’une journée ? Comparez avec [le Cercle d’or](post:golden-circle-in-a-day).',
          '- Búðir et son église de bois noir au bord d’un champ de lave.',
          '- Arnarstapi et Hellnar, reliés par un sentier côtier qui longe des falaises de basalte.',
          '- La plage de Djúpalónssandur et le parc national du Snæfellsjökull, à l’extrémité de la péninsule.',
          '- Le Kirkjufell et sa cascade près de Grundarfjörður, la montagne la plus photographiée d’Islande.',
        ],
      },
      pt: {
        title: 'Snæfellsnes: a Islândia em miniatura',
        slug: 'peninsula-de-snaefellsnes',
        excerpt:
          'A cerca de duas horas de Reiquiavique, a península de Snæfellsnes junta num só circuito um glaciar, praias negras, campos de lava e a famosa montanha Kirkjufell.',
        alt: 'Silhuetas de montanhas ao entardecer sobre a costa',
        body: [
          '## Um dia à volta da península',
          'Depois de Borgarnes siga pela estrada 54 para oeste; na ponta da península, a 574 contorna o glaciar. Quase todo o percurso é asfaltado e faz-se bem num dia a partir de Reiquiavique, mas o ideal é passar uma noite em Stykkishólmur ou Grundarfjörður. Só tem um dia? Compare com [o Círculo Dourado](post:golden-circle-in-a-day).',
          '- Búðir e a sua igreja de madeira negra à beira de um campo de lava.',
          '- Arnarstapi e Hellnar, ligados por um trilho costeiro junto a falésias de basalto.',
          '- A praia de Djúpalónssandur e o Parque Nacional de Snæfellsjökull, na ponta da península.',
          '- Kirkjufell e a sua cascata, perto de Grundarfjörður: a montanha mais fotografada da Islândia.',
        ],
      },
      zh: {
        title: '斯奈山半岛：浓缩版冰岛',
        slug: 'sinaishan-bandao',
        excerpt: '斯奈山半岛距雷克雅未克约两小时车程，一条环线就能看到冰川、黑沙滩、熔岩原和著名的教会山。',
        alt: '黄昏时分海岸上方的山峦剪影',
        body: [
          '## 半岛一日环游',
          '过了博尔加内斯后沿54号公路向西行驶，在半岛尖端沿574号公路绕冰川而行。路面大多铺有柏油，从雷克雅未克出发一天即可走完，不过最好在斯蒂基斯霍尔米尔或格伦达菲尔泽住一晚。如果只有一天时间，也可以和[黄金圈](post:golden-circle-in-a-day)比较一下再做选择。',
          '- 布迪尔（Búðir）：熔岩原边缘的黑色木教堂。',
          '- 阿尔纳斯塔皮（Arnarstapi）与赫尔纳尔（Hellnar）：一条海岸步道沿玄武岩峭壁将两地相连。',
          '- 半岛尽头的杜帕隆桑杜尔黑沙滩（Djúpalónssandur）与斯奈山冰川国家公园。',
          '- 格伦达菲尔泽附近的教会山及其瀑布，冰岛上镜率最高的山。',
        ],
      },
    },
  },
  {
    key: 'westfjords-road-trip',
    category: 'destinations',
    date: '2026-06-09',
    art: { palette: 'summer', variant: 3 },
    tenants: allTenants,
    text: {
      en: {
        title: 'A road trip through the Westfjords',
        slug: 'westfjords-road-trip',
        excerpt:
          'Steep fjords, quiet roads and Dynjandi, the most beautiful waterfall in the north-west: the Westfjords reward travellers who take their time.',
        alt: 'Steep blue mountains above a green valley in summer',
        body: [
          '## When to go and for how long',
          'The Westfjords are at their best from June to September, when all roads are open and the bird cliffs are full of life. Allow at least four or five days. Ísafjörður is about 450 km from Reykjavík, and the Baldur ferry between Stykkishólmur and Brjánslækur saves you a long drive. Expect long stretches of gravel, so read our tips on [gravel roads and strong wind](post:gravel-roads-and-wind) first.',
          '## Highlights',
          '- Dynjandi, a broad waterfall that tumbles down the mountainside in tiers.',
          '- The Látrabjarg bird cliffs by Bjargtangar, Iceland’s westernmost point, where puffins nest in summer, and the reddish sand of Rauðisandur nearby.',
          '- Ísafjörður, the region’s lively little capital, with cafés, a harbour and boat trips to Hornstrandir.',
        ],
      },
      is: {
        title: 'Hringferð um Vestfirði',
        slug: 'hringferd-um-vestfirdi',
        excerpt:
          'Brattir firðir, fáfarnir vegir og Dynjandi, fegursti foss Vestfjarða: Vestfirðir launa þeim ríkulega sem gefa sér góðan tíma.',
        alt: 'Brött blá fjöll yfir grænum dal að sumarlagi',
        body: [
          '## Hvenær og hve lengi?',
          'Vestfirðir skarta sínu fegursta frá júní fram í september, þegar allir vegir eru opnir og fuglabjörgin iða af lífi. Gefðu þér að minnsta kosti fjóra til fimm daga. Til Ísafjarðar eru um 450 km frá Reykjavík og Breiðafjarðarferjan Baldur milli Stykkishólms og Brjánslækjar sparar langan akstur. Víða er ekið á möl, svo lestu fyrst ráðin okkar um [malarvegi og hvassviðri](post:gravel-roads-and-wind).',
          '## Það sem ekki má missa af',
          '- Dynjandi, breiður foss sem fellur í mörgum þrepum niður fjallshlíðina.',
          '- Látrabjarg við Bjargtanga, vestasta odda landsins, þar sem lundinn verpir á sumrin, og rauðleitur sandurinn á Rauðasandi skammt frá.',
          '- Ísafjörður, líflegur höfuðstaður Vestfjarða með kaffihúsum, höfn og bátsferðum norður á Hornstrandir.',
        ],
      },
      de: {
        title: 'Roadtrip durch die Westfjorde',
        slug: 'roadtrip-westfjorde',
        excerpt:
          'Steile Fjorde, ruhige Straßen und der Dynjandi, der schönste Wasserfall im Nordwesten: Die Westfjorde belohnen alle, die sich Zeit nehmen.',
        alt: 'Steile blaue Berge über einem grünen Tal im Sommer',
        body: [
          '## Reisezeit und Dauer',
          'Am schönsten sind die Westfjorde von Juni bis September, wenn alle Straßen offen sind und an den Vogelfelsen Hochbetrieb herrscht. Planen Sie mindestens vier bis fünf Tage ein. Nach Ísafjörður sind es rund 450 km ab Reykjavík; die Fähre Baldur zwischen Stykkishólmur und Brjánslækur erspart Ihnen eine lange Fahrt. Viele Abschnitte sind Schotter – lesen Sie vorher unsere Tipps zu [Schotterstraßen und Sturm](post:gravel-roads-and-wind).',
          '## Höhepunkte',
          '- Der Dynjandi, ein breiter Wasserfall, der in Stufen den Hang hinabstürzt.',
          '- Der Vogelfelsen Látrabjarg bei Bjargtangar, dem westlichsten Punkt Islands, wo im Sommer Papageitaucher brüten, und ganz in der Nähe der rötliche Strand von Rauðisandur.',
          '- Ísafjörður, das lebendige kleine Zentrum der Region mit Cafés, Hafen und Bootsausflügen nach Hornstrandir.',
        ],
      },
      es: {
        title: 'Ruta por los fiordos del Oeste',
        slug: 'ruta-por-los-fiordos-del-oeste',
        excerpt:
          'Fiordos escarpados, carreteras tranquilas y Dynjandi, la cascada más bonita del noroeste: los fiordos del Oeste premian a quien viaja sin prisa.',
        alt: 'Montañas azules y escarpadas sobre un valle verde en verano',
        body: [
          '## Cuándo ir y cuántos días',
          'Los fiordos del Oeste lucen en todo su esplendor de junio a septiembre, cuando todas las carreteras están abiertas y los acantilados rebosan de aves. Calcula al menos cuatro o cinco días. Ísafjörður está a unos 450 km de Reikiavik, y el ferri Baldur entre Stykkishólmur y Brjánslækur te ahorra muchos kilómetros. Hay largos tramos de grava: lee antes nuestros consejos sobre [caminos de grava y viento fuerte](post:gravel-roads-and-wind).',
          '## Imprescindibles',
          '- Dynjandi, una ancha cascada que cae en escalones por la ladera.',
          '- Los acantilados de Látrabjarg, junto a Bjargtangar, el punto más occidental de Islandia, donde anidan los frailecillos en verano, y muy cerca la arena rojiza de Rauðisandur.',
          '- Ísafjörður, la animada capital de la región, con cafés, puerto y excursiones en barco a Hornstrandir.',
        ],
      },
      fr: {
        title: 'Road trip dans les fjords de l’Ouest',
        slug: 'road-trip-fjords-de-l-ouest',
        excerpt:
          'Fjords abrupts, routes tranquilles et Dynjandi, la plus belle cascade du nord-ouest : les fjords de l’Ouest récompensent ceux qui prennent leur temps.',
        alt: 'Montagnes bleues escarpées au-dessus d’une vallée verte en été',
        body: [
          '## Quand partir et combien de temps',
          'Les fjords de l’Ouest sont à leur meilleur de juin à septembre, quand toutes les routes sont ouvertes et que les falaises grouillent d’oiseaux. Comptez au moins quatre à cinq jours. Ísafjörður est à environ 450 km de Reykjavik, et le ferry Baldur entre Stykkishólmur et Brjánslækur vous évite un long trajet. Attendez-vous à de longues portions de piste : lisez d’abord nos conseils sur [les pistes et le vent](post:gravel-roads-and-wind).',
          '## Les incontournables',
          '- Dynjandi, une large cascade qui dévale la montagne en gradins.',
          '- Les falaises de Látrabjarg, près de Bjargtangar, la pointe la plus occidentale de l’Islande, où nichent les macareux en été, et tout près le sable rougeâtre de Rauðisandur.',
          '- Ísafjörður, la petite capitale animée de la région, avec ses cafés, son port et ses excursions en bateau vers la réserve naturelle de Hornstrandir.',
        ],
      },
      pt: {
        title: 'Roteiro pelos fiordes do oeste',
        slug: 'roteiro-fiordes-do-oeste',
        excerpt:
          'Fiordes escarpados, estradas tranquilas e Dynjandi, a cascata mais bonita do noroeste: os fiordes do oeste recompensam quem viaja sem pressa.',
        alt: 'Montanhas azuis e escarpadas sobre um vale verde no verão',
        body: [
          '## Quando ir e quantos dias',
          'Os fiordes do oeste estão no seu melhor de junho a setembro, quando todas as estradas estão abertas e as falésias fervilham de aves. Conte com pelo menos quatro ou cinco dias. Ísafjörður fica a cerca de 450 km de Reiquiavique, e o ferry Baldur entre Stykkishólmur e Brjánslækur poupa-lhe uma longa viagem. Há muitos troços de gravilha: leia primeiro as nossas dicas sobre [estradas de gravilha e vento forte](post:gravel-roads-and-wind).',
          '## A não perder',
          '- Dynjandi, uma cascata larga que desce a encosta em degraus.',
          '- As falésias de Látrabjarg, junto a Bjargtangar, o ponto mais ocidental da Islândia, onde os papagaios-do-mar fazem ninho no verão, e, ali perto, a areia avermelhada de Rauðisandur.',
          '- Ísafjörður, a animada capital da região, com cafés, porto e passeios de barco até Hornstrandir.',
        ],
      },
      zh: {
        title: '西峡湾自驾之旅',
        slug: 'xixiawan-zijia',
        excerpt: '陡峭的峡湾、宁静的公路，还有西北部最美的丁坚地瀑布：西峡湾最适合不赶时间的旅行者。',
        alt: '夏日绿色山谷上方陡峭的蓝色山峦',
        body: [
          '## 何时去、玩几天',
          '西峡湾的最佳季节是6月至9月，此时所有道路都已开放，鸟崖上热闹非凡。建议至少安排四到五天。从雷克雅未克到伊萨菲尔德约450公里，乘坐往返斯蒂基斯霍尔米尔与布里扬斯莱屈尔（Brjánslækur）之间的Baldur渡轮可以省去一大段车程。沿途有不少碎石路段，出发前请先阅读我们的[碎石路与大风](post:gravel-roads-and-wind)提示。',
          '## 必看景点',
          '- 丁坚地瀑布（Dynjandi）：宽阔的瀑布沿山坡层层跌落。',
          '- 拉特拉尔角鸟崖（Látrabjarg）：紧邻冰岛最西端比亚格唐吉（Bjargtangar），夏季有海鹦在崖上筑巢；附近还有红沙滩劳扎桑德（Rauðisandur）。',
          '- 伊萨菲尔德（Ísafjörður）：西峡湾热闹的小首府，有咖啡馆和港口，还可以乘船前往霍恩斯特兰迪尔（Hornstrandir）。',
        ],
      },
    },
  },
  {
    key: 'road-conditions-and-safety',
    category: 'travel-tips',
    date: '2025-11-25',
    art: { palette: 'winter', variant: 4 },
    tenants: allTenants,
    text: {
      en: {
        title: 'road.is and safetravel.is: check before you drive',
        slug: 'road-conditions-and-safety',
        excerpt:
          'Three websites and one phone number are all you need to travel safely in Iceland. What road.is, safetravel.is and vedur.is tell you, and when to call 112.',
        alt: 'Snowy mountain ridges under a deep blue sky',
        body: [
          '## Three sites to bookmark',
          '- [road.is](https://www.road.is), the Icelandic Road Administration’s map of road conditions, closures and webcams. For road information by phone, call 1777.',
          '- [safetravel.is](https://safetravel.is), run by ICE-SAR, the volunteer search and rescue association: current warnings, advice and a form to leave your travel plan.',
          '- [vedur.is](https://en.vedur.is), the Icelandic Met Office, for weather, wind and avalanche warnings.',
          '## In an emergency',
          'Call 112 for police, ambulance, fire brigade and rescue teams. The 112 Iceland app can send your location. Mobile coverage is good along the Ring Road but not everywhere in the highlands. Before a long winter drive, also read [the Ring Road in winter](post:ring-road-in-winter).',
        ],
      },
      is: {
        title: 'Færð, veður og öryggi: kannaðu málin áður en þú ekur',
        slug: 'faerd-vedur-og-oryggi',
        excerpt:
          'Þrír vefir og eitt símanúmer eru allt sem þarf til að ferðast örugglega um landið. Hér er yfirlit yfir vef Vegagerðarinnar, safetravel.is og vedur.is og hvenær á að hringja í 112.',
        alt: 'Snævi þaktir fjallshryggir undir djúpbláum himni',
        body: [
          '## Þrír vefir sem vert er að vista',
          '- [Vegagerðin](https://www.vegagerdin.is) birtir færðarkort með lokunum og vefmyndavélum. Upplýsingar um færð fást einnig í síma 1777.',
          '- [Safetravel.is](https://safetravel.is), sem Slysavarnafélagið Landsbjörg heldur úti, birtir viðvaranir og góð ráð og þar má skilja eftir ferðaáætlun.',
          '- [Veðurstofa Íslands](https://www.vedur.is) gefur út veðurspár og viðvaranir vegna veðurs og snjóflóða.',
          '## Í neyð',
          'Hringdu í 112 til að ná í lögreglu, sjúkrabíl, slökkvilið og björgunarsveitir. Með appinu 112 Iceland geturðu sent staðsetningu þína. Símasamband er gott meðfram hringveginum en ekki alls staðar á hálendinu. Lestu líka um [hringveginn að vetri til](post:ring-road-in-winter) áður en þú leggur í langferð.',
        ],
      },
      de: {
        title: 'road.is und safetravel.is: erst prüfen, dann fahren',
        slug: 'strassenzustand-und-sicherheit',
        excerpt:
          'Drei Websites und eine Telefonnummer – mehr brauchen Sie nicht, um in Island sicher unterwegs zu sein. Was road.is, safetravel.is und vedur.is verraten und wann Sie die 112 wählen.',
        alt: 'Verschneite Bergrücken unter tiefblauem Himmel',
        body: [
          '## Drei Seiten für die Lesezeichen',
          '- [road.is](https://www.road.is): die Karte der isländischen Straßenverwaltung mit Straßenzustand, Sperrungen und Webcams. Telefonische Auskunft unter 1777.',
          '- [safetravel.is](https://safetravel.is): betrieben von ICE-SAR, dem ehrenamtlichen Such- und Rettungsverband, mit aktuellen Warnungen, Tipps und einem Formular für Ihren Reiseplan.',
          '- [vedur.is](https://en.vedur.is): der isländische Wetterdienst mit Wetter-, Sturm- und Lawinenwarnungen.',
          '## Im Notfall',
          'Unter 112 erreichen Sie Polizei, Rettungsdienst, Feuerwehr und Bergrettung. Über die App 112 Iceland können Sie Ihren Standort senden. Entlang der Ringstraße ist der Mobilfunkempfang gut, im Hochland nicht überall. Vor einer langen Winterfahrt lohnt sich auch unser Beitrag über [die Ringstraße im Winter](post:ring-road-in-winter).',
        ],
      },
      es: {
        title: 'road.is y safetravel.is: consulta antes de conducir',
        slug: 'estado-de-carreteras-y-seguridad',
        excerpt:
          'Tres webs y un número de teléfono: es todo lo que necesitas para viajar seguro por Islandia. Qué ofrecen road.is, safetravel.is y vedur.is, y cuándo llamar al 112.',
        alt: 'Crestas nevadas bajo un cielo azul intenso',
        body: [
          '## Tres webs para guardar en favoritos',
          '- [road.is](https://www.road.is): el mapa de la Administración de Carreteras de Islandia con el estado de las vías, cierres y cámaras web. Información por teléfono en el 1777.',
          '- [safetravel.is](https://safetravel.is): gestionada por ICE-SAR, la asociación de voluntarios de búsqueda y rescate, con avisos actualizados, consejos y un formulario para dejar tu plan de viaje.',
          '- [vedur.is](https://en.vedur.is): la Oficina Meteorológica de Islandia, con avisos de tiempo, viento y aludes.',
          '## En caso de emergencia',
          'Llama al 112 para policía, ambulancia, bomberos y equipos de rescate. La app 112 Iceland permite enviar tu ubicación. La cobertura móvil es buena a lo largo de la carretera circular, pero no en todas las Tierras Altas. Antes de un viaje largo en invierno, lee también [la carretera circular en invierno](post:ring-road-in-winter).',
        ],
      },
      fr: {
        title: 'road.is et safetravel.is : vérifier avant de prendre la route',
        slug: 'etat-des-routes-et-securite',
        excerpt:
          'Trois sites et un numéro de téléphone : c’est tout ce qu’il faut pour voyager en sécurité en Islande. Ce que vous apprennent road.is, safetravel.is et vedur.is, et quand appeler le 112.',
        alt: 'Crêtes enneigées sous un ciel bleu profond',
        body: [
          '## Trois sites à garder en favoris',
          '- [road.is](https://www.road.is) : la carte de l’administration routière islandaise, avec l’état des routes, les fermetures et les webcams. Renseignements par téléphone au 1777.',
          '- [safetravel.is](https://safetravel.is) : géré par ICE-SAR, l’association bénévole de recherche et de sauvetage, avec les alertes en cours, des conseils et un formulaire pour déposer votre itinéraire.',
          '- [vedur.is](https://en.vedur.is) : l’office météorologique islandais, pour les alertes météo, vent et avalanches.',
          '## En cas d’urgence',
          'Le 112 joint la police, les ambulances, les pompiers et les équipes de secours. L’application 112 Iceland permet d’envoyer votre position. Le réseau mobile est bon le long de la route circulaire, mais pas partout dans les Hautes Terres. Avant un long trajet en hiver, lisez aussi [la route circulaire en hiver](post:ring-road-in-winter).',
        ],
      },
      pt: {
        title: 'road.is e safetravel.is: consulte antes de conduzir',
        slug: 'estado-das-estradas-e-seguranca',
        excerpt:
          'Três sites e um número de telefone: é tudo o que precisa para viajar em segurança na Islândia. Saiba o que o road.is, o safetravel.is e o vedur.is lhe dizem e quando ligar para o 112.',
        alt: 'Cumes nevados sob um céu azul profundo',
        body: [
          '## Três sites para guardar nos favoritos',
          '- [road.is](https://www.road.is): o mapa da administração rodoviária islandesa, com o estado das estradas, cortes e câmaras. Informações por telefone no 1777.',
          '- [safetravel.is](https://safetravel.is): gerido pela ICE-SAR, a associação de voluntários de busca e salvamento, com avisos atuais, conselhos e um formulário para deixar o seu plano de viagem.',
          '- [vedur.is](https://en.vedur.is): o instituto meteorológico islandês, com avisos de tempo, vento e avalanches.',
          '## Em caso de emergência',
          'Ligue 112 para polícia, ambulância, bombeiros e equipas de resgate. A aplicação 112 Iceland permite enviar a sua localização. A rede móvel é boa ao longo da estrada circular, mas não em todo o interior. Antes de uma viagem longa no inverno, leia também [a estrada circular no inverno](post:ring-road-in-winter).',
        ],
      },
      zh: {
        title: 'road.is与safetravel.is：出发前必查',
        slug: 'lukuang-yu-anquan',
        excerpt:
          '在冰岛安全出行，只需记住三个网站和一个电话号码。本文介绍road.is、safetravel.is和vedur.is能提供哪些信息，以及何时拨打112。',
        alt: '深蓝天空下的积雪山脊',
        body: [
          '## 建议收藏的三个网站',
          '- [road.is](https://www.road.is)：冰岛道路管理局的路况地图，可查看道路状况、封路信息和实时摄像头。也可拨打1777电话查询路况。',
          '- [safetravel.is](https://safetravel.is)：由冰岛志愿搜救协会ICE-SAR运营，发布最新预警和出行建议，还可以在线提交行程计划。',
          '- [vedur.is](https://en.vedur.is)：冰岛气象局官网，发布天气、大风和雪崩预警。',
          '## 紧急情况',
          '报警、急救、消防和救援请拨打112。使用“112 Iceland”应用可以发送您的位置。环岛公路沿线手机信号良好，但高地并非处处有信号。冬季长途驾驶前，也请阅读[冬季环岛公路](post:ring-road-in-winter)。',
        ],
      },
    },
  },
  {
    key: 'speed-limits-and-cameras',
    category: 'driving-in-iceland',
    date: '2026-02-12',
    art: { palette: 'summer', variant: 5 },
    tenants: allTenants,
    text: {
      en: {
        title: 'Speed limits and speed cameras in Iceland',
        slug: 'speed-limits-and-cameras',
        excerpt:
          'Iceland’s speed limits are lower than many visitors expect, and the fines are steep. The limits, how the cameras work and a few other rules of the road.',
        alt: 'Green hills and grey mountains under a summer sky',
        body: [
          '## The limits',
          '- 90 km/h on paved roads outside built-up areas, the highest limit in the country.',
          '- 80 km/h on gravel roads.',
          '- 50 km/h in towns, and often 30 km/h in residential streets.',
          '## Cameras and other rules',
          'Fixed speed cameras stand along the main roads and are announced by signs, and the police also check speed from patrol cars. Fines for a rental car go to the rental company, which passes them on to you. Headlights must be on day and night, everyone must wear a seat belt and the alcohol limit is only 0.2 per mille, so if you drive, don’t drink at all. Stopping for photos has its own risks: read how to [chase the northern lights safely](post:northern-lights-by-car).',
        ],
      },
      is: {
        title: 'Hámarkshraði og hraðamyndavélar',
        slug: 'hamarkshradi-og-hradamyndavelar',
        excerpt:
          'Hámarkshraðinn á Íslandi er lægri en margir gestir búast við og sektirnar eru háar. Hér eru hraðamörkin, hvernig myndavélarnar virka og nokkrar aðrar umferðarreglur.',
        alt: 'Grænar hæðir og grá fjöll undir sumarhimni',
        body: [
          '## Hraðamörkin',
          '- 90 km/klst. á bundnu slitlagi utan þéttbýlis, sem er hæsti leyfði hraði á landinu.',
          '- 80 km/klst. á malarvegum.',
          '- 50 km/klst. í þéttbýli og víða 30 km/klst. í íbúðagötum.',
          '## Myndavélar og aðrar reglur',
          'Hraðamyndavélar eru við helstu vegi og skilti vara við þeim, auk þess sem lögreglan mælir hraða úr eftirlitsbílum. Sektir vegna bílaleigubíla berast bílaleigunni sem innheimtir þær hjá leigutaka. Ökuljós eiga að loga allan sólarhringinn, allir eiga að nota bílbelti og áfengismörkin eru aðeins 0,2 prómill – því er best að sleppa áfengi alveg ef þú ekur. Það getur líka verið hættulegt að stoppa til að taka myndir, svo lestu hvernig hægt er að [elta norðurljósin á öruggan hátt](post:northern-lights-by-car).',
        ],
      },
      de: {
        title: 'Tempolimits und Blitzer in Island',
        slug: 'tempolimits-und-blitzer',
        excerpt:
          'Islands Tempolimits sind niedriger, als viele erwarten, und die Bußgelder hoch. Hier die Grenzwerte, wie die Blitzer funktionieren und weitere Verkehrsregeln.',
        alt: 'Grüne Hügel und graue Berge unter Sommerhimmel',
        body: [
          '## Die Grenzwerte',
          '- 90 km/h auf asphaltierten Straßen außerorts – mehr ist nirgends in Island erlaubt.',
          '- 80 km/h auf Schotterstraßen.',
          '- 50 km/h innerorts, in Wohnstraßen oft 30 km/h.',
          '## Blitzer und weitere Regeln',
          'Fest installierte Blitzer stehen an den Hauptstraßen und werden durch Schilder angekündigt; zusätzlich misst die Polizei aus Streifenwagen. Bußgelder für Mietwagen gehen an den Vermieter, der sie an Sie weiterreicht. Abblendlicht ist rund um die Uhr Pflicht, alle müssen sich anschnallen, und die Promillegrenze liegt bei nur 0,2 – wer fährt, trinkt also am besten gar nichts. Auch Fotostopps bergen Risiken: Lesen Sie, wie Sie [Polarlichter sicher mit dem Auto jagen](post:northern-lights-by-car).',
        ],
      },
      es: {
        title: 'Límites de velocidad y radares en Islandia',
        slug: 'limites-de-velocidad-y-radares',
        excerpt:
          'Los límites de velocidad en Islandia son más bajos de lo que muchos esperan y las multas, elevadas. Estos son los límites, cómo funcionan los radares y otras normas de circulación.',
        alt: 'Colinas verdes y montañas grises bajo un cielo de verano',
        body: [
          '## Los límites',
          '- 90 km/h en carreteras asfaltadas fuera de poblado, el máximo del país.',
          '- 80 km/h en caminos de grava.',
          '- 50 km/h en poblado y, a menudo, 30 km/h en calles residenciales.',
          '## Radares y otras normas',
          'Hay radares fijos en las carreteras principales, señalizados con antelación, y la policía también controla la velocidad desde sus vehículos. Las multas de un coche de alquiler llegan a la empresa de alquiler, que te las repercute. Las luces deben ir encendidas día y noche, todos los ocupantes deben llevar el cinturón y la tasa de alcohol permitida es de solo 0,2 g/l, así que si conduces, no bebas nada. Parar para hacer fotos también tiene sus riesgos: descubre cómo [cazar auroras en coche con seguridad](post:northern-lights-by-car).',
        ],
      },
      fr: {
        title: 'Limitations de vitesse et radars en Islande',
        slug: 'limitations-de-vitesse-et-radars',
        excerpt:
          'Les limitations de vitesse islandaises sont plus basses que beaucoup ne l’imaginent, et les amendes salées. Les limites, le fonctionnement des radars et quelques autres règles de conduite.',
        alt: 'Collines vertes et montagnes grises sous un ciel d’été',
        body: [
          '## Les limites',
          '- 90 km/h sur les routes goudronnées hors agglomération, la vitesse maximale du pays.',
          '- 80 km/h sur les routes en gravier.',
          '- 50 km/h en agglomération, souvent 30 km/h dans les rues résidentielles.',
          '## Radars et autres règles',
          'Des radars fixes, signalés par des panneaux, jalonnent les grands axes, et la police contrôle aussi la vitesse depuis ses véhicules. Les amendes d’une voiture de location sont adressées au loueur, qui vous les refacture. Les feux doivent être allumés jour et nuit, tous les occupants doivent boucler leur ceinture et le taux d’alcool autorisé n’est que de 0,2 g/l : si vous conduisez, ne buvez pas du tout. S’arrêter pour une photo comporte aussi des risques : découvrez comment [chasser les aurores en voiture en toute sécurité](post:northern-lights-by-car).',
        ],
      },
      pt: {
        title: 'Limites de velocidade e radares na Islândia',
        slug: 'limites-de-velocidade-e-radares',
        excerpt:
          'Os limites de velocidade na Islândia são mais baixos do que muitos esperam e as multas são pesadas. Conheça os limites, como funcionam os radares e outras regras de trânsito.',
        alt: 'Colinas verdes e montanhas cinzentas sob um céu de verão',
        body: [
          '## Os limites',
          '- 90 km/h em estradas asfaltadas fora das localidades, o máximo no país.',
          '- 80 km/h em estradas de gravilha.',
          '- 50 km/h dentro das localidades e, muitas vezes, 30 km/h em ruas residenciais.',
          '## Radares e outras regras',
          'Há radares fixos nas estradas principais, assinalados por sinais, e a polícia também controla a velocidade a partir das viaturas. As multas de um carro alugado chegam à empresa de aluguer, que as cobra ao cliente. Os faróis têm de estar acesos de dia e de noite, todos os ocupantes têm de usar cinto e a taxa de álcool permitida é de apenas 0,2 g/l, por isso, se conduzir, não beba. Parar para tirar fotografias também tem riscos: veja como [caçar a aurora boreal de carro em segurança](post:northern-lights-by-car).',
        ],
      },
      zh: {
        title: '冰岛限速与测速摄像头',
        slug: 'xiansu-yu-cesu',
        excerpt:
          '冰岛的限速比许多游客想象的要低，罚款却很高。本文介绍各类道路的限速、测速摄像头的工作方式以及其他交通规则。',
        alt: '夏日天空下的绿色山丘与灰色山峦',
        body: [
          '## 限速标准',
          '- 城镇以外的柏油路限速90公里/小时，这也是全国最高限速。',
          '- 碎石路限速80公里/小时。',
          '- 城镇内限速50公里/小时，居民区街道通常为30公里/小时。',
          '## 测速摄像头及其他规定',
          '主要道路旁设有固定测速摄像头，前方会有标志提示，警察也会在巡逻车上测速。租赁车辆的罚单会寄给租车公司，再由租车公司向您收取。无论白天黑夜都必须开启车灯，所有乘员都必须系安全带，血液酒精浓度上限仅为0.02%，因此开车就不要喝酒。停车拍照同样存在风险，请阅读如何[安全地自驾追极光](post:northern-lights-by-car)。',
        ],
      },
    },
  },

  // Camper brand only -------------------------------------------------------------------------
  {
    key: 'campsites-in-iceland',
    category: 'destinations',
    date: '2026-05-12',
    art: { palette: 'summer', variant: 6 },
    tenants: ['camper'],
    text: {
      en: {
        title: 'Campsites in Iceland: where you may spend the night',
        slug: 'campsites-in-iceland',
        excerpt:
          'In a campervan you sleep at campsites, not by the roadside. What the law says, when campsites are open and how to find a good one.',
        alt: 'Green valley below blue mountains on a bright summer evening',
        body: [
          '## What the law says',
          'Under Iceland’s Nature Conservation Act, you may not spend the night in a campervan, motorhome, caravan or trailer tent outside designated campsites unless the landowner has given permission. In practice that means campsites – and there is one in almost every town and village.',
          '## Opening times and prices',
          'Most campsites are open from mid-May to mid-September, and a growing number stay open all year with basic services. You usually pay per person, sometimes with extra for electricity and showers. The Camping Card covers two adults and their children at many participating campsites and can pay off on a longer trip. Also read how to [sleep well in a campervan](post:sleeping-in-a-campervan).',
          '- Empty grey water and the chemical toilet only at marked dump stations, which most larger campsites have.',
          '- Arrive early in July and August: the most popular campsites fill up in the evening.',
        ],
      },
      is: {
        title: 'Tjaldsvæði á Íslandi: hvar má gista?',
        slug: 'tjaldsvaedi-a-islandi',
        excerpt:
          'Á húsbíl er gist á tjaldsvæðum en ekki í vegkantinum. Hér er farið yfir hvað lögin segja, hvenær tjaldsvæðin eru opin og hvernig finna má gott svæði.',
        alt: 'Grænn dalur undir bláum fjöllum á björtu sumarkvöldi',
        body: [
          '## Hvað segja lögin?',
          'Samkvæmt lögum um náttúruvernd er óheimilt að gista í húsbílum, hjólhýsum, fellihýsum eða tjaldvögnum utan skipulagðra tjaldsvæða nema með leyfi landeiganda. Í reynd þýðir það tjaldsvæði – og þau er að finna í nánast hverjum bæ og þorpi.',
          '## Opnunartími og verð',
          'Flest tjaldsvæði eru opin frá miðjum maí fram í miðjan september en sífellt fleiri eru opin allt árið með lágmarksþjónustu. Yfirleitt er greitt á mann og stundum aukalega fyrir rafmagn og sturtu. Útilegukortið gildir fyrir tvo fullorðna og börn þeirra á fjölda tjaldsvæða og getur borgað sig í lengri ferðum. Lestu líka hvernig þú [sefur vel í húsbílnum](post:sleeping-in-a-campervan).',
          '- Tæmdu skólptank og ferðasalerni eingöngu á merktum losunarstöðum, en þær eru á flestum stærri tjaldsvæðum.',
          '- Komdu snemma í júlí og ágúst, því vinsælustu svæðin fyllast á kvöldin.',
        ],
      },
      de: {
        title: 'Campingplätze in Island: Wo Sie übernachten dürfen',
        slug: 'campingplaetze-in-island',
        excerpt:
          'Mit dem Camper übernachten Sie auf Campingplätzen, nicht am Straßenrand. Was das Gesetz sagt, wann die Plätze geöffnet sind und wie Sie einen guten finden.',
        alt: 'Grünes Tal unter blauen Bergen an einem hellen Sommerabend',
        body: [
          '## Was das Gesetz sagt',
          'Nach dem isländischen Naturschutzgesetz ist das Übernachten in Wohnmobilen, Campervans, Wohnwagen und Klappwohnwagen außerhalb ausgewiesener Campingplätze nur mit Erlaubnis des Grundbesitzers gestattet. In der Praxis heißt das: ab auf den Campingplatz. Einen gibt es in fast jedem Ort.',
          '## Öffnungszeiten und Preise',
          'Die meisten Plätze haben von Mitte Mai bis Mitte September geöffnet, immer mehr auch ganzjährig mit einfachem Service. Bezahlt wird meist pro Person, Strom und Duschen kosten teils extra. Die Camping Card gilt für zwei Erwachsene und ihre Kinder auf zahlreichen Partnerplätzen und lohnt sich auf längeren Reisen. Lesen Sie auch, wie Sie [im Campervan gut schlafen](post:sleeping-in-a-campervan).',
          '- Grauwasser und Chemietoilette nur an ausgewiesenen Entsorgungsstationen leeren – die meisten größeren Campingplätze haben eine.',
          '- Im Juli und August früh ankommen: Beliebte Plätze sind abends schnell voll.',
        ],
      },
      es: {
        title: 'Campings en Islandia: dónde puedes pasar la noche',
        slug: 'campings-en-islandia',
        excerpt:
          'En camper se duerme en los campings, no en la cuneta. Qué dice la ley, cuándo abren los campings y cómo encontrar uno bueno.',
        alt: 'Valle verde bajo montañas azules en una luminosa tarde de verano',
        body: [
          '## Qué dice la ley',
          'Según la Ley de Conservación de la Naturaleza de Islandia, no se puede pernoctar en autocaravanas, campers, caravanas o remolques tienda fuera de los campings autorizados salvo con permiso del propietario del terreno. En la práctica, eso significa dormir en un camping, y hay uno en casi cada pueblo.',
          '## Temporada y precios',
          'La mayoría abre de mediados de mayo a mediados de septiembre, y cada vez más permanecen abiertos todo el año con servicios básicos. Normalmente se paga por persona, a veces con un suplemento por electricidad o duchas. La Camping Card cubre a dos adultos y sus hijos en muchos campings adheridos y puede salir a cuenta en viajes largos. Lee también cómo [dormir bien en una camper](post:sleeping-in-a-campervan).',
          '- Vacía las aguas grises y el WC químico solo en los puntos de vaciado señalizados, que tienen la mayoría de los campings grandes.',
          '- En julio y agosto llega pronto: los campings más populares se llenan por la tarde.',
        ],
      },
      fr: {
        title: 'Campings en Islande : où passer la nuit',
        slug: 'campings-en-islande',
        excerpt:
          'En van aménagé, on dort au camping, pas au bord de la route. Ce que dit la loi, quand les campings sont ouverts et comment en trouver un bon.',
        alt: 'Vallée verte au pied de montagnes bleues par un soir d’été lumineux',
        body: [
          '## Ce que dit la loi',
          'La loi islandaise sur la protection de la nature interdit de passer la nuit en camping-car, en van, en caravane ou en tente-remorque en dehors des campings aménagés, sauf autorisation du propriétaire du terrain. En pratique, c’est donc le camping – et il y en a un dans presque chaque village.',
          '## Saison et tarifs',
          'La plupart des campings ouvrent de la mi-mai à la mi-septembre, et de plus en plus restent ouverts toute l’année avec des services réduits. On paie généralement par personne, parfois avec un supplément pour l’électricité et les douches. La Camping Card couvre deux adultes et leurs enfants dans de nombreux campings partenaires et peut être rentable pour un long voyage. Lisez aussi comment [bien dormir dans un van](post:sleeping-in-a-campervan).',
          '- Videz les eaux grises et les toilettes chimiques uniquement aux bornes de vidange signalées, présentes dans la plupart des grands campings.',
          '- En juillet et en août, arrivez tôt : les campings les plus prisés sont complets en soirée.',
        ],
      },
      pt: {
        title: 'Parques de campismo na Islândia: onde pode passar a noite',
        slug: 'parques-de-campismo-na-islandia',
        excerpt:
          'Numa campervan dorme-se em parques de campismo, não à beira da estrada. Saiba o que diz a lei, quando os parques estão abertos e como encontrar um bom.',
        alt: 'Vale verde sob montanhas azuis numa luminosa tarde de verão',
        body: [
          '## O que diz a lei',
          'A lei islandesa de conservação da natureza proíbe pernoitar em autocaravanas, campervans, caravanas ou atrelados-tenda fora dos parques de campismo, salvo com autorização do proprietário do terreno. Na prática, isso significa dormir num parque de campismo – e há um em quase todas as localidades.',
          '## Época e preços',
          'A maioria abre de meados de maio a meados de setembro, e cada vez mais ficam abertos todo o ano com serviços básicos. Normalmente paga-se por pessoa, por vezes com um extra pela eletricidade e pelos duches. O Camping Card abrange dois adultos e os filhos em muitos parques aderentes e pode compensar numa viagem longa. Leia também como [dormir bem numa campervan](post:sleeping-in-a-campervan).',
          '- Despeje as águas cinzentas e a sanita química apenas nos pontos de despejo assinalados, que existem na maioria dos parques maiores.',
          '- Em julho e agosto chegue cedo: os parques mais procurados enchem ao fim do dia.',
        ],
      },
      zh: {
        title: '冰岛露营地：晚上可以在哪里过夜',
        slug: 'bingdao-luyingdi',
        excerpt:
          '开露营车旅行，要在露营地过夜，而不是停在路边。本文介绍相关法律、露营地开放时间以及如何找到合适的营地。',
        alt: '明亮夏夜里蓝色群山下的绿色山谷',
        body: [
          '## 法律怎么规定',
          '根据冰岛《自然保护法》，除非获得土地所有者许可，否则不得在指定露营地以外的地方睡在房车、露营车、拖挂式房车或帐篷拖车里。实际上这意味着要住露营地，而几乎每个城镇和村庄都有露营地。',
          '## 开放时间与价格',
          '大多数露营地的开放时间是5月中旬至9月中旬，全年开放、提供基本服务的营地也越来越多。通常按人收费，用电和淋浴有时另外收费。露营卡（Camping Card）适用于两名成人及其子女，可在众多合作营地使用，长途旅行时往往很划算。另请阅读如何[在露营车里睡个好觉](post:sleeping-in-a-campervan)。',
          '- 灰水和化学马桶只能倒在有标志的排污点，大多数大型露营地都设有排污点。',
          '- 7月和8月请尽早到达，热门营地傍晚就会住满。',
        ],
      },
    },
  },
  {
    key: 'sleeping-in-a-campervan',
    category: 'travel-tips',
    date: '2026-09-15',
    art: { palette: 'dusk', variant: 4 },
    tenants: ['camper'],
    text: {
      en: {
        title: 'Sleeping well in a campervan',
        slug: 'sleeping-in-a-campervan',
        excerpt:
          'Bright summer nights, cold winds and condensation: a few tricks turn a campervan into a warm, dark and quiet bedroom.',
        alt: 'Mountains glowing at dusk under a soft orange sky',
        body: [
          '## Warm and dry',
          'Many campervans have a parking heater that burns a little fuel from the tank. Use it rather than leaving the engine running, and keep a roof vent or window slightly open against condensation. Park nose into the wind: the van rocks less and the doors are easier to open.',
          '## Dark enough to sleep',
          '- From late May to late July it barely gets dark, so bring an eye mask or use the blackout curtains.',
          '- Even in summer, nights in the north and in the highlands can drop close to freezing: a good sleeping bag is worth it.',
          '- Sleep at campsites only – read [where you may spend the night](post:campsites-in-iceland).',
        ],
      },
      is: {
        title: 'Að sofa vel í húsbíl',
        slug: 'ad-sofa-vel-i-husbil',
        excerpt:
          'Bjartar sumarnætur, kaldur vindur og raki: með nokkrum einföldum ráðum verður húsbíllinn að hlýju, dimmu og hljóðlátu svefnherbergi.',
        alt: 'Fjöll sem glóa í ljósaskiptunum undir mjúkum appelsínugulum himni',
        body: [
          '## Hlýtt og þurrt',
          'Margir húsbílar eru með olíumiðstöð sem brennir örlitlu eldsneyti af tankinum. Notaðu hana frekar en að láta vélina ganga og hafðu loftlúgu eða glugga örlítið opinn til að draga úr raka. Leggðu bílnum þannig að framendinn snúi upp í vindinn – þá ruggar hann minna og auðveldara er að opna hurðirnar.',
          '## Nógu dimmt til að sofa',
          '- Frá því seint í maí og fram í lok júlí verður varla dimmt, svo taktu með þér svefngrímu eða notaðu myrkvunartjöldin.',
          '- Jafnvel á sumrin getur hitinn farið niður undir frostmark á nóttunni fyrir norðan og á hálendinu, svo góður svefnpoki borgar sig.',
          '- Gistu aðeins á tjaldsvæðum – lestu [hvar má gista](post:campsites-in-iceland).',
        ],
      },
      de: {
        title: 'Gut schlafen im Campervan',
        slug: 'gut-schlafen-im-campervan',
        excerpt:
          'Helle Sommernächte, kalter Wind und Kondenswasser: Mit ein paar Tricks wird der Campervan zum warmen, dunklen und ruhigen Schlafzimmer.',
        alt: 'Berge im Abendrot unter sanft orangefarbenem Himmel',
        body: [
          '## Warm und trocken',
          'Viele Campervans haben eine Standheizung, die ein wenig Kraftstoff aus dem Tank verbrennt. Nutzen Sie sie, statt den Motor laufen zu lassen, und öffnen Sie eine Dachluke oder ein Fenster einen Spalt gegen Kondenswasser. Parken Sie mit der Front in den Wind: So schaukelt der Wagen weniger, und die Türen lassen sich leichter öffnen.',
          '## Dunkel genug zum Schlafen',
          '- Von Ende Mai bis Ende Juli wird es kaum dunkel – eine Schlafmaske oder die Verdunklungsvorhänge helfen.',
          '- Auch im Sommer kann es nachts im Norden und im Hochland fast bis auf den Gefrierpunkt abkühlen; ein guter Schlafsack lohnt sich.',
          '- Übernachten Sie nur auf Campingplätzen – mehr dazu in [Campingplätze in Island](post:campsites-in-iceland).',
        ],
      },
      es: {
        title: 'Cómo dormir bien en una camper',
        slug: 'dormir-bien-en-una-camper',
        excerpt:
          'Noches de verano con luz, viento frío y condensación: con unos cuantos trucos, la camper se convierte en un dormitorio cálido, oscuro y tranquilo.',
        alt: 'Montañas iluminadas al atardecer bajo un suave cielo anaranjado',
        body: [
          '## Calor sin humedad',
          'Muchas campers llevan una calefacción estacionaria que quema un poco de combustible del depósito. Úsala en lugar de dejar el motor en marcha y deja una claraboya o una ventana entreabierta para evitar la condensación. Aparca con el morro de cara al viento: la camper se balancea menos y las puertas se abren con más facilidad.',
          '## Oscuridad para dormir',
          '- De finales de mayo a finales de julio apenas anochece, así que lleva un antifaz o usa las cortinas opacas.',
          '- Incluso en verano, en el norte y en las Tierras Altas las noches pueden rozar los cero grados: merece la pena un buen saco de dormir.',
          '- Duerme solo en campings: lee [dónde puedes pasar la noche](post:campsites-in-iceland).',
        ],
      },
      fr: {
        title: 'Bien dormir dans un van aménagé',
        slug: 'bien-dormir-dans-un-van',
        excerpt:
          'Nuits d’été lumineuses, vent froid et condensation : quelques astuces suffisent pour transformer le van en chambre chaude, sombre et calme.',
        alt: 'Montagnes rougeoyant au crépuscule sous un doux ciel orangé',
        body: [
          '## Au chaud et au sec',
          'Beaucoup de vans sont équipés d’un chauffage stationnaire qui consomme un peu de carburant du réservoir. Utilisez-le plutôt que de laisser tourner le moteur, et entrouvrez un lanterneau ou une fenêtre contre la condensation. Garez-vous face au vent : le van tangue moins et les portes s’ouvrent plus facilement.',
          '## Assez sombre pour dormir',
          '- De fin mai à fin juillet, il ne fait presque jamais nuit : prévoyez un masque de sommeil ou tirez les rideaux occultants.',
          '- Même en été, les nuits peuvent frôler zéro degré dans le nord et les Hautes Terres : un bon sac de couchage vaut l’investissement.',
          '- Ne dormez qu’en camping : voir [où passer la nuit](post:campsites-in-iceland).',
        ],
      },
      pt: {
        title: 'Como dormir bem numa campervan',
        slug: 'dormir-bem-numa-campervan',
        excerpt:
          'Noites de verão claras, vento frio e condensação: com alguns truques, a campervan transforma-se num quarto quente, escuro e sossegado.',
        alt: 'Montanhas iluminadas ao entardecer sob um suave céu alaranjado',
        body: [
          '## Quente e seco',
          'Muitas campervans têm um aquecimento estacionário que queima um pouco de combustível do depósito. Use-o em vez de deixar o motor ligado e deixe uma claraboia ou janela entreaberta contra a condensação. Estacione com a frente virada para o vento: a carrinha abana menos e as portas abrem-se com mais facilidade.',
          '## Escuro o suficiente para dormir',
          '- Do fim de maio ao fim de julho quase não escurece, por isso leve uma máscara de dormir ou use as cortinas opacas.',
          '- Mesmo no verão, as noites no norte e no interior podem aproximar-se dos zero graus: um bom saco-cama compensa.',
          '- Durma só em parques de campismo: leia [onde pode passar a noite](post:campsites-in-iceland).',
        ],
      },
      zh: {
        title: '在露营车里睡个好觉',
        slug: 'luyingche-shuimian',
        excerpt: '明亮的夏夜、寒冷的风和车内冷凝水：掌握几个小技巧，就能把露营车变成温暖、黑暗又安静的卧室。',
        alt: '柔和橙色天空下暮光中的群山',
        body: [
          '## 保暖防潮',
          '许多露营车配有驻车加热器，只消耗油箱里的少量燃油。请使用加热器，不要让发动机整夜怠速取暖；同时把天窗或车窗留一条缝，减少冷凝水。停车时让车头迎风：车身摇晃更少，车门也更容易打开。',
          '## 让夜晚足够黑',
          '- 5月下旬到7月下旬几乎没有黑夜，请带上眼罩或拉上遮光帘。',
          '- 即使在夏天，北部和高地的夜间气温也可能接近零度，一个好睡袋非常值得。',
          '- 只在露营地过夜，详见[冰岛露营地：晚上可以在哪里过夜](post:campsites-in-iceland)。',
        ],
      },
    },
  },

  // Long-term brand only ----------------------------------------------------------------------
  {
    key: 'living-in-iceland-with-a-car',
    category: 'travel-tips',
    date: '2026-01-20',
    art: { palette: 'summer', variant: 7 },
    tenants: ['longterm'],
    text: {
      en: {
        title: 'Living in Iceland with a car: a practical guide',
        slug: 'living-in-iceland-with-a-car',
        excerpt:
          'Moving to Iceland for a few months or longer? What everyday life with a car looks like, from parking in Reykjavík to tunnel tolls and the first snow.',
        alt: 'Green hills below grey-blue mountains on a summer day',
        body: [
          '## Everyday driving',
          '- Parking in central Reykjavík is paid by zone, usually by app or at the meter; outside the centre and in most towns it is free.',
          '- The Hvalfjörður tunnel north of Reykjavík is free, but the Vaðlaheiði tunnel near Akureyri charges a toll that you pay online.',
          '- Many petrol stations have self-service wash bays with brushes and pressure hoses – handy when winter roads are salty and muddy.',
          '## Getting ready for winter',
          'Snow can come as early as October, and studded tyres are allowed from 1 November to 14 April. Keep an ice scraper and a snow brush in the car, and check [road.is](https://www.road.is) on stormy mornings. Our article on [winter tyres and everyday winter driving](post:winter-tyres-and-winter-driving) explains the rest.',
        ],
      },
      is: {
        title: 'Að búa á Íslandi með bíl: hagnýt ráð',
        slug: 'ad-bua-a-islandi-med-bil',
        excerpt:
          'Ertu að flytja til Íslands í nokkra mánuði eða lengur? Hér er farið yfir daglegt líf með bíl, allt frá bílastæðum í Reykjavík til veggjalda og fyrsta snjósins.',
        alt: 'Grænar hæðir undir gráblám fjöllum á sumardegi',
        body: [
          '## Daglegur akstur',
          '- Greiða þarf fyrir bílastæði á gjaldsvæðum í miðborg Reykjavíkur, oftast með appi eða í stöðumæli. Utan miðborgarinnar og í flestum bæjum eru stæðin gjaldfrjáls.',
          '- Hvalfjarðargöng eru gjaldfrjáls en í Vaðlaheiðargöngum við Akureyri er innheimt veggjald sem greitt er á netinu.',
          '- Þvottaplön með kústum og háþrýstidælum eru við margar bensínstöðvar og koma sér vel þegar vegirnir eru saltir og forugir á veturna.',
          '## Undirbúningur fyrir veturinn',
          'Snjórinn getur komið strax í október og nagladekk eru leyfð frá 1. nóvember til 14. apríl. Hafðu sköfu og snjókúst í bílnum og skoðaðu [vef Vegagerðarinnar](https://www.vegagerdin.is) á óveðursmorgnum. Í grein okkar um [vetrardekk og vetrarakstur](post:winter-tyres-and-winter-driving) er farið nánar yfir þetta.',
        ],
      },
      de: {
        title: 'Mit dem Auto in Island leben: ein praktischer Leitfaden',
        slug: 'mit-dem-auto-in-island-leben',
        excerpt:
          'Sie ziehen für ein paar Monate oder länger nach Island? So sieht der Alltag mit dem Auto aus – vom Parken in Reykjavík über die Tunnelmaut bis zum ersten Schnee.',
        alt: 'Grüne Hügel unter graublauen Bergen an einem Sommertag',
        body: [
          '## Alltag auf der Straße',
          '- Im Zentrum von Reykjavík ist Parken in Zonen gebührenpflichtig, meist per App oder am Automaten; außerhalb des Zentrums und in den meisten Orten ist es kostenlos.',
          '- Der Hvalfjörður-Tunnel nördlich von Reykjavík ist mautfrei, für den Vaðlaheiði-Tunnel bei Akureyri zahlen Sie die Maut online.',
          '- Waschplätze mit Bürsten und Hochdruckreinigern gibt es an vielen Tankstellen – praktisch, wenn die Straßen im Winter salzig und schlammig sind.',
          '## Bereit für den Winter',
          'Schnee kann schon im Oktober fallen, Spikereifen sind vom 1. November bis 14. April erlaubt. Eiskratzer und Schneebesen gehören ins Auto, und an stürmischen Morgen lohnt ein Blick auf [road.is](https://www.road.is). Alles Weitere lesen Sie in unserem Beitrag über [Winterreifen und Fahren im Winter](post:winter-tyres-and-winter-driving).',
        ],
      },
      es: {
        title: 'Vivir en Islandia con coche: guía práctica',
        slug: 'vivir-en-islandia-con-coche',
        excerpt:
          '¿Te mudas a Islandia unos meses o más? Así es el día a día con coche, desde aparcar en Reikiavik hasta los peajes de los túneles y la primera nevada.',
        alt: 'Colinas verdes bajo montañas gris azuladas en un día de verano',
        body: [
          '## El día a día',
          '- En el centro de Reikiavik el aparcamiento es de pago por zonas, normalmente con una app o en el parquímetro; fuera del centro y en la mayoría de los pueblos es gratuito.',
          '- El túnel de Hvalfjörður, al norte de Reikiavik, es gratuito, pero el de Vaðlaheiði, junto a Akureyri, tiene un peaje que se paga por internet.',
          '- Muchas gasolineras tienen boxes de lavado con cepillos y agua a presión, muy prácticos cuando en invierno las carreteras están llenas de sal y barro.',
          '## Prepárate para el invierno',
          'La nieve puede llegar ya en octubre, y los neumáticos con clavos están permitidos del 1 de noviembre al 14 de abril. Lleva en el coche un rascador y un cepillo para la nieve, y consulta [road.is](https://www.road.is) las mañanas de temporal. En nuestro artículo sobre [neumáticos de invierno y conducción invernal](post:winter-tyres-and-winter-driving) te lo contamos todo.',
        ],
      },
      fr: {
        title: 'Vivre en Islande avec une voiture : le guide pratique',
        slug: 'vivre-en-islande-avec-une-voiture',
        excerpt:
          'Vous vous installez en Islande pour quelques mois ou plus ? Voici le quotidien avec une voiture, du stationnement à Reykjavik aux péages des tunnels et à la première neige.',
        alt: 'Collines vertes au pied de montagnes gris-bleu un jour d’été',
        body: [
          '## Au quotidien',
          '- Dans le centre de Reykjavik, le stationnement est payant par zones, le plus souvent via une application ou à l’horodateur ; ailleurs et dans la plupart des villes, il est gratuit.',
          '- Le tunnel du Hvalfjörður, au nord de Reykjavik, est gratuit, mais celui de Vaðlaheiði, près d’Akureyri, est à péage, à régler en ligne.',
          '- De nombreuses stations-service ont des aires de lavage avec brosses et jet haute pression, bien utiles quand les routes d’hiver sont salées et boueuses.',
          '## Se préparer à l’hiver',
          'La neige peut tomber dès octobre, et les pneus cloutés sont autorisés du 1er novembre au 14 avril. Gardez un grattoir et une balayette à neige dans la voiture, et consultez [road.is](https://www.road.is) les matins de tempête. Notre article sur [les pneus hiver et la conduite hivernale](post:winter-tyres-and-winter-driving) vous dit tout le reste.',
        ],
      },
      pt: {
        title: 'Viver na Islândia com carro: guia prático',
        slug: 'viver-na-islandia-com-carro',
        excerpt:
          'Vai mudar-se para a Islândia por alguns meses ou mais? Saiba como é o dia a dia com carro, do estacionamento em Reiquiavique às portagens dos túneis e à primeira neve.',
        alt: 'Colinas verdes sob montanhas cinzento-azuladas num dia de verão',
        body: [
          '## O dia a dia',
          '- No centro de Reiquiavique o estacionamento é pago por zonas, normalmente por aplicação ou no parquímetro; fora do centro e na maioria das localidades é gratuito.',
          '- O túnel de Hvalfjörður, a norte de Reiquiavique, é gratuito, mas o de Vaðlaheiði, perto de Akureyri, tem portagem, paga online.',
          '- Muitos postos de combustível têm boxes de lavagem com escovas e jato de alta pressão, muito úteis quando no inverno as estradas estão cheias de sal e lama.',
          '## Preparar o inverno',
          'A neve pode chegar logo em outubro, e os pneus com pregos são permitidos de 1 de novembro a 14 de abril. Tenha no carro um raspador e uma escova para a neve, e consulte o [road.is](https://www.road.is) nas manhãs de temporal. No nosso artigo sobre [pneus de inverno e condução no inverno](post:winter-tyres-and-winter-driving) explicamos o resto.',
        ],
      },
      zh: {
        title: '在冰岛有车生活：实用指南',
        slug: 'bingdao-youche-shenghuo',
        excerpt: '准备在冰岛住上几个月甚至更久？本文介绍有车生活的日常，从雷克雅未克停车、隧道通行费到第一场雪。',
        alt: '夏日里灰蓝色山峦下的绿色山丘',
        body: [
          '## 日常驾驶',
          '- 雷克雅未克市中心按区域收取停车费，通常通过手机应用或咪表付费；市中心以外和大多数城镇可免费停车。',
          '- 雷克雅未克以北的鲸鱼峡湾隧道（Hvalfjarðargöng）免费通行，而阿克雷里附近的瓦德拉黑迪隧道（Vaðlaheiðargöng）需在网上缴纳通行费。',
          '- 许多加油站设有配备刷子和高压水枪的自助洗车位，冬季路面满是盐和泥浆时非常实用。',
          '## 为冬天做好准备',
          '10月就可能下雪，钉胎允许使用的时间为11月1日至次年4月14日。车里要备好除冰刮板和扫雪刷，遇到暴风天气的早晨请查看[road.is](https://www.road.is)。更多内容请阅读我们的[冬季轮胎与日常冬季驾驶](post:winter-tyres-and-winter-driving)一文。',
        ],
      },
    },
  },
  {
    key: 'winter-tyres-and-winter-driving',
    category: 'driving-in-iceland',
    date: '2026-10-28',
    art: { palette: 'winter', variant: 6 },
    tenants: ['longterm'],
    text: {
      en: {
        title: 'Winter tyres and everyday winter driving',
        slug: 'winter-tyres-and-winter-driving',
        excerpt:
          'When you drive in Iceland all winter, tyres, visibility and patience matter more than horsepower. What the rules say and how locals get through the dark months.',
        alt: 'Snowy mountains under a night sky with green northern lights',
        body: [
          '## Studded or non-studded?',
          'Studded tyres are allowed from 1 November to 14 April, and outside that period only when conditions call for them. Good non-studded winter tyres are enough for most driving in the capital area, while studs give extra grip on icy country roads. Ask us when your car’s tyres will be changed for the season. For longer trips, read [the Ring Road in winter](post:ring-road-in-winter).',
          '## Everyday habits',
          '- Clear snow from all windows, the lights and the roof before you drive off – not just a peephole in the windscreen.',
          '- Watch out for black ice (hálka), especially on bridges and early in the morning when the temperature hovers around zero.',
          '- Leave twice the usual distance to the car in front and allow extra time. On stormy days, check [road.is](https://www.road.is) and the warnings on [safetravel.is](https://safetravel.is) before you leave.',
        ],
      },
      is: {
        title: 'Vetrardekk og vetrarakstur í daglegu lífi',
        slug: 'vetrardekk-og-vetrarakstur',
        excerpt:
          'Þegar ekið er á Íslandi allan veturinn skipta dekk, útsýni og þolinmæði meira máli en hestöfl. Hér er farið yfir reglurnar og hvernig heimamenn komast í gegnum dimmu mánuðina.',
        alt: 'Snævi þakin fjöll undir næturhimni með grænum norðurljósum',
        body: [
          '## Nagladekk eða ónegld vetrardekk?',
          'Nagladekk eru leyfð frá 1. nóvember til 14. apríl og utan þess tíma aðeins ef aðstæður krefjast. Góð ónegld vetrardekk duga í flestum akstri á höfuðborgarsvæðinu en naglarnir veita aukið grip á hálum vegum úti á landi. Hafðu samband við okkur til að vita hvenær skipt verður um dekk á bílnum þínum. Fyrir lengri ferðir mælum við með greininni um [hringveginn að vetri til](post:ring-road-in-winter).',
          '## Góðar venjur',
          '- Hreinsaðu snjó af öllum rúðum, ljósum og þakinu áður en þú ekur af stað – ekki bara gægjugat á framrúðunni.',
          '- Varaðu þig á flughálku, sérstaklega á brúm og snemma morguns þegar hitinn er í kringum frostmark.',
          '- Hafðu tvöfalt lengra bil í næsta bíl en venjulega og gefðu þér góðan tíma. Á óveðursdögum skaltu skoða [vef Vegagerðarinnar](https://www.vegagerdin.is) og viðvaranir á [safetravel.is](https://safetravel.is) áður en þú leggur af stað.',
        ],
      },
      de: {
        title: 'Winterreifen und Fahren im Winteralltag',
        slug: 'winterreifen-und-winteralltag',
        excerpt:
          'Wer den ganzen Winter in Island fährt, braucht eher gute Reifen, freie Sicht und Geduld als viele PS. Was die Regeln sagen und wie Einheimische durch die dunklen Monate kommen.',
        alt: 'Verschneite Berge unter einem Nachthimmel mit grünen Polarlichtern',
        body: [
          '## Spikes oder keine Spikes?',
          'Spikereifen sind vom 1. November bis 14. April erlaubt, außerhalb dieser Zeit nur, wenn die Straßenverhältnisse es erfordern. Gute Winterreifen ohne Spikes reichen für den Alltag im Hauptstadtgebiet, Spikes bieten auf vereisten Landstraßen zusätzlichen Halt. Fragen Sie uns, wann bei Ihrem Auto der Reifenwechsel ansteht. Für längere Touren empfehlen wir unseren Beitrag über [die Ringstraße im Winter](post:ring-road-in-winter).',
          '## Gute Gewohnheiten',
          '- Befreien Sie vor der Abfahrt alle Scheiben, die Lichter und das Dach von Schnee – nicht nur ein Guckloch in der Frontscheibe.',
          '- Achten Sie auf Glatteis (hálka), besonders auf Brücken und frühmorgens, wenn die Temperatur um null Grad liegt.',
          '- Halten Sie doppelten Abstand und planen Sie mehr Zeit ein. An Sturmtagen vor der Abfahrt [road.is](https://www.road.is) und die Warnungen auf [safetravel.is](https://safetravel.is) prüfen.',
        ],
      },
      es: {
        title: 'Neumáticos de invierno y conducción invernal en el día a día',
        slug: 'neumaticos-de-invierno',
        excerpt:
          'Si conduces en Islandia todo el invierno, importan más los neumáticos, la visibilidad y la paciencia que los caballos. Qué dicen las normas y cómo pasan los islandeses los meses oscuros.',
        alt: 'Montañas nevadas bajo un cielo nocturno con auroras boreales verdes',
        body: [
          '## ¿Con clavos o sin clavos?',
          'Los neumáticos con clavos están permitidos del 1 de noviembre al 14 de abril y, fuera de ese periodo, solo si las condiciones lo exigen. Unos buenos neumáticos de invierno sin clavos bastan para el día a día en el área de la capital, mientras que los clavos dan más agarre en las carreteras heladas del resto del país. Pregúntanos cuándo toca cambiar los neumáticos de tu coche. Para viajes largos, te recomendamos [la carretera circular en invierno](post:ring-road-in-winter).',
          '## Buenos hábitos',
          '- Quita la nieve de todos los cristales, las luces y el techo antes de arrancar, no solo una mirilla en el parabrisas.',
          '- Cuidado con el hielo negro (hálka), sobre todo en los puentes y a primera hora, cuando la temperatura ronda los cero grados.',
          '- Deja el doble de distancia con el coche de delante y sal con tiempo. Los días de temporal, consulta [road.is](https://www.road.is) y los avisos de [safetravel.is](https://safetravel.is) antes de salir.',
        ],
      },
      fr: {
        title: 'Pneus hiver et conduite hivernale au quotidien',
        slug: 'pneus-hiver-et-conduite-hivernale',
        excerpt:
          'Quand on roule tout l’hiver en Islande, les pneus, la visibilité et la patience comptent plus que les chevaux. Ce que dit la réglementation et comment les Islandais traversent les mois sombres.',
        alt: 'Montagnes enneigées sous un ciel nocturne traversé d’aurores vertes',
        body: [
          '## Pneus cloutés ou non cloutés ?',
          'Les pneus cloutés sont autorisés du 1er novembre au 14 avril, puis seulement si les conditions l’exigent. De bons pneus hiver sans clous suffisent au quotidien dans la région de la capitale, tandis que les clous offrent plus d’adhérence sur les routes verglacées de la campagne. Demandez-nous quand les pneus de votre voiture seront changés. Pour les longs trajets, lisez notre guide de [la route circulaire en hiver](post:ring-road-in-winter).',
          '## Les bons réflexes',
          '- Dégagez la neige de toutes les vitres, des feux et du toit avant de partir, pas seulement un petit hublot sur le pare-brise.',
          '- Méfiez-vous du verglas (hálka), surtout sur les ponts et tôt le matin, quand la température tourne autour de zéro.',
          '- Doublez la distance de sécurité et prévoyez plus de temps. Les jours de tempête, consultez [road.is](https://www.road.is) et les alertes de [safetravel.is](https://safetravel.is) avant de partir.',
        ],
      },
      pt: {
        title: 'Pneus de inverno e condução no dia a dia',
        slug: 'pneus-de-inverno',
        excerpt:
          'Quem conduz na Islândia durante todo o inverno precisa mais de bons pneus, boa visibilidade e paciência do que de cavalos. O que dizem as regras e como os islandeses atravessam os meses escuros.',
        alt: 'Montanhas nevadas sob um céu noturno com auroras boreais verdes',
        body: [
          '## Com ou sem pregos?',
          'Os pneus com pregos são permitidos de 1 de novembro a 14 de abril e, fora desse período, só se as condições o exigirem. Bons pneus de inverno sem pregos chegam para o dia a dia na região da capital, enquanto os pregos dão mais aderência nas estradas geladas do resto do país. Pergunte-nos quando é que os pneus do seu carro vão ser trocados. Para viagens longas, leia [a estrada circular no inverno](post:ring-road-in-winter).',
          '## Bons hábitos',
          '- Limpe a neve de todos os vidros, dos faróis e do tejadilho antes de arrancar, e não apenas um buraquinho no para-brisas.',
          '- Cuidado com o gelo negro (hálka), sobretudo nas pontes e de manhã cedo, quando a temperatura anda à volta dos zero graus.',
          '- Deixe o dobro da distância habitual para o carro da frente e saia com tempo. Em dias de temporal, consulte o [road.is](https://www.road.is) e os avisos do [safetravel.is](https://safetravel.is) antes de partir.',
        ],
      },
      zh: {
        title: '冬季轮胎与日常冬季驾驶',
        slug: 'dongji-luntai-yu-jiashi',
        excerpt:
          '在冰岛整个冬天都要开车，好轮胎、清晰的视野和耐心比马力更重要。本文介绍相关规定，以及当地人如何度过漫长的黑暗月份。',
        alt: '夜空下的雪山与绿色极光',
        body: [
          '## 钉胎还是无钉冬季胎？',
          '钉胎允许在11月1日至次年4月14日期间使用，其他时间只有在路况需要时才可使用。在首都地区日常驾驶，优质的无钉冬季胎就已足够；在乡村结冰的道路上，钉胎能提供更好的抓地力。您的车辆何时换胎，请向我们咨询。如需长途出行，请阅读[冬季环岛公路](post:ring-road-in-winter)。',
          '## 良好的驾驶习惯',
          '- 出发前清除所有车窗、车灯和车顶上的积雪，不要只在挡风玻璃上擦出一个小洞。',
          '- 当心暗冰（hálka），尤其是在桥面上和气温在零度上下徘徊的清晨。',
          '- 与前车保持平时两倍的距离，并预留更多时间。暴风天出发前，请查看[road.is](https://www.road.is)和[safetravel.is](https://safetravel.is)的预警。',
        ],
      },
    },
  },
];

// ---------------------------------------------------------------------------------------------
// Building the documents

const linkPattern = /\[([^\]]+)\]\(([^)]+)\)/g;

/** One line of a post body as a Portable Text block; `post:` links point at posts of `tenant` and `language`. */
function textBlock(line: string, blockKey: string, tenant: TenantId, language: LocaleCode): TextBlock {
  let style: TextBlock['style'] = 'normal';
  let listItem: TextBlock['listItem'];
  let text = line;
  if (line.startsWith('## ')) {
    style = 'h2';
    text = line.slice(3);
  } else if (line.startsWith('- ')) {
    listItem = 'bullet';
    text = line.slice(2);
  }

  const children: Span[] = [];
  const markDefs: LinkMark[] = [];
  const pushSpan = (spanText: string, marks: string[]) => {
    if (spanText) children.push({ _type: 'span', _key: `${blockKey}s${children.length}`, text: spanText, marks });
  };
  let position = 0;
  for (const match of text.matchAll(linkPattern)) {
    const [whole, label = '', target = ''] = match;
    pushSpan(text.slice(position, match.index), []);
    const markKey = `${blockKey}l${markDefs.length}`;
    markDefs.push({
      _type: 'link',
      _key: markKey,
      link: target.startsWith('post:')
        ? {
            _type: 'link',
            type: 'internal',
            internalType: 'blogPostPage',
            internal: ref(docId(tenant, language, 'blogPostPage', target.slice('post:'.length))),
          }
        : { _type: 'link', type: 'external', external: target, blank: true },
    });
    pushSpan(label, [markKey]);
    position = match.index + whole.length;
  }
  pushSpan(text.slice(position), []);

  return {
    _type: 'block',
    _key: blockKey,
    style,
    ...(listItem ? { listItem, level: 1 } : {}),
    markDefs,
    children,
  };
}

function portableText(lines: string[], tenant: TenantId, language: LocaleCode): PortableText {
  return lines.map((line, index) => textBlock(line, key(`b${index}`), tenant, language));
}

function seo(title: string, description: string, tenant: TenantId) {
  return { _type: 'seo' as const, title: `${title} | ${tenants[tenant].name}`, description };
}

export async function blogDocuments(): Promise<ContentDocument[]> {
  const assets: ImageAssetDocument[] = [];
  const pictures = new Map<string, Awaited<ReturnType<typeof imageFromSvg>>>();
  for (const post of posts) {
    const picture = await imageFromSvg(`blog-${post.key}`, landscapeArt(palettes[post.art.palette], post.art.variant));
    pictures.set(post.key, picture);
    if (!assets.some((asset) => asset._id === picture.asset._id)) assets.push(picture.asset);
  }

  const documents: ContentDocument[] = [...assets];
  for (const tenant of tenantIds) {
    for (const language of localeCodes) {
      const topicId = docId(tenant, language, 'blogTopicPage');
      const topicPage: BlogTopicPage = {
        _id: topicId,
        _type: 'blogTopicPage',
        language,
        tenant,
        title: topic[language].title,
        slug: { _type: 'slug', current: topic[language].slug },
        intro: topicIntro[tenant][language],
        seo: seo(topic[language].title, topicIntro[tenant][language], tenant),
      };
      documents.push(topicPage);

      for (const categoryKey of categoryKeys) {
        const text = categories[categoryKey][language];
        const categoryPage: BlogCategoryPage = {
          _id: docId(tenant, language, 'blogCategoryPage', categoryKey),
          _type: 'blogCategoryPage',
          language,
          tenant,
          title: text.title,
          slug: { _type: 'slug', current: text.slug },
          topic: ref(topicId),
          description: text.description,
          seo: seo(text.title, text.description, tenant),
        };
        documents.push(categoryPage);
      }

      for (const post of posts.filter((candidate) => candidate.tenants.includes(tenant))) {
        const text = post.text[language];
        const picture = pictures.get(post.key);
        if (!picture) throw new Error(`No picture for blog post ${post.key}`);
        const postPage: BlogPostPage = {
          _id: docId(tenant, language, 'blogPostPage', post.key),
          _type: 'blogPostPage',
          language,
          tenant,
          title: text.title,
          slug: { _type: 'slug', current: text.slug },
          topic: ref(topicId),
          category: ref(docId(tenant, language, 'blogCategoryPage', post.category)),
          date: post.date,
          image: withPhotoCredit(post.key, language, picture.image(text.alt)),
          excerpt: text.excerpt,
          body: portableText(text.body, tenant, language),
          seo: seo(text.title, text.excerpt, tenant),
        };
        documents.push(postPage);
      }
    }
  }
  return documents;
}
