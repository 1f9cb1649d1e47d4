/** The site generator's Icelandic text (scripts/content/site.ts builds the documents from it). */
import type { LanguageCopy } from './types';

export const is: LanguageCopy = {
  pages: {
    about: {
      slug: 'um-okkur',
      title: 'Um okkur',
      description: 'Norðurljós er íslenskt fjölskyldufyrirtæki sem hefur leigt út bíla frá Keflavík síðan 2009.',
    },
    faq: {
      slug: 'spurt-og-svarad',
      title: 'Spurt og svarað',
      description: 'Svör við algengum spurningum um bókanir, greiðslur, tryggingar, afhendingu og skil.',
    },
    terms: {
      slug: 'skilmalar/leiguskilmalar',
      title: 'Leiguskilmálar',
      description: 'Skilmálarnir sem gilda um allar leigur: ökumenn, greiðslur, tryggingar og hvar má aka.',
    },
    privacy: {
      slug: 'personuvernd',
      title: 'Persónuverndarstefna',
      description: 'Hvernig við förum með persónuupplýsingar þínar og hver réttindi þín eru.',
    },
    contact: {
      slug: 'hafa-samband',
      title: 'Hafa samband',
      description: 'Netfang, símanúmer, afgreiðslutímar og heimilisföng afgreiðslustaða okkar.',
    },
    'blocks-showcase': {
      slug: 'ferdavisir-um-island',
      title: 'Ferðavísir',
      description:
        'Skipuleggðu bílferðina um Ísland: árstíðirnar, umferðarreglurnar, verð á tryggingum og leiðirnar sem borgar sig að aka.',
    },
  },
  tenants: {
    car: {
      home: {
        title: 'Bílaleiga á Íslandi',
        seoTitle: 'Bílaleiga á Keflavíkurflugvelli og í Reykjavík | Norðurljós Car Rental',
        seoDescription:
          'Leigðu bíl hjá íslensku fjölskyldufyrirtæki. Þú sækir bílinn á Keflavíkurflugvöll hvenær sólarhrings sem er og aksturinn er ótakmarkaður.',
        heroTitle: 'Ferðalagið hefst í komusalnum',
        heroText:
          'Íslensk bílaleiga með afhendingu á Keflavíkurflugvelli allan sólarhringinn, ótakmörkuðum akstri og heiðarlegu verði.',
        heroAlt: 'Fjöll undir heiðskírum sumarhimni',
        banner: {
          overline: 'Klárir fyrir veturinn',
          title: 'Vetrardekk og rúðuskafa í hverjum bíl',
          description:
            'Frá október fram í apríl fara allir bílar frá okkur á vetrardekkjum. Veldu fjórhjóladrifinn bíl ef leiðin liggur norður eða austur.',
          button: 'Skoða alla bíla',
          alt: 'Blár jepplingur séður frá hlið',
        },
        intro: [
          '## Að leigja bíl hjá okkur',
          'Ísland er eins og skapað fyrir bílferðir: hringvegurinn tengir saman fossa, jökla og sjávarþorp, og bestu viðkomustaðirnir eru oft þeir sem enginn skipulagði. Á eigin bíl ræður þú ferðinni.',
          'Í hverri leigu eru ótakmarkaður akstur, ábyrgðartrygging og kaskótrygging innifalin, auk eins aukaökumanns án endurgjalds. Þú greiðir á netinu og verðið sem þú sérð er verðið sem þú borgar.',
          '- Afhending á Keflavíkurflugvelli allan sólarhringinn á sumrin',
          '- Ókeypis skutla frá flugstöðinni, um fimm mínútna akstur',
          '- Sjálfsafgreiðsla við afhendingu og skil þegar afgreiðslan er lokuð',
        ],
        faqTitle: 'Gott að vita áður en þú bókar',
        faq: [
          {
            q: 'Þarf ég fjórhjóladrifinn bíl?',
            a: [
              'Ekki á hringveginum eða Gullna hringnum, sem eru með bundnu slitlagi. Um fjallvegi merkta með F má aðeins aka á fjórhjóladrifnum bíl, en þeir eru yfirleitt opnir frá lokum júní fram í byrjun september. Á veturna gefur fjórhjóladrif líka betra grip í hálku.',
            ],
          },
          {
            q: 'Hver er lágmarksaldur ökumanna?',
            a: ['Ökumenn þurfa að hafa náð 18 ára aldri og hafa haft gilt ökuskírteini í að minnsta kosti eitt ár.'],
          },
          {
            q: 'Get ég sótt bílinn að nóttu til?',
            a: [
              'Já. Á Keflavíkurflugvelli afhendum við bíla allan sólarhringinn á sumrin, og á veturna getur þú sótt bílinn í sjálfsafgreiðslu þegar afgreiðslan er lokuð.',
            ],
          },
          {
            q: 'Hvaða tryggingu þarf ég?',
            a: [
              'Kaskótrygging er innifalin. Við mælum með malarvörn, því steinkast frá öðrum bílum er algengasta tjónið á Íslandi. Berðu kostina saman í [tryggingatöflunni í ferðavísinum okkar](page:blocks-showcase).',
            ],
          },
        ],
        quote: {
          text: 'Við lentum á miðnætti, vorum komin út í bíl korteri síðar og vöknuðum við Seljalandsfoss morguninn eftir. Allt stóðst sem lofað var.',
          author: 'Hannah K.',
          role: 'Ók hringveginn í mars',
        },
      },
      fleet: { menu: 'Bílaflokkar', description: 'Finndu rétta bílinn fyrir ferðina', all: 'Allir bílar' },
      categories: {
        'car-economy': { title: 'Smábílar', description: 'Sparneytnir og auðvelt að leggja þeim' },
        'car-compact': { title: 'Fólksbílar', description: 'Pláss fyrir fjóra og farangurinn' },
        'car-suv': { title: 'Jeppar og jepplingar', description: 'Fjórhjóladrif fyrir veturinn og malarvegi' },
        'car-van': { title: 'Smárútur', description: 'Allt að níu sæti fyrir hópa' },
      },
    },
    camper: {
      home: {
        title: 'Húsbílaleiga á Íslandi',
        seoTitle: 'Leiga á ferðabílum og húsbílum á Íslandi | Norðurljós Campers',
        seoDescription:
          'Leigðu ferðabíl, fjórhjóladrifinn húsbíl eða stóran húsbíl. Sængurföt, eldhúsbúnaður og miðstöð fylgja og þú sækir bílinn á Keflavíkurflugvöll.',
        heroTitle: 'Sofðu þar sem útsýnið er best',
        heroText:
          'Ferðabílar, fjórhjóladrifnir húsbílar og stórir húsbílar með rúmi, eldhúsi og miðstöð — sóttir á Keflavíkurflugvöll og tilbúnir í hringveginn.',
        heroAlt: 'Brún hálendisfjöll undir fölum himni',
        banner: {
          overline: 'Allt um borð',
          title: 'Sængurföt, eldavél og miðstöð innifalin',
          description:
            'Í hverjum bíl eru sængur, gaseldavél, pottar og diskar, og dísilmiðstöð sem heldur á þér hita á köldum nóttum. Bættu við útilegustólum og borði ef þú vilt.',
          button: 'Skoða alla húsbíla',
          alt: 'Hvítur húsbíll séður frá hlið',
        },
        intro: [
          '## Á húsbíl um Ísland',
          'Húsbíll er frjálsasta leiðin til að ferðast um Ísland: engir innritunartímar á hótelum, ekkert að pakka niður á hverjum morgni, bara vegurinn og það sem bíður handan næsta fjarðar. Tjaldsvæði eru opin hringinn í kringum landið frá maí fram í september og mörg þeirra allan veturinn.',
          'Samkvæmt lögum má aðeins gista í húsbílum á tjaldsvæðum eða með leyfi landeiganda, svo skipulegðu næturnar út frá tjaldsvæðunum. Þar eru sturtur, salerni og oft eldunaraðstaða.',
          '- Ótakmarkaður akstur og kaskótrygging innifalin',
          '- Sængurföt, handklæði og eldhúsbúnaður án aukagjalds',
          '- Útilegukortið fáanlegt sem aukahlutur',
        ],
        faqTitle: 'Gott að vita áður en þú bókar',
        faq: [
          {
            q: 'Hvar má ég gista?',
            a: [
              'Á tjaldsvæðum eða á einkalandi með leyfi eiganda. Óheimilt er að gista á áningarstöðum og bílastæðum. Útilegukortið gildir á um 40 tjaldsvæðum fyrir eitt lágt verð.',
            ],
          },
          {
            q: 'Get ég leigt húsbíl að vetri til?',
            a: [
              'Já. Húsbílarnir okkar eru á vetrardekkjum og með dísilmiðstöð sem hitar bílinn alla nóttina án þess að tæma rafgeyminn. Á veturna mælum við með fjórhjóladrifnum húsbíl og sveigjanlegri ferðaáætlun.',
            ],
          },
          {
            q: 'Fylgja sængurföt með?',
            a: [
              'Já: sængur, koddar, lök og handklæði fyrir hvert svefnpláss, auk potta, diska, hnífapara og gaseldavélar.',
            ],
          },
          {
            q: 'Hve margir geta sofið í bílnum?',
            a: [
              'Í ferðabílunum sofa tveir, í fjórhjóladrifnu húsbílunum tveir til þrír og í stóru húsbílunum allt að fimm. Síaðu eftir fjölda svefnplássa til að finna rétta bílinn.',
            ],
          },
        ],
        quote: {
          text: 'Miðstöðin bjargaði okkur eina hvassa nótt á Vestfjörðum og í bílnum var allt sem þurfti til að elda. Við myndum hiklaust leigja aftur hjá Norðurljósum.',
          author: 'Marco og Giulia',
          role: 'Tólf daga hringferð í september',
        },
      },
      fleet: { menu: 'Gerðir húsbíla', description: 'Finndu húsbílinn sem hentar ferðinni', all: 'Allir húsbílar' },
      categories: {
        'camper-campervan': { title: 'Ferðabílar', description: 'Litlir og sparneytnir, fyrir tvo' },
        'camper-4x4': { title: 'Fjórhjóladrifnir húsbílar', description: 'Fyrir hálendið og vetrarferðir' },
        'camper-motorhome': { title: 'Stórir húsbílar', description: 'Salerni, sturta og pláss fyrir fimm' },
      },
    },
    longterm: {
      home: {
        title: 'Langtímaleiga á bílum',
        seoTitle: 'Mánaðarleiga á bílum | Norðurljós Long-Term Rentals',
        seoDescription:
          'Leigðu bíl í mánuð eða lengur. Trygging, þjónustuskoðanir, dekkjaskipti og bifreiðagjöld eru innifalin í einu mánaðarverði og við komum með bílinn heim til þín.',
        heroTitle: 'Bíll í mánuði, ekki daga',
        heroText:
          'Eitt mánaðarverð með tryggingu, þjónustu og dekkjaskiptum inniföldum. Við afhendum bílinn heim að dyrum á höfuðborgarsvæðinu.',
        heroAlt: 'Fjöll í hlýrri kvöldbirtu',
        banner: {
          overline: 'Rafbílar og tvinnbílar',
          title: 'Keyrðu á rafmagni í vetur',
          description:
            'Rafbílunum okkar fylgja hleðslusnúra og hleðslukort, og nær allt rafmagn á Íslandi kemur frá vatnsafli og jarðvarma.',
          button: 'Skoða alla bíla',
          alt: 'Grænn fólksbíll séður frá hlið',
        },
        intro: [
          '## Langtímaleiga á einfaldan hátt',
          'Vantar þig bíl í nokkra mánuði vegna vinnu, á meðan þú bíður eftir nýjum bíl eða af því að þú vilt ekki kaupa strax? Leigðu bíl í mánuð eða lengur og greiddu fast mánaðarverð.',
          'Í verðinu eru trygging, reglulegar þjónustuskoðanir, skipti á milli sumar- og vetrardekkja og bifreiðagjöld. Þú greiðir aðeins fyrir eldsneyti eða hleðslu.',
          '- Lágmarksleigutími einn mánuður, ekkert hámark',
          '- Við komum með bílinn og sækjum hann hvert sem er á höfuðborgarsvæðinu',
          '- Varabíll ef þinn bíll þarf að fara í viðgerð',
        ],
        faqTitle: 'Gott að vita áður en þú leigir',
        faq: [
          {
            q: 'Hver er lágmarksleigutíminn?',
            a: [
              'Einn mánuður. Eftir það getur þú framlengt um einn mánuð í senn eða samið um fastan leigutíma til 3, 6 eða 12 mánaða á lægra mánaðarverði.',
            ],
          },
          {
            q: 'Eru dekkjaskipti innifalin?',
            a: ['Já. Við setjum bílinn á vetrardekk á haustin og aftur á sumardekk á vorin, á tíma sem hentar þér.'],
          },
          {
            q: 'Má ég aka út fyrir höfuðborgarsvæðið?',
            a: [
              'Að sjálfsögðu. Aksturinn er ótakmarkaður og þú mátt aka um alla almenna vegi landsins, nema fjallvegi merkta með F.',
            ],
          },
          {
            q: 'Þarf ég kennitölu?',
            a: [
              'Nei, vegabréf og ökuskírteini duga. Með kennitölu getum við þó sent reikningana beint í netbankann þinn.',
            ],
          },
        ],
        quote: {
          text: 'Ég leigði rafbíl þá sex mánuði sem ég starfaði á Landspítalanum. Bíllinn var afhentur heima hjá mér, settur á vetrardekk í október og ég þurfti aldrei að hugsa um hann.',
          author: 'Sofia L.',
          role: 'Læknir, sex mánaða leiga',
        },
      },
      fleet: { menu: 'Bílaflokkar', description: 'Bílar fyrir öll æviskeið', all: 'Allir bílar' },
      categories: {
        'longterm-city': { title: 'Borgarbílar', description: 'Litlir og hagkvæmir í daglegar útréttingar' },
        'longterm-family': { title: 'Fjölskyldubílar', description: 'Pláss fyrir börn, barnavagn og helgarferðir' },
        'longterm-electric': { title: 'Rafbílar', description: 'Hlaðið heima, engin bensínstöð' },
      },
    },
  },
  header: {
    book: 'Bóka núna',
    byType: 'Eftir flokkum',
    byGearbox: 'Eftir gírskiptingu',
    bySleeping: 'Eftir svefnplássum',
    automatic: { title: 'Sjálfskiptir', description: 'Þægilegir í borginni og á hringveginum' },
    manual: { title: 'Beinskiptir', description: 'Lægra verð og meiri stjórn á malarvegum' },
    sleeps: (spots) => `${spots} svefnpláss`,
    blog: 'Ferðablogg',
    blogDescription: 'Ráð, leiðir og sögur af veginum',
    blogLinksTitle: 'Efnisflokkar',
    recentPostsTitle: 'Nýjustu greinarnar',
    blogAll: 'Allar greinar',
    blogCategories: {
      'travel-tips': 'Ferðaráð',
      'driving-in-iceland': 'Akstur á Íslandi',
      destinations: 'Áfangastaðir',
    },
    manage: { title: 'Finndu, breyttu eða afbókaðu bókunina þína', label: 'Mín bókun' },
    checkIn: { title: 'Innritaðu þig á netinu fyrir afhendingu', label: 'Innritun' },
    call: { title: 'Hringdu í okkur, dag sem nótt', label: 'Hringja' },
  },
  footer: {
    plan: 'Skipuleggðu ferðina',
    company: 'Fyrirtækið',
    followOn: (platform) => `Fylgdu okkur á ${platform}`,
    certificate: 'Vakinn – gæðavottun í ferðaþjónustu',
    certificateAlt: 'Gæðamerki Vakans',
  },
  carousel: {
    title: 'Hvert viltu aka fyrst?',
    slides: [
      {
        title: 'Gullni hringurinn',
        text: 'Þingvellir, Geysir og Gullfoss á einum degi. Hringurinn hefst í 45 mínútna akstursfjarlægð frá Reykjavík.',
        alt: 'Grænn dalur undir fjöllum að sumri',
      },
      {
        title: 'Suðurströndin',
        text: 'Svartar sandfjörur, Skógafoss og skriðjöklar Vatnajökuls, allt meðfram þjóðvegi 1.',
        alt: 'Snævi þakin fjöll undir norðurljósum',
      },
      {
        title: 'Snæfellsnes',
        text: 'Oft kallað Ísland í hnotskurn: jökull, hraunbreiður og hið margmyndaða Kirkjufell.',
        alt: 'Fjöll í bjarma sólarlagsins',
      },
    ],
  },
  about: {
    body: [
      '## Fjölskyldufyrirtæki af Reykjanesi',
      'Norðurljós hóf starfsemi árið 2009 með tólf bíla og litla skrifstofu við Keflavíkurflugvöll. Í dag leigjum við út bíla, húsbíla og langtímaleigubíla, en við erum enn fjölskyldufyrirtæki: sama fólkið svarar tölvupóstinum, þrífur bílana og þekkir vegina.',
      'Nafnið völdum við vegna allra kvöldanna sem við horfðum á norðurljósin dansa yfir Reykjanesbrautinni á leiðinni heim úr vinnunni.',
      '## Það sem við stöndum fyrir',
      '- **Heiðarlegt verð.** Verðið sem þú sérð inniheldur þær tryggingar og skatta sem þú þarft.',
      '- **Öruggir bílar.** Bílarnir okkar eru að meðaltali innan við þriggja ára gamlir og okkar eigin bifvélavirkjar sjá um viðhaldið.',
      '- **Aðstoð á veginum.** Vegaaðstoðin okkar svarar allan sólarhringinn og við þekkjum hjáleiðirnar þegar vegir lokast.',
      '- **Virðing fyrir náttúrunni.** Við fræðum alla viðskiptavini um bann við utanvegaakstri og kolefnisjöfnum flotann með landgræðslu á Suðurlandi.',
    ],
    banner: {
      title: 'Spurningar? Talaðu við okkur',
      description: 'Starfsfólkið okkar í Reykjavík og Keflavík svarar alla daga vikunnar.',
      button: 'Hafa samband',
    },
  },
  faqPage: {
    intro: [
      'Hér finnur þú svör við þeim spurningum sem við fáum oftast. Finnurðu ekki svarið? [Hafðu samband](page:contact).',
    ],
    generalTitle: 'Bókun og greiðsla',
    general: [
      {
        q: 'Get ég breytt bókun eða afbókað?',
        a: [
          'Já. [Finndu bókunina þína](/reservation/find/) með bókunarnúmeri og netfangi til að breyta dagsetningum, aukahlutum eða ökumönnum. Afbókun er gjaldfrjáls allt að 48 klukkustundum fyrir afhendingu.',
        ],
      },
      {
        q: 'Hvaða greiðslukort takið þið?',
        a: [
          'Visa, Mastercard og American Express. Debetkort eru einnig tekin gild, en þá gæti verið tekin heimild á kortið fyrir sjálfsábyrgðinni.',
        ],
      },
      {
        q: 'Hvað er netinnritun?',
        a: [
          'Nokkrum dögum fyrir afhendingu getur þú innritað þig á netinu: staðfest upplýsingarnar, hlaðið upp mynd af ökuskírteininu og undirritað leigusamninginn. Við afhendingu sækir þú bara lyklana.',
        ],
      },
      {
        q: 'Get ég bætt við ökumanni?',
        a: [
          'Einn aukaökumaður er ókeypis. Hver ökumaður umfram það kostar {extraDriverPrice} á dag og honum má bæta við þegar þú bókar eða síðar í bókuninni.',
        ],
      },
    ],
    pickupTitle: 'Afhending og skil',
    pickup: [
      {
        q: '@kef Hvernig finn ég ykkur á Keflavíkurflugvelli?',
        a: [
          'Gakktu út úr komusalnum og taktu ókeypis skutluna okkar frá biðstöð bílaleiguskutlnanna. Hún fer á 15 mínútna fresti og ferðin tekur um fimm mínútur.',
        ],
      },
      {
        q: '@ss Hvað er sjálfsafgreiðsla?',
        a: [
          'Þegar afgreiðslan er lokuð sækir þú lyklana í lyklabox með kóða sem við sendum þér eftir netinnritun. Bóka þarf sjálfsafgreiðslu með minnst 12 klukkustunda fyrirvara.',
        ],
      },
      {
        q: 'Get ég skilað bílnum annars staðar?',
        a: [
          'Já, á hvaða afgreiðslustað okkar sem er. Ef bílnum er skilað á öðrum stað en hann var sóttur kostar það {oneWayFee} aukalega og þú sérð gjaldið áður en þú greiðir.',
        ],
      },
      {
        q: 'Hvað ef ég skila bílnum of seint?',
        a: [
          'Láttu okkur vita eins fljótt og hægt er. Allt að klukkustundar seinkun er ókeypis, en eftir það greiðist aukadagur.',
        ],
      },
    ],
  },
  terms: [
    'Þessir skilmálar gilda um allar leigur sem bókaðar eru hjá {brand}. Með því að staðfesta bókun samþykkir þú þá fyrir hönd allra ökumanna.',
    '## Ökumenn',
    'Aðalökumaður skal hafa náð 18 ára aldri og hafa haft gilt ökuskírteini í að minnsta kosti eitt ár. Ökuskírteinum sem ekki eru prentuð með latnesku letri þarf að fylgja alþjóðlegt ökuskírteini. Einn aukaökumaður er ókeypis; hver ökumaður umfram það kostar {extraDriverPrice} á dag.',
    '## Greiðsla og afbókun',
    'Bókunin er greidd á netinu, að fullu eða að hluta eins og fram kemur við greiðslu. Afbókun sem berst meira en 48 klukkustundum fyrir afhendingu er endurgreidd að fullu; við síðari afbókun er innheimt eins dags leiga.',
    '## Tryggingar og tjón',
    'Kaskótrygging (CDW) og ábyrgðartrygging eru innifaldar. Sjálfsábyrgðin fer eftir þeirri tryggingu sem valin er. Tjón á undirvagni, vatnstjón við akstur yfir ár og tjón vegna utanvegaaksturs eru aldrei bætt.',
    '## Eldsneyti, gjöld og sektir',
    'Skila skal bílnum með sama magni eldsneytis eða hleðslu og við afhendingu. Leigutaki greiðir bílastæðagjöld, veggjöld og sektir fyrir hraðakstur eða stöðubrot, ásamt umsýslugjaldi.',
    '## Hvar má aka',
    'Aðeins má aka á opinberum vegum. Um fjallvegi merkta með F má einungis aka á fjórhjóladrifnum bílum sem samþykktir eru til slíks aksturs. Utanvegaakstur er bannaður samkvæmt íslenskum lögum.',
    '## Skil',
    'Skila skal bílnum á umsömdum stað og tíma. Fyrir meira en klukkustundar seinkun er innheimtur aukadagur.',
    'Spurningar um skilmálana? [Hafðu samband](page:contact).',
  ],
  privacy: [
    '{brand} leggur ríka áherslu á vernd persónuupplýsinga. Hér kemur fram hvaða upplýsingum við söfnum, í hvaða tilgangi og hver réttindi þín eru samkvæmt persónuverndarlögum og almennu persónuverndarreglugerðinni (GDPR).',
    '## Upplýsingar sem við söfnum',
    '- Nafn, netfang, símanúmer og heimilisfang, til að afgreiða bókunina',
    '- Upplýsingar um ökuskírteini og fæðingardag, eins og tryggingafélag okkar krefst',
    '- Greiðsluupplýsingar, sem færsluhirðir okkar vinnur úr — við geymum aldrei full kortanúmer',
    '- Flugnúmer og komutíma, svo að við getum tekið á móti þér',
    '## Varðveislutími',
    'Bókunargögn eru varðveitt í sjö ár, eins og lög um bókhald kveða á um. Samþykki fyrir markaðspósti má draga til baka hvenær sem er.',
    '## Vafrakökur',
    'Við notum vafrakökur til að muna tungumál, gjaldmiðil og bókun og, með þínu samþykki, til að mæla notkun vefsins.',
    '## Tilvísanir samstarfsaðila',
    'Þegar þú kemur til okkar í gegnum tengil samstarfsaðila (vefslóð með ref=) skráum við heimsóknina og, ef þú bókar og greiðir í kjölfarið, bókunina, svo að við getum umbunað samstarfsaðilanum. Til þess geymir vafrinn þinn:',
    '- tilvísunarauðkenni í staðbundinni geymslu ({tenant}-referral-id): „U-“ og síðan handahófskenndir bókstafir, búið til einu sinni á þessu tæki. Það segir ekkert um þig og geymist þar til þú hreinsar gögn vefsins',
    '- vafraköku með auðkenni smellsins frá samstarfsaðilanum ({tenant}-affiliate-click-id), sem geymist í 60 daga',
    'Fyrir greidda bókun skráum við kóða samstarfsaðilans, þessi tvö auðkenni, bókunarnúmerið, greidda upphæð og gjaldmiðil hennar og afsláttarkóða ef einhver er, ásamt gerviauðkenndu viðskiptavinanúmeri í stað nafns þíns eða netfangs. IP-tala þín er aldrei geymd.',
    '## Réttindi þín',
    'Þú getur óskað eftir aðgangi að gögnum þínum, leiðréttingu eða eyðingu þeirra, eða andmælt vinnslu þeirra. Skrifaðu okkur á [{email}](mailto:{email}). Þú getur einnig lagt fram kvörtun hjá Persónuvernd.',
  ],
  contact: {
    body: [
      'Við svörum öllum skilaboðum innan nokkurra klukkustunda, alla daga vikunnar.',
      '## Hringdu eða skrifaðu',
      '- Netfang: [{email}](mailto:{email})',
      '- Skrifstofan í Reykjavík: [{phoneRvk}]({phoneRvkTel})',
      '@kef - Afgreiðslan á Keflavíkurflugvelli: [{phoneKef}]({phoneKefTel})',
      '## Komdu við',
      '@kef **Keflavíkurflugvöllur** — Blikavöllur 2, 235 Keflavíkurflugvöllur. Opið allan sólarhringinn á sumrin og 05:00–23:00 á veturna; sjálfsafgreiðsla hvenær sem er.',
      '**Reykjavík** — Skeifan 9, 108 Reykjavík. Virka daga 08:00–18:00 og laugardaga 09:00–16:00, lokað á sunnudögum yfir veturinn; alla daga 08:00–20:00 á sumrin.',
      'Ertu þegar með bókun? [Finndu hana hér](/reservation/find/) til að breyta dagsetningum, bæta við aukahlutum eða innrita þig á netinu.',
    ],
    mapTitle: 'Svona finnur þú okkur',
  },
  guide: {
    intro: [
      '## Að skipuleggja bílferð um Ísland',
      'Ísland launar þeim sem skipuleggja sig svolítið en skilja eftir rúm fyrir hið óvænta. Vegalengdir virðast stuttar á kortinu, en veður, myndastopp og einbreiðar brýr lengja ferðina: reiknaðu með 60–70 km/klst. að meðaltali, ekki hámarkshraðanum.',
      'Skoðaðu tvo vefi á hverjum morgni áður en lagt er af stað: [umferdin.is](https://umferdin.is) fyrir færð og lokanir og [vedur.is](https://vedur.is) fyrir veðurspá og vindviðvaranir. Skráðu ferðaáætlunina á [SafeTravel](https://safetravel.is) ef þú ferð út fyrir alfaraleið.',
      'Hér fyrir neðan finnur þú [verð á tryggingum](#insurance), umferðarreglurnar, [árstíðirnar í hnotskurn](#seasons) og uppáhaldsleiðirnar okkar.',
    ],
    pictureBanner: {
      overline: 'Veldu rétta bílinn',
      title: 'Á hálendið þarf fjórhjóladrif',
      description:
        'Fjallvegir opna yfirleitt í lok júní og um þá má aðeins aka á fjórhjóladrifnum bílum. Kannaðu færðina áður en þú bókar ef Landmannalaugar eða Askja eru á listanum.',
      alt: 'Hálendisfjöll snemma sumars',
    },
    tabs: [
      {
        title: 'Sumar',
        text: [
          'Miðnætursól og opnir hálendisvegir. Bókaðu tímanlega, því bílar og tjaldsvæði fyllast í júlí. Það er bjart nánast allan sólarhringinn, svo þú getur ekið seint og sloppið við mannmergðina.',
        ],
      },
      {
        title: 'Haust',
        text: [
          'Rólegri vegir, haustlitir og fyrstu norðurljósin. Fyrsti snjórinn fellur á fjallvegum í október og bílarnir fara á vetrardekk í byrjun nóvember.',
        ],
      },
      {
        title: 'Vetur',
        text: [
          'Stuttir dagar — um fjögurra stunda birta í desember — og góðar líkur á norðurljósum. Ef vetrarakstur er þér framandi skaltu halda þig við Suður- og Vesturland og kanna færðina á hverjum morgni.',
        ],
      },
      {
        title: 'Vor',
        text: [
          'Dagarnir lengjast hratt, lömbin eru komin í hagana og ferðamenn fáir. Hálendisvegir eru enn lokaðir og á Norðurlandi getur enn snjóað.',
        ],
      },
    ],
    carousel: {
      title: 'Lengra út á land',
      slides: [
        {
          title: 'Vestfirðir',
          text: 'Brattir firðir, fossinn Dynjandi og nánast engin umferð. Gefðu þér minnst þrjá daga; margir vegir eru malarvegir.',
          alt: 'Brún fjöll yfir firði',
        },
        {
          title: 'Mývatn og Norðurland',
          text: 'Gígar, hverir og Jarðböðin við Mývatn, í klukkustundar akstursfjarlægð frá Akureyri.',
          alt: 'Norðurljós yfir snæviþöktum fjöllum á Norðurlandi',
        },
        {
          title: 'Austfirðir',
          text: 'Lítil sjávarþorp í djúpum fjörðum, hreindýr við veginn og rólegri hlið hringvegarins.',
          alt: 'Grænar hlíðar undir fjöllum á Austfjörðum',
        },
      ],
    },
    gallery: {
      title: 'Ísland allan ársins hring',
      images: [
        'Miðnætursól yfir fjöllunum',
        'Norðurljós yfir snæviþöktum tindum',
        'Sólsetur á hálendinu',
        'Hálendið snemma sumars',
      ],
    },
    table: {
      title: 'Tryggingar og verð',
      coverage: 'Vernd',
      basic: 'Grunnvernd (CDW)',
      premium: 'Aukin vernd',
      zero: 'Full vernd',
      perDay: 'Verð á dag',
      included: 'Innifalið',
      selfRisk: 'Sjálfsábyrgð',
      gravel: 'Malarvörn',
      sand: 'Sand- og öskuvörn',
      tyres: 'Dekk og framrúða',
    },
    accordion: {
      title: 'Umferðarreglur í stuttu máli',
      items: [
        {
          q: 'Hámarkshraði',
          a: [
            '90 km/klst. á bundnu slitlagi, 80 km/klst. á malarvegum og 50 km/klst. í þéttbýli nema annað sé gefið til kynna. Hraðamyndavélar eru víða og sektirnar háar.',
          ],
        },
        { q: 'Ökuljós allan sólarhringinn', a: ['Ökuljósin eiga alltaf að vera kveikt, líka á björtum sumardögum.'] },
        {
          q: 'Utanvegaakstur er bannaður',
          a: [
            'Akstur utan merktra vega og slóða skemmir viðkvæman mosa í áratugi og varðar háum sektum. Það á einnig við um fjörur og svarta sanda.',
          ],
        },
        {
          q: 'Einbreiðar brýr',
          a: ['Sá bíll sem er nær brúnni á réttinn. Hægðu á þér og bíddu ef einhver er þegar kominn út á brúna.'],
        },
        {
          q: 'Aldrei stöðva á veginum',
          a: [
            'Notaðu merkta áningarstaði til að taka myndir. Bílar sem stöðvaðir eru á veginum eða vegöxlinni valda mörgum slysum á hverju ári.',
          ],
        },
      ],
    },
    faq: {
      title: 'Spurningar ferðalanga',
      items: [
        {
          q: 'Er hringvegurinn opinn á veturna?',
          a: [
            'Að mestu leyti, en óveður getur lokað köflum í nokkrar klukkustundir eða jafnvel daga, einkum á Austur- og Norðurlandi. Kannaðu færðina á hverjum morgni og hafðu varadag í áætluninni.',
          ],
        },
        {
          q: 'Hvenær sjást norðurljósin?',
          a: [
            'Frá lokum ágúst fram í miðjan apríl, á heiðskírum og dimmum nóttum. Komdu þér út fyrir ljósin í bænum og skoðaðu norðurljósaspána á vedur.is.',
          ],
        },
        {
          q: 'Þarf ég reiðufé?',
          a: [
            'Nánast aldrei. Greiðslukort eru tekin nær alls staðar, líka á sjálfsafgreiðslustöðvum — gættu þess bara að muna PIN-númerið.',
          ],
        },
        {
          q: 'Hvernig greiði ég fyrir göng og bílastæði?',
          a: [
            'Vaðlaheiðargöng við Akureyri eru greidd á veggjald.is innan sólarhrings. Bílastæðagjöld við margar náttúruperlur, til dæmis á Þingvöllum og við Seljalandsfoss, eru greidd með appi eða í greiðsluvél.',
          ],
        },
      ],
    },
    video: 'Akstur á Íslandi: við hverju má búast',
    mapTitle: 'Afgreiðslustaðir okkar',
    comparison: {
      title: 'Sama útsýni, tvær árstíðir',
      before: 'Sumar',
      after: 'Vetur',
      beforeAlt: 'Græn fjallasýn að sumri',
      afterAlt: 'Sama fjallasýn þakin snjó',
    },
    quote: {
      text: 'Að kanna færðina varð morgunrútínan okkar. Við breyttum leiðinni tvisvar vegna vinds og sáum aldrei eftir því.',
      author: 'Tomás R.',
      role: 'Tíu dagar í febrúar',
    },
    textBanner: {
      overline: 'Tilbúin í ferðina?',
      title: 'Leiðin klár?',
      description: 'Veldu nú bílinn sem hentar henni og bókaðu á örfáum mínútum.',
    },
    expander: {
      title: 'Hvað á að taka með í bílferð um Ísland',
      body: [
        'Veðrið á Íslandi breytist hratt og þú verður meira úti en þú heldur. Klæddu þig í lögum frekar en í einni þykkri úlpu.',
        '- Vatns- og vindheldan jakka og buxur',
        '- Hlý ullarnærföt og flís- eða dúnpeysu',
        '- Sterka og vatnshelda gönguskó, og mannbrodda á veturna',
        '- Húfu, vettlinga og hálsklút, líka á sumrin',
        '- Sundföt og fljótþornandi handklæði fyrir sundlaugar og heitar laugar',
        '- Svefngrímu fyrir bjartar sumarnætur',
        '- Vatnsbrúsa — kranavatnið er frábært alls staðar',
        '- USB-hleðslutæki fyrir bílinn og kort í símanum sem virkar án netsambands',
        'Hafðu nesti, vatn og hlaðinn síma í bílnum. Á Austurlandi og á hálendinu geta verið 100 km á milli bensínstöðva, svo fylltu á þegar tankurinn er hálfur.',
        'Á veturna skaltu bæta við vasaljósi, hlýrri aukaflík og teppi fyrir hvern farþega, ef vegur skyldi lokast og þú þyrftir að bíða.',
      ],
    },
  },
  notFound: [
    '## Því miður fannst síðan ekki',
    'Síðan gæti hafa verið færð eða slóðin rangt slegin inn. Hér eru nokkrar leiðir áfram:',
    '- Farðu á [forsíðuna](home) og byrjaðu nýja leit',
    '- Skoðaðu [öll ökutækin okkar](vehicles)',
    '- [Finndu bókunina þína](/reservation/find/)',
    '- [Hafðu samband](page:contact) og við aðstoðum þig',
  ],
  winter: {
    title: 'Vetrarakstur: kannaðu færðina áður en þú leggur af stað',
    text: 'Óveður getur lokað vegum með stuttum fyrirvara. Skoðaðu umferdin.is og vedur.is á hverjum morgni.',
    expander: [
      'Frá nóvember fram í apríl getur veðrið á Íslandi breyst á einni klukkustund. Fyrir hverja ferð:',
      '- Kannaðu færðina á [umferdin.is](https://umferdin.is) eða í síma 1777',
      '- Skoðaðu vindaspána á [vedur.is](https://vedur.is) — í hviðum yfir 20 m/s er hættulegt að aka',
      '- Haltu eldsneytistankinum að minnsta kosti hálfum og hafðu hlý föt meðferðis',
      'Ef vegi hefur verið lokað skaltu aldrei aka fram hjá lokunarhliðinu. Hringdu í okkur í síma [{phoneRvk}]({phoneRvkTel}) og við hjálpum þér að breyta áætluninni.',
    ],
  },
  promo: {
    button: 'Nota kóðann',
    days: 'dagar',
    hours: 'klukkustundir',
    minutes: 'mínútur',
    seconds: 'sekúndur',
    banner: 'Vetrartilboð: 15% afsláttur af öllum bókunum',
    title: 'Norðurljósatímabilið er hafið',
    text: 'Bókaðu áður en tilboðinu lýkur og fáðu {percentage}% afslátt af leigunni með kóðanum {promoCode}.',
    note: 'Gildir um bókanir sem gerðar eru til og með {expiryDate}. Gildir ekki með öðrum tilboðum.',
    alt: 'Norðurljós yfir snævi þöktum fjöllum',
  },
  locations: {
    kef: 'Keflavíkurflugvöllur',
    rvk: 'Skrifstofan í Reykjavík',
    aey: 'Skrifstofan á Akureyri',
    delivery: 'Afhending heim að dyrum',
  },
};
