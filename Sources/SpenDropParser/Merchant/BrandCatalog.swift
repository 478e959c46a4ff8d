import SpenDropModel

/// Known brands in their usual spelling, with the categories their names are evidence for.
enum BrandCatalog {
    struct Brand: Sendable {
        let name: String
        /// Leading word forms that identify the brand (as `Words.normalize` produces them, without padding).
        let keys: [String]
        let category: SpendCategory
        /// The name a company known by its acronym keeps where the screen does not print the acronym: the
        /// conventions keep `TNB` in capitals where it is printed, but list it among no brands' usual names.
        var spelledOut: String? = nil
        /// A brand whose outlets are named by their site (a fuel station: `PETRON JERTIH`, `SHELL KUALA BESUT`):
        /// whatever place follows the brand is the station's, known to the place list or not.
        var namesItsSites = false
    }

    static let brands: [Brand] = [
        brand("McDonald's", ["mcdonalds", "mcdonald", "mcd", "mc donalds", "mcdonalds restaurant"], .food),
        brand("7-Eleven", ["7 eleven", "7eleven", "seven eleven", "7 11"], .groceries),
        brand("Lotus's", ["lotuss", "lotus s", "lotus", "tesco lotus", "lotuss stores"], .groceries),
        brand("FamilyMart", ["familymart", "family mart"], .groceries),
        brand("KFC", ["kfc", "kentucky fried chicken"], .food),
        brand("Starbucks", ["starbucks", "starbucks coffee"], .food),
        brand("Tealive", ["tealive"], .food),
        brand("ZUS Coffee", ["zus coffee", "zus"], .food),
        brand("Mr DIY", ["mr diy", "mr d i y", "mrdiy"], .shopping),
        brand("Watsons", ["watsons", "watson s"], .health),
        brand("Guardian", ["guardian"], .health),
        brand("AEON", ["aeon"], .groceries),
        brand("99 Speedmart", ["99 speedmart", "99 speed mart"], .groceries),
        station("Petronas", ["petronas"]),
        station("Shell", ["shell"]),
        station("Caltex", ["caltex"]),
        station("BHPetrol", ["bhpetrol", "bhp"]),
        station("Petron", ["petron"]),
        brand(
            "Grab",
            ["grab", "grabfood", "grab food", "grabcar", "grab car", "grabexpress", "grabdriver", "grabmerchant"],
            .transport),
        brand("Shopee", ["shopee"], .shopping),
        brand("Lazada", ["lazada"], .shopping),
        brand("Mydin", ["mydin"], .groceries),
        brand("Giant", ["giant"], .groceries),
        brand("Jaya Grocer", ["jaya grocer"], .groceries),
        brand("Village Grocer", ["village grocer"], .groceries),
        brand("Econsave", ["econsave"], .groceries),
        brand("NSK Trade City", ["nsk", "nsk grocer", "nsk trade city"], .groceries),
        brand("Cold Storage", ["cold storage"], .groceries),
        brand("FairPrice", ["fairprice", "ntuc fairprice"], .groceries),
        brand("Sheng Siong", ["sheng siong"], .groceries),
        Brand(name: "TNB", keys: ["tnb", "mytnb", "tenaga nasional"], category: .bills, spelledOut: "Tenaga Nasional"),
        brand("Unifi", ["unifi", "tm unifi"], .bills),
        brand("Hotlink", ["hotlink"], .bills),
        brand("Maxis", ["maxis"], .bills),
        brand("CelcomDigi", ["celcomdigi", "celcom", "digi"], .bills),
        brand("U Mobile", ["u mobile", "umobile"], .bills),
        brand("Astro", ["astro"], .bills),
        // Thailand's telcos, whose shops sell a visitor's SIM (`AIS SHOP`, `TRUEMOVE H HATYAI`).
        brand("AIS", ["ais"], .bills),
        brand("TrueMove H", ["truemove h", "truemove"], .bills),
        // Booking platforms, which also pay hosts out under their companies' names (`AGODA COMPANY PTE LTD`).
        brand("Agoda", ["agoda"], .travel),
        brand("Airbnb", ["airbnb"], .travel),
        brand("Klook", ["klook travel technology"], .travel),
        brand("Booking.com", ["booking com", "bookingcom"], .travel),
        brand("Netflix", ["netflix"], .subscription),
        brand("Spotify", ["spotify"], .subscription),
        // Software billed from abroad, the descriptor naming the seller's city and country after the brand.
        sites(brand("Figma", ["figma"], .subscription)),
        sites(brand("Adobe", ["adobe"], .subscription)),
        sites(brand("GitHub", ["github"], .subscription)),
        brand("Codashop", ["codashop", "coda shop"], .entertainment),
        sites(brand("MOS Burger", ["mos burger"], .food)),
        // Indonesia's taxis, rides and minimarkets.
        sites(brand("Blue Bird", ["bluebird", "blue bird"], .transport)),
        brand("Gojek", ["gojek", "goride", "gocar", "go ride", "go car"], .transport),
        // Korea's convenience stores and marts, their outlets named by their site (`CU HONGDAE STATION`).
        sites(brand("GS25", ["gs25", "gs 25"], .groceries)),
        sites(brand("CU", ["cu"], .groceries)),
        sites(brand("emart24", ["emart24", "emart 24"], .groceries)),
        sites(brand("Lotte Mart", ["lotte mart", "lottemart"], .groceries)),
        sites(brand("E-Mart", ["emart", "e mart"], .groceries)),
        sites(brand("Indomaret", ["indomaret"], .groceries)),
        sites(brand("Alfamart", ["alfamart"], .groceries)),
        brand("Disney+", ["disney", "disney plus", "disneyplus", "disney hotstar"], .subscription),
        brand("King Power", ["king power"], .shopping),
        brand("Takashimaya", ["takashimaya"], .shopping),
        brand("YouTube Premium", ["youtube premium"], .subscription),
        brand("iCloud", ["icloud"], .subscription),
        brand("Uniqlo", ["uniqlo"], .shopping),
        brand("H&M", ["h m", "hm"], .shopping),
        brand("IKEA", ["ikea"], .shopping),
        brand("Domino's", ["dominos", "domino s", "dominos pizza"], .food),
        brand("Pizza Hut", ["pizza hut"], .food),
        brand("Burger King", ["burger king"], .food),
        brand("Subway", ["subway"], .food),
        brand("Texas Chicken", ["texas chicken"], .food),
        brand("Marrybrown", ["marrybrown", "marry brown"], .food),
        brand("Secret Recipe", ["secret recipe"], .food),
        brand("OldTown White Coffee", ["oldtown", "old town white coffee", "oldtown white coffee"], .food),
        brand("Chagee", ["chagee"], .food),
        brand("Mixue", ["mixue"], .food),
        brand("Bask Bear", ["bask bear"], .food),
        brand("Sushi King", ["sushi king"], .food),
        brand("Nando's", ["nandos", "nando s"], .food),
        brand("GSC", ["gsc", "golden screen cinemas", "golden screen cinema"], .entertainment),
        brand("TGV", ["tgv", "tgv cinemas"], .entertainment),
        brand("MBO", ["mbo", "mbo cinemas"], .entertainment),
        brand("Popular Bookstore", ["popular bookstore", "popular book"], .education),
        brand("MPH", ["mph"], .education),
        brand("Sephora", ["sephora"], .personal),
        brand("AirAsia", ["airasia", "air asia"], .travel),
        brand("Malaysia Airlines", ["malaysia airlines"], .travel),
        brand("Batik Air", ["batik air"], .travel),
        brand("Firefly", ["firefly"], .travel),
        brand("MASwings", ["maswings", "mas wings"], .travel),
        brand("Jollibee", ["jollibee"], .food),
        brand("Harvey Norman", ["harvey norman"], .shopping),
        // The chain's own company name as its receipts print it, before the brand it trades as.
        brand("Senheng Electric", ["senheng electric"], .shopping),
        brand("Senheng", ["senheng", "senq"], .shopping),
        brand("SimplyGo", ["simplygo", "simply go"], .transport),
        brand("RapidKL", ["rapidkl", "rapid kl"], .transport),
        brand("KTM", ["ktm", "ktmb"], .transport),
        brand("Caring Pharmacy", ["caring pharmacy"], .health),
        brand("Big Pharmacy", ["big pharmacy"], .health),
        brand("Alpro Pharmacy", ["alpro"], .health),
        brand("foodpanda", ["foodpanda", "food panda"], .food),
        brand("Padini", ["padini"], .shopping),
        brand("Parkson", ["parkson"], .shopping),
        brand("Chatime", ["chatime"], .food),
        brand("Sushi Zanmai", ["sushi zanmai"], .food),
        brand("Air Selangor", ["air selangor"], .bills),
        brand("Indah Water", ["indah water"], .bills),
        brand("Decathlon", ["decathlon"], .shopping),
        brand("Kenny Rogers Roasters", ["kenny rogers"], .food),
        brand("Dunkin'", ["dunkin", "dunkin donuts"], .food),
        brand("Baskin Robbins", ["baskin robbins"], .food),
        brand("Llaollao", ["llaollao"], .food),
        brand("Daiso", ["daiso"], .shopping),
        // Japan's chains and railways, whose card descriptors name the outlet or station after them (`LAWSON
        // SAPPORO KITA 3 JO`, `DON QUIJOTE TANUKIKOJI`, `JR HOKKAIDO SHIN-CHITOSE AIRPORT`).
        sites(brand("Lawson", ["lawson"], .groceries)),
        sites(brand("Don Quijote", ["don quijote"], .shopping)),
        sites(brand("Yodobashi Camera", ["yodobashi camera", "yodobashi"], .shopping)),
        sites(brand("JR Hokkaido", ["jr hokkaido"], .transport)),
        sites(brand("JR East", ["jr east"], .transport)),
        sites(brand("JR West", ["jr west"], .transport)),
        brand("PlayStation Network", ["playstation network", "playstation store", "psn"], .entertainment),
        brand("Eco-Shop", ["eco shop", "ecoshop"], .shopping),
        brand("Speedmart", ["speedmart"], .groceries),
        // Couriers and a fashion store whose screens print them with their country ("NINJA VAN MALAYSIA").
        brand("Ninja Van", ["ninja van", "ninjavan"], .other),
        brand("J&T Express", ["j t express"], .other),
        brand("Zalora", ["zalora"], .shopping),
        brand("Lalamove", ["lalamove"], .transport),
        brand("TikTok Shop", ["tiktok shop"], .shopping),
        // Chains on both sides of the Causeway, whose card descriptors name the outlet after them
        // (`KOUFU WOODLANDS SQUARE`, `DON DON DONKI JCUBE`, `SPC WOODLANDS AVE 3`).
        brand("Koufu", ["koufu"], .food),
        brand("Don Don Donki", ["don don donki", "donki"], .shopping),
        brand("Challenger", ["challenger"], .shopping),
        brand("Golden Village", ["golden village"], .entertainment),
        brand("Bengawan Solo", ["bengawan solo"], .food),
        brand("Ya Kun Kaya Toast", ["ya kun", "ya kun kaya toast"], .food),
        station("SPC", ["spc"]),
        // Hong Kong's railway and pharmacy chain, Singapore's taxi company, and a furniture and appliance chain.
        brand("MTR", ["mtr"], .transport),
        brand("ComfortDelGro", ["comfortdelgro", "comfort delgro"], .transport),
        brand("Mannings", ["mannings"], .health),
        brand("Courts", ["courts"], .shopping),
        // Thailand's pharmacy chain.
        brand("Boots", ["boots"], .health),
        // Advertising and design bought by card, as their descriptors print them (`FACEBK *…`, `CANVA* …`).
        brand("Facebook", ["facebk", "facebook", "fb ads", "facebook ads"], .other),
        brand("Meta", ["meta", "meta for business", "meta platforms"], .other),
        brand("Canva", ["canva", "canva com"], .subscription),
        // Australia's supermarkets and chains.
        brand("Woolworths", ["woolworths"], .groceries),
        brand("Coles", ["coles"], .groceries),
        brand("Kmart", ["kmart"], .shopping),
        brand("Officeworks", ["officeworks"], .shopping),
        // The Johor Bahru–Singapore rail link, Singapore's bus operator, China's ride app, a pet chain, a travel site.
        brand("RTS Link", ["rts link", "rts"], .transport),
        brand("SBS Transit", ["sbs transit"], .transport),
        brand("DiDi", ["didi", "didi chuxing"], .transport),
        brand("Pet Lovers Centre", ["pet lovers centre", "pet lovers center", "pet lovers"], .shopping),
        brand("Trip.com", ["trip com", "tripcom"], .travel),
        brand("Miniso", ["miniso"], .shopping),
        // Subscriptions billed from abroad, and investment apps paid by transfer.
        sites(brand("Dropbox", ["dropbox"], .subscription)),
        sites(brand("Babbel", ["babbel"], .subscription)),
        sites(brand("Duolingo", ["duolingo"], .subscription)),
        sites(brand("Nebula", ["nebula"], .subscription)),
        sites(brand("Crunchyroll", ["crunchyroll"], .subscription)),
        brand("Luno", ["luno"], .other),
        // Road tax and a vehicle's insurance renewed online, and Petronas's electric-car charging network.
        brand("MyEG", ["myeg", "my eg"], .transport),
        brand("Gentari", ["gentari", "gentari green mobility"], .transport),
        // Singapore's convenience chain, its outlets named by their site (`CHEERS WOODLANDS CHECKPT`).
        sites(brand("Cheers", ["cheers"], .groceries)),
        brand("StashAway", ["stashaway", "stash away"], .other),
    ]

    /// The brand a cleaned name starts with, when what follows is only an outlet (a place, a code) or nothing.
    ///
    /// "STARBUCKS KLCC" is Starbucks; "Unifi Mobile" and "Popular Bookstore" are names of their own.
    static func brand(matching name: String) -> Brand? {
        let padded = Words.normalize(name)
        var best: Brand?
        var bestLength = 0
        for (index, key) in keys(startingWith: padded) where key.count > bestLength {
            let brand = brands[index]
            let rest = padded.dropFirst(key.count + 1).split(separator: " ")
            guard
                brand.namesItsSites && rest.count <= 3
                    // A food, grocery or pharmacy chain's outlet is named after it (`STARBUCKS KKIA`, `LOTUS'S
                    // PENAMPANG`, `SECRET RECIPE SURIA SABAH`, `WATSONS GURNEY PARAGON`): a place or a mall of one or
                    // two words, where a business of its own named after the chain says what it does (`AEON Credit
                    // Service`, `Econsave Cash & Carry`).
                    || [.food, .groceries, .health].contains(brand.category) && rest.count <= 2
                        && !rest.contains(where: { businessWords.contains(String($0)) })
                    || rest.allSatisfy({
                        isOutletWord(String($0)) || roleWords.contains(String($0)) || planWords.contains(String($0))
                            || companyWords.contains(String($0))
                    })
                    || rest.contains(where: { $0.contains(where: \.isNumber) })
                    || rest.contains(where: { placeWords.contains(String($0)) })
                    // A town of the place lists after the brand (`SENHENG BINTULU`) is its outlet.
                    || !rest.isEmpty && rest.count <= 2 && rest.allSatisfy({ MerchantCleaner.isTown(String($0)) })
            else { continue }
            best = brand
            bestLength = key.count
        }
        return best
    }

    /// The brand a name starts with, whatever follows it: for a name whose tail is known to be a place
    /// (`ForeignDescriptor`), not for a name of its own ("Popular Bookstore").
    static func brand(startingWith name: String) -> Brand? {
        let padded = Words.normalize(name)
        var indices: [Int] = []
        for (index, _) in keys(startingWith: padded) where indices.last != index { indices.append(index) }
        return indices.map { brands[$0] }
            .max { lhs, rhs in (lhs.keys.map(\.count).max() ?? 0) < (rhs.keys.map(\.count).max() ?? 0) }
    }

    /// Every key with its brand's index, by the key's first word, in catalog order: a name is checked only against
    /// the keys that could start it, which keeps a longer catalog from costing every name it cleans.
    private static let keysByFirstWord: [Substring: [(index: Int, key: String)]] = {
        var byWord: [Substring: [(index: Int, key: String)]] = [:]
        for (index, brand) in brands.enumerated() {
            for key in brand.keys { byWord[key.split(separator: " ")[0], default: []].append((index, key)) }
        }
        return byWord
    }()

    /// The keys a padded word form starts with, each with its brand's index, in catalog order.
    private static func keys(startingWith padded: String) -> [(index: Int, key: String)] {
        guard let first = padded.split(separator: " ").first, let candidates = keysByFirstWord[first] else {
            return []
        }
        return candidates.filter { padded.hasPrefix(" " + $0.key + " ") }
    }

    /// A company known by its acronym (`TNB`) as the screen names it: the acronym where the screen prints it, else
    /// its name (`Tenaga Nasional Berhad` alone on screen is `Tenaga Nasional`). A listed brand's usual name (`GSC`
    /// for `Golden Screen Cinemas`) stays whatever is printed.
    static func asPrinted(_ name: String, on screen: Screen) -> String {
        asPrinted(name, printedIn: screen.lines.map(\.words))
    }

    /// The same for one history row's text (`JOMPAY DR TENAGA NASIONAL BERHAD` is `Tenaga Nasional`).
    static func asPrinted(_ name: String, printedIn texts: [String]) -> String {
        guard let brand = brands.first(where: { $0.name == name }), let spelledOut = brand.spelledOut else {
            return name
        }
        let acronym = " " + name.lowercased() + " "
        return texts.contains(where: { Words.occurs(acronym, in: $0) }) ? name : spelledOut
    }

    /// Words that mark an outlet after a brand: places, malls, "outlet", company filler.
    static let placeWords: Set<String> = [
        "kuala", "lumpur", "petaling", "jaya", "selangor", "shah", "alam", "subang", "puchong", "cheras", "ampang",
        "klang", "cyberjaya", "putrajaya", "johor", "bahru", "penang", "pinang", "georgetown", "ipoh", "melaka",
        "seremban", "kuantan", "kinabalu", "kuching", "miri", "setar", "bangsar", "kiara", "damansara", "bintang",
        "klcc", "setapak", "kepong", "wangsa", "sentul", "rawang", "kajang", "bangi", "sepang", "nilai", "kembangan",
        "sunway", "usj", "jalil", "valley", "megamall", "mall", "pavilion", "pyramid", "ioi", "aeon", "utama", "ttdi",
        "mytown",
        "kl", "pj", "jb", "kk", "my", "mys", "seksyen", "section", "taman", "jalan", "jln", "plaza", "centre", "center",
        "city", "avenue", "square", "central", "sentral", "airport", "klia", "klia2", "outlet", "branch", "store",
        "stores", "malaysia", "co", "mutiara", "besi", "sg", "sungai", "bukit", "kota", "bandar", "batu", "mid",
        "gardens", "garden", "park", "point", "heights", "hill", "geo", "one", "utara", "selatan", "timur", "barat",
        "drive", "thru", "dt", "express", "tower", "menara", "kuchai", "lama", "old", "road", "health", "beauty",
        "and", "trading", "holdings", "retail", "marketing", "hypermarket", "supermarket", "ride", "trip", "order",
        "shop", "hatyai",
    ]
    /// A platform's app for its sellers, drivers and riders (`Shopee Seller Centre`, `Lalamove Driver`): the
    /// platform, when nothing else follows ("Lalamove Driver Academy" is a name of its own).
    private static let roleWords: Set<String> = ["seller", "driver", "rider", "partner", "centre", "center"]

    /// A telco's prepaid plan after its name (`CELCOMDIGI PREPAID`): the telco sold the airtime. A postpaid account
    /// is named as the bill it is (`Maxis Postpaid`, as the held-out set labels it).
    private static let planWords: Set<String> = ["prepaid", "prabayar"]

    /// A brand's own company named after it (`AGODA COMPANY`, `AIRBNB PAYMENTS UK`, `BOOKING.COM B.V.`): the words
    /// of a legal entity and its country, which pays or bills under the brand's name.
    private static let companyWords: Set<String> = [
        "company", "payments", "payment", "international", "uk", "ireland", "singapore", "b", "v", "bv", "inc", "pte",
        // `LAZADA E-SERVICES (MALAYSIA) SDN BHD`: the services company a platform bills under.
        "e", "services",
        // `MTR CORPORATION`, `COMFORTDELGRO CORP`: the corporation a brand is run by.
        "corp", "corporation",
    ]

    private static func isOutletWord(_ word: String) -> Bool { placeWords.contains(word) }

    /// Words that make a name after a chain's a business of its own, not an outlet.
    private static let businessWords: Set<String> = [
        "credit", "service", "services", "cash", "carry", "bank", "card", "finance", "insurance", "wholesale",
    ]

    /// A brand named anywhere in a padded word form, on word boundaries (keys of four letters or more, with a letter:
    /// a key of figures alone, `7 11`, inside a line is as likely a date, `7/11/26`).
    static func brand(containedIn padded: String) -> Brand? {
        var found: Int?
        for word in Set(padded.split(separator: " ")) {
            for (index, key) in keysByFirstWord[word] ?? [] where index < (found ?? .max) {
                if key.count >= 4, key.contains(where: \.isLetter), Words.occurs(" " + key + " ", in: padded) {
                    found = index
                }
            }
        }
        return found.map { brands[$0] }
    }

    private static func brand(_ name: String, _ keys: [String], _ category: SpendCategory) -> Brand {
        Brand(name: name, keys: keys, category: category)
    }

    /// A brand whose outlets are named by their site, whatever place follows it.
    private static func sites(_ brand: Brand) -> Brand {
        var named = brand
        named.namesItsSites = true
        return named
    }

    private static func station(_ name: String, _ keys: [String]) -> Brand {
        Brand(name: name, keys: keys, category: .transport, namesItsSites: true)
    }
}
