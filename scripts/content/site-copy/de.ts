/** The site generator's German text (scripts/content/site.ts builds the documents from it). */
import type { LanguageCopy } from './types';

export const de: LanguageCopy = {
  pages: {
    about: {
      slug: 'ueber-uns',
      title: 'Über uns',
      description:
        'Norðurljós ist ein isländisches Familienunternehmen, das seit 2009 von Keflavík aus Fahrzeuge vermietet.',
    },
    faq: {
      slug: 'haeufige-fragen',
      title: 'Häufige Fragen',
      description: 'Antworten rund um Buchung, Bezahlung, Versicherung, Abholung und Rückgabe.',
    },
    terms: {
      slug: 'rechtliches/mietbedingungen',
      title: 'Mietbedingungen',
      description: 'Die Bedingungen für jede Anmietung: Fahrer, Zahlung, Versicherung und wo du fahren darfst.',
    },
    privacy: {
      slug: 'datenschutz',
      title: 'Datenschutzerklärung',
      description: 'Wie wir mit deinen personenbezogenen Daten umgehen und welche Rechte du hast.',
    },
    contact: {
      slug: 'kontakt',
      title: 'Kontakt',
      description: 'E-Mail, Telefonnummern, Öffnungszeiten und die Adressen unserer Stationen.',
    },
    'blocks-showcase': {
      slug: 'island-reisefuehrer',
      title: 'Reiseführer',
      description:
        'So planst du deinen Roadtrip durch Island: Jahreszeiten, Verkehrsregeln, Versicherungspreise und die schönsten Routen.',
    },
  },
  tenants: {
    car: {
      home: {
        title: 'Mietwagen in Island',
        seoTitle: 'Mietwagen am Flughafen Keflavík und in Reykjavík | Norðurljós Car Rental',
        seoDescription:
          'Miete dein Auto in Island bei einem einheimischen Familienbetrieb: Abholung am Flughafen Keflavík rund um die Uhr, unbegrenzte Kilometer inklusive.',
        heroTitle: 'Dein Roadtrip beginnt in der Ankunftshalle',
        heroText:
          'Mietwagen vom isländischen Familienbetrieb – Abholung am Flughafen Keflavík rund um die Uhr, unbegrenzte Kilometer und faire Preise.',
        heroAlt: 'Berge unter klarem Sommerhimmel in Island',
        banner: {
          overline: 'Bereit für den Winter',
          title: 'Winterreifen und Eiskratzer in jedem Auto',
          description:
            'Von Oktober bis April verlassen alle Autos unseren Hof mit Winterreifen. Wenn es in den Norden oder Osten geht, wähle am besten einen Allradwagen.',
          button: 'Alle Autos ansehen',
          alt: 'Ein blauer SUV in der Seitenansicht',
        },
        intro: [
          '## Mietwagen bei uns',
          'Island ist wie gemacht zum Autofahren: Die Ringstraße verbindet Wasserfälle, Gletscher und Fischerdörfer, und die schönsten Stopps sind oft die ungeplanten. Mit dem eigenen Wagen bestimmst du das Tempo.',
          'In jeder Miete sind unbegrenzte Kilometer, Haftpflicht- und Vollkaskoversicherung (CDW) sowie ein zusätzlicher Fahrer ohne Aufpreis enthalten. Du bezahlst online, und der angezeigte Preis ist der Endpreis.',
          '- Abholung am Flughafen Keflavík im Sommer rund um die Uhr',
          '- Kostenloser Shuttle vom Terminal, nur etwa fünf Minuten',
          '- Selbstabholung und -rückgabe, wenn unser Schalter geschlossen ist',
        ],
        faqTitle: 'Gut zu wissen vor der Buchung',
        faq: [
          {
            q: 'Brauche ich einen Allradwagen?',
            a: [
              'Nicht für die Ringstraße oder den Golden Circle – beide sind asphaltiert. Hochlandstraßen mit einem F in der Nummer dürfen nur mit Allradantrieb befahren werden; sie sind meist von Ende Juni bis Anfang September geöffnet. Im Winter bietet Allrad zudem mehr Halt auf vereisten Straßen.',
            ],
          },
          {
            q: 'Wie alt muss ich sein?',
            a: [
              'Fahrer müssen mindestens 18 Jahre alt sein und seit mindestens einem Jahr einen gültigen Führerschein besitzen.',
            ],
          },
          {
            q: 'Kann ich das Auto nachts abholen?',
            a: [
              'Ja. Am Flughafen Keflavík übergeben wir im Sommer rund um die Uhr, und im Winter deckt die Selbstabholung die Zeiten ab, in denen unser Schalter geschlossen ist.',
            ],
          },
          {
            q: 'Welche Versicherung brauche ich?',
            a: [
              'Die Vollkaskoversicherung ist inklusive. Wir empfehlen zusätzlich einen Steinschlagschutz, denn hochgeschleuderte Steine sind in Island der häufigste Schaden. Vergleiche die Optionen in der [Versicherungstabelle unseres Reiseführers](page:blocks-showcase).',
            ],
          },
        ],
        quote: {
          text: 'Wir sind um Mitternacht gelandet, saßen eine Viertelstunde später im Auto und sind am nächsten Morgen am Seljalandsfoss aufgewacht. Alles war genau wie versprochen.',
          author: 'Hannah K.',
          role: 'Im März auf der Ringstraße unterwegs',
        },
      },
      fleet: { menu: 'Fahrzeugklassen', description: 'Das passende Auto für deine Reise', all: 'Alle Autos' },
      categories: {
        'car-economy': { title: 'Kleinwagen', description: 'Sparsam und leicht zu parken' },
        'car-compact': { title: 'Kompaktklasse', description: 'Platz für vier samt Gepäck' },
        'car-suv': { title: 'Allrad und SUV', description: 'Halt im Winter und auf Schotter' },
        'car-van': { title: 'Vans und Kleinbusse', description: 'Bis zu neun Sitze für Gruppen' },
      },
    },
    camper: {
      home: {
        title: 'Camper mieten in Island',
        seoTitle: 'Campervan und Wohnmobil mieten in Island | Norðurljós Campers',
        seoDescription:
          'Campervan, Allrad-Camper oder Wohnmobil in Island mieten – mit Bettwäsche, Küchenausstattung und Standheizung. Abholung am Flughafen Keflavík.',
        heroTitle: 'Übernachte dort, wo die Aussicht am schönsten ist',
        heroText:
          'Campervans, Allrad-Camper und Wohnmobile mit Bett, Küche und Standheizung – abholbereit am Flughafen Keflavík und startklar für die Ringstraße.',
        heroAlt: 'Braune Hochlandberge unter blassem Himmel',
        banner: {
          overline: 'Alles an Bord',
          title: 'Bettzeug, Kocher und Heizung inklusive',
          description:
            'Jeder Camper hat Bettdecken, einen Gaskocher, Töpfe und Geschirr sowie eine Dieselheizung, die dich in kalten Nächten warm hält. Campingstühle und Tisch gibt es auf Wunsch dazu.',
          button: 'Alle Camper ansehen',
          alt: 'Ein weißer Camper in der Seitenansicht',
        },
        intro: [
          '## Mit dem Camper durch Island',
          'Freier als mit dem Camper kannst du Island nicht erleben: keine Check-in-Zeiten, kein tägliches Kofferpacken, nur die Straße und das, was hinter dem nächsten Fjord wartet. Campingplätze haben rund um die Insel von Mai bis September geöffnet, viele sogar den ganzen Winter.',
          'In Island darfst du im Camper nur auf Campingplätzen oder mit Erlaubnis des Grundeigentümers übernachten. Plane deine Nächte deshalb entlang der Campingplätze – dort gibt es Duschen, Toiletten und oft eine Küche.',
          '- Unbegrenzte Kilometer und Vollkasko inklusive',
          '- Bettwäsche, Handtücher und Küchenausstattung ohne Aufpreis',
          '- Die Camping Card als Extra buchbar',
        ],
        faqTitle: 'Gut zu wissen vor der Buchung',
        faq: [
          {
            q: 'Wo darf ich übernachten?',
            a: [
              'Auf Campingplätzen oder auf Privatgrund mit Erlaubnis des Eigentümers. Übernachten auf Parkplätzen und Rastplätzen ist verboten. Mit der Camping Card stehen dir rund 40 Campingplätze zu einem günstigen Pauschalpreis offen.',
            ],
          },
          {
            q: 'Kann ich auch im Winter einen Camper mieten?',
            a: [
              'Ja. Unsere Camper fahren auf Winterreifen und haben eine Dieselheizung, die die ganze Nacht läuft, ohne die Batterie zu leeren. Im Winter empfehlen wir einen Allrad-Camper und eine flexible Route.',
            ],
          },
          {
            q: 'Ist Bettwäsche inklusive?',
            a: [
              'Ja: Bettdecken, Kissen, Laken und Handtücher für jeden Schlafplatz, dazu Töpfe, Teller, Besteck und ein Gaskocher.',
            ],
          },
          {
            q: 'Wie viele Personen können im Camper schlafen?',
            a: [
              'In unseren Campervans schlafen zwei, in den Allrad-Campern zwei bis drei und in den Wohnmobilen bis zu fünf Personen. Filtere nach Schlafplätzen, um das passende Fahrzeug zu finden.',
            ],
          },
        ],
        quote: {
          text: 'Die Heizung hat uns in einer stürmischen Nacht in den Westfjorden gerettet, und im Van war alles zum Kochen da. Wir würden jederzeit wieder bei Norðurljós mieten.',
          author: 'Marco und Giulia',
          role: 'Zwölf Tage rund um Island im September',
        },
      },
      fleet: { menu: 'Campertypen', description: 'Der passende Camper für deine Reise', all: 'Alle Camper' },
      categories: {
        'camper-campervan': { title: 'Campervans', description: 'Kompakt und sparsam, für zwei' },
        'camper-4x4': { title: 'Allrad-Camper', description: 'Für das Hochland und Wintertouren' },
        'camper-motorhome': { title: 'Wohnmobile', description: 'Toilette, Dusche und Platz für fünf' },
      },
    },
    longterm: {
      home: {
        title: 'Langzeitmiete in Island',
        seoTitle: 'Auto monatlich mieten in Island | Norðurljós Long-Term Rentals',
        seoDescription:
          'Miete ein Auto monatsweise in Island: Versicherung, Wartung, Reifenwechsel und Kfz-Steuer in einem Monatspreis – geliefert bis vor die Tür.',
        heroTitle: 'Ein Auto für Monate statt Tage',
        heroText:
          'Ein Monatspreis mit Versicherung, Wartung und saisonalem Reifenwechsel. Wir liefern das Auto an deine Adresse im Großraum Reykjavík.',
        heroAlt: 'Berge im warmen Abendlicht',
        banner: {
          overline: 'Elektro und Hybrid',
          title: 'Diesen Winter elektrisch fahren',
          description:
            'Zu unseren Elektroautos gehören ein Ladekabel und eine Ladekarte – und Islands Strom stammt fast vollständig aus Wasserkraft und Erdwärme.',
          button: 'Alle Autos ansehen',
          alt: 'Eine grüne Limousine in der Seitenansicht',
        },
        intro: [
          '## Langzeitmiete ganz einfach',
          'Du arbeitest eine Saison lang in Island, wartest auf dein neues Auto oder willst einfach noch nicht kaufen? Miete ein Auto für einen Monat oder länger und zahle einen festen Monatspreis.',
          'Im Preis enthalten sind Versicherung, regelmäßige Wartung, der Wechsel zwischen Sommer- und Winterreifen und die Kfz-Steuer. Du zahlst nur Kraftstoff oder Strom.',
          '- Mindestmietdauer ein Monat, keine Höchstdauer',
          '- Lieferung und Abholung überall im Großraum Reykjavík',
          '- Ersatzwagen, falls deiner in die Werkstatt muss',
        ],
        faqTitle: 'Gut zu wissen vor der Anmietung',
        faq: [
          {
            q: 'Wie lange muss ich mindestens mieten?',
            a: [
              'Einen Monat. Danach kannst du monatsweise verlängern oder eine feste Laufzeit von 3, 6 oder 12 Monaten zu einem günstigeren Monatspreis vereinbaren.',
            ],
          },
          {
            q: 'Ist der Reifenwechsel inklusive?',
            a: [
              'Ja. Wir ziehen im Herbst Winterreifen und im Frühjahr wieder Sommerreifen auf – zu einem Termin, der dir passt.',
            ],
          },
          {
            q: 'Darf ich auch außerhalb von Reykjavík fahren?',
            a: [
              'Natürlich. Die Kilometer sind unbegrenzt, und du darfst alle öffentlichen Straßen Islands befahren – ausgenommen die mit F gekennzeichneten Hochlandstraßen.',
            ],
          },
          {
            q: 'Brauche ich eine isländische Kennitala?',
            a: [
              'Nein, Reisepass und Führerschein genügen. Mit einer Kennitala können wir dir die Rechnungen allerdings direkt ins isländische Onlinebanking schicken.',
            ],
          },
        ],
        quote: {
          text: 'Ich habe für meine sechs Monate am Krankenhaus in Reykjavík ein Elektroauto gemietet. Es wurde mir vor die Wohnung gebracht, im Oktober auf Winterreifen umgestellt, und ich musste mich um nichts kümmern.',
          author: 'Sofia L.',
          role: 'Ärztin, sechs Monate Miete',
        },
      },
      fleet: { menu: 'Fahrzeugklassen', description: 'Autos für jede Lebenslage', all: 'Alle Autos' },
      categories: {
        'longterm-city': { title: 'Stadtautos', description: 'Klein und günstig für den Alltag' },
        'longterm-family': {
          title: 'Familienautos',
          description: 'Platz für Kinder, Kinderwagen und Wochenendausflüge',
        },
        'longterm-electric': { title: 'Elektroautos', description: 'Zu Hause laden statt tanken' },
      },
    },
  },
  header: {
    book: 'Jetzt buchen',
    byType: 'Nach Typ',
    byGearbox: 'Nach Getriebe',
    bySleeping: 'Nach Schlafplätzen',
    automatic: { title: 'Automatik', description: 'Entspannt durch die Stadt und über die Ringstraße' },
    manual: { title: 'Schaltgetriebe', description: 'Günstiger und mehr Kontrolle auf Schotter' },
    sleeps: (spots) => `${spots} Schlafplätze`,
    blog: 'Reiseblog',
    blogDescription: 'Tipps, Routen und Geschichten von unterwegs',
    blogLinksTitle: 'Themen',
    recentPostsTitle: 'Neueste Artikel',
    blogAll: 'Alle Artikel',
    blogCategories: {
      'travel-tips': 'Reisetipps',
      'driving-in-iceland': 'Autofahren in Island',
      destinations: 'Reiseziele',
    },
    manage: { title: 'Buchung finden, ändern oder stornieren', label: 'Meine Buchung' },
    checkIn: { title: 'Vor der Abholung online einchecken', label: 'Check-in' },
    call: { title: 'Ruf uns an – Tag und Nacht', label: 'Anrufen' },
  },
  footer: {
    plan: 'Reise planen',
    company: 'Unternehmen',
    followOn: (platform) => `Folge uns auf ${platform}`,
    certificate: 'Vakinn – zertifizierte Qualität im Tourismus',
    certificateAlt: 'Qualitätssiegel von Vakinn',
  },
  carousel: {
    title: 'Wohin geht deine erste Fahrt?',
    slides: [
      {
        title: 'Golden Circle',
        text: 'Þingvellir, Geysir und Gullfoss an einem Tag. Die klassische Runde beginnt 45 Minuten von Reykjavík entfernt.',
        alt: 'Grünes Tal unter Bergen im Sommer',
      },
      {
        title: 'Die Südküste',
        text: 'Schwarze Sandstrände, der Skógafoss und die Gletscherzungen des Vatnajökull – alles entlang der Ringstraße.',
        alt: 'Verschneite Berge unter Polarlichtern',
      },
      {
        title: 'Snæfellsnes',
        text: 'Auch „Island im Kleinen“ genannt: ein Gletscher, Lavafelder und der vielfotografierte Kirkjufell.',
        alt: 'Berge im Glühen des Sonnenuntergangs',
      },
    ],
  },
  about: {
    body: [
      '## Ein Familienunternehmen von der Halbinsel Reykjanes',
      'Norðurljós begann 2009 mit zwölf Autos und einem kleinen Büro direkt am Flughafen Keflavík. Heute vermieten wir Autos, Camper und Langzeitfahrzeuge – und sind trotzdem ein Familienbetrieb geblieben: Wer deine E-Mails beantwortet, wäscht auch die Autos und kennt die Straßen.',
      'Den Namen – Norðurljós heißt Nordlicht – haben wir gewählt, weil wir es auf dem Heimweg vom Flughafen so oft über der Straße tanzen sahen.',
      '## Wofür wir stehen',
      '- **Ehrliche Preise.** Im angezeigten Preis sind die nötigen Versicherungen und Steuern bereits enthalten.',
      '- **Sichere Fahrzeuge.** Unsere Fahrzeuge sind im Schnitt keine drei Jahre alt und werden in unserer eigenen Werkstatt gewartet.',
      '- **Hilfe unterwegs.** Unsere Pannenhilfe ist rund um die Uhr erreichbar, und wir kennen die Umwege, wenn eine Straße gesperrt ist.',
      '- **Respekt vor der Natur.** Wir informieren alle Kunden über das Offroad-Verbot und kompensieren die Emissionen unserer Flotte durch Renaturierung in Südisland.',
    ],
    banner: {
      title: 'Fragen? Sprich mit einem echten Menschen',
      description: 'Unser Team in Reykjavík und Keflavík ist an allen sieben Tagen der Woche für dich da.',
      button: 'Kontakt aufnehmen',
    },
  },
  faqPage: {
    intro: [
      'Hier findest du Antworten auf die Fragen, die wir am häufigsten hören. Deine ist nicht dabei? [Schreib uns](page:contact).',
    ],
    generalTitle: 'Buchung und Bezahlung',
    general: [
      {
        q: 'Kann ich meine Buchung ändern oder stornieren?',
        a: [
          'Ja. [Ruf deine Buchung auf](/reservation/find/) – mit Buchungsnummer und E-Mail-Adresse – und ändere Daten, Extras oder Fahrer. Bis 48 Stunden vor der Abholung ist die Stornierung kostenlos.',
        ],
      },
      {
        q: 'Welche Karten akzeptiert ihr?',
        a: [
          'Visa, Mastercard und American Express. Debitkarten sind ebenfalls möglich, allerdings kann für die Selbstbeteiligung ein Betrag auf der Karte reserviert werden.',
        ],
      },
      {
        q: 'Was ist der Online-Check-in?',
        a: [
          'Einige Tage vor der Abholung kannst du online einchecken: Daten bestätigen, ein Foto des Führerscheins hochladen und den Mietvertrag unterschreiben. Bei der Abholung nimmst du dann nur noch die Schlüssel entgegen.',
        ],
      },
      {
        q: 'Kann ich einen weiteren Fahrer eintragen?',
        a: [
          'Ein zusätzlicher Fahrer ist kostenlos. Jeder weitere Fahrer kostet {extraDriverPrice} pro Tag und lässt sich bei der Buchung oder später über deine Reservierung hinzufügen.',
        ],
      },
    ],
    pickupTitle: 'Abholung und Rückgabe',
    pickup: [
      {
        q: '@kef Wie finde ich euch am Flughafen Keflavík?',
        a: [
          'Verlasse die Ankunftshalle und nimm unseren kostenlosen Shuttle an der Haltestelle für Mietwagen-Shuttles. Er fährt alle 15 Minuten, die Fahrt dauert etwa fünf Minuten.',
        ],
      },
      {
        q: '@ss Wie funktioniert die Selbstabholung?',
        a: [
          'Ist unser Schalter geschlossen, holst du die Schlüssel aus einer Schlüsselbox – mit dem Code, den wir dir nach dem Online-Check-in schicken. Die Selbstabholung muss mindestens 12 Stunden im Voraus gebucht werden.',
        ],
      },
      {
        q: 'Kann ich das Fahrzeug woanders zurückgeben?',
        a: [
          'Ja, an jeder unserer Stationen. Für die Rückgabe an einer anderen Station fällt eine Einweggebühr von {oneWayFee} an; du siehst sie vor dem Bezahlen.',
        ],
      },
      {
        q: 'Was passiert, wenn ich zu spät zurückgebe?',
        a: [
          'Sag uns so früh wie möglich Bescheid. Bis zu einer Stunde Verspätung ist kostenlos, danach berechnen wir einen weiteren Miettag.',
        ],
      },
    ],
  },
  terms: [
    'Diese Bedingungen gelten für jede bei {brand} gebuchte Anmietung. Mit der Bestätigung einer Buchung akzeptierst du sie im Namen aller Fahrer.',
    '## Fahrer',
    'Der Hauptfahrer muss mindestens 18 Jahre alt sein und seit mindestens einem Jahr einen gültigen Führerschein besitzen. Führerscheine, die nicht in lateinischer Schrift ausgestellt sind, gelten nur zusammen mit einem internationalen Führerschein. Ein zusätzlicher Fahrer ist kostenlos; jeder weitere kostet {extraDriverPrice} pro Tag.',
    '## Zahlung und Stornierung',
    'Die Buchung wird online bezahlt, ganz oder teilweise, wie an der Kasse angezeigt. Bei Stornierung mehr als 48 Stunden vor der Abholung erstatten wir den vollen Betrag; bei späterer Stornierung wird ein Miettag berechnet.',
    '## Versicherung und Schäden',
    'Vollkasko (CDW) und Haftpflicht sind inklusive. Die Höhe der Selbstbeteiligung hängt vom gewählten Schutz ab. Schäden am Unterboden, Wasserschäden durch Flussdurchfahrten und Schäden durch Offroad-Fahren sind nie versichert.',
    '## Kraftstoff, Maut und Bußgelder',
    'Gib das Fahrzeug mit demselben Tank- bzw. Ladestand zurück wie bei der Abholung. Parkgebühren, Tunnelmaut sowie Buß- und Verwarnungsgelder trägt der Mieter, zuzüglich einer Bearbeitungsgebühr.',
    '## Wo du fahren darfst',
    'Die Fahrzeuge dürfen nur auf öffentlichen Straßen gefahren werden. Hochlandstraßen mit F-Nummer sind nur mit dafür zugelassenen Allradfahrzeugen erlaubt. Fahren abseits der Straßen ist nach isländischem Recht verboten.',
    '## Rückgabe',
    'Gib das Fahrzeug am vereinbarten Ort zur vereinbarten Zeit zurück. Bei mehr als einer Stunde Verspätung wird ein zusätzlicher Tag berechnet.',
    'Fragen zu diesen Bedingungen? [Kontaktiere uns](page:contact).',
  ],
  privacy: [
    '{brand} nimmt den Schutz deiner personenbezogenen Daten ernst. Hier erfährst du, welche Daten wir erheben, wozu, und welche Rechte du nach dem isländischen Datenschutzgesetz und der DSGVO hast.',
    '## Welche Daten wir erheben',
    '- Name, E-Mail-Adresse, Telefonnummer und Anschrift zur Abwicklung deiner Buchung',
    '- Führerscheindaten und Geburtsdatum, wie von unserer Versicherung verlangt',
    '- Zahlungsdaten, die unser Zahlungsdienstleister verarbeitet – vollständige Kartennummern speichern wir nie',
    '- Flugnummer und Ankunftszeit, damit wir dich in Empfang nehmen können',
    '## Wie lange wir sie speichern',
    'Buchungsdaten bewahren wir sieben Jahre auf, wie es das isländische Buchführungsrecht vorschreibt. Deine Einwilligung in Werbe-E-Mails kannst du jederzeit widerrufen.',
    '## Cookies',
    'Wir verwenden Cookies, um Sprache, Währung und Buchung zu speichern und – mit deiner Einwilligung – die Nutzung der Website zu messen.',
    '## Partner-Empfehlungen',
    'Wenn du über den Link eines Partners zu uns kommst (eine Adresse mit ref=), erfassen wir den Besuch und – wenn du danach buchst und bezahlst – die Buchung, damit wir den Partner vergüten können. Dafür speichert dein Browser:',
    '- eine Empfehlungs-ID im lokalen Speicher ({tenant}-referral-id): „U-“ gefolgt von zufälligen Buchstaben, einmal auf diesem Gerät erzeugt. Sie sagt nichts über dich aus und bleibt, bis du die Daten dieser Website löschst',
    '- ein Cookie mit der ID des Partner-Klicks ({tenant}-affiliate-click-id), das 60 Tage gespeichert wird',
    'Bei einer bezahlten Buchung erfassen wir den Partnercode, diese beiden IDs, die Buchungsnummer, den bezahlten Betrag mit Währung und einen etwaigen Gutscheincode, dazu eine pseudonyme Kundennummer statt deines Namens oder deiner E-Mail-Adresse. Deine IP-Adresse wird nie gespeichert.',
    '## Deine Rechte',
    'Du kannst Auskunft, Berichtigung oder Löschung deiner Daten verlangen oder der Verarbeitung widersprechen. Schreib uns an [{email}](mailto:{email}). Außerdem kannst du dich bei der isländischen Datenschutzbehörde (Persónuvernd) beschweren.',
  ],
  contact: {
    body: [
      'Wir beantworten jede Nachricht innerhalb weniger Stunden – an allen sieben Tagen der Woche.',
      '## Anrufen oder schreiben',
      '- E-Mail: [{email}](mailto:{email})',
      '- Büro Reykjavík: [{phoneRvk}]({phoneRvkTel})',
      '@kef - Schalter am Flughafen Keflavík: [{phoneKef}]({phoneKefTel})',
      '## Besuch uns',
      '@kef **Flughafen Keflavík** — Blikavöllur 2, 235 Keflavíkurflugvöllur. Im Sommer rund um die Uhr geöffnet, im Winter 05:00–23:00 Uhr; Selbstabholung jederzeit möglich.',
      '**Reykjavík** — Skeifan 9, 108 Reykjavík. Werktags 08:00–18:00 Uhr, samstags 09:00–16:00 Uhr, sonntags im Winter geschlossen; im Sommer täglich 08:00–20:00 Uhr.',
      'Schon gebucht? [Ruf deine Buchung auf](/reservation/find/), um Daten zu ändern, Extras hinzuzufügen oder online einzuchecken.',
    ],
    mapTitle: 'So findest du uns',
  },
  guide: {
    intro: [
      '## Einen Roadtrip durch Island planen',
      'Island belohnt alle, die ein wenig planen und trotzdem Raum für Überraschungen lassen. Auf der Karte wirken die Strecken kurz, doch Wetter, Fotostopps und einspurige Brücken summieren sich: Rechne mit durchschnittlich 60 bis 70 km/h, nicht mit dem Tempolimit.',
      'Wirf vor jeder Etappe einen Blick auf zwei Websites: [umferdin.is](https://umferdin.is/en) für Straßenzustand und Sperrungen und [vedur.is](https://en.vedur.is) für Wetterbericht und Sturmwarnungen. Wenn du abseits der üblichen Routen unterwegs bist, hinterlege deine Route bei [SafeTravel](https://safetravel.is).',
      'Weiter unten findest du [die Versicherungspreise](#insurance), die Verkehrsregeln, [die Jahreszeiten im Überblick](#seasons) und unsere Lieblingsrouten.',
    ],
    pictureBanner: {
      overline: 'Das richtige Fahrzeug wählen',
      title: 'Ins Hochland nur mit Allrad',
      description:
        'Die Hochlandstraßen öffnen meist Ende Juni und dürfen nur mit Allradantrieb befahren werden. Stehen Landmannalaugar oder Askja auf deiner Liste, prüfe die Strecke vor der Buchung.',
      alt: 'Hochlandberge im Frühsommer',
    },
    tabs: [
      {
        title: 'Sommer',
        text: [
          'Mitternachtssonne und offene Hochlandstraßen. Buche früh, denn im Juli sind Fahrzeuge und Campingplätze schnell ausgebucht. Es bleibt fast rund um die Uhr hell – fahr einfach spät los und meide so die Menschenmassen.',
        ],
      },
      {
        title: 'Herbst',
        text: [
          'Ruhigere Straßen, Herbstfarben und die ersten Nordlichter. Auf den Pässen fällt im Oktober der erste Schnee, Anfang November kommen die Winterreifen drauf.',
        ],
      },
      {
        title: 'Winter',
        text: [
          'Kurze Tage – im Dezember nur rund vier Stunden Tageslicht – und gute Chancen auf Nordlichter. Wer wenig Wintererfahrung hat, bleibt besser im Süden und Westen und prüft jeden Morgen den Straßenzustand.',
        ],
      },
      {
        title: 'Frühling',
        text: [
          'Die Tage werden schnell länger, auf den Weiden stehen die ersten Lämmer, und es sind kaum Touristen unterwegs. Die Hochlandstraßen bleiben gesperrt, und im Norden kann es noch schneien.',
        ],
      },
    ],
    carousel: {
      title: 'Abseits der Ringstraße',
      slides: [
        {
          title: 'Die Westfjorde',
          text: 'Steile Fjorde, der Wasserfall Dynjandi und kaum Verkehr. Plane mindestens drei Tage ein; viele Straßen sind Schotterpisten.',
          alt: 'Braune Berge über einem Fjord',
        },
        {
          title: 'Mývatn und der Norden',
          text: 'Krater, heiße Quellen und die Mývatn Nature Baths – eine Autostunde von Akureyri entfernt.',
          alt: 'Nordlichter über verschneiten Bergen in Nordisland',
        },
        {
          title: 'Die Ostfjorde',
          text: 'Kleine Fischerdörfer in tiefen Fjorden, Rentiere am Straßenrand und die ruhige Seite der Ringstraße.',
          alt: 'Grüne Hänge unter Bergen in den Ostfjorden',
        },
      ],
    },
    gallery: {
      title: 'Island im Wandel der Jahreszeiten',
      images: [
        'Mitternachtssonne über den Bergen',
        'Nordlichter über verschneiten Gipfeln',
        'Sonnenuntergang im Hochland',
        'Das Hochland im Frühsommer',
      ],
    },
    table: {
      title: 'Versicherungsoptionen und Preise',
      coverage: 'Schutz',
      basic: 'Basis (CDW)',
      premium: 'Premium',
      zero: 'Ohne Selbstbeteiligung',
      perDay: 'Preis pro Tag',
      included: 'Inklusive',
      selfRisk: 'Selbstbeteiligung',
      gravel: 'Steinschlagschutz',
      sand: 'Sand- und Ascheschutz',
      tyres: 'Reifen und Windschutzscheibe',
    },
    accordion: {
      title: 'Verkehrsregeln im Überblick',
      items: [
        {
          q: 'Tempolimits',
          a: [
            '90 km/h auf asphaltierten Straßen, 80 km/h auf Schotter und 50 km/h innerorts, sofern nicht anders beschildert. Blitzer sind häufig, die Bußgelder hoch.',
          ],
        },
        {
          q: 'Licht am Tag und in der Nacht',
          a: ['Das Abblendlicht muss immer eingeschaltet sein, auch an hellen Sommertagen.'],
        },
        {
          q: 'Offroad-Fahren ist verboten',
          a: [
            'Wer abseits markierter Straßen und Pisten fährt, hinterlässt im empfindlichen Moos jahrzehntelange Spuren und muss mit hohen Strafen rechnen. Das gilt auch für Strände und schwarzen Sand.',
          ],
        },
        {
          q: 'Einspurige Brücken',
          a: [
            'Wer näher an der Brücke ist, hat Vorfahrt. Fahr langsam und warte, wenn schon jemand auf der Brücke ist.',
          ],
        },
        {
          q: 'Nie auf der Straße anhalten',
          a: [
            'Für Fotos gibt es ausgewiesene Parkbuchten. Auf der Fahrbahn oder dem Seitenstreifen haltende Autos verursachen jedes Jahr viele Unfälle.',
          ],
        },
      ],
    },
    faq: {
      title: 'Was Reisende uns fragen',
      items: [
        {
          q: 'Ist die Ringstraße im Winter befahrbar?',
          a: [
            'Meistens ja, doch Stürme können Abschnitte für Stunden oder sogar Tage sperren, vor allem im Osten und Norden. Prüfe jeden Morgen den Straßenzustand und plane einen Puffertag ein.',
          ],
        },
        {
          q: 'Wann sehe ich Nordlichter?',
          a: [
            'Von Ende August bis Mitte April in klaren, dunklen Nächten. Fahr aus dem Ort hinaus, weg von den Lichtern, und schau dir die Polarlichtvorhersage auf vedur.is an.',
          ],
        },
        {
          q: 'Brauche ich Bargeld?',
          a: [
            'Kaum. Karten werden fast überall akzeptiert, auch an unbemannten Tankstellen – denk nur daran, die PIN deiner Karte zu kennen.',
          ],
        },
        {
          q: 'Wie bezahle ich Tunnel und Parkplätze?',
          a: [
            'Den Vaðlaheiði-Tunnel bei Akureyri bezahlst du innerhalb von 24 Stunden online auf veggjald.is. Parkgebühren an vielen Naturattraktionen wie Þingvellir und Seljalandsfoss zahlst du per App oder am Automaten.',
          ],
        },
      ],
    },
    video: 'Autofahren in Island: Was dich erwartet',
    mapTitle: 'Unsere Stationen',
    comparison: {
      title: 'Derselbe Blick, zwei Jahreszeiten',
      before: 'Sommer',
      after: 'Winter',
      beforeAlt: 'Grünes Bergpanorama im Sommer',
      afterAlt: 'Dasselbe Bergpanorama unter Schnee',
    },
    quote: {
      text: 'Der Blick auf den Straßenzustand wurde zu unserem Morgenritual. Wegen des Windes haben wir zweimal die Route geändert – und es nie bereut.',
      author: 'Tomás R.',
      role: 'Zehn Tage im Februar',
    },
    textBanner: {
      overline: 'Bereit zur Abfahrt?',
      title: 'Route gefunden?',
      description: 'Jetzt noch das passende Fahrzeug wählen und in wenigen Minuten buchen.',
    },
    expander: {
      title: 'Packliste für den Island-Roadtrip',
      body: [
        'Das Wetter in Island wechselt schnell, und du wirst mehr Zeit draußen verbringen, als du denkst. Setz auf das Zwiebelprinzip statt auf eine dicke Jacke.',
        '- Wasser- und winddichte Jacke und Hose',
        '- Warme Funktionsunterwäsche aus Wolle und eine Fleece- oder Daunenjacke als Zwischenschicht',
        '- Feste, wasserdichte Wanderschuhe, im Winter dazu Spikes',
        '- Mütze, Handschuhe und Schlauchschal – auch im Sommer',
        '- Badesachen und ein schnell trocknendes Handtuch für Schwimmbäder und heiße Quellen',
        '- Eine Schlafmaske für die hellen Sommernächte',
        '- Eine Trinkflasche zum Nachfüllen – Leitungswasser ist überall hervorragend',
        '- Ein USB-Ladegerät fürs Auto und eine Offline-Karte auf dem Handy',
        'Halte Snacks, Wasser und ein geladenes Handy im Auto bereit. Im Osten und im Hochland liegen Tankstellen bis zu 100 km auseinander – tank also nach, sobald der Tank halb leer ist.',
        'Im Winter gehören außerdem eine Taschenlampe, eine zusätzliche warme Schicht und eine Decke pro Person ins Auto, falls eine Straße gesperrt wird und du warten musst.',
      ],
    },
  },
  notFound: [
    '## Diese Seite haben wir leider nicht gefunden',
    'Vielleicht ist sie umgezogen, oder in der Adresse hat sich ein Tippfehler eingeschlichen. So geht es weiter:',
    '- Zur [Startseite](home) und eine neue Suche starten',
    '- [Alle unsere Fahrzeuge](vehicles) ansehen',
    '- [Deine Buchung aufrufen](/reservation/find/)',
    '- [Kontakt aufnehmen](page:contact) – wir helfen dir gern',
  ],
  winter: {
    title: 'Winterfahrten: Straßenzustand vor der Abfahrt prüfen',
    text: 'Stürme können Straßen kurzfristig sperren. Schau jeden Morgen auf umferdin.is und vedur.is.',
    expander: [
      'Von November bis April kann das Wetter in Island innerhalb einer Stunde umschlagen. Vor jeder Fahrt:',
      '- Straßenzustand auf [umferdin.is](https://umferdin.is/en) prüfen oder 1777 anrufen',
      '- Sturmwarnungen auf [vedur.is](https://en.vedur.is) lesen – ab Böen von 20 m/s wird Fahren gefährlich',
      '- Den Tank mindestens halb voll halten und warme Kleidung dabeihaben',
      'Ist eine Straße gesperrt, fahr niemals an der Schranke vorbei. Ruf uns unter [{phoneRvk}]({phoneRvkTel}) an – wir helfen dir, umzuplanen.',
    ],
  },
  promo: {
    button: 'Code einlösen',
    days: 'Tage',
    hours: 'Stunden',
    minutes: 'Minuten',
    seconds: 'Sekunden',
    banner: 'Winterangebot: 15 % Rabatt auf alle Buchungen',
    title: 'Die Nordlichtsaison hat begonnen',
    text: 'Buche, bevor das Angebot endet, und spare mit dem Code {promoCode} {percentage} % auf deine Miete.',
    note: 'Gültig für Buchungen bis einschließlich {expiryDate}. Nicht mit anderen Angeboten kombinierbar.',
    alt: 'Nordlichter über verschneiten Bergen',
  },
  locations: {
    kef: 'Flughafen Keflavík',
    rvk: 'Büro Reykjavík',
    aey: 'Büro Akureyri',
    delivery: 'Lieferung an deine Adresse',
  },
};
