/** The site generator's English text (scripts/content/site.ts builds the documents from it). */
import type { LanguageCopy } from './types';

export const en: LanguageCopy = {
  pages: {
    about: {
      slug: 'about-us',
      title: 'About us',
      description: 'Norðurljós is an Icelandic family company that has rented vehicles from Keflavík since 2009.',
    },
    faq: {
      slug: 'faq',
      title: 'Frequently asked questions',
      description: 'Answers about booking, payment, insurance, pickup and return.',
    },
    terms: {
      slug: 'legal/terms',
      title: 'Rental terms',
      description: 'The terms for every rental: drivers, payment, insurance and where you may drive.',
    },
    privacy: {
      slug: 'privacy',
      title: 'Privacy policy',
      description: 'How we handle your personal data and what your rights are.',
    },
    contact: {
      slug: 'contact',
      title: 'Contact us',
      description: 'E-mail, phone numbers, opening hours and the addresses of our offices.',
    },
    'blocks-showcase': {
      slug: 'iceland-travel-guide',
      title: 'Travel guide',
      description: 'Plan your Iceland road trip: seasons, road rules, insurance prices and the routes worth driving.',
    },
  },
  tenants: {
    car: {
      home: {
        title: 'Car rental in Iceland',
        seoTitle: 'Car rental at Keflavík Airport and in Reykjavík | Norðurljós Car Rental',
        seoDescription:
          'Rent a car in Iceland from a local family company. Pick up at Keflavík Airport day or night and drive with unlimited kilometres.',
        heroTitle: 'Your road trip starts at the arrivals hall',
        heroText:
          'Local car rental with pickup at Keflavík Airport around the clock, unlimited kilometres and honest prices.',
        heroAlt: 'Mountains under a clear summer sky in Iceland',
        banner: {
          overline: 'Ready for winter',
          title: 'Winter tyres and an ice scraper in every car',
          description:
            'From October to April every car leaves our yard on winter tyres. Choose a 4x4 if your route heads north or east.',
          button: 'See all cars',
          alt: 'A blue SUV seen from the side',
        },
        intro: [
          '## Renting a car with us',
          'Iceland is made for driving: the Ring Road links waterfalls, glaciers and fishing villages, and the best stops are often the ones nobody planned. With your own car, you set the pace.',
          'Every rental includes unlimited kilometres, third-party liability and collision damage waiver, and one extra driver at no cost. You pay online, and the price you see is the price you pay.',
          '- Pickup at Keflavík Airport 24 hours a day in summer',
          '- A free shuttle from the terminal, about five minutes away',
          '- Self-service pickup and return when our desk is closed',
        ],
        faqTitle: 'Good to know before you book',
        faq: [
          {
            q: 'Do I need a 4x4?',
            a: [
              'Not for the Ring Road or the Golden Circle, which are paved. Mountain roads marked F may only be driven in a 4x4; they are usually open from late June to early September. In winter a 4x4 also gives you extra grip on icy roads.',
            ],
          },
          {
            q: 'What is the minimum age for drivers?',
            a: ['Drivers must be at least 18 years old and have held a valid driving licence for at least one year.'],
          },
          {
            q: 'Can I pick up the car at night?',
            a: [
              'Yes. At Keflavík Airport we hand over cars around the clock in summer, and in winter self-service pickup covers the hours when our desk is closed.',
            ],
          },
          {
            q: 'Which insurance do I need?',
            a: [
              'Collision damage waiver is included. We recommend adding gravel protection, as stones thrown up by passing cars cause the most common damage in Iceland. Compare the options in the [insurance table of our travel guide](page:blocks-showcase).',
            ],
          },
        ],
        quote: {
          text: 'We landed at midnight, were in the car fifteen minutes later and woke up next to Seljalandsfoss the next morning. Everything was exactly as promised.',
          author: 'Hannah K.',
          role: 'Drove the Ring Road in March',
        },
      },
      fleet: { menu: 'Car types', description: 'Find the right car for your trip', all: 'All cars' },
      categories: {
        'car-economy': { title: 'Economy cars', description: 'Small, frugal and easy to park' },
        'car-compact': { title: 'Compact cars', description: 'Room for four and their luggage' },
        'car-suv': { title: '4x4 and SUVs', description: 'Grip for winter and gravel roads' },
        'car-van': { title: 'Vans and minibuses', description: 'Up to nine seats for groups' },
      },
    },
    camper: {
      home: {
        title: 'Camper rental in Iceland',
        seoTitle: 'Campervan and motorhome rental in Iceland | Norðurljós Campers',
        seoDescription:
          'Rent a campervan, 4x4 camper or motorhome in Iceland. Bedding, kitchen kit and night heater included, pickup at Keflavík Airport.',
        heroTitle: 'Sleep where the view is best',
        heroText:
          'Campervans, 4x4 campers and motorhomes with a bed, a kitchen and a night heater, collected at Keflavík Airport and ready for the Ring Road.',
        heroAlt: 'Brown highland mountains under a pale sky',
        banner: {
          overline: 'Everything on board',
          title: 'Bedding, stove and heater included',
          description:
            'Every camper comes with duvets, a gas stove, pots and plates, and a diesel heater that keeps you warm on cold nights. Add camping chairs and a table if you like.',
          button: 'See all campers',
          alt: 'A white camper seen from the side',
        },
        intro: [
          '## Travelling Iceland by camper',
          'A camper is the freest way to see Iceland: no hotel check-in times, no packing every morning, just the road and whatever waits beyond the next fjord. Campsites are open all around the island from May to September, and many stay open through the winter.',
          'Icelandic law only allows overnight stays in campers on campsites or with the landowner’s permission, so plan your nights around the campsites. They have showers, toilets and often a kitchen.',
          '- Unlimited kilometres and collision damage waiver included',
          '- Bedding, towels and kitchen equipment at no extra charge',
          '- The Camping Card available as an extra',
        ],
        faqTitle: 'Good to know before you book',
        faq: [
          {
            q: 'Where can I stay overnight?',
            a: [
              'On campsites, or on private land with the owner’s permission. Sleeping in lay-bys and car parks is not allowed. The Camping Card covers around 40 campsites for one low price.',
            ],
          },
          {
            q: 'Can I rent a camper in winter?',
            a: [
              'Yes. Our campers run on winter tyres and have a diesel heater that warms the van all night without draining the battery. In winter we recommend a 4x4 camper and a flexible itinerary.',
            ],
          },
          {
            q: 'Is bedding included?',
            a: [
              'Yes: duvets, pillows, sheets and towels for every sleeping spot, plus pots, plates, cutlery and a gas stove.',
            ],
          },
          {
            q: 'How many people can sleep in a camper?',
            a: [
              'Our campervans sleep two, the 4x4 campers two to three and the motorhomes up to five. Filter by sleeping spots to find the right one.',
            ],
          },
        ],
        quote: {
          text: 'The heater saved us on a stormy night in the Westfjords, and the van had everything we needed to cook. We would rent from Norðurljós again in a heartbeat.',
          author: 'Marco and Giulia',
          role: 'Twelve days around Iceland in September',
        },
      },
      fleet: { menu: 'Camper types', description: 'Find the camper that fits your trip', all: 'All campers' },
      categories: {
        'camper-campervan': { title: 'Campervans', description: 'Compact and economical, for two' },
        'camper-4x4': { title: '4x4 campers', description: 'For the highlands and winter trips' },
        'camper-motorhome': { title: 'Motorhomes', description: 'Toilet, shower and room for five' },
      },
    },
    longterm: {
      home: {
        title: 'Long-term car rental in Iceland',
        seoTitle: 'Monthly car rental in Iceland | Norðurljós Long-Term Rentals',
        seoDescription:
          'Rent a car by the month in Iceland. Insurance, service, tyre changes and road tax in one monthly price, delivered to your door.',
        heroTitle: 'A car for months, not days',
        heroText:
          'One monthly price with insurance, service and seasonal tyre changes included. We deliver the car to your address in the capital area.',
        heroAlt: 'Mountains in the warm light of dusk',
        banner: {
          overline: 'Electric and hybrid',
          title: 'Drive electric this winter',
          description:
            'Our electric cars come with a charging cable and a charging card, and almost all of Iceland’s electricity comes from hydro and geothermal power.',
          button: 'See all cars',
          alt: 'A green saloon car seen from the side',
        },
        intro: [
          '## Long-term rental, made simple',
          'Working in Iceland for a season, waiting for your new car, or simply not ready to buy? Rent a car for a month or longer and pay one fixed monthly price.',
          'The price covers insurance, regular servicing, the switch between summer and winter tyres, and road tax. You only pay for fuel or charging.',
          '- Minimum rental of one month, no maximum',
          '- Delivery and collection anywhere in the capital area',
          '- A replacement car if yours needs repairs',
        ],
        faqTitle: 'Good to know before you rent',
        faq: [
          {
            q: 'What is the minimum rental period?',
            a: [
              'One month. After that you can extend month by month, or agree a fixed term of 3, 6 or 12 months for a lower monthly price.',
            ],
          },
          {
            q: 'Are tyre changes included?',
            a: [
              'Yes. We put your car on winter tyres in autumn and back on summer tyres in spring, at a time that suits you.',
            ],
          },
          {
            q: 'Can I drive outside the capital area?',
            a: [
              'Of course. Kilometres are unlimited and you may drive on all public roads in Iceland, except mountain roads marked F.',
            ],
          },
          {
            q: 'Do I need an Icelandic ID number (kennitala)?',
            a: [
              'No, a passport and a driving licence are enough. With a kennitala, though, we can send invoices straight to your Icelandic online bank.',
            ],
          },
        ],
        quote: {
          text: 'I rented an electric car for the six months I worked at the hospital in Reykjavík. It was delivered to my flat, switched to winter tyres in October, and I never had to think about it.',
          author: 'Sofia L.',
          role: 'Doctor, six-month rental',
        },
      },
      fleet: { menu: 'Car types', description: 'Cars for every stage of life', all: 'All cars' },
      categories: {
        'longterm-city': { title: 'City cars', description: 'Small and affordable for everyday errands' },
        'longterm-family': { title: 'Family cars', description: 'Space for children, a pram and weekend trips' },
        'longterm-electric': { title: 'Electric cars', description: 'Charge at home and skip the petrol station' },
      },
    },
  },
  header: {
    book: 'Book now',
    byType: 'By type',
    byGearbox: 'By gearbox',
    bySleeping: 'By sleeping spots',
    automatic: { title: 'Automatic', description: 'Relaxed driving in town and on the Ring Road' },
    manual: { title: 'Manual', description: 'A lower price and more control on gravel' },
    sleeps: (spots) => `Sleeps ${spots}`,
    blog: 'Travel blog',
    blogDescription: 'Tips, routes and stories from the road',
    blogLinksTitle: 'Topics',
    recentPostsTitle: 'Latest articles',
    blogAll: 'All articles',
    blogCategories: {
      'travel-tips': 'Travel tips',
      'driving-in-iceland': 'Driving in Iceland',
      destinations: 'Destinations',
    },
    manage: { title: 'Find, change or cancel your booking', label: 'Manage booking' },
    checkIn: { title: 'Check in online before pickup', label: 'Check in' },
    call: { title: 'Call us, day or night', label: 'Call us' },
  },
  footer: {
    plan: 'Plan your trip',
    company: 'Company',
    followOn: (platform) => `Follow us on ${platform}`,
    certificate: 'Vakinn – certified quality in tourism',
    certificateAlt: 'Vakinn quality badge',
  },
  carousel: {
    title: 'Where will you drive first?',
    slides: [
      {
        title: 'The Golden Circle',
        text: 'Þingvellir, Geysir and Gullfoss in a single day. The classic loop starts 45 minutes from Reykjavík.',
        alt: 'A green valley below mountains in summer',
      },
      {
        title: 'The South Coast',
        text: 'Black sand beaches, Skógafoss and the glacier tongues of Vatnajökull, all along Route 1.',
        alt: 'Snow-covered mountains under the northern lights',
      },
      {
        title: 'Snæfellsnes',
        text: 'Often called Iceland in miniature: a glacier, lava fields and the much-photographed Kirkjufell.',
        alt: 'Mountains in the glow of sunset',
      },
    ],
  },
  about: {
    body: [
      '## A family company from Reykjanes',
      'Norðurljós started in 2009 with twelve cars and a small office next to Keflavík Airport. Today we rent cars, campers and long-term vehicles, but we are still a family company: the people who answer your e-mails also wash the cars and know the roads.',
      'We named the company after the northern lights — norðurljós in Icelandic — for all the evenings we watched them dance over the Reykjanes road on our way home from work.',
      '## What we stand for',
      '- **Honest prices.** The price you see includes the insurance and taxes you need.',
      '- **Safe vehicles.** Our vehicles are on average less than three years old and serviced by our own mechanics.',
      '- **Help on the road.** Our roadside assistance answers around the clock, and we know the detours when a road closes.',
      '- **Respect for nature.** We brief every customer on the ban on off-road driving and offset our fleet’s emissions through land reclamation in South Iceland.',
    ],
    banner: {
      title: 'Questions? Talk to a real person',
      description: 'Our team in Reykjavík and Keflavík answers every day of the week.',
      button: 'Contact us',
    },
  },
  faqPage: {
    intro: [
      'Here are the answers to the questions we hear most often. Can’t find yours? [Get in touch](page:contact).',
    ],
    generalTitle: 'Booking and payment',
    general: [
      {
        q: 'Can I change or cancel my booking?',
        a: [
          'Yes. [Find your reservation](/reservation/find/) with your booking number and e-mail to change dates, extras or drivers. Cancellation is free up to 48 hours before pickup.',
        ],
      },
      {
        q: 'Which cards do you accept?',
        a: [
          'Visa, Mastercard and American Express. Debit cards are accepted too, but we may place a hold on the card for the self-risk.',
        ],
      },
      {
        q: 'What is online check-in?',
        a: [
          'A few days before pickup you can check in online: confirm your details, upload a photo of your driving licence and sign the rental agreement. At pickup you just collect the keys.',
        ],
      },
      {
        q: 'Can I add an extra driver?',
        a: [
          'One extra driver is free. Each further driver costs {extraDriverPrice} per day and can be added when you book or later through your reservation.',
        ],
      },
    ],
    pickupTitle: 'Pickup and return',
    pickup: [
      {
        q: '@kef How do I find you at Keflavík Airport?',
        a: [
          'Walk out of the arrivals hall and take our free shuttle from the rental car shuttle stop. It leaves every 15 minutes and the ride takes about five minutes.',
        ],
      },
      {
        q: '@ss What is self-service pickup?',
        a: [
          'When our desk is closed, you collect the keys from a key box with the code we send you after online check-in. Self-service must be booked at least 12 hours in advance.',
        ],
      },
      {
        q: 'Can I return the vehicle somewhere else?',
        a: [
          'Yes, at any of our locations. Returning it somewhere other than where you picked it up costs a one-way fee of {oneWayFee}, shown before you pay.',
        ],
      },
      {
        q: 'What if I am late for the return?',
        a: [
          'Let us know as soon as you can. Up to one hour late is free of charge; after that we charge an extra day.',
        ],
      },
    ],
  },
  terms: [
    'These terms apply to every rental booked with {brand}. By confirming a booking you accept them on behalf of all drivers.',
    '## Drivers',
    'The main driver must be at least 18 years old and have held a valid driving licence for at least one year. A licence not printed in the Latin alphabet must be accompanied by an international driving permit. One extra driver is free; each further driver costs {extraDriverPrice} per day.',
    '## Payment and cancellation',
    'The booking is paid online, in full or in part as shown at checkout. Cancellations made more than 48 hours before pickup are refunded in full; for later cancellations one day’s rental is charged.',
    '## Insurance and damage',
    'Collision damage waiver (CDW) and third-party liability are included. The self-risk depends on the insurance you choose. Damage to the underbody, water damage from crossing rivers and damage caused by off-road driving are never covered.',
    '## Fuel, tolls and fines',
    'Return the vehicle with the same fuel or charge level as at pickup. Parking fees, tunnel tolls and fines for speeding or parking are paid by the renter, together with a handling fee.',
    '## Where you may drive',
    'Vehicles may only be driven on public roads. Mountain roads marked F are allowed only in 4x4 vehicles approved for them. Driving off roads is forbidden by Icelandic law.',
    '## Return',
    'Return the vehicle at the agreed place and time. Returns more than one hour late are charged as an extra day.',
    'Questions about these terms? [Contact us](page:contact).',
  ],
  privacy: [
    '{brand} takes the protection of your personal data seriously. This policy explains what we collect, why, and which rights you have under the Icelandic Data Protection Act and the GDPR.',
    '## What we collect',
    '- Name, e-mail address, phone number and address, to handle your booking',
    '- Driving licence details and date of birth, as our insurer requires',
    '- Payment details, processed by our card acquirer — we never store full card numbers',
    '- Flight number and arrival time, so that we can meet you',
    '## How long we keep it',
    'Booking data is kept for seven years, as Icelandic accounting law requires. You can withdraw consent to marketing e-mails at any time.',
    '## Cookies',
    'We use cookies to remember your language, currency and booking, and, with your consent, to measure how the site is used.',
    '## Referral tracking',
    'When you come to us through a partner’s link (an address with ref=), we record the visit and, if you then book and pay, the booking, so that we can reward the partner. For this your browser keeps:',
    '- a referral id in local storage ({tenant}-referral-id): “U-” followed by random letters, made once on this device. It says nothing about you and stays until you clear this site’s data',
    '- a cookie with the id of the partner click ({tenant}-affiliate-click-id), kept for 60 days',
    'For a paid booking we record the partner code, these two ids, the booking reference, the amount paid and its currency and any coupon code, with a pseudonymous customer number instead of your name or e-mail address. Your IP address is never stored.',
    '## Your rights',
    'You may ask to see, correct or delete your data, or object to its use. Write to us at [{email}](mailto:{email}). You can also complain to the Icelandic Data Protection Authority (Persónuvernd).',
  ],
  contact: {
    body: [
      'We answer every message within a few hours, seven days a week.',
      '## Call or write',
      '- E-mail: [{email}](mailto:{email})',
      '- Reykjavík office: [{phoneRvk}]({phoneRvkTel})',
      '@kef - Keflavík Airport desk: [{phoneKef}]({phoneKefTel})',
      '## Visit us',
      '@kef **Keflavík Airport** — Blikavöllur 2, 235 Keflavíkurflugvöllur. Open around the clock in summer and 05:00–23:00 in winter, with self-service pickup at any hour.',
      '**Reykjavík** — Skeifan 9, 108 Reykjavík. Weekdays 08:00–18:00 and Saturdays 09:00–16:00, closed on Sundays in winter; every day 08:00–20:00 in summer.',
      'Already booked? [Find your reservation](/reservation/find/) to change dates, add extras or check in online.',
    ],
    mapTitle: 'How to find us',
  },
  guide: {
    intro: [
      '## Planning a road trip in Iceland',
      'Iceland rewards drivers who plan a little and leave room for surprises. Distances look short on the map, but weather, photo stops and single-lane bridges add up: count on an average of 60 to 70 km/h, not the speed limit.',
      'Before you set off each morning, check two websites: [umferdin.is](https://umferdin.is/en) for road conditions and closures, and [vedur.is](https://en.vedur.is) for the forecast and wind warnings. If you leave the beaten track, register your route with [SafeTravel](https://safetravel.is).',
      'Below you will find [insurance prices](#insurance), the road rules, [the seasons at a glance](#seasons) and our favourite routes.',
    ],
    pictureBanner: {
      overline: 'Choose the right vehicle',
      title: 'The highlands call for a 4x4',
      description:
        'Mountain roads usually open in late June and may only be driven in four-wheel drive. Check the road before you book if Landmannalaugar or Askja are on your list.',
      alt: 'Highland mountains in early summer',
    },
    tabs: [
      {
        title: 'Summer',
        text: [
          'Midnight sun and open highland roads. Book early, as vehicles and campsites fill up in July. It stays light almost around the clock, so you can drive late and miss the crowds.',
        ],
      },
      {
        title: 'Autumn',
        text: [
          'Quieter roads, autumn colours and the first northern lights. The first snow falls on mountain passes in October, and winter tyres go on in early November.',
        ],
      },
      {
        title: 'Winter',
        text: [
          'Short days — about four hours of daylight in December — and a good chance of northern lights. If winter driving is new to you, stay in the south and west and check the roads every morning.',
        ],
      },
      {
        title: 'Spring',
        text: [
          'The days grow long again, lambs appear in the fields and there are few visitors. Highland roads stay closed, and the north can still get snow.',
        ],
      },
    ],
    carousel: {
      title: 'Further afield',
      slides: [
        {
          title: 'The Westfjords',
          text: 'Steep fjords, the Dynjandi waterfall and hardly any traffic. Allow at least three days; many roads are gravel.',
          alt: 'Brown mountains above a fjord',
        },
        {
          title: 'Lake Mývatn and the North',
          text: 'Craters, hot springs and the Mývatn Nature Baths, an hour’s drive from Akureyri.',
          alt: 'Northern lights over snowy mountains in North Iceland',
        },
        {
          title: 'The East Fjords',
          text: 'Small fishing villages in deep fjords, reindeer by the road and the quiet side of the Ring Road.',
          alt: 'Green slopes below mountains in the East Fjords',
        },
      ],
    },
    gallery: {
      title: 'Iceland through the seasons',
      images: [
        'Midnight sun over the mountains',
        'Northern lights over snowy peaks',
        'Sunset in the highlands',
        'The highlands in early summer',
      ],
    },
    table: {
      title: 'Insurance options and prices',
      coverage: 'Cover',
      basic: 'Basic (CDW)',
      premium: 'Premium',
      zero: 'Zero risk',
      perDay: 'Price per day',
      included: 'Included',
      selfRisk: 'Self-risk',
      gravel: 'Gravel protection',
      sand: 'Sand and ash protection',
      tyres: 'Tyres and windscreen',
    },
    accordion: {
      title: 'Road rules at a glance',
      items: [
        {
          q: 'Speed limits',
          a: [
            '90 km/h on paved roads, 80 km/h on gravel and 50 km/h in towns, unless signs say otherwise. Speed cameras are common and fines are high.',
          ],
        },
        {
          q: 'Headlights day and night',
          a: ['Dipped headlights must be on at all times, even on bright summer days.'],
        },
        {
          q: 'Off-road driving is illegal',
          a: [
            'Driving off marked roads and tracks scars fragile moss for decades and carries heavy fines. This includes beaches and black sand.',
          ],
        },
        {
          q: 'Single-lane bridges',
          a: [
            'The car closest to the bridge has right of way. Slow down, and wait if someone is already on the bridge.',
          ],
        },
        {
          q: 'Never stop on the road',
          a: ['Use marked lay-bys for photos. Cars stopped on the road or the verge cause many accidents every year.'],
        },
      ],
    },
    faq: {
      title: 'Questions travellers ask',
      items: [
        {
          q: 'Is the Ring Road open in winter?',
          a: [
            'Mostly, but storms can close sections for hours or even days, especially in the east and north. Check the roads every morning and keep a spare day in your plan.',
          ],
        },
        {
          q: 'When can I see the northern lights?',
          a: [
            'From late August to mid-April, on clear and dark nights. Get away from the town lights and check the aurora forecast on vedur.is.',
          ],
        },
        {
          q: 'Do I need cash?',
          a: [
            'Hardly ever. Cards are accepted almost everywhere, including at unstaffed petrol stations — make sure you know your card’s PIN.',
          ],
        },
        {
          q: 'How do I pay for tunnels and parking?',
          a: [
            'The Vaðlaheiði tunnel near Akureyri is paid online at veggjald.is within 24 hours. Parking at many natural sites, such as Þingvellir and Seljalandsfoss, is paid by app or at a machine.',
          ],
        },
      ],
    },
    video: 'Driving in Iceland: what to expect',
    mapTitle: 'Our offices',
    comparison: {
      title: 'The same view, two seasons',
      before: 'Summer',
      after: 'Winter',
      beforeAlt: 'Green mountain view in summer',
      afterAlt: 'The same mountain view covered in snow',
    },
    quote: {
      text: 'Checking the road conditions became our morning ritual. We changed our route twice because of the wind and never regretted it.',
      author: 'Tomás R.',
      role: 'Ten days in February',
    },
    textBanner: {
      overline: 'Ready to go?',
      title: 'Found your route?',
      description: 'Now choose the vehicle that fits it and book in a few minutes.',
    },
    expander: {
      title: 'Packing list for an Iceland road trip',
      body: [
        'Icelandic weather changes fast, and you will spend more time outdoors than you expect. Pack layers rather than one heavy coat.',
        '- A waterproof, windproof jacket and trousers',
        '- Warm wool base layers and a fleece or down mid layer',
        '- Sturdy waterproof walking shoes, plus ice cleats in winter',
        '- A hat, gloves and a neck warmer, even in summer',
        '- Swimwear and a quick-dry towel for pools and hot springs',
        '- A sleep mask for the bright summer nights',
        '- A refillable water bottle — tap water is excellent everywhere',
        '- A USB car charger and an offline map on your phone',
        'Keep snacks, water and a charged phone in the car. In the east and in the highlands petrol stations can be 100 km apart, so fill up when the tank is half empty.',
        'In winter, add a torch, an extra warm layer and a blanket for every passenger, in case a road closes and you have to wait.',
      ],
    },
  },
  notFound: [
    '## Sorry, we couldn’t find that page',
    'The page may have moved, or the address may have a typo. Here are a few ways to carry on:',
    '- Go to the [home page](home) and start a new search',
    '- Browse [all our vehicles](vehicles)',
    '- [Find your reservation](/reservation/find/)',
    '- [Contact us](page:contact) and we will help you',
  ],
  winter: {
    title: 'Winter driving: check the roads before you set off',
    text: 'Storms can close roads at short notice. Check umferdin.is and vedur.is every morning.',
    expander: [
      'From November to April the weather in Iceland can change within an hour. Before every drive:',
      '- Check road conditions at [umferdin.is](https://umferdin.is/en) or call 1777',
      '- Check wind warnings at [vedur.is](https://en.vedur.is) — gusts above 20 m/s make driving dangerous',
      '- Keep the tank at least half full and carry warm clothes',
      'If a road is closed, never drive past the barrier. Call us on [{phoneRvk}]({phoneRvkTel}) and we will help you change your plans.',
    ],
  },
  promo: {
    button: 'Use the code',
    days: 'days',
    hours: 'hours',
    minutes: 'minutes',
    seconds: 'seconds',
    banner: 'Winter offer: 15% off every booking',
    title: 'Northern lights season is here',
    text: 'Book before the offer ends and get {percentage}% off your rental with the code {promoCode}.',
    note: 'Valid for bookings made until {expiryDate}. Cannot be combined with other offers.',
    alt: 'Northern lights over snow-covered mountains',
  },
  locations: {
    kef: 'Keflavík Airport',
    rvk: 'Reykjavík office',
    aey: 'Akureyri office',
    delivery: 'Delivery to your address',
  },
};
