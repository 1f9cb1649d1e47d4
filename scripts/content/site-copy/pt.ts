/** The site generator's Portuguese text (scripts/content/site.ts builds the documents from it). */
import type { LanguageCopy } from './types';

export const pt: LanguageCopy = {
  pages: {
    about: {
      slug: 'sobre-nos',
      title: 'Sobre nós',
      description: 'A Norðurljós é uma empresa familiar islandesa que aluga veículos a partir de Keflavík desde 2009.',
    },
    faq: {
      slug: 'perguntas-frequentes',
      title: 'Perguntas frequentes',
      description: 'Respostas sobre reservas, pagamentos, seguros, levantamento e devolução.',
    },
    terms: {
      slug: 'legal/termos-de-aluguer',
      title: 'Termos de aluguer',
      description: 'As condições de cada aluguer: condutores, pagamento, seguros e por onde pode circular.',
    },
    privacy: {
      slug: 'privacidade',
      title: 'Política de privacidade',
      description: 'Como tratamos os seus dados pessoais e quais são os seus direitos.',
    },
    contact: {
      slug: 'contactos',
      title: 'Contactos',
      description: 'E-mail, telefones, horários e moradas dos nossos balcões.',
    },
    'blocks-showcase': {
      slug: 'guia-de-viagem-islandia',
      title: 'Guia de viagem',
      description:
        'Planeie a sua viagem de carro pela Islândia: estações do ano, regras de trânsito, preços dos seguros e os percursos que valem a pena.',
    },
  },
  tenants: {
    car: {
      home: {
        title: 'Aluguer de carros na Islândia',
        seoTitle: 'Aluguer de carros no Aeroporto de Keflavík e em Reiquiavique | Norðurljós Car Rental',
        seoDescription:
          'Alugue um carro na Islândia a uma empresa familiar local. Levantamento no Aeroporto de Keflavík a qualquer hora e quilometragem ilimitada.',
        heroTitle: 'A sua viagem começa no átrio das chegadas',
        heroText:
          'Aluguer de carros local, com levantamento no Aeroporto de Keflavík 24 horas por dia, quilometragem ilimitada e preços honestos.',
        heroAlt: 'Montanhas sob um céu limpo de verão na Islândia',
        banner: {
          overline: 'Prontos para o inverno',
          title: 'Pneus de inverno e raspador em todos os carros',
          description:
            'De outubro a abril, todos os nossos carros saem com pneus de inverno. Se o seu percurso for para norte ou para leste, escolha um 4x4.',
          button: 'Ver todos os carros',
          alt: 'Um SUV azul visto de lado',
        },
        intro: [
          '## Alugar um carro connosco',
          'A Islândia foi feita para ser percorrida de carro: a estrada circular liga cascatas, glaciares e aldeias piscatórias, e as melhores paragens são muitas vezes as que ninguém planeou. Com o seu próprio carro, é você quem dita o ritmo.',
          'Todos os alugueres incluem quilometragem ilimitada, seguro de responsabilidade civil, proteção contra danos por colisão (CDW) e um condutor adicional gratuito. Paga online e o preço que vê é o preço que paga.',
          '- Levantamento no Aeroporto de Keflavík 24 horas por dia no verão',
          '- Transfer gratuito a partir do terminal, a cerca de cinco minutos',
          '- Levantamento e devolução em self-service quando o balcão está fechado',
        ],
        faqTitle: 'A saber antes de reservar',
        faq: [
          {
            q: 'Preciso de um 4x4?',
            a: [
              'Não para a estrada circular nem para o Círculo Dourado, que são asfaltados. As estradas de montanha assinaladas com F só podem ser percorridas num 4x4 e costumam estar abertas do final de junho ao início de setembro. No inverno, um 4x4 também dá mais aderência em estradas geladas.',
            ],
          },
          {
            q: 'Qual é a idade mínima dos condutores?',
            a: ['Os condutores devem ter pelo menos 18 anos e carta de condução válida há pelo menos um ano.'],
          },
          {
            q: 'Posso levantar o carro de noite?',
            a: [
              'Sim. No Aeroporto de Keflavík entregamos carros 24 horas por dia no verão e, no inverno, o self-service cobre as horas em que o balcão está fechado.',
            ],
          },
          {
            q: 'De que seguro preciso?',
            a: [
              'A proteção contra danos por colisão está incluída. Recomendamos acrescentar a proteção contra gravilha, porque as pedras projetadas por outros carros são o dano mais frequente na Islândia. Compare as opções na [tabela de seguros do nosso guia de viagem](page:blocks-showcase).',
            ],
          },
        ],
        quote: {
          text: 'Aterrámos à meia-noite, quinze minutos depois já estávamos no carro e na manhã seguinte acordámos junto a Seljalandsfoss. Foi tudo exatamente como prometido.',
          author: 'Hannah K.',
          role: 'Fez a estrada circular em março',
        },
      },
      fleet: {
        menu: 'Tipos de carro',
        description: 'Encontre o carro certo para a sua viagem',
        all: 'Todos os carros',
      },
      categories: {
        'car-economy': { title: 'Económicos', description: 'Pequenos, poupados e fáceis de estacionar' },
        'car-compact': { title: 'Compactos', description: 'Espaço para quatro e a respetiva bagagem' },
        'car-suv': { title: '4x4 e SUV', description: 'Aderência para o inverno e estradas de gravilha' },
        'car-van': { title: 'Carrinhas e minibus', description: 'Até nove lugares para grupos' },
      },
    },
    camper: {
      home: {
        title: 'Aluguer de autocaravanas na Islândia',
        seoTitle: 'Aluguer de campervans e autocaravanas na Islândia | Norðurljós Campers',
        seoDescription:
          'Alugue uma campervan, uma campervan 4x4 ou uma autocaravana na Islândia. Roupa de cama, utensílios de cozinha e aquecimento incluídos, com levantamento no Aeroporto de Keflavík.',
        heroTitle: 'Durma onde a vista é mais bonita',
        heroText:
          'Campervans, campervans 4x4 e autocaravanas com cama, cozinha e aquecimento noturno, levantadas no Aeroporto de Keflavík e prontas para a estrada circular.',
        heroAlt: 'Montanhas castanhas das Terras Altas sob um céu pálido',
        banner: {
          overline: 'Tudo a bordo',
          title: 'Roupa de cama, fogão e aquecimento incluídos',
          description:
            'Cada veículo traz edredões, fogão a gás, tachos e pratos, e um aquecedor a gasóleo que o mantém quente nas noites frias. Se quiser, junte cadeiras e mesa de campismo.',
          button: 'Ver todas as autocaravanas',
          alt: 'Uma autocaravana branca vista de lado',
        },
        intro: [
          '## Percorrer a Islândia de autocaravana',
          'Uma autocaravana é a forma mais livre de conhecer a Islândia: sem horários de hotel nem malas para fazer todas as manhãs, apenas a estrada e o que espera para lá do próximo fiorde. Os parques de campismo estão abertos em toda a ilha de maio a setembro, e muitos continuam abertos durante o inverno.',
          'A lei islandesa só permite pernoitar em autocaravanas em parques de campismo ou com autorização do proprietário do terreno, por isso planeie as noites em função dos parques. Têm duches, casas de banho e muitas vezes cozinha.',
          '- Quilometragem ilimitada e proteção contra danos por colisão incluídas',
          '- Roupa de cama, toalhas e utensílios de cozinha sem custos adicionais',
          '- O Camping Card disponível como extra',
        ],
        faqTitle: 'A saber antes de reservar',
        faq: [
          {
            q: 'Onde posso pernoitar?',
            a: [
              'Em parques de campismo ou em terrenos privados com autorização do proprietário. Não é permitido dormir em áreas de descanso nem em parques de estacionamento. O Camping Card dá acesso a cerca de 40 parques de campismo por um preço fixo reduzido.',
            ],
          },
          {
            q: 'Posso alugar uma autocaravana no inverno?',
            a: [
              'Sim. As nossas autocaravanas circulam com pneus de inverno e têm um aquecedor a gasóleo que funciona a noite inteira sem esgotar a bateria. No inverno recomendamos uma campervan 4x4 e um itinerário flexível.',
            ],
          },
          {
            q: 'A roupa de cama está incluída?',
            a: [
              'Sim: edredões, almofadas, lençóis e toalhas para cada lugar, além de tachos, pratos, talheres e um fogão a gás.',
            ],
          },
          {
            q: 'Quantas pessoas podem dormir numa autocaravana?',
            a: [
              'Nas nossas campervans dormem duas pessoas, nas campervans 4x4 duas a três e nas autocaravanas até cinco. Filtre por lugares para dormir para encontrar a ideal.',
            ],
          },
        ],
        quote: {
          text: 'O aquecedor salvou-nos numa noite de tempestade nos Fiordes Ocidentais, e a carrinha tinha tudo o que precisávamos para cozinhar. Voltaríamos a alugar na Norðurljós sem pensar duas vezes.',
          author: 'Marco e Giulia',
          role: 'Doze dias à volta da Islândia em setembro',
        },
      },
      fleet: {
        menu: 'Tipos de autocaravana',
        description: 'Encontre a autocaravana certa para a sua viagem',
        all: 'Todas as autocaravanas',
      },
      categories: {
        'camper-campervan': { title: 'Campervans', description: 'Compactas e económicas, para dois' },
        'camper-4x4': { title: 'Campervans 4x4', description: 'Para as Terras Altas e viagens de inverno' },
        'camper-motorhome': { title: 'Autocaravanas', description: 'Casa de banho, duche e espaço para cinco' },
      },
    },
    longterm: {
      home: {
        title: 'Aluguer de longa duração na Islândia',
        seoTitle: 'Aluguer mensal de carros na Islândia | Norðurljós Long-Term Rentals',
        seoDescription:
          'Alugue um carro ao mês na Islândia. Seguro, manutenção, troca de pneus e imposto de circulação numa só mensalidade, com entrega à porta.',
        heroTitle: 'Um carro para meses, não para dias',
        heroText:
          'Uma mensalidade única com seguro, manutenção e troca sazonal de pneus incluídos. Entregamos o carro na sua morada na área de Reiquiavique.',
        heroAlt: 'Montanhas na luz quente do entardecer',
        banner: {
          overline: 'Elétricos e híbridos',
          title: 'Este inverno, conduza elétrico',
          description:
            'Os nossos carros elétricos vêm com cabo e cartão de carregamento, e quase toda a eletricidade da Islândia provém de energia hídrica e geotérmica.',
          button: 'Ver todos os carros',
          alt: 'Um sedan verde visto de lado',
        },
        intro: [
          '## Aluguer de longa duração, sem complicações',
          'Vai trabalhar uma temporada na Islândia, está à espera do carro novo ou ainda não quer comprar? Alugue um carro durante um mês ou mais e pague uma mensalidade fixa.',
          'A mensalidade inclui o seguro, a manutenção periódica, a troca entre pneus de verão e de inverno e o imposto de circulação. Só paga o combustível ou o carregamento.',
          '- Aluguer mínimo de um mês, sem limite máximo',
          '- Entrega e recolha em qualquer ponto da área de Reiquiavique',
          '- Carro de substituição se o seu precisar de reparação',
        ],
        faqTitle: 'A saber antes de alugar',
        faq: [
          {
            q: 'Qual é o período mínimo de aluguer?',
            a: [
              'Um mês. Depois pode prolongar mês a mês ou acordar um prazo fixo de 3, 6 ou 12 meses com uma mensalidade mais baixa.',
            ],
          },
          {
            q: 'A troca de pneus está incluída?',
            a: [
              'Sim. No outono pomos os pneus de inverno e na primavera voltamos aos de verão, na altura que mais lhe convier.',
            ],
          },
          {
            q: 'Posso sair da área de Reiquiavique?',
            a: [
              'Claro que sim. A quilometragem é ilimitada e pode circular em todas as estradas públicas da Islândia, exceto nas estradas de montanha assinaladas com F.',
            ],
          },
          {
            q: 'Preciso de um número de identificação islandês (kennitala)?',
            a: [
              'Não, basta o passaporte e a carta de condução. Com uma kennitala, no entanto, podemos enviar as faturas diretamente para o seu banco online islandês.',
            ],
          },
        ],
        quote: {
          text: 'Aluguei um carro elétrico durante os seis meses em que trabalhei no hospital de Reiquiavique. Entregaram-mo em casa, puseram-lhe pneus de inverno em outubro e nunca tive de me preocupar com nada.',
          author: 'Sofia L.',
          role: 'Médica, aluguer de seis meses',
        },
      },
      fleet: { menu: 'Tipos de carro', description: 'Carros para cada fase da vida', all: 'Todos os carros' },
      categories: {
        'longterm-city': { title: 'Citadinos', description: 'Pequenos e acessíveis para o dia a dia' },
        'longterm-family': {
          title: 'Familiares',
          description: 'Espaço para crianças, carrinho de bebé e escapadinhas',
        },
        'longterm-electric': { title: 'Elétricos', description: 'Carregue em casa e esqueça as bombas de gasolina' },
      },
    },
  },
  header: {
    book: 'Reservar',
    byType: 'Por tipo',
    byGearbox: 'Por caixa de velocidades',
    bySleeping: 'Por lugares para dormir',
    automatic: { title: 'Automáticos', description: 'Condução descontraída na cidade e na estrada circular' },
    manual: { title: 'Manuais', description: 'Mais baratos e com mais controlo na gravilha' },
    sleeps: (spots) => `${spots} lugares para dormir`,
    blog: 'Blogue de viagem',
    blogDescription: 'Dicas, percursos e histórias da estrada',
    blogLinksTitle: 'Temas',
    recentPostsTitle: 'Artigos mais recentes',
    blogAll: 'Todos os artigos',
    blogCategories: {
      'travel-tips': 'Dicas de viagem',
      'driving-in-iceland': 'Conduzir na Islândia',
      destinations: 'Destinos',
    },
    manage: { title: 'Consultar, alterar ou cancelar a sua reserva', label: 'A minha reserva' },
    checkIn: { title: 'Faça o check-in online antes do levantamento', label: 'Check-in' },
    call: { title: 'Ligue-nos, de dia ou de noite', label: 'Ligar' },
  },
  footer: {
    plan: 'Planeie a sua viagem',
    company: 'Empresa',
    followOn: (platform) => `Siga-nos no ${platform}`,
    certificate: 'Vakinn – qualidade turística certificada',
    certificateAlt: 'Selo de qualidade Vakinn',
  },
  carousel: {
    title: 'Para onde vai primeiro?',
    slides: [
      {
        title: 'O Círculo Dourado',
        text: 'Þingvellir, Geysir e Gullfoss num só dia. O percurso clássico começa a 45 minutos de Reiquiavique.',
        alt: 'Um vale verde no sopé das montanhas no verão',
      },
      {
        title: 'A costa sul',
        text: 'Praias de areia preta, Skógafoss e as línguas glaciares do Vatnajökull, ao longo da Estrada 1.',
        alt: 'Montanhas cobertas de neve sob a aurora boreal',
      },
      {
        title: 'Snæfellsnes',
        text: 'Conhecida como «a Islândia em miniatura»: um glaciar, campos de lava e o muito fotografado Kirkjufell.',
        alt: 'Montanhas no brilho do pôr do sol',
      },
    ],
  },
  about: {
    body: [
      '## Uma empresa familiar de Reykjanes',
      'A Norðurljós nasceu em 2009 com doze carros e um pequeno escritório junto ao Aeroporto de Keflavík. Hoje alugamos carros, autocaravanas e veículos de longa duração, mas continuamos a ser uma empresa familiar: quem responde aos seus e-mails também lava os carros e conhece as estradas.',
      'Escolhemos o nome — norðurljós quer dizer «aurora boreal» — por todas as noites em que a vimos dançar sobre a estrada de Reykjanes no regresso a casa.',
      '## Aquilo em que acreditamos',
      '- **Preços honestos.** O preço que vê inclui os seguros e impostos de que precisa.',
      '- **Veículos seguros.** Os nossos veículos têm, em média, menos de três anos e são mantidos pelos nossos próprios mecânicos.',
      '- **Ajuda na estrada.** A nossa assistência em viagem atende 24 horas por dia, e conhecemos os desvios quando uma estrada fecha.',
      '- **Respeito pela natureza.** Explicamos a cada cliente a proibição de conduzir fora de estrada e compensamos as emissões da nossa frota com a recuperação de solos no sul da Islândia.',
    ],
    banner: {
      title: 'Tem dúvidas? Fale com uma pessoa a sério',
      description: 'A nossa equipa em Reiquiavique e Keflavík responde todos os dias da semana.',
      button: 'Contacte-nos',
    },
  },
  faqPage: {
    intro: [
      'Aqui encontra as respostas às perguntas que mais nos fazem. Não encontra a sua? [Fale connosco](page:contact).',
    ],
    generalTitle: 'Reserva e pagamento',
    general: [
      {
        q: 'Posso alterar ou cancelar a minha reserva?',
        a: [
          'Sim. [Encontre a sua reserva](/reservation/find/) com o número de reserva e o e-mail para alterar datas, extras ou condutores. O cancelamento é gratuito até 48 horas antes do levantamento.',
        ],
      },
      {
        q: 'Que cartões aceitam?',
        a: [
          'Visa, Mastercard e American Express. Também aceitamos cartões de débito, mas poderá ser cativado no cartão o valor da franquia.',
        ],
      },
      {
        q: 'O que é o check-in online?',
        a: [
          'Alguns dias antes do levantamento pode fazer o check-in online: confirmar os seus dados, carregar uma fotografia da carta de condução e assinar o contrato de aluguer. No levantamento, basta recolher as chaves.',
        ],
      },
      {
        q: 'Posso acrescentar outro condutor?',
        a: [
          'Um condutor adicional é gratuito. A partir do segundo, cada condutor custa {extraDriverPrice} por dia e pode ser acrescentado na reserva ou mais tarde, através da sua reserva.',
        ],
      },
    ],
    pickupTitle: 'Levantamento e devolução',
    pickup: [
      {
        q: '@kef Como vos encontro no Aeroporto de Keflavík?',
        a: [
          'Saia do átrio das chegadas e apanhe o nosso transfer gratuito na paragem dos transfers das rent-a-car. Parte de 15 em 15 minutos e a viagem demora cerca de cinco minutos.',
        ],
      },
      {
        q: '@ss O que é o levantamento em self-service?',
        a: [
          'Quando o balcão está fechado, recolhe as chaves num cofre com o código que lhe enviamos após o check-in online. O self-service tem de ser reservado com pelo menos 12 horas de antecedência.',
        ],
      },
      {
        q: 'Posso devolver o veículo noutro local?',
        a: [
          'Sim, em qualquer um dos nossos balcões. A devolução noutro local tem uma taxa de {oneWayFee}, que verá antes de pagar.',
        ],
      },
      {
        q: 'E se me atrasar na devolução?',
        a: [
          'Avise-nos o mais cedo possível. Até uma hora de atraso não tem custos; depois disso cobramos um dia adicional.',
        ],
      },
    ],
  },
  terms: [
    'Estes termos aplicam-se a todos os alugueres reservados na {brand}. Ao confirmar uma reserva, aceita-os em nome de todos os condutores.',
    '## Condutores',
    'O condutor principal deve ter pelo menos 18 anos e carta de condução válida há pelo menos um ano. As cartas que não estejam escritas em alfabeto latino têm de ser acompanhadas de uma licença internacional de condução. Um condutor adicional é gratuito; cada um dos restantes custa {extraDriverPrice} por dia.',
    '## Pagamento e cancelamento',
    'A reserva é paga online, na totalidade ou em parte, conforme indicado no pagamento. Os cancelamentos feitos mais de 48 horas antes do levantamento são reembolsados na totalidade; nos posteriores é cobrado um dia de aluguer.',
    '## Seguros e danos',
    'A proteção contra danos por colisão (CDW) e o seguro de responsabilidade civil estão incluídos. A franquia depende da proteção escolhida. Danos na parte inferior do veículo, danos causados por água ao atravessar rios e danos resultantes de condução fora de estrada nunca estão cobertos.',
    '## Combustível, portagens e multas',
    'Devolva o veículo com o mesmo nível de combustível ou de carga que tinha no levantamento. Estacionamento, portagens de túneis e multas por excesso de velocidade ou estacionamento ficam a cargo do locatário, acrescidos de uma taxa administrativa.',
    '## Por onde pode circular',
    'Os veículos só podem circular em estradas públicas. As estradas de montanha assinaladas com F só são permitidas a veículos 4x4 autorizados para esse efeito. A condução fora de estrada é proibida pela lei islandesa.',
    '## Devolução',
    'Devolva o veículo no local e à hora combinados. Atrasos superiores a uma hora são cobrados como um dia adicional.',
    'Dúvidas sobre estes termos? [Contacte-nos](page:contact).',
  ],
  privacy: [
    'A {brand} leva muito a sério a proteção dos seus dados pessoais. Esta política explica que dados recolhemos, para quê e que direitos tem ao abrigo da lei islandesa de proteção de dados e do RGPD.',
    '## Que dados recolhemos',
    '- Nome, e-mail, telefone e morada, para tratar da sua reserva',
    '- Dados da carta de condução e data de nascimento, como exige a nossa seguradora',
    '- Dados de pagamento, tratados pelo nosso prestador de pagamentos — nunca guardamos números de cartão completos',
    '- Número de voo e hora de chegada, para o podermos receber',
    '## Durante quanto tempo os guardamos',
    'Os dados das reservas são conservados durante sete anos, como exige a legislação contabilística islandesa. Pode retirar a qualquer momento o consentimento para receber e-mails promocionais.',
    '## Cookies',
    'Utilizamos cookies para memorizar o idioma, a moeda e a reserva e, com o seu consentimento, para medir a utilização do site.',
    '## Recomendações de parceiros',
    'Quando chega até nós através da ligação de um parceiro (um endereço com ref=), registamos a visita e, se depois reservar e pagar, a reserva, para podermos recompensar o parceiro. Para isso, o seu navegador guarda:',
    '- um identificador de referência no armazenamento local ({tenant}-referral-id): «U-» seguido de letras aleatórias, criado uma única vez neste dispositivo. Não diz nada sobre si e fica guardado até apagar os dados deste site',
    '- um cookie com o identificador do clique do parceiro ({tenant}-affiliate-click-id), guardado durante 60 dias',
    'Numa reserva paga registamos o código do parceiro, estes dois identificadores, o número da reserva, o valor pago e a respetiva moeda e o código de cupão, se existir, com um número de cliente pseudónimo em vez do seu nome ou endereço de e-mail. O seu endereço IP nunca é guardado.',
    '## Os seus direitos',
    'Pode pedir o acesso, a retificação ou o apagamento dos seus dados, ou opor-se ao seu tratamento. Escreva-nos para [{email}](mailto:{email}). Pode também apresentar reclamação à autoridade islandesa de proteção de dados (Persónuvernd).',
  ],
  contact: {
    body: [
      'Respondemos a todas as mensagens em poucas horas, sete dias por semana.',
      '## Ligue-nos ou escreva-nos',
      '- E-mail: [{email}](mailto:{email})',
      '- Balcão de Reiquiavique: [{phoneRvk}]({phoneRvkTel})',
      '@kef - Balcão do Aeroporto de Keflavík: [{phoneKef}]({phoneKefTel})',
      '## Visite-nos',
      '@kef **Aeroporto de Keflavík** — Blikavöllur 2, 235 Keflavíkurflugvöllur. Aberto 24 horas por dia no verão e das 05:00 às 23:00 no inverno; levantamento em self-service a qualquer hora.',
      '**Reiquiavique** — Skeifan 9, 108 Reykjavík. Dias úteis das 08:00 às 18:00 e sábados das 09:00 às 16:00, encerrado ao domingo no inverno; no verão, todos os dias das 08:00 às 20:00.',
      'Já fez a sua reserva? [Encontre-a aqui](/reservation/find/) para alterar datas, acrescentar extras ou fazer o check-in online.',
    ],
    mapTitle: 'Como chegar',
  },
  guide: {
    intro: [
      '## Planear uma viagem de carro pela Islândia',
      'A Islândia recompensa quem planeia um pouco e deixa espaço para surpresas. No mapa, as distâncias parecem curtas, mas o tempo, as paragens para fotografias e as pontes de via única vão-se somando: conte com uma média de 60 a 70 km/h, e não com o limite de velocidade.',
      'Todas as manhãs, antes de partir, consulte dois sites: [umferdin.is](https://umferdin.is/en) para o estado das estradas e os cortes, e [vedur.is](https://en.vedur.is) para a previsão e os avisos de vento. Se sair dos percursos habituais, registe o seu itinerário no [SafeTravel](https://safetravel.is).',
      'Mais abaixo encontra [os preços dos seguros](#insurance), as regras de trânsito, [as estações num relance](#seasons) e os nossos percursos preferidos.',
    ],
    pictureBanner: {
      overline: 'Escolha o veículo certo',
      title: 'As Terras Altas pedem um 4x4',
      description:
        'As estradas de montanha abrem normalmente no final de junho e só podem ser percorridas com tração às quatro rodas. Se Landmannalaugar ou Askja estão na sua lista, verifique o percurso antes de reservar.',
      alt: 'Montanhas das Terras Altas no início do verão',
    },
    tabs: [
      {
        title: 'Verão',
        text: [
          'Sol da meia-noite e estradas das Terras Altas abertas. Reserve cedo: em julho, os veículos e os parques de campismo esgotam. Há luz praticamente 24 horas por dia, por isso pode conduzir até tarde e fugir às multidões.',
        ],
      },
      {
        title: 'Outono',
        text: [
          'Estradas mais calmas, cores de outono e as primeiras auroras. A primeira neve cai nos passos de montanha em outubro, e os pneus de inverno são montados no início de novembro.',
        ],
      },
      {
        title: 'Inverno',
        text: [
          'Dias curtos — cerca de quatro horas de luz em dezembro — e boas hipóteses de ver auroras boreais. Se não tem experiência de condução com neve, fique pelo sul e pelo oeste e verifique o estado das estradas todas as manhãs.',
        ],
      },
      {
        title: 'Primavera',
        text: [
          'Os dias crescem depressa, há cordeiros nos pastos e poucos visitantes. As estradas das Terras Altas continuam fechadas e no norte ainda pode nevar.',
        ],
      },
    ],
    carousel: {
      title: 'Mais longe',
      slides: [
        {
          title: 'Os Fiordes Ocidentais',
          text: 'Fiordes escarpados, a cascata de Dynjandi e quase nenhum trânsito. Reserve pelo menos três dias; muitas estradas são de gravilha.',
          alt: 'Montanhas castanhas sobre um fiorde',
        },
        {
          title: 'O lago Mývatn e o norte',
          text: 'Crateras, fontes termais e os banhos naturais de Mývatn, a uma hora de carro de Akureyri.',
          alt: 'Aurora boreal sobre montanhas nevadas no norte da Islândia',
        },
        {
          title: 'Os Fiordes Orientais',
          text: 'Pequenas aldeias piscatórias em fiordes profundos, renas à beira da estrada e o lado mais tranquilo da estrada circular.',
          alt: 'Encostas verdes no sopé das montanhas nos Fiordes Orientais',
        },
      ],
    },
    gallery: {
      title: 'A Islândia ao longo do ano',
      images: [
        'Sol da meia-noite sobre as montanhas',
        'Aurora boreal sobre picos nevados',
        'Pôr do sol nas Terras Altas',
        'As Terras Altas no início do verão',
      ],
    },
    table: {
      title: 'Opções de seguro e preços',
      coverage: 'Cobertura',
      basic: 'Básico (CDW)',
      premium: 'Premium',
      zero: 'Sem franquia',
      perDay: 'Preço por dia',
      included: 'Incluído',
      selfRisk: 'Franquia',
      gravel: 'Proteção contra gravilha',
      sand: 'Proteção contra areia e cinza',
      tyres: 'Pneus e para-brisas',
    },
    accordion: {
      title: 'Regras de trânsito em resumo',
      items: [
        {
          q: 'Limites de velocidade',
          a: [
            '90 km/h em estradas asfaltadas, 80 km/h em gravilha e 50 km/h nas localidades, salvo sinalização em contrário. Os radares são frequentes e as multas elevadas.',
          ],
        },
        {
          q: 'Luzes acesas dia e noite',
          a: ['Os médios devem estar sempre ligados, mesmo nos dias luminosos de verão.'],
        },
        {
          q: 'É proibido conduzir fora de estrada',
          a: [
            'Sair das estradas e trilhos assinalados danifica o musgo frágil durante décadas e dá direito a multas pesadas. O mesmo vale para praias e areais negros.',
          ],
        },
        {
          q: 'Pontes de via única',
          a: [
            'Tem prioridade o carro que está mais perto da ponte. Abrande e espere se já houver alguém a atravessar.',
          ],
        },
        {
          q: 'Nunca pare na estrada',
          a: [
            'Use as áreas de paragem assinaladas para tirar fotografias. Os carros parados na faixa ou na berma causam muitos acidentes todos os anos.',
          ],
        },
      ],
    },
    faq: {
      title: 'O que os viajantes nos perguntam',
      items: [
        {
          q: 'A estrada circular está aberta no inverno?',
          a: [
            'Quase sempre, mas as tempestades podem fechar troços durante horas ou até dias, sobretudo no leste e no norte. Verifique o estado das estradas todas as manhãs e guarde um dia de reserva no seu plano.',
          ],
        },
        {
          q: 'Quando se vê a aurora boreal?',
          a: [
            'Do final de agosto a meados de abril, em noites limpas e escuras. Afaste-se das luzes das localidades e consulte a previsão de auroras em vedur.is.',
          ],
        },
        {
          q: 'Preciso de dinheiro vivo?',
          a: [
            'Quase nunca. Os cartões são aceites em praticamente todo o lado, incluindo nos postos de abastecimento sem funcionários — confirme apenas que sabe o PIN do seu cartão.',
          ],
        },
        {
          q: 'Como pago os túneis e o estacionamento?',
          a: [
            'O túnel de Vaðlaheiði, perto de Akureyri, paga-se online em veggjald.is no prazo de 24 horas. Em muitos locais naturais, como Þingvellir e Seljalandsfoss, o estacionamento paga-se por aplicação ou num parquímetro.',
          ],
        },
      ],
    },
    video: 'Conduzir na Islândia: o que esperar',
    mapTitle: 'Os nossos balcões',
    comparison: {
      title: 'A mesma paisagem, duas estações',
      before: 'Verão',
      after: 'Inverno',
      beforeAlt: 'Paisagem de montanhas verdes no verão',
      afterAlt: 'A mesma paisagem de montanhas coberta de neve',
    },
    quote: {
      text: 'Ver o estado das estradas tornou-se o nosso ritual matinal. Mudámos de percurso duas vezes por causa do vento e nunca nos arrependemos.',
      author: 'Tomás R.',
      role: 'Dez dias em fevereiro',
    },
    textBanner: {
      overline: 'Pronto para partir?',
      title: 'Já tem o percurso definido?',
      description: 'Agora escolha o veículo certo para ele e reserve em poucos minutos.',
    },
    expander: {
      title: 'O que levar numa viagem de carro pela Islândia',
      body: [
        'O tempo na Islândia muda depressa e vai passar mais tempo ao ar livre do que imagina. Leve várias camadas em vez de um único casaco grosso.',
        '- Casaco e calças impermeáveis e corta-vento',
        '- Roupa interior térmica de lã e um polar ou casaco de penas como camada intermédia',
        '- Botas de caminhada resistentes e impermeáveis, e grampos para o gelo no inverno',
        '- Gorro, luvas e gola térmica, mesmo no verão',
        '- Fato de banho e toalha de secagem rápida para piscinas e fontes termais',
        '- Máscara de dormir para as noites claras de verão',
        '- Uma garrafa reutilizável — a água da torneira é excelente em todo o lado',
        '- Carregador USB para o carro e um mapa offline no telemóvel',
        'Tenha no carro snacks, água e o telemóvel carregado. No leste e nas Terras Altas pode haver 100 km entre postos de abastecimento, por isso ateste o depósito quando estiver a meio.',
        'No inverno, junte uma lanterna, uma camada quente extra e um cobertor por passageiro, para o caso de uma estrada fechar e ter de esperar.',
      ],
    },
  },
  notFound: [
    '## Lamentamos, não encontrámos esta página',
    'A página pode ter mudado de lugar ou o endereço pode ter uma gralha. Eis algumas formas de continuar:',
    '- Volte à [página inicial](home) e faça uma nova pesquisa',
    '- Veja [todos os nossos veículos](vehicles)',
    '- [Encontre a sua reserva](/reservation/find/)',
    '- [Contacte-nos](page:contact) e nós ajudamos',
  ],
  winter: {
    title: 'Condução no inverno: verifique as estradas antes de partir',
    text: 'As tempestades podem fechar estradas sem aviso. Consulte umferdin.is e vedur.is todas as manhãs.',
    expander: [
      'De novembro a abril, o tempo na Islândia pode mudar numa hora. Antes de cada viagem:',
      '- Verifique o estado das estradas em [umferdin.is](https://umferdin.is/en) ou ligue para o 1777',
      '- Consulte os avisos de vento em [vedur.is](https://en.vedur.is) — com rajadas acima de 20 m/s, conduzir é perigoso',
      '- Mantenha o depósito pelo menos a meio e leve roupa quente',
      'Se uma estrada estiver fechada, nunca passe a barreira. Ligue-nos para o [{phoneRvk}]({phoneRvkTel}) e ajudamos a alterar os seus planos.',
    ],
  },
  promo: {
    button: 'Usar o código',
    days: 'dias',
    hours: 'horas',
    minutes: 'minutos',
    seconds: 'segundos',
    banner: 'Campanha de inverno: 15% de desconto em todas as reservas',
    title: 'Chegou a época das auroras boreais',
    text: 'Reserve antes do fim da campanha e obtenha {percentage}% de desconto no aluguer com o código {promoCode}.',
    note: 'Válido para reservas efetuadas até {expiryDate}. Não acumulável com outras promoções.',
    alt: 'Aurora boreal sobre montanhas cobertas de neve',
  },
  locations: {
    kef: 'Aeroporto de Keflavík',
    rvk: 'Balcão de Reiquiavique',
    aey: 'Balcão de Akureyri',
    delivery: 'Entrega na sua morada',
  },
};
