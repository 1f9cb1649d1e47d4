/** The site generator's Spanish text (scripts/content/site.ts builds the documents from it). */
import type { LanguageCopy } from './types';

export const es: LanguageCopy = {
  pages: {
    about: {
      slug: 'sobre-nosotros',
      title: 'Sobre nosotros',
      description: 'Norðurljós es una empresa familiar islandesa que alquila vehículos desde Keflavík desde 2009.',
    },
    faq: {
      slug: 'preguntas-frecuentes',
      title: 'Preguntas frecuentes',
      description: 'Respuestas sobre reservas, pagos, seguros, recogida y devolución.',
    },
    terms: {
      slug: 'legal/condiciones-de-alquiler',
      title: 'Condiciones de alquiler',
      description: 'Las condiciones de cada alquiler: conductores, pago, seguros y por dónde puedes circular.',
    },
    privacy: {
      slug: 'privacidad',
      title: 'Política de privacidad',
      description: 'Cómo tratamos tus datos personales y qué derechos tienes.',
    },
    contact: {
      slug: 'contacto',
      title: 'Contacto',
      description: 'Correo electrónico, teléfonos, horarios y direcciones de nuestras oficinas.',
    },
    'blocks-showcase': {
      slug: 'guia-de-viaje-islandia',
      title: 'Guía de viaje',
      description:
        'Planifica tu viaje por carretera en Islandia: estaciones, normas de tráfico, precios de los seguros y las rutas que merecen la pena.',
    },
  },
  tenants: {
    car: {
      home: {
        title: 'Alquiler de coches en Islandia',
        seoTitle: 'Alquiler de coches en el aeropuerto de Keflavík y en Reikiavik | Norðurljós Car Rental',
        seoDescription:
          'Alquila un coche en Islandia con una empresa familiar local. Recogida en el aeropuerto de Keflavík a cualquier hora y kilometraje ilimitado.',
        heroTitle: 'Tu viaje empieza en la sala de llegadas',
        heroText:
          'Alquiler de coches local con recogida en el aeropuerto de Keflavík las 24 horas, kilometraje ilimitado y precios honestos.',
        heroAlt: 'Montañas bajo un cielo despejado de verano en Islandia',
        banner: {
          overline: 'Listos para el invierno',
          title: 'Neumáticos de invierno y rasqueta en cada coche',
          description:
            'De octubre a abril todos nuestros coches salen con neumáticos de invierno. Si tu ruta va hacia el norte o el este, elige un 4x4.',
          button: 'Ver todos los coches',
          alt: 'Un SUV azul visto de lado',
        },
        intro: [
          '## Alquilar un coche con nosotros',
          'Islandia está hecha para recorrerla en coche: la Ring Road (la carretera de circunvalación, Ruta 1) une cascadas, glaciares y pueblos pesqueros, y las mejores paradas suelen ser las que nadie había planeado. Con tu propio coche, tú marcas el ritmo.',
          'Todos los alquileres incluyen kilometraje ilimitado, seguro de responsabilidad civil, seguro a todo riesgo con franquicia (CDW) y un conductor adicional gratis. Pagas en línea y el precio que ves es el que pagas.',
          '- Recogida en el aeropuerto de Keflavík las 24 horas en verano',
          '- Lanzadera gratuita desde la terminal, a unos cinco minutos',
          '- Recogida y devolución autoservicio cuando nuestro mostrador está cerrado',
        ],
        faqTitle: 'Antes de reservar, conviene saber',
        faq: [
          {
            q: '¿Necesito un 4x4?',
            a: [
              'No para la Ring Road ni para el Círculo Dorado, que están asfaltados. Las pistas de montaña marcadas con una F solo pueden recorrerse en 4x4 y suelen abrir de finales de junio a principios de septiembre. En invierno, un 4x4 también agarra mejor en carreteras heladas.',
            ],
          },
          {
            q: '¿Qué edad mínima deben tener los conductores?',
            a: [
              'Los conductores deben tener al menos 18 años y un permiso de conducir válido desde hace un año como mínimo.',
            ],
          },
          {
            q: '¿Puedo recoger el coche de noche?',
            a: [
              'Sí. En el aeropuerto de Keflavík entregamos coches las 24 horas en verano, y en invierno el autoservicio cubre las horas en que el mostrador está cerrado.',
            ],
          },
          {
            q: '¿Qué seguro necesito?',
            a: [
              'El seguro a todo riesgo con franquicia está incluido. Te recomendamos añadir la protección contra gravilla, porque las piedras que levantan otros coches son el daño más habitual en Islandia. Compara las opciones en la [tabla de seguros de nuestra guía de viaje](page:blocks-showcase).',
            ],
          },
        ],
        quote: {
          text: 'Aterrizamos a medianoche, a los quince minutos ya estábamos en el coche y a la mañana siguiente nos despertamos junto a Seljalandsfoss. Todo fue exactamente como nos prometieron.',
          author: 'Hannah K.',
          role: 'Recorrió la Ring Road en marzo',
        },
      },
      fleet: { menu: 'Tipos de coche', description: 'Encuentra el coche ideal para tu viaje', all: 'Todos los coches' },
      categories: {
        'car-economy': { title: 'Coches económicos', description: 'Pequeños, ahorradores y fáciles de aparcar' },
        'car-compact': { title: 'Compactos', description: 'Espacio para cuatro y su equipaje' },
        'car-suv': { title: '4x4 y SUV', description: 'Agarre para el invierno y las pistas de grava' },
        'car-van': { title: 'Furgonetas y minibuses', description: 'Hasta nueve plazas para grupos' },
      },
    },
    camper: {
      home: {
        title: 'Alquiler de campers en Islandia',
        seoTitle: 'Alquiler de campervans y autocaravanas en Islandia | Norðurljós Campers',
        seoDescription:
          'Alquila una campervan, una camper 4x4 o una autocaravana en Islandia. Ropa de cama, menaje de cocina y calefacción incluidos, con recogida en el aeropuerto de Keflavík.',
        heroTitle: 'Duerme donde mejores son las vistas',
        heroText:
          'Campervans, campers 4x4 y autocaravanas con cama, cocina y calefacción nocturna, listas en el aeropuerto de Keflavík para salir a la carretera.',
        heroAlt: 'Montañas pardas de las Tierras Altas bajo un cielo pálido',
        banner: {
          overline: 'Todo a bordo',
          title: 'Ropa de cama, hornillo y calefacción incluidos',
          description:
            'Cada camper lleva edredones, hornillo de gas, ollas y platos, y una calefacción diésel que te mantiene caliente en las noches frías. Si quieres, añade sillas y mesa de camping.',
          button: 'Ver todas las campers',
          alt: 'Una camper blanca vista de lado',
        },
        intro: [
          '## Recorrer Islandia en camper',
          'Una camper es la forma más libre de conocer Islandia: sin horarios de hotel ni maletas que hacer cada mañana, solo la carretera y lo que aguarda tras el siguiente fiordo. Los campings abren en toda la isla de mayo a septiembre, y muchos siguen abiertos todo el invierno.',
          'La ley islandesa solo permite pernoctar en campers en campings o con permiso del propietario del terreno, así que organiza tus noches en torno a los campings: tienen duchas, aseos y a menudo cocina.',
          '- Kilometraje ilimitado y seguro a todo riesgo con franquicia incluidos',
          '- Ropa de cama, toallas y menaje de cocina sin coste adicional',
          '- La Camping Card disponible como extra',
        ],
        faqTitle: 'Antes de reservar, conviene saber',
        faq: [
          {
            q: '¿Dónde puedo pasar la noche?',
            a: [
              'En campings o en terrenos privados con permiso del propietario. No está permitido dormir en áreas de descanso ni en aparcamientos. La Camping Card da acceso a unos 40 campings por un precio único reducido.',
            ],
          },
          {
            q: '¿Puedo alquilar una camper en invierno?',
            a: [
              'Sí. Nuestras campers llevan neumáticos de invierno y una calefacción diésel que funciona toda la noche sin agotar la batería. En invierno recomendamos una camper 4x4 y un itinerario flexible.',
            ],
          },
          {
            q: '¿Está incluida la ropa de cama?',
            a: [
              'Sí: edredones, almohadas, sábanas y toallas para cada plaza, además de ollas, platos, cubiertos y un hornillo de gas.',
            ],
          },
          {
            q: '¿Cuántas personas pueden dormir en una camper?',
            a: [
              'En nuestras campervans duermen dos personas, en las campers 4x4 de dos a tres y en las autocaravanas hasta cinco. Filtra por plazas para dormir para encontrar la tuya.',
            ],
          },
        ],
        quote: {
          text: 'La calefacción nos salvó una noche de tormenta en los Fiordos del Oeste, y en la furgoneta teníamos todo lo necesario para cocinar. Volveríamos a alquilar con Norðurljós sin pensarlo.',
          author: 'Marco y Giulia',
          role: 'Doce días alrededor de Islandia en septiembre',
        },
      },
      fleet: {
        menu: 'Tipos de camper',
        description: 'Encuentra la camper ideal para tu viaje',
        all: 'Todas las campers',
      },
      categories: {
        'camper-campervan': { title: 'Campervans', description: 'Compactas y económicas, para dos' },
        'camper-4x4': { title: 'Campers 4x4', description: 'Para las Tierras Altas y viajes de invierno' },
        'camper-motorhome': { title: 'Autocaravanas', description: 'Aseo, ducha y espacio para cinco' },
      },
    },
    longterm: {
      home: {
        title: 'Alquiler de coches de larga duración en Islandia',
        seoTitle: 'Alquiler mensual de coches en Islandia | Norðurljós Long-Term Rentals',
        seoDescription:
          'Alquila un coche por meses en Islandia. Seguro, mantenimiento, cambio de neumáticos e impuesto de circulación en una sola cuota, con entrega a domicilio.',
        heroTitle: 'Un coche para meses, no para días',
        heroText:
          'Una cuota mensual con seguro, mantenimiento y cambio de neumáticos de temporada incluidos. Te llevamos el coche a tu dirección en el área de Reikiavik.',
        heroAlt: 'Montañas bajo la cálida luz del atardecer',
        banner: {
          overline: 'Eléctricos e híbridos',
          title: 'Este invierno, pásate al eléctrico',
          description:
            'Nuestros coches eléctricos vienen con cable y tarjeta de carga, y casi toda la electricidad de Islandia procede de energía hidráulica y geotérmica.',
          button: 'Ver todos los coches',
          alt: 'Una berlina verde vista de lado',
        },
        intro: [
          '## Alquiler de larga duración, sin complicaciones',
          '¿Vas a trabajar una temporada en Islandia, esperas tu coche nuevo o todavía no quieres comprar? Alquila un coche durante un mes o más y paga una cuota mensual fija.',
          'La cuota incluye el seguro, el mantenimiento periódico, el cambio entre neumáticos de verano e invierno y el impuesto de circulación. Solo pagas el combustible o la carga.',
          '- Alquiler mínimo de un mes, sin máximo',
          '- Entrega y recogida en cualquier punto del área de Reikiavik',
          '- Coche de sustitución si el tuyo necesita reparaciones',
        ],
        faqTitle: 'Antes de alquilar, conviene saber',
        faq: [
          {
            q: '¿Cuál es el periodo mínimo de alquiler?',
            a: [
              'Un mes. Después puedes prorrogar mes a mes o acordar un plazo fijo de 3, 6 o 12 meses con una cuota mensual más baja.',
            ],
          },
          {
            q: '¿Está incluido el cambio de neumáticos?',
            a: [
              'Sí. En otoño ponemos los neumáticos de invierno y en primavera volvemos a los de verano, cuando mejor te venga.',
            ],
          },
          {
            q: '¿Puedo salir del área de Reikiavik?',
            a: [
              'Por supuesto. El kilometraje es ilimitado y puedes circular por todas las carreteras públicas de Islandia, salvo las pistas de montaña marcadas con una F.',
            ],
          },
          {
            q: '¿Necesito un número de identificación islandés (kennitala)?',
            a: [
              'No, basta con el pasaporte y el permiso de conducir. Eso sí, con una kennitala podemos enviarte las facturas directamente a tu banca en línea islandesa.',
            ],
          },
        ],
        quote: {
          text: 'Alquilé un coche eléctrico durante los seis meses que trabajé en el hospital de Reikiavik. Me lo llevaron a casa, en octubre le pusieron los neumáticos de invierno y nunca tuve que preocuparme de nada.',
          author: 'Sofia L.',
          role: 'Médica, alquiler de seis meses',
        },
      },
      fleet: { menu: 'Tipos de coche', description: 'Coches para cada etapa de la vida', all: 'Todos los coches' },
      categories: {
        'longterm-city': { title: 'Urbanos', description: 'Pequeños y asequibles para el día a día' },
        'longterm-family': { title: 'Familiares', description: 'Espacio para niños, cochecito y escapadas' },
        'longterm-electric': { title: 'Eléctricos', description: 'Carga en casa y olvídate de la gasolinera' },
      },
    },
  },
  header: {
    book: 'Reservar',
    byType: 'Por tipo',
    byGearbox: 'Por cambio',
    bySleeping: 'Por plazas para dormir',
    automatic: { title: 'Automático', description: 'Conducción cómoda en ciudad y en la Ring Road' },
    manual: { title: 'Manual', description: 'Más económico y con más control en la grava' },
    sleeps: (spots) => `${spots} plazas`,
    blog: 'Blog de viajes',
    blogDescription: 'Consejos, rutas e historias de la carretera',
    blogLinksTitle: 'Temas',
    recentPostsTitle: 'Últimos artículos',
    blogAll: 'Todos los artículos',
    blogCategories: {
      'travel-tips': 'Consejos de viaje',
      'driving-in-iceland': 'Conducir en Islandia',
      destinations: 'Destinos',
    },
    manage: { title: 'Consulta, modifica o cancela tu reserva', label: 'Mi reserva' },
    checkIn: { title: 'Haz el check-in en línea antes de la recogida', label: 'Check-in' },
    call: { title: 'Llámanos de día o de noche', label: 'Llamar' },
  },
  footer: {
    plan: 'Planifica tu viaje',
    company: 'Empresa',
    followOn: (platform) => `Síguenos en ${platform}`,
    certificate: 'Vakinn – calidad turística certificada',
    certificateAlt: 'Sello de calidad Vakinn',
  },
  carousel: {
    title: '¿Adónde irás primero?',
    slides: [
      {
        title: 'El Círculo Dorado',
        text: 'Þingvellir, Geysir y Gullfoss en un solo día. La ruta clásica empieza a 45 minutos de Reikiavik.',
        alt: 'Un valle verde al pie de las montañas en verano',
      },
      {
        title: 'La costa sur',
        text: 'Playas de arena negra, Skógafoss y las lenguas glaciares del Vatnajökull, todo a lo largo de la Ruta 1.',
        alt: 'Montañas nevadas bajo la aurora boreal',
      },
      {
        title: 'Snæfellsnes',
        text: 'La llaman «Islandia en miniatura»: un glaciar, campos de lava y el fotogénico Kirkjufell.',
        alt: 'Montañas al resplandor del atardecer',
      },
    ],
  },
  about: {
    body: [
      '## Una empresa familiar de Reykjanes',
      'Norðurljós nació en 2009 con doce coches y una pequeña oficina junto al aeropuerto de Keflavík. Hoy alquilamos coches, campers y vehículos de larga duración, pero seguimos siendo una empresa familiar: quienes responden a tus correos también lavan los coches y conocen las carreteras.',
      'Elegimos el nombre —norðurljós significa «aurora boreal»— por todas las noches en que la vimos bailar sobre la carretera de Reykjanes al volver del trabajo.',
      '## Lo que nos importa',
      '- **Precios honestos.** El precio que ves incluye los seguros y los impuestos que necesitas.',
      '- **Vehículos seguros.** Nuestros vehículos tienen de media menos de tres años y los revisan nuestros propios mecánicos.',
      '- **Ayuda en carretera.** Nuestra asistencia en carretera atiende las 24 horas, y conocemos los desvíos cuando se cierra una carretera.',
      '- **Respeto por la naturaleza.** Explicamos a cada cliente la prohibición de conducir fuera de las carreteras y compensamos las emisiones de nuestra flota con proyectos de restauración de suelos en el sur de Islandia.',
    ],
    banner: {
      title: '¿Tienes preguntas? Habla con una persona de verdad',
      description: 'Nuestro equipo de Reikiavik y Keflavík te atiende todos los días de la semana.',
      button: 'Contactar',
    },
  },
  faqPage: {
    intro: [
      'Aquí tienes las respuestas a las preguntas que más nos hacen. ¿No encuentras la tuya? [Escríbenos](page:contact).',
    ],
    generalTitle: 'Reserva y pago',
    general: [
      {
        q: '¿Puedo modificar o cancelar mi reserva?',
        a: [
          'Sí. [Busca tu reserva](/reservation/find/) con el número de reserva y tu correo electrónico para cambiar fechas, extras o conductores. La cancelación es gratuita hasta 48 horas antes de la recogida.',
        ],
      },
      {
        q: '¿Qué tarjetas aceptáis?',
        a: [
          'Visa, Mastercard y American Express. También aceptamos tarjetas de débito, aunque es posible que bloqueemos en ella el importe de la franquicia.',
        ],
      },
      {
        q: '¿Qué es el check-in en línea?',
        a: [
          'Unos días antes de la recogida puedes hacer el check-in en línea: confirmas tus datos, subes una foto del permiso de conducir y firmas el contrato de alquiler. Al llegar, solo tienes que recoger las llaves.',
        ],
      },
      {
        q: '¿Puedo añadir otro conductor?',
        a: [
          'Un conductor adicional es gratis. A partir del segundo, cada uno cuesta {extraDriverPrice} al día y puedes añadirlo al reservar o más tarde desde tu reserva.',
        ],
      },
    ],
    pickupTitle: 'Recogida y devolución',
    pickup: [
      {
        q: '@kef ¿Cómo os encuentro en el aeropuerto de Keflavík?',
        a: [
          'Sal de la sala de llegadas y toma nuestra lanzadera gratuita en la parada de lanzaderas de las empresas de alquiler. Sale cada 15 minutos y el trayecto dura unos cinco minutos.',
        ],
      },
      {
        q: '@ss ¿Qué es la recogida autoservicio?',
        a: [
          'Cuando el mostrador está cerrado, recoges las llaves de un cajetín con el código que te enviamos tras el check-in en línea. El autoservicio debe reservarse con al menos 12 horas de antelación.',
        ],
      },
      {
        q: '¿Puedo devolver el vehículo en otro sitio?',
        a: [
          'Sí, en cualquiera de nuestras oficinas. Devolverlo en otra oficina tiene un cargo de {oneWayFee}, que verás antes de pagar.',
        ],
      },
      {
        q: '¿Y si llego tarde a la devolución?',
        a: [
          'Avísanos lo antes posible. Hasta una hora de retraso no tiene coste; a partir de ahí cobramos un día adicional.',
        ],
      },
    ],
  },
  terms: [
    'Estas condiciones se aplican a todos los alquileres reservados con {brand}. Al confirmar una reserva, las aceptas en nombre de todos los conductores.',
    '## Conductores',
    'El conductor principal debe tener al menos 18 años y un permiso de conducir válido desde hace al menos un año. Los permisos que no estén en alfabeto latino deben ir acompañados de un permiso internacional de conducción. Un conductor adicional es gratuito; cada uno de los demás cuesta {extraDriverPrice} al día.',
    '## Pago y cancelación',
    'La reserva se paga en línea, total o parcialmente según se indique al pagar. Las cancelaciones realizadas con más de 48 horas de antelación a la recogida se reembolsan íntegramente; en las posteriores se cobra un día de alquiler.',
    '## Seguros y daños',
    'Incluyen seguro a todo riesgo con franquicia (CDW) y seguro de responsabilidad civil. La franquicia depende del seguro elegido. Los daños en los bajos, los daños por agua al vadear ríos y los causados por conducir fuera de las carreteras nunca están cubiertos.',
    '## Combustible, peajes y multas',
    'Devuelve el vehículo con el mismo nivel de combustible o de carga que al recogerlo. Los aparcamientos, los peajes de túneles y las multas de velocidad o de aparcamiento corren a cargo del arrendatario, junto con un cargo de gestión.',
    '## Por dónde puedes circular',
    'Los vehículos solo pueden circular por vías públicas. Las pistas de montaña marcadas con una F solo se permiten con vehículos 4x4 autorizados para ellas. La ley islandesa prohíbe conducir fuera de las carreteras.',
    '## Devolución',
    'Devuelve el vehículo en el lugar y la hora acordados. Los retrasos de más de una hora se cobran como un día adicional.',
    '¿Dudas sobre estas condiciones? [Contacta con nosotros](page:contact).',
  ],
  privacy: [
    'En {brand} nos tomamos muy en serio la protección de tus datos personales. Esta política explica qué datos recogemos, para qué y qué derechos tienes según la ley islandesa de protección de datos y el RGPD.',
    '## Qué datos recogemos',
    '- Nombre, correo electrónico, teléfono y dirección, para gestionar tu reserva',
    '- Datos del permiso de conducir y fecha de nacimiento, como exige nuestra aseguradora',
    '- Datos de pago, que trata nuestro procesador de pagos; nunca guardamos números de tarjeta completos',
    '- Número de vuelo y hora de llegada, para poder recibirte',
    '## Cuánto tiempo los conservamos',
    'Conservamos los datos de las reservas durante siete años, como exige la legislación contable islandesa. Puedes retirar tu consentimiento a recibir correos comerciales en cualquier momento.',
    '## Cookies',
    'Usamos cookies para recordar tu idioma, tu moneda y tu reserva y, con tu consentimiento, para medir el uso del sitio.',
    '## Recomendaciones de socios',
    'Cuando llegas a nosotros a través del enlace de un socio (una dirección con ref=), registramos la visita y, si después reservas y pagas, la reserva, para poder recompensar al socio. Para ello tu navegador guarda:',
    '- un identificador de referencia en el almacenamiento local ({tenant}-referral-id): «U-» seguido de letras al azar, creado una sola vez en este dispositivo. No dice nada sobre ti y se conserva hasta que borres los datos de este sitio',
    '- una cookie con el identificador del clic del socio ({tenant}-affiliate-click-id), que se conserva 60 días',
    'En una reserva pagada registramos el código del socio, estos dos identificadores, el número de reserva, el importe pagado y su moneda y el código de cupón si lo hay, con un número de cliente seudónimo en lugar de tu nombre o tu correo electrónico. Tu dirección IP nunca se guarda.',
    '## Tus derechos',
    'Puedes solicitar el acceso, la rectificación o la supresión de tus datos, u oponerte a su tratamiento. Escríbenos a [{email}](mailto:{email}). También puedes presentar una reclamación ante la autoridad islandesa de protección de datos (Persónuvernd).',
  ],
  contact: {
    body: [
      'Respondemos a todos los mensajes en pocas horas, los siete días de la semana.',
      '## Llámanos o escríbenos',
      '- Correo electrónico: [{email}](mailto:{email})',
      '- Oficina de Reikiavik: [{phoneRvk}]({phoneRvkTel})',
      '@kef - Mostrador del aeropuerto de Keflavík: [{phoneKef}]({phoneKefTel})',
      '## Visítanos',
      '@kef **Aeropuerto de Keflavík** — Blikavöllur 2, 235 Keflavíkurflugvöllur. Abierto las 24 horas en verano y de 05:00 a 23:00 en invierno; recogida autoservicio a cualquier hora.',
      '**Reikiavik** — Skeifan 9, 108 Reykjavík. De lunes a viernes de 08:00 a 18:00 y sábados de 09:00 a 16:00, cerrado los domingos en invierno; en verano, todos los días de 08:00 a 20:00.',
      '¿Ya has reservado? [Busca tu reserva](/reservation/find/) para cambiar fechas, añadir extras o hacer el check-in en línea.',
    ],
    mapTitle: 'Cómo llegar',
  },
  guide: {
    intro: [
      '## Planificar un viaje por carretera en Islandia',
      'Islandia premia a quien planifica un poco y deja sitio para las sorpresas. En el mapa las distancias parecen cortas, pero el tiempo, las paradas para hacer fotos y los puentes de un solo carril se acumulan: calcula una media de 60 a 70 km/h, no el límite de velocidad.',
      'Cada mañana, antes de salir, consulta dos webs: [umferdin.is](https://umferdin.is/en) para el estado de las carreteras y los cierres, y [vedur.is](https://en.vedur.is) para la previsión y los avisos por viento. Si te sales de las rutas habituales, registra tu itinerario en [SafeTravel](https://safetravel.is).',
      'Más abajo encontrarás [los precios de los seguros](#insurance), las normas de tráfico, [las estaciones de un vistazo](#seasons) y nuestras rutas favoritas.',
    ],
    pictureBanner: {
      overline: 'Elige bien el vehículo',
      title: 'Las Tierras Altas piden un 4x4',
      description:
        'Las pistas de montaña suelen abrir a finales de junio y solo pueden recorrerse con tracción a las cuatro ruedas. Si Landmannalaugar o Askja están en tu lista, revisa la ruta antes de reservar.',
      alt: 'Montañas de las Tierras Altas a principios de verano',
    },
    tabs: [
      {
        title: 'Verano',
        text: [
          'Sol de medianoche y pistas de montaña abiertas. Reserva con antelación: en julio se llenan los vehículos y los campings. Hay luz casi las 24 horas, así que puedes conducir hasta tarde y evitar las aglomeraciones.',
        ],
      },
      {
        title: 'Otoño',
        text: [
          'Carreteras más tranquilas, colores otoñales y las primeras auroras. En octubre cae la primera nieve en los puertos de montaña, y a principios de noviembre se montan los neumáticos de invierno.',
        ],
      },
      {
        title: 'Invierno',
        text: [
          'Días cortos —unas cuatro horas de luz en diciembre— y muchas posibilidades de ver auroras boreales. Si no tienes experiencia conduciendo con nieve, quédate en el sur y el oeste y consulta el estado de las carreteras cada mañana.',
        ],
      },
      {
        title: 'Primavera',
        text: [
          'Los días se alargan rápido, los corderos salen a los prados y hay pocos visitantes. Las pistas de montaña siguen cerradas y en el norte aún puede nevar.',
        ],
      },
    ],
    carousel: {
      title: 'Más allá de lo habitual',
      slides: [
        {
          title: 'Los Fiordos del Oeste',
          text: 'Fiordos escarpados, la cascada Dynjandi y apenas tráfico. Dedícales al menos tres días; muchas carreteras son de grava.',
          alt: 'Montañas pardas sobre un fiordo',
        },
        {
          title: 'El lago Mývatn y el norte',
          text: 'Cráteres, fuentes termales y los baños naturales de Mývatn, a una hora en coche de Akureyri.',
          alt: 'Aurora boreal sobre montañas nevadas en el norte de Islandia',
        },
        {
          title: 'Los Fiordos del Este',
          text: 'Pueblos pesqueros en fiordos profundos, renos junto a la carretera y la cara más tranquila de la Ring Road.',
          alt: 'Laderas verdes al pie de las montañas en los Fiordos del Este',
        },
      ],
    },
    gallery: {
      title: 'Islandia, estación a estación',
      images: [
        'Sol de medianoche sobre las montañas',
        'Aurora boreal sobre cumbres nevadas',
        'Atardecer en las Tierras Altas',
        'Las Tierras Altas a principios de verano',
      ],
    },
    table: {
      title: 'Opciones de seguro y precios',
      coverage: 'Cobertura',
      basic: 'Básico (CDW)',
      premium: 'Premium',
      zero: 'Sin franquicia',
      perDay: 'Precio por día',
      included: 'Incluido',
      selfRisk: 'Franquicia',
      gravel: 'Protección contra gravilla',
      sand: 'Protección contra arena y ceniza',
      tyres: 'Neumáticos y parabrisas',
    },
    accordion: {
      title: 'Normas de tráfico en resumen',
      items: [
        {
          q: 'Límites de velocidad',
          a: [
            '90 km/h en carreteras asfaltadas, 80 km/h en grava y 50 km/h en poblado, salvo señalización distinta. Hay muchos radares y las multas son elevadas.',
          ],
        },
        {
          q: 'Luces de día y de noche',
          a: ['Las luces de cruce deben ir encendidas siempre, incluso en los días luminosos de verano.'],
        },
        {
          q: 'Prohibido conducir fuera de pista',
          a: [
            'Salirse de las carreteras y pistas señalizadas daña el frágil musgo durante décadas y se castiga con multas muy altas. También en playas y arenales negros.',
          ],
        },
        {
          q: 'Puentes de un solo carril',
          a: [
            'Tiene preferencia el coche que está más cerca del puente. Reduce la velocidad y espera si ya hay alguien cruzando.',
          ],
        },
        {
          q: 'Nunca te detengas en la calzada',
          a: [
            'Usa los apartaderos señalizados para hacer fotos. Los coches parados en la calzada o en el arcén provocan muchos accidentes cada año.',
          ],
        },
      ],
    },
    faq: {
      title: 'Lo que preguntan los viajeros',
      items: [
        {
          q: '¿Está abierta la Ring Road en invierno?',
          a: [
            'Casi siempre, pero las tormentas pueden cerrar tramos durante horas o incluso días, sobre todo en el este y el norte. Consulta el estado de las carreteras cada mañana y deja un día de margen en tu plan.',
          ],
        },
        {
          q: '¿Cuándo se ve la aurora boreal?',
          a: [
            'De finales de agosto a mediados de abril, en noches despejadas y oscuras. Aléjate de las luces del pueblo y consulta la previsión de auroras en vedur.is.',
          ],
        },
        {
          q: '¿Necesito dinero en efectivo?',
          a: [
            'Casi nunca. Se aceptan tarjetas prácticamente en todas partes, también en gasolineras sin personal; eso sí, asegúrate de conocer el PIN de tu tarjeta.',
          ],
        },
        {
          q: '¿Cómo pago los túneles y los aparcamientos?',
          a: [
            'El túnel de Vaðlaheiði, cerca de Akureyri, se paga en línea en veggjald.is en un plazo de 24 horas. En muchos parajes naturales, como Þingvellir y Seljalandsfoss, el aparcamiento se paga con una app o en un parquímetro.',
          ],
        },
      ],
    },
    video: 'Conducir en Islandia: qué esperar',
    mapTitle: 'Nuestras oficinas',
    comparison: {
      title: 'La misma vista, dos estaciones',
      before: 'Verano',
      after: 'Invierno',
      beforeAlt: 'Vista de montañas verdes en verano',
      afterAlt: 'La misma vista de montañas cubierta de nieve',
    },
    quote: {
      text: 'Consultar el estado de las carreteras se convirtió en nuestro ritual de cada mañana. Cambiamos la ruta dos veces por el viento y no nos arrepentimos nunca.',
      author: 'Tomás R.',
      role: 'Diez días en febrero',
    },
    textBanner: {
      overline: '¿Listo para salir?',
      title: '¿Ya tienes tu ruta?',
      description: 'Ahora elige el vehículo que mejor le va y resérvalo en pocos minutos.',
    },
    expander: {
      title: 'Qué llevar en un viaje por carretera en Islandia',
      body: [
        'El tiempo en Islandia cambia en un momento y pasarás más horas al aire libre de lo que crees. Mejor varias capas que un solo abrigo grueso.',
        '- Chaqueta y pantalón impermeables y cortavientos',
        '- Ropa térmica de lana y una capa intermedia de forro polar o plumón',
        '- Calzado de montaña resistente e impermeable, y crampones ligeros en invierno',
        '- Gorro, guantes y braga de cuello, incluso en verano',
        '- Bañador y toalla de secado rápido para piscinas y aguas termales',
        '- Antifaz para las noches claras de verano',
        '- Una botella reutilizable: el agua del grifo es excelente en todas partes',
        '- Cargador USB para el coche y un mapa sin conexión en el móvil',
        'Lleva en el coche algo de comer, agua y el móvil cargado. En el este y en las Tierras Altas puede haber 100 km entre gasolineras, así que llena el depósito cuando esté a la mitad.',
        'En invierno, añade una linterna, una capa de abrigo extra y una manta por pasajero, por si se corta una carretera y te toca esperar.',
      ],
    },
  },
  notFound: [
    '## Lo sentimos, no encontramos esta página',
    'Puede que se haya movido o que la dirección tenga una errata. Estas son algunas formas de seguir:',
    '- Vuelve a la [página de inicio](home) y haz una nueva búsqueda',
    '- Echa un vistazo a [todos nuestros vehículos](vehicles)',
    '- [Busca tu reserva](/reservation/find/)',
    '- [Contacta con nosotros](page:contact) y te ayudaremos',
  ],
  winter: {
    title: 'Conducción en invierno: consulta las carreteras antes de salir',
    text: 'Las tormentas pueden cerrar carreteras con poco aviso. Consulta umferdin.is y vedur.is cada mañana.',
    expander: [
      'De noviembre a abril el tiempo en Islandia puede cambiar en una hora. Antes de cada trayecto:',
      '- Consulta el estado de las carreteras en [umferdin.is](https://umferdin.is/en) o llama al 1777',
      '- Revisa los avisos por viento en [vedur.is](https://en.vedur.is): con rachas de más de 20 m/s conducir es peligroso',
      '- Mantén el depósito al menos a la mitad y lleva ropa de abrigo',
      'Si una carretera está cerrada, no pases nunca la barrera. Llámanos al [{phoneRvk}]({phoneRvkTel}) y te ayudaremos a cambiar tus planes.',
    ],
  },
  promo: {
    button: 'Usar el código',
    days: 'días',
    hours: 'horas',
    minutes: 'minutos',
    seconds: 'segundos',
    banner: 'Oferta de invierno: 15 % de descuento en todas las reservas',
    title: 'Empieza la temporada de auroras',
    text: 'Reserva antes de que termine la oferta y consigue un {percentage} % de descuento con el código {promoCode}.',
    note: 'Válido para reservas realizadas hasta el {expiryDate}. No acumulable con otras ofertas.',
    alt: 'Aurora boreal sobre montañas nevadas',
  },
  locations: {
    kef: 'Aeropuerto de Keflavík',
    rvk: 'Oficina de Reikiavik',
    aey: 'Oficina de Akureyri',
    delivery: 'Entrega en tu dirección',
  },
};
