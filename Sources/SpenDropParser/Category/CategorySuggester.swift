import SpenDropModel

/// Suggests a spending category from real evidence only: a known brand, or category words in the merchant's name
/// or on the screen. Without evidence the category is `other` and not confident.
enum CategorySuggester {
    private static let words: [(SpendCategory, [String])] = [
        (
            .health,
            Words.phrases([
                "clinic", "klinik", "pharmacy", "farmasi", "hospital", "dental", "doctor", "medical", "pergigian",
                "specialist", "optometrist", "optical", "physio", "poliklinik", "optik", "fisioterapi", "physiotherapy",
                "perubatan", "kedai ubat", "medical hall", "pusat pakar", "veterinar", "veterinary", "vet clinic",
                "optometry", "optician", "opticians",
            ])
        ),
        (
            .food,
            Words.phrases([
                "restaurant", "restoran", "cafe", "café", "kafe", "coffee", "kopi", "kopitiam", "nasi", "mamak",
                "bakery", "kitchen", "burger", "pizza", "chicken", "sushi", "noodle", "noodles", "mee", "bistro",
                "food", "foods", "makan", "kedai makan", "tea", "boba", "dessert", "grill", "steak", "bbq", "roti",
                "satay", "seafood", "warung", "gerai", "kandar", "dim sum", "ramen", "bubble tea", "juice", "dining",
                "eatery", "catering", "bakehouse", "kopi tiam", "tomyam", "briyani", "biryani", "kek", "cake", "cakes",
                "air tebu", "cendol", "laksa", "lemak", "char kuey teow", "canai", "kuih", "ayam", "ikan", "sate",
                "bakso", "penyet", "kantin", "canteen", "keropok lekor", "koay teow", "kway teow", "teh tarik",
                "omelette", "murukku", "pau", "siew pau", "kompia", "kueh", "chwee kueh", "khao man gai", "pasembur",
                "rojak", "yong tau foo", "biskut", "murtabak",
                "kuey teow", "kerang",
                "chicken rice", "medan selera", "food court", "curry", "soup curry", "pastry", "pastries",
                "bun", "buns", "taro", "pho", "phở", "bánh mì", "banh mi", "bún", "quán", "dumpling", "dumplings",
                // Korea's dishes, romanised.
                "hotteok", "mandu", "tteokbokki", "bibimbap", "kimbap", "gimbap", "galbi", "bulgogi", "samgyeopsal",
                "jjigae", "naengmyeon", "gukbap", "kimchi", "bingsu", "hoddeok",
                // Thailand's dishes and snacks a stall is named for.
                "pad thai", "khao man kai", "tom yum", "som tam", "moo ping", "kai tod", "khanom", "mango sticky rice",
                // Terengganu's and Kelantan's fish snacks.
                "sata", "keropok", "kafeteria", "cafeteria", "steamboat", "donut", "donuts", "doughnut", "doughnuts",
                "katering", "cheung fun", "chee cheong fun", "coffeeshop", "coffee shop", "sausage", "sausages",
            ])
        ),
        (
            .groceries,
            Words.phrases([
                "mart", "minimart", "minimarket", "mini market", "supermarket", "hypermarket", "grocer", "grocery",
                "groceries", "pasar", "sayur", "fresh market", "pasaraya", "kedai runcit", "runcit", "supermarkets",
                // A dried-goods shop: salted fish, dried prawns, belacan.
                "barang kering", "dried goods", "dry goods",
            ])
        ),
        (
            .transport,
            Words.phrases([
                "parking", "petrol", "fuel", "toll", "tol", "taxi", "ride", "lrt", "mrt", "bus", "train", "e hailing",
                "car wash", "tyre", "tyres", "letak kereta", "petrol station", "station", "parkir", "transport",
                "kereta api", "keretapi", "stesen", "komuter", "teksi", "rail", "transit", "car rental", "kereta sewa",
                "bas", "ekspres", "express bus", "coach", "tiket bas", "terminal bas",
                // A car's upkeep: its workshop and servicing.
                "auto service", "car service", "workshop", "servis kereta", "bengkel kereta",
                "sewa motor", "scooter rental", "motor rental", "bike rental", "motorbike rental", "sewa kereta",
                // A motorcycle's and a car's upkeep in Malay: the workshop, tyres, parts.
                "bengkel motor", "tayar", "motorsikal", "alat ganti", "spare parts",
                // The same in Malay's own spelling, a car wash, a vehicle's road tax, and an electric car's charge.
                "motosikal", "cuci kereta", "road tax", "cukai jalan", "ev charging", "charging station",
            ])
        ),
        (
            .bills,
            Words.phrases([
                "electricity", "water bill", "utility", "utilities", "bill payment", "internet", "broadband",
                "postpaid", "prepaid", "insurance", "indah water", "air selangor", "telekom", "bil", "jompay",
                "cukai pintu", "cukai tanah", "cukai taksiran", "assessment", "takaful", "syarikat air", "bekalan air",
                "water board",
                "lembaga air", "jabatan air", "energy", "bill account", "insurans", "assurance",
            ])
        ),
        (
            .entertainment,
            Words.phrases([
                "cinema", "cinemas", "movie", "movies", "karaoke", "bowling", "games", "concert", "konsert",
                "theme park",
                "arcade", "pawagam", "zoo", "night safari", "aquarium", "bird park", "taman burung",
            ])
        ),
        (
            .education,
            Words.phrases([
                "school", "tuition", "university", "universiti", "college", "kolej", "bookstore", "books", "book",
                "kedai buku", "syarikat buku", "kinokuniya", "bookshop", "course", "academy", "akademi", "sekolah",
                "tadika",
                "kindergarten",
                "tuisyen",
                "pusat tuisyen", "tahfiz", "maahad", "pibg", "smk", "sjk", "taska", "nursery", "pusat bahasa",
                "language centre", "language school",
            ])
        ),
        (
            .travel,
            Words.phrases([
                "hotel", "resort", "airline", "airlines", "flight", "travel", "hostel", "homestay", "airbnb", "agoda",
                "booking com", "tours", "boat tour", "day tour", "island tour", "ferry", "feri", "jetty", "jeti",
                "airways", "boat", "boat transfer", "divers", "diving", "dive centre", "dive center", "pelancongan",
                "suites", "guesthouse", "lodge", "inn", "motel",
                // A stay's own bill: its room charge and folio.
                "room charge", "room charges", "room rate", "folio",
            ])
        ),
        (
            .personal,
            Words.phrases([
                "salon", "barber", "barbershop", "spa", "beauty", "gym", "fitness", "laundry", "dobi", "hair",
                "nail", "cosmetics",
            ])
        ),
        (
            .subscription,
            Words.phrases([
                "subscription", "langganan", "membership", "monthly plan",
                // A newspaper agent's monthly delivery.
                "akhbar", "newspaper", "newspapers", "newsagent",
            ])
        ),
        (
            .shopping,
            Words.phrases([
                "store", "shop", "boutique", "fashion", "apparel", "electronics", "hardware", "departmental",
                "department store", "trading", "kedai", "duty free", "bebas cukai", "batik", "silk", "textile",
                "perfume",
                "perfumes", "minyak wangi",
                "textiles", "gold", "goldsmith", "jewellery", "jewelry", "toys", "toy", "antique", "antiques", "antik",
                "sports", "sukan", "jersey", "jersi", "silks", "tekstil", "saree", "sarees", "kain",
                "collectibles", "tembaga", "brass", "porcelain", "handicraft", "kraftangan",
                "butik", "supply", "supplies", "kraf tangan", "tailor", "tailors", "packaging", "pembungkusan",
                // A marketplace order's goods (`Merchandise Subtotal`).
                "merchandise", "merchandise subtotal", "komputer", "computer", "computers", "elektronik",
                // Furnishing a home: furniture, beds, curtains, appliances.
                "furniture", "furnishing", "furnishings", "perabot", "mattress", "mattresses", "tilam", "sofa",
                "langsir", "curtain", "curtains", "blinds", "appliances", "gadget", "gadgets", "gift shop",
                "gift centre",
                "gift center", "gifts", "souvenir", "souvenirs", "cenderamata", "camera", "cameras", "watches",
            ])
        ),
    ]

    /// Produce a stall or shop is named for (`Gerai Sayur …`, `Gerai Buah Limau …`, `Borneo Fruits Trading`, a
    /// butcher's `Kedai Daging …`): the wet market's groceries, though a stall's word alone would say food. Only with
    /// a stall's or shop's word: a place named for its fruit (`Majlis Perbandaran Sungai Limau`) sells none.
    private static let produceWords = Words.phrases([
        "sayur", "sayuran", "buah", "buahan", "limau", "fruit", "fruits", "vegetable", "vegetables", "daging",
        "butcher", "hasil laut",
        // The fishmonger's stall (`Gerai Ikan Ah Kow`), unless it names how the fish is cooked (`Gerai Ikan Bakar`).
        "ikan", "fish",
    ])
    /// How a dish is cooked, after the produce a stall is named for (`Gerai Ikan Bakar …`): the stall cooks it.
    private static let cookingWords: Set<String> = [
        "bakar", "goreng", "panggang", "masak", "rebus", "kukus", "grill", "grilled", "fried", "bbq", "curry", "kari",
    ]
    /// The food words that name what is cooked, not where it is sold (`Gerai Sate Daging …` sells sate).
    private static let dishWords: [String] = {
        let places = Set(
            Words.phrases(["gerai", "warung", "kedai makan", "makan", "food", "foods", "kantin", "canteen"]))
        return (words.first { $0.0 == .food }?.1 ?? []).filter { !places.contains($0) }
    }()
    /// Every single word the category tables know (`kedai`, `buku`, `klinik`, `mee` …): the trade words a shop's
    /// name is made of, as opposed to the names that make it one shop.
    static let tradeWords: Set<String> = {
        var trade: Set<String> = [
            "gerai", "kedai", "stall", "trading", "shop", "store", "kiosk", "boutique", "butik", "mart", "buku",
            "bookshop",
        ]
        for (_, phrases) in words {
            for phrase in phrases { trade.formUnion(phrase.split(separator: " ").map(String.init)) }
        }
        return trade
    }()
    private static let stallWords = Words.phrases(["gerai", "kedai", "stall", "trading", "shop", "store", "kiosk"])
    private static let shopWords = Words.phrases(["kedai", "store", "shop", "boutique", "butik", "mart"])
    private static let bookWords = Words.phrases(["book", "books", "bookstore", "bookshop", "buku"])

    /// Apple Wallet's category line under the amount (`Shopping`, `Health & Beauty`): the line is the whole of
    /// Apple's own label, so it is matched whole, never as a word inside a name.
    private static let appleCategories: [String: SpendCategory] = [
        "shopping": .shopping, "health": .health, "health beauty": .health, "food drink": .food,
        "food drinks": .food, "groceries": .groceries, "transport": .transport, "transportation": .transport,
        "travel": .travel, "entertainment": .entertainment, "utilities": .bills, "education": .education,
    ]
    /// Other apps' names for their categories, under their own `Category` key (`Category` | `Eating out`).
    private static let statedCategories: [String: SpendCategory] = appleCategories.merging([
        "eating out": .food, "restaurants": .food, "restaurant": .food, "dining": .food, "food": .food,
        "bills": .bills, "bills utilities": .bills, "personal care": .personal, "subscriptions": .subscription,
        "medical": .health, "healthcare": .health,
    ]) { apple, _ in apple }
    private static let categoryKeys = Words.phrases(["category", "kategori", "spending category"])

    /// The category an app states under its own `Category` key, beside it or under it.
    private static func statedCategory(on screen: Screen) -> SpendCategory? {
        for line in screen.lines where line.wordCount <= 2 && categoryKeys.contains(line.words) {
            let values = screen.rightPartners(of: line.index) + [screen.nextLine(after: line.index)].compactMap { $0 }
            if let category = values.lazy.compactMap({ statedCategories[Self.bare($0.words)] }).first {
                return category
            }
        }
        return nil
    }

    static func suggest(
        merchant: String?, kind: EntryKind, provider: Provider? = nil, on screen: Screen
    ) -> (SpendCategory, Bool) {
        // Apple Wallet says the category itself, before any brand or word of ours; its refund keeps the purchase's.
        if provider == .applePay, kind == .expense || kind == .moneyIn,
            let category = screen.lines.lazy.compactMap({ appleCategories[Self.bare($0.words)] }).first
        {
            return (category, true)
        }
        // An app's own `Category` row says it too.
        if kind == .expense, let category = statedCategory(on: screen) { return (category, true) }
        // A known brand is evidence whichever way the money went (a refund from Decathlon is still shopping).
        if let merchant, let brand = BrandCatalog.brand(matching: merchant) { return (brand.category, true) }
        // Money sent to a payee whose own name says what it is (`Tadika Ceria Bestari`, `Klinik Dr. Lee`) pays for
        // that; the screen's other words are the transfer's, not the payee's.
        guard kind == .expense || kind == .moneyOut else { return (.other, false) }
        if let merchant {
            let padded = Words.normalize(merchant)
            if Words.containsAny(padded, produceWords), Words.containsAny(padded, stallWords),
                !Words.containsAny(padded, dishWords) || namedForProduce(padded)
            {
                return (.groceries, true)
            }
            for (category, phrases) in words where Words.containsAny(padded, phrases) {
                // A shop named for what it sells to pupils (`Kedai Pakaian Sekolah`, `Beg Sekolah … Store`) is a
                // shop, not a school; a bookshop stays with books.
                if category == .education, Words.containsAny(padded, shopWords), !Words.containsAny(padded, bookWords) {
                    return (.shopping, true)
                }
                return (category, true)
            }
        }
        guard kind == .expense else { return (.other, false) }
        let evidence = screen.lines.filter { $0.isReliable && !$0.isPromotion }
        for (category, phrases) in words where evidence.contains(where: { $0.has(phrases) }) {
            return (category, true)
        }
        return (.other, false)
    }

    /// A stall or shop named first for its produce (`Gerai Sayur & Ikan Masin …`): what else it lists is sold
    /// beside the produce, not cooked (`Gerai Sate Daging` names its dish first).
    private static func namedForProduce(_ padded: String) -> Bool {
        let words = padded.split(separator: " ").map(String.init)
        guard let stall = words.firstIndex(where: { stallWords.contains(" \($0) ") }), stall + 1 < words.count
        else { return false }
        if stall + 2 < words.count, cookingWords.contains(words[stall + 2]) { return false }
        return produceWords.contains { $0.hasPrefix(" \(words[stall + 1]) ") }
    }

    /// A line's words without the padding and the `&` OCR may keep or drop.
    private static func bare(_ words: String) -> String {
        words.split(separator: " ").filter { $0 != "&" && $0 != "and" }.joined(separator: " ")
    }
}
