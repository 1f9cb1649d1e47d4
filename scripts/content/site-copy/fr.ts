/** The site generator's French text (scripts/content/site.ts builds the documents from it). */
import type { LanguageCopy } from './types';

export const fr: LanguageCopy = {
  pages: {
    about: {
      slug: 'a-propos',
      title: 'À propos',
      description:
        'Norðurljós est une entreprise familiale islandaise qui loue des véhicules depuis Keflavík depuis 2009.',
    },
    faq: {
      slug: 'questions-frequentes',
      title: 'Questions fréquentes',
      description: 'Réponses sur la réservation, le paiement, l’assurance, la prise en charge et la restitution.',
    },
    terms: {
      slug: 'mentions-legales/conditions-de-location',
      title: 'Conditions de location',
      description: 'Les conditions de chaque location : conducteurs, paiement, assurance et routes autorisées.',
    },
    privacy: {
      slug: 'confidentialite',
      title: 'Politique de confidentialité',
      description: 'Comment nous traitons vos données personnelles et quels sont vos droits.',
    },
    contact: {
      slug: 'contact',
      title: 'Nous contacter',
      description: 'E-mail, téléphones, horaires d’ouverture et adresses de nos agences.',
    },
    'blocks-showcase': {
      slug: 'guide-de-voyage-islande',
      title: 'Guide de voyage',
      description:
        'Préparez votre road trip en Islande : saisons, code de la route, prix des assurances et itinéraires à ne pas manquer.',
    },
  },
  tenants: {
    car: {
      home: {
        title: 'Location de voiture en Islande',
        seoTitle: 'Location de voiture à l’aéroport de Keflavík et à Reykjavík | Norðurljós Car Rental',
        seoDescription:
          'Louez une voiture en Islande auprès d’une entreprise familiale locale. Prise en charge à l’aéroport de Keflavík jour et nuit, kilométrage illimité.',
        heroTitle: 'Votre road trip commence dans le hall des arrivées',
        heroText:
          'Une agence de location locale : prise en charge à l’aéroport de Keflavík 24 h/24, kilométrage illimité et prix transparents.',
        heroAlt: 'Montagnes sous un ciel d’été dégagé en Islande',
        banner: {
          overline: 'Prêtes pour l’hiver',
          title: 'Pneus hiver et grattoir dans chaque voiture',
          description:
            'D’octobre à avril, toutes nos voitures partent équipées de pneus hiver. Si votre itinéraire mène au nord ou à l’est, choisissez un 4x4.',
          button: 'Voir toutes les voitures',
          alt: 'Un SUV bleu vu de profil',
        },
        intro: [
          '## Louer une voiture chez nous',
          'L’Islande se découvre en voiture : la route circulaire relie cascades, glaciers et villages de pêcheurs, et les plus belles haltes sont souvent celles que personne n’avait prévues. Avec votre propre voiture, c’est vous qui choisissez le rythme.',
          'Chaque location comprend le kilométrage illimité, l’assurance responsabilité civile, la garantie dommages par collision (CDW) et un conducteur supplémentaire offert. Vous payez en ligne, et le prix affiché est le prix final.',
          '- Prise en charge à l’aéroport de Keflavík 24 h/24 en été',
          '- Navette gratuite depuis le terminal, à environ cinq minutes',
          '- Prise en charge et restitution en libre-service quand notre comptoir est fermé',
        ],
        faqTitle: 'Bon à savoir avant de réserver',
        faq: [
          {
            q: 'Ai-je besoin d’un 4x4 ?',
            a: [
              'Pas pour la route circulaire ni pour le Cercle d’or, qui sont goudronnés. Les pistes de montagne signalées par un F ne sont autorisées qu’en 4x4 ; elles sont en général ouvertes de fin juin à début septembre. En hiver, un 4x4 offre aussi une meilleure adhérence sur les routes verglacées.',
            ],
          },
          {
            q: 'Quel âge minimum pour conduire ?',
            a: [
              'Les conducteurs doivent avoir au moins 18 ans et être titulaires d’un permis valide depuis au moins un an.',
            ],
          },
          {
            q: 'Puis-je récupérer la voiture la nuit ?',
            a: [
              'Oui. À l’aéroport de Keflavík, nous remettons les voitures 24 h/24 en été ; en hiver, le libre-service prend le relais lorsque notre comptoir est fermé.',
            ],
          },
          {
            q: 'Quelle assurance me faut-il ?',
            a: [
              'La garantie dommages par collision est incluse. Nous conseillons d’ajouter la protection gravillons : les pierres projetées par les autres voitures sont le dégât le plus fréquent en Islande. Comparez les options dans le [tableau des assurances de notre guide de voyage](page:blocks-showcase).',
            ],
          },
        ],
        quote: {
          text: 'Atterris à minuit, nous étions dans la voiture un quart d’heure plus tard et nous nous sommes réveillés le lendemain face à Seljalandsfoss. Tout était exactement comme promis.',
          author: 'Hannah K.',
          role: 'A fait le tour de l’île en mars',
        },
      },
      fleet: {
        menu: 'Types de voitures',
        description: 'La bonne voiture pour votre voyage',
        all: 'Toutes les voitures',
      },
      categories: {
        'car-economy': { title: 'Citadines économiques', description: 'Petites, sobres et faciles à garer' },
        'car-compact': { title: 'Compactes', description: 'De la place pour quatre et leurs bagages' },
        'car-suv': { title: '4x4 et SUV', description: 'De l’adhérence pour l’hiver et les pistes' },
        'car-van': { title: 'Vans et minibus', description: 'Jusqu’à neuf places pour les groupes' },
      },
    },
    camper: {
      home: {
        title: 'Location de camping-car en Islande',
        seoTitle: 'Location de van aménagé et de camping-car en Islande | Norðurljós Campers',
        seoDescription:
          'Louez un van aménagé, un van 4x4 ou un camping-car en Islande. Literie, équipement de cuisine et chauffage inclus, prise en charge à l’aéroport de Keflavík.',
        heroTitle: 'Dormez là où la vue est la plus belle',
        heroText:
          'Vans aménagés, vans 4x4 et camping-cars avec lit, cuisine et chauffage de nuit, à récupérer à l’aéroport de Keflavík et prêts pour la route circulaire.',
        heroAlt: 'Montagnes brunes des Hautes Terres sous un ciel pâle',
        banner: {
          overline: 'Tout est à bord',
          title: 'Literie, réchaud et chauffage inclus',
          description:
            'Chaque véhicule est équipé de couettes, d’un réchaud à gaz, de casseroles et de vaisselle, ainsi que d’un chauffage diesel qui vous garde au chaud les nuits froides. Ajoutez chaises et table de camping si vous le souhaitez.',
          button: 'Voir tous les vans',
          alt: 'Un camping-car blanc vu de profil',
        },
        intro: [
          '## Parcourir l’Islande en van',
          'Le van est la façon la plus libre de découvrir l’Islande : pas d’horaires d’hôtel, pas de valises à refaire chaque matin, seulement la route et ce qui vous attend derrière le prochain fjord. Les campings sont ouverts tout autour de l’île de mai à septembre, et beaucoup le restent tout l’hiver.',
          'La loi islandaise n’autorise à passer la nuit en van que dans les campings ou avec l’accord du propriétaire du terrain : organisez donc vos étapes autour des campings, qui disposent de douches, de toilettes et souvent d’une cuisine.',
          '- Kilométrage illimité et garantie dommages par collision inclus',
          '- Literie, serviettes et équipement de cuisine sans supplément',
          '- La Camping Card disponible en option',
        ],
        faqTitle: 'Bon à savoir avant de réserver',
        faq: [
          {
            q: 'Où puis-je passer la nuit ?',
            a: [
              'Dans les campings, ou sur un terrain privé avec l’accord du propriétaire. Il est interdit de dormir sur les aires de repos et les parkings. La Camping Card donne accès à une quarantaine de campings pour un prix forfaitaire avantageux.',
            ],
          },
          {
            q: 'Peut-on louer un van en hiver ?',
            a: [
              'Oui. Nos vans roulent en pneus hiver et disposent d’un chauffage diesel qui fonctionne toute la nuit sans vider la batterie. En hiver, nous conseillons un van 4x4 et un itinéraire souple.',
            ],
          },
          {
            q: 'La literie est-elle fournie ?',
            a: [
              'Oui : couettes, oreillers, draps et serviettes pour chaque couchage, ainsi que casseroles, assiettes, couverts et un réchaud à gaz.',
            ],
          },
          {
            q: 'Combien de personnes peuvent dormir dans un van ?',
            a: [
              'Nos vans aménagés accueillent deux personnes, les vans 4x4 deux à trois et les camping-cars jusqu’à cinq. Filtrez par nombre de couchages pour trouver le bon véhicule.',
            ],
          },
        ],
        quote: {
          text: 'Le chauffage nous a sauvés pendant une nuit de tempête dans les fjords de l’Ouest, et le van avait tout ce qu’il fallait pour cuisiner. Nous relouerions chez Norðurljós sans hésiter.',
          author: 'Marco et Giulia',
          role: 'Douze jours autour de l’Islande en septembre',
        },
      },
      fleet: { menu: 'Types de vans', description: 'Le van idéal pour votre voyage', all: 'Tous les vans' },
      categories: {
        'camper-campervan': { title: 'Vans aménagés', description: 'Compacts et économiques, pour deux' },
        'camper-4x4': { title: 'Vans 4x4', description: 'Pour les Hautes Terres et les voyages d’hiver' },
        'camper-motorhome': { title: 'Camping-cars', description: 'Toilettes, douche et place pour cinq' },
      },
    },
    longterm: {
      home: {
        title: 'Location longue durée en Islande',
        seoTitle: 'Location de voiture au mois en Islande | Norðurljós Long-Term Rentals',
        seoDescription:
          'Louez une voiture au mois en Islande : assurance, entretien, changement de pneus et taxe de circulation réunis dans un loyer mensuel, livraison à domicile.',
        heroTitle: 'Une voiture pour des mois, pas pour des jours',
        heroText:
          'Un loyer mensuel unique avec assurance, entretien et changement de pneus saisonnier compris. Nous livrons la voiture à votre adresse dans l’agglomération de Reykjavík.',
        heroAlt: 'Montagnes dans la lumière chaude du crépuscule',
        banner: {
          overline: 'Électrique et hybride',
          title: 'Passez à l’électrique cet hiver',
          description:
            'Nos voitures électriques sont livrées avec câble et carte de recharge, et l’électricité islandaise provient presque entièrement de l’hydraulique et de la géothermie.',
          button: 'Voir toutes les voitures',
          alt: 'Une berline verte vue de profil',
        },
        intro: [
          '## La location longue durée, tout simplement',
          'Vous travaillez en Islande le temps d’une saison, vous attendez votre nouvelle voiture ou vous n’êtes pas encore prêt à acheter ? Louez une voiture pour un mois ou plus et payez un loyer mensuel fixe.',
          'Le loyer comprend l’assurance, l’entretien régulier, le passage des pneus été aux pneus hiver et la taxe de circulation. Vous ne payez que le carburant ou la recharge.',
          '- Location d’un mois minimum, sans durée maximale',
          '- Livraison et reprise partout dans l’agglomération de Reykjavík',
          '- Véhicule de remplacement si le vôtre doit être réparé',
        ],
        faqTitle: 'Bon à savoir avant de louer',
        faq: [
          {
            q: 'Quelle est la durée minimale de location ?',
            a: [
              'Un mois. Ensuite, vous pouvez prolonger mois par mois ou convenir d’une durée fixe de 3, 6 ou 12 mois pour un loyer mensuel plus bas.',
            ],
          },
          {
            q: 'Le changement de pneus est-il compris ?',
            a: [
              'Oui. Nous montons les pneus hiver à l’automne et remettons les pneus été au printemps, au moment qui vous arrange.',
            ],
          },
          {
            q: 'Puis-je sortir de l’agglomération de Reykjavík ?',
            a: [
              'Bien sûr. Le kilométrage est illimité et vous pouvez emprunter toutes les routes publiques d’Islande, à l’exception des pistes de montagne signalées par un F.',
            ],
          },
          {
            q: 'Ai-je besoin d’un numéro d’identification islandais (kennitala) ?',
            a: [
              'Non, un passeport et un permis de conduire suffisent. Avec une kennitala, nous pouvons toutefois envoyer les factures directement sur votre banque en ligne islandaise.',
            ],
          },
        ],
        quote: {
          text: 'J’ai loué une voiture électrique pendant mes six mois à l’hôpital de Reykjavík. Elle m’a été livrée à domicile, équipée de pneus hiver en octobre, et je n’ai jamais eu à m’en soucier.',
          author: 'Sofia L.',
          role: 'Médecin, location de six mois',
        },
      },
      fleet: {
        menu: 'Types de voitures',
        description: 'Des voitures pour chaque étape de la vie',
        all: 'Toutes les voitures',
      },
      categories: {
        'longterm-city': { title: 'Citadines', description: 'Petites et abordables pour le quotidien' },
        'longterm-family': {
          title: 'Familiales',
          description: 'De la place pour les enfants, la poussette et les week-ends',
        },
        'longterm-electric': { title: 'Électriques', description: 'Rechargez à la maison, oubliez la pompe' },
      },
    },
  },
  header: {
    book: 'Réserver',
    byType: 'Par type',
    byGearbox: 'Par boîte de vitesses',
    bySleeping: 'Par couchages',
    automatic: { title: 'Automatique', description: 'Une conduite détendue en ville et sur la route circulaire' },
    manual: { title: 'Manuelle', description: 'Moins chère, avec plus de contrôle sur les pistes' },
    sleeps: (spots) => `${spots} couchages`,
    blog: 'Blog voyage',
    blogDescription: 'Conseils, itinéraires et récits de route',
    blogLinksTitle: 'Thèmes',
    recentPostsTitle: 'Derniers articles',
    blogAll: 'Tous les articles',
    blogCategories: {
      'travel-tips': 'Conseils de voyage',
      'driving-in-iceland': 'Conduire en Islande',
      destinations: 'Destinations',
    },
    manage: { title: 'Retrouver, modifier ou annuler votre réservation', label: 'Ma réservation' },
    checkIn: { title: 'Enregistrez-vous en ligne avant la prise en charge', label: 'Enregistrement' },
    call: { title: 'Appelez-nous, de jour comme de nuit', label: 'Appeler' },
  },
  footer: {
    plan: 'Préparer votre voyage',
    company: 'Entreprise',
    followOn: (platform) => `Suivez-nous sur ${platform}`,
    certificate: 'Vakinn – qualité touristique certifiée',
    certificateAlt: 'Label de qualité Vakinn',
  },
  carousel: {
    title: 'Par où commencer ?',
    slides: [
      {
        title: 'Le Cercle d’or',
        text: 'Þingvellir, Geysir et Gullfoss en une journée. Cette boucle classique commence à 45 minutes de Reykjavík.',
        alt: 'Une vallée verte au pied des montagnes en été',
      },
      {
        title: 'La côte sud',
        text: 'Plages de sable noir, Skógafoss et langues glaciaires du Vatnajökull, le long de la route 1.',
        alt: 'Montagnes enneigées sous les aurores boréales',
      },
      {
        title: 'Snæfellsnes',
        text: 'Surnommée « l’Islande en miniature » : un glacier, des champs de lave et le très photographié Kirkjufell.',
        alt: 'Montagnes dans les lueurs du coucher de soleil',
      },
    ],
  },
  about: {
    body: [
      '## Une entreprise familiale de Reykjanes',
      'Norðurljós a démarré en 2009 avec douze voitures et un petit bureau près de l’aéroport de Keflavík. Aujourd’hui, nous louons des voitures, des vans et des véhicules longue durée, mais nous restons une entreprise familiale : ceux qui répondent à vos e-mails lavent aussi les voitures et connaissent les routes.',
      'Nous avons choisi ce nom — norðurljós signifie « aurores boréales » — en souvenir de toutes ces soirées où nous les regardions danser au-dessus de la route de Reykjanes en rentrant du travail.',
      '## Nos engagements',
      '- **Des prix honnêtes.** Le prix affiché comprend les assurances et les taxes dont vous avez besoin.',
      '- **Des véhicules sûrs.** Nos véhicules ont en moyenne moins de trois ans et sont entretenus par nos propres mécaniciens.',
      '- **De l’aide sur la route.** Notre assistance répond 24 h/24, et nous connaissons les détours quand une route est fermée.',
      '- **Le respect de la nature.** Nous sensibilisons chaque client à l’interdiction de rouler hors piste et compensons les émissions de notre flotte par la restauration des sols dans le sud de l’Islande.',
    ],
    banner: {
      title: 'Une question ? Parlez à un vrai conseiller',
      description: 'Notre équipe de Reykjavík et de Keflavík vous répond sept jours sur sept.',
      button: 'Nous contacter',
    },
  },
  faqPage: {
    intro: [
      'Voici les réponses aux questions que l’on nous pose le plus souvent. Vous ne trouvez pas la vôtre ? [Écrivez-nous](page:contact).',
    ],
    generalTitle: 'Réservation et paiement',
    general: [
      {
        q: 'Puis-je modifier ou annuler ma réservation ?',
        a: [
          'Oui. [Retrouvez votre réservation](/reservation/find/) avec son numéro et votre e-mail pour modifier les dates, les options ou les conducteurs. L’annulation est gratuite jusqu’à 48 heures avant la prise en charge.',
        ],
      },
      {
        q: 'Quelles cartes acceptez-vous ?',
        a: [
          'Visa, Mastercard et American Express. Les cartes de débit sont aussi acceptées, mais le montant de la franchise peut être bloqué sur la carte.',
        ],
      },
      {
        q: 'Qu’est-ce que l’enregistrement en ligne ?',
        a: [
          'Quelques jours avant la prise en charge, vous pouvez vous enregistrer en ligne : confirmer vos informations, envoyer une photo de votre permis et signer le contrat de location. Sur place, il ne vous reste qu’à récupérer les clés.',
        ],
      },
      {
        q: 'Puis-je ajouter un conducteur ?',
        a: [
          'Un conducteur supplémentaire est offert. Au-delà, chaque conducteur coûte {extraDriverPrice} par jour et peut être ajouté lors de la réservation ou plus tard depuis votre réservation.',
        ],
      },
    ],
    pickupTitle: 'Prise en charge et restitution',
    pickup: [
      {
        q: '@kef Comment vous trouver à l’aéroport de Keflavík ?',
        a: [
          'Sortez du hall des arrivées et prenez notre navette gratuite à l’arrêt des navettes des loueurs. Elle passe toutes les 15 minutes et le trajet dure environ cinq minutes.',
        ],
      },
      {
        q: '@ss Comment fonctionne le libre-service ?',
        a: [
          'Quand notre comptoir est fermé, vous récupérez les clés dans une boîte à clés grâce au code envoyé après l’enregistrement en ligne. Le libre-service doit être réservé au moins 12 heures à l’avance.',
        ],
      },
      {
        q: 'Puis-je rendre le véhicule ailleurs ?',
        a: [
          'Oui, dans n’importe laquelle de nos agences. Rendre le véhicule dans une autre agence entraîne des frais d’abandon de {oneWayFee}, affichés avant le paiement.',
        ],
      },
      {
        q: 'Et si je rends le véhicule en retard ?',
        a: [
          'Prévenez-nous dès que possible. Jusqu’à une heure de retard, c’est gratuit ; au-delà, nous facturons une journée supplémentaire.',
        ],
      },
    ],
  },
  terms: [
    'Ces conditions s’appliquent à toute location réservée auprès de {brand}. En confirmant une réservation, vous les acceptez au nom de tous les conducteurs.',
    '## Conducteurs',
    'Le conducteur principal doit avoir au moins 18 ans et être titulaire d’un permis de conduire valide depuis au moins un an. Un permis qui n’est pas rédigé en alphabet latin doit être accompagné d’un permis international. Un conducteur supplémentaire est offert ; chacun des suivants est facturé {extraDriverPrice} par jour.',
    '## Paiement et annulation',
    'La réservation se paie en ligne, en totalité ou en partie selon les indications au moment du paiement. Toute annulation plus de 48 heures avant la prise en charge est intégralement remboursée ; au-delà, une journée de location est facturée.',
    '## Assurance et dommages',
    'La garantie dommages par collision (CDW) et la responsabilité civile sont incluses. Le montant de la franchise dépend de la protection choisie. Les dommages au soubassement, les dégâts des eaux liés au passage de gués et les dommages dus à la conduite hors piste ne sont jamais couverts.',
    '## Carburant, péages et amendes',
    'Rendez le véhicule avec le même niveau de carburant ou de charge qu’au départ. Les frais de stationnement, les péages de tunnel et les amendes pour excès de vitesse ou stationnement sont à la charge du locataire, majorés de frais de gestion.',
    '## Où vous pouvez rouler',
    'Les véhicules ne peuvent circuler que sur les routes publiques. Les pistes de montagne signalées par un F sont réservées aux 4x4 autorisés à les emprunter. La conduite hors des routes est interdite par la loi islandaise.',
    '## Restitution',
    'Rendez le véhicule au lieu et à l’heure convenus. Tout retard de plus d’une heure est facturé comme une journée supplémentaire.',
    'Une question sur ces conditions ? [Contactez-nous](page:contact).',
  ],
  privacy: [
    '{brand} attache une grande importance à la protection de vos données personnelles. Cette politique explique quelles données nous collectons, pourquoi, et quels sont vos droits selon la loi islandaise sur la protection des données et le RGPD.',
    '## Les données que nous collectons',
    '- Nom, adresse e-mail, téléphone et adresse postale, pour traiter votre réservation',
    '- Informations sur le permis de conduire et date de naissance, exigées par notre assureur',
    '- Données de paiement, traitées par notre prestataire de paiement — nous ne conservons jamais les numéros de carte complets',
    '- Numéro de vol et heure d’arrivée, pour pouvoir vous accueillir',
    '## Durée de conservation',
    'Les données de réservation sont conservées sept ans, comme l’exige la législation comptable islandaise. Vous pouvez retirer à tout moment votre consentement aux e-mails promotionnels.',
    '## Cookies',
    'Nous utilisons des cookies pour mémoriser votre langue, votre devise et votre réservation et, avec votre accord, pour mesurer l’utilisation du site.',
    '## Recommandations de partenaires',
    'Lorsque vous arrivez chez nous par le lien d’un partenaire (une adresse avec ref=), nous enregistrons la visite et, si vous réservez et payez ensuite, la réservation, afin de pouvoir rémunérer le partenaire. Pour cela, votre navigateur conserve :',
    '- un identifiant de parrainage dans le stockage local ({tenant}-referral-id) : « U- » suivi de lettres aléatoires, créé une seule fois sur cet appareil. Il ne dit rien de vous et reste jusqu’à ce que vous effaciez les données de ce site',
    '- un cookie contenant l’identifiant du clic du partenaire ({tenant}-affiliate-click-id), conservé 60 jours',
    'Pour une réservation payée, nous enregistrons le code du partenaire, ces deux identifiants, le numéro de réservation, le montant payé et sa devise ainsi que l’éventuel code promo, avec un numéro client pseudonyme à la place de votre nom ou de votre adresse e-mail. Votre adresse IP n’est jamais conservée.',
    '## Vos droits',
    'Vous pouvez demander l’accès à vos données, leur rectification ou leur suppression, ou vous opposer à leur traitement. Écrivez-nous à [{email}](mailto:{email}). Vous pouvez aussi adresser une réclamation à l’autorité islandaise de protection des données (Persónuvernd).',
  ],
  contact: {
    body: [
      'Nous répondons à chaque message en quelques heures, sept jours sur sept.',
      '## Appelez-nous ou écrivez-nous',
      '- E-mail : [{email}](mailto:{email})',
      '- Agence de Reykjavík : [{phoneRvk}]({phoneRvkTel})',
      '@kef - Comptoir de l’aéroport de Keflavík : [{phoneKef}]({phoneKefTel})',
      '## Venez nous voir',
      '@kef **Aéroport de Keflavík** — Blikavöllur 2, 235 Keflavíkurflugvöllur. Ouvert 24 h/24 en été et de 5 h à 23 h en hiver ; libre-service à toute heure.',
      '**Reykjavík** — Skeifan 9, 108 Reykjavík. En semaine de 8 h à 18 h et le samedi de 9 h à 16 h, fermé le dimanche en hiver ; tous les jours de 8 h à 20 h en été.',
      'Vous avez déjà réservé ? [Retrouvez votre réservation](/reservation/find/) pour changer les dates, ajouter des options ou vous enregistrer en ligne.',
    ],
    mapTitle: 'Comment nous trouver',
  },
  guide: {
    intro: [
      '## Préparer un road trip en Islande',
      'L’Islande récompense ceux qui préparent un peu leur voyage tout en laissant place à l’imprévu. Sur la carte, les distances semblent courtes, mais la météo, les arrêts photo et les ponts à voie unique s’additionnent : comptez une moyenne de 60 à 70 km/h, pas la limitation de vitesse.',
      'Chaque matin avant de partir, consultez deux sites : [umferdin.is](https://umferdin.is/en) pour l’état des routes et les fermetures, et [vedur.is](https://en.vedur.is) pour la météo et les alertes vent. Si vous sortez des sentiers battus, enregistrez votre itinéraire sur [SafeTravel](https://safetravel.is).',
      'Vous trouverez plus bas [les prix des assurances](#insurance), le code de la route, [les saisons en un coup d’œil](#seasons) et nos itinéraires préférés.',
    ],
    pictureBanner: {
      overline: 'Choisir le bon véhicule',
      title: 'Les Hautes Terres exigent un 4x4',
      description:
        'Les pistes de montagne ouvrent en général fin juin et ne se pratiquent qu’en quatre roues motrices. Si Landmannalaugar ou Askja figurent sur votre liste, vérifiez la route avant de réserver.',
      alt: 'Montagnes des Hautes Terres au début de l’été',
    },
    tabs: [
      {
        title: 'Été',
        text: [
          'Soleil de minuit et pistes des Hautes Terres ouvertes. Réservez tôt : en juillet, véhicules et campings affichent vite complet. Il fait jour presque en continu, alors roulez tard pour éviter la foule.',
        ],
      },
      {
        title: 'Automne',
        text: [
          'Des routes plus calmes, les couleurs de l’automne et les premières aurores. La première neige tombe sur les cols en octobre, et les pneus hiver sont montés début novembre.',
        ],
      },
      {
        title: 'Hiver',
        text: [
          'Des journées courtes — environ quatre heures de jour en décembre — et de belles chances de voir des aurores boréales. Si la conduite sur neige est nouvelle pour vous, restez dans le sud et l’ouest et vérifiez l’état des routes chaque matin.',
        ],
      },
      {
        title: 'Printemps',
        text: [
          'Les jours rallongent vite, les agneaux gambadent dans les prés et les visiteurs sont rares. Les pistes des Hautes Terres restent fermées et il peut encore neiger dans le nord.',
        ],
      },
    ],
    carousel: {
      title: 'Plus loin encore',
      slides: [
        {
          title: 'Les fjords de l’Ouest',
          text: 'Des fjords escarpés, la cascade de Dynjandi et presque aucune circulation. Prévoyez au moins trois jours ; beaucoup de routes sont en gravier.',
          alt: 'Montagnes brunes au-dessus d’un fjord',
        },
        {
          title: 'Le lac Mývatn et le Nord',
          text: 'Cratères, sources chaudes et bains naturels de Mývatn, à une heure de route d’Akureyri.',
          alt: 'Aurores boréales au-dessus de montagnes enneigées dans le nord de l’Islande',
        },
        {
          title: 'Les fjords de l’Est',
          text: 'Des villages de pêcheurs au fond de fjords profonds, des rennes au bord de la route et le visage paisible de la route circulaire.',
          alt: 'Pentes vertes au pied des montagnes dans les fjords de l’Est',
        },
      ],
    },
    gallery: {
      title: 'L’Islande au fil des saisons',
      images: [
        'Soleil de minuit sur les montagnes',
        'Aurores boréales sur des sommets enneigés',
        'Coucher de soleil sur les Hautes Terres',
        'Les Hautes Terres au début de l’été',
      ],
    },
    table: {
      title: 'Options d’assurance et tarifs',
      coverage: 'Protection',
      basic: 'Base (CDW)',
      premium: 'Premium',
      zero: 'Zéro franchise',
      perDay: 'Prix par jour',
      included: 'Inclus',
      selfRisk: 'Franchise',
      gravel: 'Protection gravillons',
      sand: 'Protection sable et cendres',
      tyres: 'Pneus et pare-brise',
    },
    accordion: {
      title: 'Le code de la route en bref',
      items: [
        {
          q: 'Limitations de vitesse',
          a: [
            '90 km/h sur route goudronnée, 80 km/h sur gravier et 50 km/h en agglomération, sauf indication contraire. Les radars sont nombreux et les amendes élevées.',
          ],
        },
        {
          q: 'Feux allumés jour et nuit',
          a: ['Les feux de croisement doivent être allumés en permanence, même par une belle journée d’été.'],
        },
        {
          q: 'La conduite hors piste est interdite',
          a: [
            'Rouler en dehors des routes et des pistes balisées abîme la mousse fragile pour des décennies et expose à de lourdes amendes. Cela vaut aussi pour les plages et le sable noir.',
          ],
        },
        {
          q: 'Ponts à voie unique',
          a: ['La voiture la plus proche du pont a la priorité. Ralentissez et attendez si quelqu’un est déjà engagé.'],
        },
        {
          q: 'Ne vous arrêtez jamais sur la route',
          a: [
            'Utilisez les aires signalées pour prendre des photos. Les voitures arrêtées sur la chaussée ou l’accotement causent de nombreux accidents chaque année.',
          ],
        },
      ],
    },
    faq: {
      title: 'Les questions des voyageurs',
      items: [
        {
          q: 'La route circulaire est-elle ouverte en hiver ?',
          a: [
            'En général oui, mais les tempêtes peuvent fermer certains tronçons pendant des heures, voire des jours, surtout dans l’est et le nord. Vérifiez l’état des routes chaque matin et gardez une journée de réserve.',
          ],
        },
        {
          q: 'Quand voir les aurores boréales ?',
          a: [
            'De fin août à mi-avril, par nuit claire et sombre. Éloignez-vous des lumières de la ville et consultez les prévisions d’aurores sur vedur.is.',
          ],
        },
        {
          q: 'Faut-il avoir de l’argent liquide ?',
          a: [
            'Presque jamais. La carte est acceptée quasiment partout, y compris dans les stations-service automatiques — pensez simplement à connaître le code PIN de votre carte.',
          ],
        },
        {
          q: 'Comment payer les tunnels et les parkings ?',
          a: [
            'Le tunnel de Vaðlaheiði, près d’Akureyri, se paie en ligne sur veggjald.is dans les 24 heures. Sur de nombreux sites naturels comme Þingvellir ou Seljalandsfoss, le stationnement se règle par application ou à l’horodateur.',
          ],
        },
      ],
    },
    video: 'Conduire en Islande : à quoi s’attendre',
    mapTitle: 'Nos agences',
    comparison: {
      title: 'Le même paysage, deux saisons',
      before: 'Été',
      after: 'Hiver',
      beforeAlt: 'Paysage de montagnes verdoyant en été',
      afterAlt: 'Le même paysage de montagnes sous la neige',
    },
    quote: {
      text: 'Vérifier l’état des routes est devenu notre rituel du matin. Nous avons changé d’itinéraire deux fois à cause du vent, sans jamais le regretter.',
      author: 'Tomás R.',
      role: 'Dix jours en février',
    },
    textBanner: {
      overline: 'Prêt à partir ?',
      title: 'Votre itinéraire est prêt ?',
      description: 'Choisissez maintenant le véhicule qui lui correspond et réservez en quelques minutes.',
    },
    expander: {
      title: 'Que mettre dans sa valise pour un road trip en Islande',
      body: [
        'La météo islandaise change vite, et vous passerez plus de temps dehors que prévu. Misez sur plusieurs couches plutôt que sur un seul gros manteau.',
        '- Une veste et un pantalon imperméables et coupe-vent',
        '- Des sous-vêtements chauds en laine et une polaire ou une doudoune',
        '- Des chaussures de marche solides et imperméables, avec des crampons en hiver',
        '- Bonnet, gants et tour de cou, même en été',
        '- Maillot de bain et serviette à séchage rapide pour les piscines et les sources chaudes',
        '- Un masque de sommeil pour les nuits claires de l’été',
        '- Une gourde — l’eau du robinet est excellente partout',
        '- Un chargeur USB pour la voiture et une carte hors ligne sur votre téléphone',
        'Gardez dans la voiture de quoi grignoter, de l’eau et un téléphone chargé. Dans l’est et sur les Hautes Terres, les stations-service peuvent être à 100 km l’une de l’autre : faites le plein dès que le réservoir est à moitié vide.',
        'En hiver, ajoutez une lampe de poche, une couche chaude supplémentaire et une couverture par passager, au cas où une route fermerait et qu’il faudrait attendre.',
      ],
    },
  },
  notFound: [
    '## Désolés, cette page est introuvable',
    'Elle a peut-être été déplacée, ou l’adresse contient une faute de frappe. Voici comment poursuivre :',
    '- Revenez à la [page d’accueil](home) et lancez une nouvelle recherche',
    '- Découvrez [tous nos véhicules](vehicles)',
    '- [Retrouvez votre réservation](/reservation/find/)',
    '- [Contactez-nous](page:contact), nous vous aiderons',
  ],
  winter: {
    title: 'Conduite hivernale : vérifiez les routes avant de partir',
    text: 'Les tempêtes peuvent fermer des routes sans préavis. Consultez umferdin.is et vedur.is chaque matin.',
    expander: [
      'De novembre à avril, la météo islandaise peut changer en une heure. Avant chaque trajet :',
      '- Vérifiez l’état des routes sur [umferdin.is](https://umferdin.is/en) ou au 1777',
      '- Consultez les alertes vent sur [vedur.is](https://en.vedur.is) — au-delà de rafales de 20 m/s, la conduite devient dangereuse',
      '- Gardez le réservoir au moins à moitié plein et emportez des vêtements chauds',
      'Si une route est fermée, ne franchissez jamais la barrière. Appelez-nous au [{phoneRvk}]({phoneRvkTel}) : nous vous aiderons à modifier vos plans.',
    ],
  },
  promo: {
    button: 'Utiliser le code',
    days: 'jours',
    hours: 'heures',
    minutes: 'minutes',
    seconds: 'secondes',
    banner: 'Offre d’hiver : −15 % sur toutes les réservations',
    title: 'La saison des aurores boréales commence',
    text: 'Réservez avant la fin de l’offre et bénéficiez de {percentage} % de réduction avec le code {promoCode}.',
    note: 'Valable pour les réservations effectuées jusqu’au {expiryDate}. Non cumulable avec d’autres offres.',
    alt: 'Aurores boréales au-dessus de montagnes enneigées',
  },
  locations: {
    kef: 'Aéroport de Keflavík',
    rvk: 'Agence de Reykjavík',
    aey: 'Agence d’Akureyri',
    delivery: 'Livraison à votre adresse',
  },
};
