// Sadržajne stranice na hrvatskom; isti oblik kao en.ts, odjeljak za odjeljkom.
import type { SiteTexts } from './types';

export const hr: SiteTexts = {
  help: {
    title: 'Pomoć',
    lead: 'Odgovori na pitanja koja nam gosti i pružatelji usluga najčešće postavljaju. Niste pronašli svoje? Pišite nam putem obrasca ispod.',
    groups: [
      {
        id: 'booking',
        heading: 'Rezervacija',
        questions: [
          {
            question: 'Kako funkcionira rezervacija na Lokalnu?',
            answer:
              'Lokalno radi na upit. Odaberete datum, vrijeme početka i ponude koje želite, unesete karticu i pošaljete zahtjev za rezervaciju. Pružatelj usluge potvrđuje ili odbija zahtjev u roku odgovora navedenom uz uslugu. Kad pružatelj prihvati, rezervacija je potvrđena, a vaučer i račun šaljemo vam e-poštom.',
          },
          {
            question: 'Koliko vremena pružatelj ima za odgovor?',
            answer:
              'Svaka usluga prikazuje svoj rok odgovora, obično nekoliko sati, a nikad više od par dana. Ako pružatelj ne odgovori na vrijeme, zahtjev istječe, a iznos rezerviran na vašoj kartici se oslobađa.',
          },
          {
            question: 'Mogu li rezervirati za grupu?',
            answer:
              'Da. Svaka usluga ima najmanji i najveći broj osoba. Neke se ponude naplaćuju po grupi; one se broje kao broj grupa puta broj osoba u grupi. Za veće grupe ili putovanje od nekoliko dana pošaljite nam upit za privatnu turu po mjeri.',
          },
          {
            question: 'Trebam li korisnički račun?',
            answer:
              'Za pregledavanje ne trebate. Za rezervaciju se prijavite ili nastavite kao gost sa svojom adresom e-pošte, nakon što prihvatite uvjete korištenja i uvjete putovanja.',
          },
        ],
      },
      {
        id: 'payment',
        heading: 'Plaćanje',
        questions: [
          {
            question: 'Kada se tereti moja kartica?',
            answer:
              'Kad pošaljete zahtjev, iznos se na kartici samo rezervira (autorizira). Naplaćuje se tek kad pružatelj prihvati rezervaciju. Ako pružatelj odbije ili ne odgovori na vrijeme, rezervacija sredstava se oslobađa i ništa se ne naplaćuje. Koliko brzo će se oslobođeni iznos ponovno vidjeti na izvodu ovisi o vašoj banci.',
          },
          {
            question: 'U kojoj valuti plaćam?',
            answer:
              'Cijene su određene i naplaćuju se u eurima (EUR). Cijene možete prikazati i u kunama (HRK) po fiksnom tečaju konverzije od 7,5345 kuna za jedan euro, samo radi usporedbe.',
          },
          {
            question: 'Jesu li podaci moje kartice sigurni?',
            answer:
              'Plaćanja karticama obrađuje Stripe, certificirani pružatelj usluga plaćanja. Lokalno nikad ne vidi niti pohranjuje puni broj vaše kartice. Vaša banka može tražiti da potvrdite plaćanje (3-D Secure).',
          },
          {
            question: 'Zašto je moje plaćanje odbijeno?',
            answer:
              'Najčešći razlozi su vrsta kartice koja se ne prihvaća, nedovoljno sredstava ili neuspjela provjera 3-D Secure. Kad plaćanje ne uspije, ništa se ne rezervira, a zahtjev možete ponovno poslati s drugom karticom.',
          },
        ],
      },
      {
        id: 'cancellation',
        heading: 'Otkazivanje i povrat novca',
        questions: [
          {
            question: 'Mogu li otkazati potvrđenu rezervaciju?',
            answer:
              'Da. Koliko vam se vraća ovisi o pravilima otkazivanja usluge, koja su prikazana na njezinoj stranici prije rezervacije: ili puni povrat ako otkažete određeni broj dana ili sati prije početka, ili bez povrata.',
          },
          {
            question: 'Što ako pružatelj otkaže?',
            answer:
              'Ako pružatelj otkaže potvrđenu rezervaciju ili se doživljaj ne može održati iz razloga na njegovoj strani, vraćamo vam cijeli iznos.',
          },
          {
            question: 'Koliko traje povrat novca?',
            answer:
              'Povrat pokrećemo čim je otkazivanje potvrđeno. Novac se na kartici obično pojavi u roku od 5 do 10 radnih dana, ovisno o banci.',
          },
        ],
      },
      {
        id: 'providers',
        heading: 'Za pružatelje usluga',
        questions: [
          {
            question: 'Kako ponuditi svoj doživljaj na Lokalnu?',
            answer:
              'Registrirajte se kao pružatelj usluga, unesite svoj poslovni subjekt i brend, a zatim opišite uslugu s ponudama, kalendarom sezone i fotografijama. Naš tim provjerava svaku uslugu prije objave; javit ćemo vam ako nešto treba promijeniti.',
          },
          {
            question: 'Koliko Lokalno košta?',
            answer:
              'Registracija i objava su besplatne. Za svaku ostvarenu rezervaciju Lokalno zadržava proviziju od 15 % cijene ponude, uvećanu za PDV. Nema mjesečne naknade.',
          },
          {
            question: 'Kada dobivam isplatu?',
            answer:
              'Gost plaća kad prihvatite zahtjev. Iznos umanjen za proviziju isplaćujemo na IBAN vašeg poslovnog subjekta nakon što se doživljaj održi.',
          },
          {
            question: 'Može li mi Lokalno pomoći s fotografijama, prijevodima ili promocijom?',
            answer:
              'Da. Prijavljeni pružatelji to mogu zatražiti pod Suradnja na svojoj nadzornoj ploči: odaberite kategoriju i opišite što vam treba.',
          },
        ],
      },
    ],
    formHeading: 'Postavite nam pitanje',
    formLead: 'Odgovaramo e-poštom, obično u roku od dva radna dana.',
  },

  about: {
    title: 'O nama',
    lead: 'Lokalno povezuje putnike s ljudima zbog kojih se Hrvatsku isplati posjetiti: vinarima, maslinarima, kuharima, skiperima, vodičima i obrtnicima.',
    sections: [
      {
        heading: 'Zašto smo počeli',
        paragraphs: [
          'Većina posjetitelja obalu vidi s prepune rive. Odmah iza nje živi obitelj koja pet generacija proizvodi maslinovo ulje, postoji podrum koji se otvara samo onima koji se najave, ribar koji još uvijek isplovljava u zoru. Takve je doživljaje teško pronaći, a iz inozemstva još ih je teže rezervirati.',
          'Lokalno ih okuplja na jednom mjestu, na hrvatskom i engleskom, s jasnim cijenama, stvarnim kalendarima i sigurnim plaćanjem.',
        ],
      },
      {
        heading: 'Kako funkcionira',
        items: [
          'Lokalni pružatelji usluga objavljuju svoje doživljaje: hranu, piće, kulturu, prirodu i more.',
          'Naš tim provjerava svaku uslugu prije objave.',
          'Gosti šalju zahtjev za rezervaciju; iznos se na kartici samo rezervira dok pružatelj ne prihvati.',
          'Pružatelj potvrđuje, gost dobiva vaučer, a doživljaj se održava kako je dogovoreno.',
        ],
      },
      {
        heading: 'Pošteno prema ljudima s kojima radimo',
        paragraphs: [
          'Pružatelji sami određuju svoje cijene i svoj kalendar. Objava je besplatna; Lokalno zadržava proviziju od 15 % uz PDV samo na ostvarene rezervacije. Gosti prije rezervacije vide punu cijenu, bez skrivenih troškova.',
        ],
      },
      {
        heading: 'Javite nam se',
        paragraphs: [
          'Imate pitanje, ideju ili mjesto za koje bismo trebali znati? Pišite nam putem obrasca na stranici Pomoć. Planirate nešto veće? Zatražite privatnu turu po mjeri.',
        ],
      },
    ],
  },

  privacy: {
    title: 'Pravila privatnosti',
    lead: 'Kako Lokalno prikuplja i koristi osobne podatke, u skladu s Općom uredbom o zaštiti podataka (GDPR, Uredba (EU) 2016/679) i Zakonom o provedbi Opće uredbe o zaštiti podataka.',
    sections: [
      {
        heading: 'Tko je odgovoran za vaše podatke',
        paragraphs: [
          'Voditelj obrade vaših osobnih podataka je trgovačko društvo koje upravlja platformom Lokalno, registrirano u Republici Hrvatskoj. Za sve u vezi s vašim podacima možete nam se obratiti putem obrasca na stranici Pomoć; u naslovu navedite „privatnost”.',
          'Pružatelji usluga koji prihvate vašu rezervaciju dobivaju podatke potrebne za izvođenje doživljaja te su za te podatke voditelji obrade za vlastite svrhe.',
        ],
      },
      {
        heading: 'Koje podatke obrađujemo',
        items: [
          'Podaci o računu: ime i prezime, adresa e-pošte, lozinka (pohranjena samo kao siguran sažetak), jezik te, po želji, broj telefona, država, datum rođenja i profilna fotografija.',
          'Podaci o rezervacijama: usluge, datumi, vremena, broj osoba i ponude koje rezervirate, vaše poruke pružateljima i stanje svake rezervacije.',
          'Podaci o plaćanju: iznos, valuta i status plaćanja. Podatke o kartici unosite izravno kod našeg izvršitelja obrade za plaćanja, tvrtke Stripe; puni broj vaše kartice nikad ne vidimo niti ga pohranjujemo.',
          'Podaci o pružateljima: poslovni subjekt (naziv, adresa, OIB, IBAN, vlasnik računa), brendovi, usluge i fotografije.',
          'Poruke koje nam šaljete: pitanja, upiti za ture po mjeri, zahtjevi za suradnju, prijave na akcije i poruke pružateljima.',
          'Tehnički podaci: IP adresa i vrijeme zahtjeva, koji se čuvaju u zapisima poslužitelja i ograničenjima broja zahtjeva radi zaštite usluge od zlouporabe.',
        ],
      },
      {
        heading: 'Zašto ih obrađujemo i na kojoj pravnoj osnovi',
        items: [
          'Za otvaranje računa, obradu rezervacija i plaćanja, slanje vaučera i računa te isplate pružateljima: izvršenje ugovora (članak 6. stavak 1. točka (b) GDPR-a).',
          'Za čuvanje računa i računovodstvene evidencije onoliko dugo koliko propisuju hrvatski porezni i računovodstveni propisi: pravna obveza (članak 6. stavak 1. točka (c)).',
          'Za odgovaranje na vaša pitanja i upite: vaš zahtjev i naš legitimni interes da vam pomognemo (članak 6. stavak 1. točke (b) i (f)).',
          'Za zaštitu platforme od prijevara i zlouporabe (ograničenja broja zahtjeva, zapisi): legitimni interes (članak 6. stavak 1. točka (f)).',
          'Za slanje novosti ili akcija, poput božićne akcije: vaša privola (članak 6. stavak 1. točka (a)), koju možete povući u bilo kojem trenutku.',
        ],
      },
      {
        heading: 'Koliko dugo ih čuvamo',
        items: [
          'Podaci o računu: dok je vaš račun aktivan. Kad izbrišete račun, vaše podatke brišemo ili anonimiziramo, osim onih koje moramo čuvati po zakonu.',
          'Evidencija rezervacija i plaćanja: 11 godina od kraja godine u kojoj je transakcija obavljena, kako propisuje Zakon o računovodstvu.',
          'Poruke i upiti: do 2 godine nakon što smo ih posljednji put obradili.',
          'Prijave na akcije: dok ne povučete privolu ili dok akcija ne završi.',
          'Zapisi poslužitelja i brojači zahtjeva: od nekoliko dana do najviše 90 dana.',
        ],
      },
      {
        heading: 'Tko za nas obrađuje podatke',
        paragraphs: [
          'Podatke dijelimo samo s izvršiteljima obrade koji su nam potrebni za rad usluge i koji su vezani ugovorom o obradi podataka:',
        ],
        items: [
          'Stripe Payments Europe, Ltd. (Irska): plaćanja karticama i isplate.',
          'Naš pružatelj usluga smještaja i pohrane podataka unutar Europske unije: poslužitelji, baza podataka i pohrana fotografija.',
          'Naš pružatelj usluge dostave e-pošte: poruke o rezervacijama, vaučeri i odgovori na vaše poruke.',
          'Google i Facebook, samo ako se odlučite prijaviti putem njih: oni nam potvrđuju vaš identitet.',
        ],
      },
      {
        heading: 'Prijenos izvan EU-a',
        paragraphs: [
          'Podatke čuvamo u Europskoj uniji. Ako izvršitelj obrade podatke prenosi izvan EGP-a, prijenos je zaštićen standardnim ugovornim klauzulama Europske komisije ili odlukom o primjerenosti.',
        ],
      },
      {
        heading: 'Vaša prava',
        items: [
          'Pristup: pitajte koje vaše podatke imamo i dobijte njihovu kopiju.',
          'Ispravak: ispravite netočne podatke; većinu ih možete sami promijeniti u svom profilu.',
          'Brisanje: izbrišite svoj račun ili zatražite da izbrišemo vaše podatke.',
          'Ograničenje i prigovor: zatražite ograničenje obrade ili uložite prigovor na obradu koja se temelji na legitimnom interesu.',
          'Prenosivost: dobijte podatke koje ste nam dali u uobičajenom strojno čitljivom obliku.',
          'Povlačenje privole: u bilo kojem trenutku, bez utjecaja na obradu prije povlačenja.',
        ],
      },
      {
        heading: 'Pritužbe',
        paragraphs: [
          'Ako smatrate da vaše podatke obrađujemo nezakonito, možete podnijeti pritužbu Agenciji za zaštitu osobnih podataka (AZOP), Selska cesta 136, 10000 Zagreb, www.azop.hr, ili nadzornom tijelu države EU-a u kojoj živite. Bilo bi nam drago da se prije toga obratite nama, kako bismo mogli ispraviti propust.',
        ],
      },
    ],
  },

  reviewsPolicy: {
    title: 'Kako funkcioniraju recenzije',
    lead: 'Svaka recenzija na Lokalnom dolazi od gosta koji je rezervirao i sudjelovao u doživljaju. Ovdje objašnjavamo kako to provjeravamo, kako EU direktiva Omnibus traži od tržišnih mjesta.',
    sections: [
      {
        heading: 'Tko može napisati recenziju',
        items: [
          'Samo osoba koja je rezervirala: prijavljena, iz Mojih rezervacija, ili bez računa putem poveznice na rezervaciju iz e-pošte.',
          'Samo za rezervaciju koju je pružatelj prihvatio, čiji je početak prošao i koju pružatelj nije označio kao nedolazak.',
          'Jedna recenzija po rezervaciji, napisana u roku od 30 dana od doživljaja.',
          'Pružatelji ne mogu recenzirati vlastite usluge.',
        ],
      },
      {
        heading: 'Što recenzija prikazuje',
        paragraphs: [
          'Ukupnu ocjenu od 1 do 5 zvjezdica, neobavezne ocjene kvalitete usluge, organizacije, omjera cijene i vrijednosti te sigurnosti, tekst i fotografije gosta, jezik na kojem je napisana te ime i državu gosta. Adresu e-pošte nikada ne prikazujemo. Pružatelj može jednom javno odgovoriti i taj odgovor urediti.',
        ],
      },
      {
        heading: 'Što nikada ne radimo',
        items: [
          'Nikada ne uklanjamo niti skrivamo recenziju zato što je negativna.',
          'Ne plaćamo recenzije, a pružatelji ih ne mogu kupiti, ukloniti ni preslagivati.',
          'Prosječna ocjena uključuje svaku vidljivu recenziju; popisi se mogu poredati od najnovijih, najviših ili najnižih ocjena.',
        ],
      },
      {
        heading: 'Kada se recenzija skriva',
        paragraphs: [
          'Pružatelji i gosti mogu prijaviti recenziju uz razlog. Naše osoblje provjerava svaku prijavu i recenziju smije sakriti samo iz jednog od ovih razloga: uvredljiva je, sadrži osobne podatke ili se ne odnosi na doživljaj. Skrivena recenzija se čuva, ne briše, a svaki korak moderiranja bilježi se.',
        ],
      },
    ],
  },
  cookies: {
    title: 'Pravila o kolačićima',
    lead: 'Lokalno pohranjuje samo ono što mu je potrebno za rad. Ne koristimo oglašivačke kolačiće ni kolačiće za praćenje, niti analitiku koja vas prati s jedne mrežne stranice na drugu.',
    sections: [
      {
        heading: 'Što pohranjujemo u vašem pregledniku',
        items: [
          'Pristupni token (lokalna pohrana): održava vas prijavljenima na ovom uređaju. Briše se kad se odjavite.',
          'lang (lokalna pohrana i kolačić): jezik koji ste odabrali, hrvatski ili engleski, kako bi vam stranice i poruke e-pošte stizale na tom jeziku.',
          'Valuta (lokalna pohrana): prikazuju li se cijene u EUR ili HRK.',
          'Kolačić sesije prijave: postavlja se na nekoliko minuta samo dok se prijavljujete putem Googlea ili Facebooka, kako bi se prijava sigurno dovršila.',
        ],
      },
      {
        heading: 'Zašto nema obavijesti o privoli',
        paragraphs: [
          'Sve navedeno nužno je za uslugu koju tražite ili pamti izbor koji ste sami napravili. Prema pravilima o e-privatnosti za to nije potrebna privola. Ako ikad dodamo nešto što nije nužno, najprije ćemo vas pitati.',
        ],
      },
      {
        heading: 'Plaćanja',
        paragraphs: [
          'Kad unosite karticu, obrazac za plaćanje pruža Stripe, koji može postaviti vlastite kolačiće radi sprječavanja prijevara. Na njih se primjenjuju Stripeova pravila privatnosti.',
        ],
      },
      {
        heading: 'Kako ih ukloniti',
        paragraphs: [
          'Lokalnu pohranu i kolačiće ove stranice možete u bilo kojem trenutku izbrisati u postavkama preglednika. Tada ćete biti odjavljeni, a jezik i valuta vratit će se na zadane vrijednosti.',
        ],
      },
    ],
  },

  terms: {
    title: 'Uvjeti korištenja',
    lead: 'Ovi uvjeti uređuju korištenje tržnice Lokalno za goste i pružatelje usluga. Registracijom ili rezervacijom prihvaćate ih.',
    sections: [
      {
        heading: '1. Što je Lokalno',
        paragraphs: [
          'Lokalno je internetska tržnica na kojoj samostalni lokalni pružatelji nude turističke usluge i doživljaje u Hrvatskoj, a gosti ih rezerviraju i plaćaju. Ugovor o doživljaju sklapaju gost i pružatelj usluge; Lokalno ih povezuje, obrađuje plaćanje i pomaže ako nešto pođe po zlu.',
        ],
      },
      {
        heading: '2. Korisnički računi',
        items: [
          'Za registraciju ili rezervaciju morate imati najmanje 18 godina.',
          'Podaci koje unosite moraju biti istiniti i ažurni. Odgovorni ste za čuvanje tajnosti svoje lozinke.',
          'Račun možete izbrisati u bilo kojem trenutku. Račun koji krši ove uvjete ili zakon možemo suspendirati.',
        ],
      },
      {
        heading: '3. Rezervacija i plaćanje',
        items: [
          'Rezervacija je zahtjev: kad ga pošaljete, puni iznos rezervira se na vašoj kartici.',
          'Pružatelj prihvaća ili odbija zahtjev u roku odgovora navedenom uz uslugu. Prihvaćanjem se iznos naplaćuje i rezervacija je potvrđena; ako pružatelj odbije ili ne odgovori na vrijeme, rezervacija sredstava se oslobađa.',
          'Cijene su u eurima i uključuju PDV ako se primjenjuje. Ukupan iznos prikazan je prije slanja zahtjeva.',
          'Otkazivanje i povrat novca slijede pravila otkazivanja usluge i uvjete putovanja.',
        ],
      },
      {
        heading: '4. Pružatelji usluga',
        items: [
          'Pružatelji moraju biti registrirani za djelatnost koju nude i imati sve dozvole i osiguranja koje ona zahtijeva.',
          'Opisi, fotografije, cijene i kalendari moraju biti točni i ažurni. Naš tim provjerava svaku uslugu prije objave i može zatražiti izmjene ili odbiti objavu.',
          'Pružatelji odgovaraju na zahtjeve za rezervaciju u roku odgovora koji su sami odredili i izvode potvrđene doživljaje kako su opisani.',
          'Za svaku ostvarenu rezervaciju Lokalno zadržava proviziju od 15 % cijene ponude uz PDV, a ostatak isplaćuje na IBAN pružatelja.',
        ],
      },
      {
        heading: '5. Ponašanje',
        paragraphs: [
          'Ne koristite Lokalno za slanje neželjenih poruka, obmanjivanje drugih, prikupljanje podataka drugih korisnika ili ometanje usluge. Poruke pružateljima namijenjene su pitanjima o njihovim doživljajima.',
        ],
      },
      {
        heading: '6. Sadržaj',
        paragraphs: [
          'Pružatelji zadržavaju prava na svoje tekstove i fotografije te dopuštaju Lokalnu da ih prikazuje na platformi i koristi za promociju usluge. Naziv, logotip i dizajn Lokalna pripadaju Lokalnu.',
        ],
      },
      {
        heading: '7. Odgovornost',
        paragraphs: [
          'Pružatelj je odgovoran za izvođenje doživljaja i sigurnost sudionika. Lokalno je odgovorno za rad platforme i obradu plaćanja. Ništa u ovim uvjetima ne ograničava prava koja potrošači imaju prema hrvatskom pravu i pravu EU-a.',
        ],
      },
      {
        heading: '8. Prigovori i sporovi',
        paragraphs: [
          'Prigovore šaljite putem obrasca na stranici Pomoć; odgovaramo u roku od 15 dana. Potrošači mogu koristiti i platformu EU-a za internetsko rješavanje sporova (ec.europa.eu/consumers/odr). Primjenjuje se hrvatsko pravo, a nadležni su sudovi u Hrvatskoj, ne dirajući u obvezna pravila o zaštiti potrošača države u kojoj živite.',
        ],
      },
      {
        heading: '9. Izmjene',
        paragraphs: [
          'Ove uvjete možemo izmijeniti. O važnim izmjenama obavijestit ćemo vas e-poštom prije nego što stupe na snagu; već potvrđene rezervacije ostaju pod uvjetima koji su vrijedili kad su napravljene.',
        ],
      },
    ],
  },

  travel: {
    title: 'Uvjeti putovanja',
    lead: 'Što vrijedi za svaku rezervaciju na Lokalnu: kako funkcioniraju rezervacija i plaćanje, kako otkazati i što pružatelji usluga jamče.',
    sections: [
      {
        heading: 'Rezervacija',
        items: [
          'Odabirete uslugu, datum, vrijeme početka, ponude i broj osoba. Broj osoba mora biti između najmanjeg i najvećeg broja za uslugu; grupne ponude broje se kao broj grupa puta broj osoba u grupi.',
          'Neke se usluge moraju rezervirati određeni broj sati unaprijed; kalendar prikazuje samo termine koje još možete rezervirati.',
          'Vaš zahtjev stiže pružatelju, koji ga prihvaća ili odbija u roku odgovora navedenom uz uslugu.',
        ],
      },
      {
        heading: 'Plaćanje',
        items: [
          'Kad pošaljete zahtjev, ukupan iznos rezervira se na vašoj kartici. Još se ništa ne naplaćuje.',
          'Iznos se naplaćuje tek kad pružatelj prihvati. Tada vam e-poštom stižu vaučer i račun.',
          'Ako pružatelj odbije ili ne odgovori u roku, rezervacija sredstava u cijelosti se oslobađa.',
        ],
      },
      {
        heading: 'Otkazivanje od strane gosta',
        paragraphs: ['Svaka usluga prije rezervacije navodi svoja pravila otkazivanja. Ona su jedno od sljedećeg:'],
        items: [
          'Puni povrat ako otkažete najmanje navedeni broj dana ili sati prije početka; nakon toga bez povrata.',
          'Bez povrata: potvrđena rezervacija ne može se refundirati.',
        ],
      },
      {
        heading: 'Otkazivanje od strane pružatelja',
        paragraphs: [
          'Ako pružatelj otkaže potvrđenu rezervaciju ili se doživljaj ne može održati iz razloga na njegovoj strani (primjerice zbog lošeg vremena na moru, kad je sigurnost na prvom mjestu), dobivate puni povrat ili, ako vam više odgovara, novi termin koji dogovorite s pružateljem.',
        ],
      },
      {
        heading: 'Povrat novca',
        paragraphs: ['Povrat se vraća na karticu kojom ste platili, obično u roku od 5 do 10 radnih dana, ovisno o vašoj banci.'],
      },
      {
        heading: 'Na dan doživljaja',
        items: [
          'Ponesite vaučer (može i na mobitelu) i stignite na mjesto okupljanja na vrijeme, prema uputama za dolazak navedenima uz uslugu.',
          'Ako zakasnite, pružatelj vas možda neće moći čekati bez kašnjenja za ostale goste; kašnjenje gosta ne smatra se otkazivanjem od strane pružatelja.',
          'Unaprijed obavijestite pružatelja o alergijama, potrebama kretanja ili maloj djeci, kako bi se mogao pripremiti.',
        ],
      },
      {
        heading: 'Što pružatelji jamče',
        items: [
          'Da će doživljaj izvesti kako je opisan, u potvrđeni dan i sat, s ponudama koje ste platili.',
          'Da će na zahtjeve za rezervaciju odgovarati u svom roku odgovora i održavati kalendar ažurnim.',
          'Da imaju dozvole i osiguranja koje njihova djelatnost zahtijeva i da brinu o sigurnosti sudionika.',
        ],
      },
    ],
  },

  customTours: {
    title: 'Privatne ture po mjeri',
    lead: 'Putujete s obitelji, prijateljima ili kolegama? Složit ćemo privatni program samo za vašu grupu, s lokalnim pružateljima koje poznajemo.',
    sections: [
      {
        heading: 'Što je privatna tura po mjeri',
        paragraphs: [
          'Privatna tura po mjeri je program od jednog ili više dana složen prema vašim datumima, vašoj grupi i onome što volite: vinska cesta kroz Istru, dan na otocima s lokalnim skiperom, tečaj kuhanja u obiteljskoj konobi, šetnja Dioklecijanovom palačom s povjesničarom. Sudjeluje samo vaša grupa.',
        ],
      },
      {
        heading: 'Kako funkcionira',
        items: [
          'Recite nam datume, veličinu grupe, regije koje biste željeli vidjeti i što vas zanima.',
          'U roku od dva radna dana šaljemo vam prijedlog s programom i cijenom.',
          'Prilagođavamo ga zajedno dok ne bude kako treba, a zatim ga rezervirate i platite putem Lokalna kao i svaku drugu uslugu.',
        ],
      },
      {
        heading: 'Dobro je znati',
        items: [
          'Slanje upita je besplatno i ni na što vas ne obvezuje.',
          'Budžet, pa i okviran, pomaže nam predložiti prave pružatelje.',
          'Uvjeti otkazivanja svakog dijela programa navedeni su u prijedlogu.',
        ],
      },
    ],
    formHeading: 'Zatražite privatnu turu po mjeri',
    formLead: 'Polja označena zvjezdicom su obavezna. Odgovaramo e-poštom.',
  },

  christmas: {
    title: 'Božićna akcija',
    lead: 'Naša božićna akcija gostima je donijela popust od 15 % na doživljaje na Lokalnu. Prijavite se i javit ćemo vam kad počne sljedeća.',
    sections: [
      {
        heading: 'Kakva je bila akcija',
        paragraphs: [
          'U prosincu je svatko tko se prijavio dobio kupon za popust od 15 % na doživljaj po izboru, poklon koji se mogao iskoristiti bilo kada tijekom 2021. godine.',
          'Ta je akcija završila i njezini kuponi više ne vrijede.',
        ],
      },
      {
        heading: 'Sljedeća akcija',
        paragraphs: [
          'Božićnu akciju planiramo ponoviti. Ostavite svoje ime i adresu e-pošte i javit ćemo vam kad počne, s popustom i uvjetima koji će vrijediti te godine. Vašu adresu nećemo koristiti ni za što drugo, a privolu možete povući u bilo kojem trenutku.',
        ],
      },
    ],
    formHeading: 'Prijavite se za sljedeću božićnu akciju',
    formLead: 'Pisat ćemo vam samo o akciji.',
  },
};
